package grid

import (
	"math/rand/v2"
	"testing"
)

// streetMap builds a typical street map of side×side spaces: blocks of
// buildings (elevated roofs with fire escapes), walls, slow debris, a few
// doors, covered and obscuring spaces, blocking and slow lines.
func streetMap(side int) *Map {
	rng := rand.New(rand.NewPCG(7, uint64(side)))
	m := &Map{W: side, H: side}
	for by := 1; by+4 < side; by += 7 {
		for bx := 1; bx+4 < side; bx += 8 {
			// a 4x4 building: elevated roof, a fire escape on its south side
			for y := by; y < by+4; y++ {
				for x := bx; x < bx+4; x++ {
					m.Terrain[At(x, y)] = Elevated
				}
			}
			m.Terrain[At(bx+1, by+4)] = FireEscape
			m.East[At(bx+5, by+1)] |= LineBlocking
			m.South[At(bx+5, by+2)] |= LineSlow
		}
	}
	for i := 0; i < side*side/10; i++ {
		c := At(rng.IntN(side), rng.IntN(side))
		if m.Terrain[c] != 0 {
			continue
		}
		switch rng.IntN(6) {
		case 0, 1:
			m.Terrain[c] = Slow
		case 2:
			m.Terrain[c] = Blocking
		case 3:
			m.Terrain[c] = Covered
		case 4:
			m.Terrain[c] = Obscuring
		default:
			m.Terrain[c] = Door
		}
	}
	m.Prepare()
	return m
}

// benchQueries returns move queries from open spaces of m with figures
// around, as an engine would ask them.
func benchQueries(m *Map, n int) ([]MoveQuery, *State) {
	rng := rand.New(rand.NewPCG(3, 4))
	s := &State{}
	m.InitState(s)
	occ, down := &Set{}, &Set{}
	enemies := &Set{}
	for i := 0; i < 12; i++ {
		c := At(rng.IntN(m.W), rng.IntN(m.H))
		occ.Add(c)
		if i < 6 {
			enemies.Add(c)
		}
	}
	brk := new([MaxCells]uint8)
	m.BreakAwayCosts(enemies, nil, brk)
	var qs []MoveQuery
	for len(qs) < n {
		c := At(rng.IntN(m.W), rng.IntN(m.H))
		if m.Blocking(s, c) {
			continue
		}
		qs = append(qs, MoveQuery{From: c, MP: 6, Occupied: occ, Down: down, BreakAway: brk})
	}
	return qs, s
}

func benchReach(b *testing.B, side int, ref bool) {
	m := streetMap(side)
	qs, s := benchQueries(m, 64)
	r := new(Reach)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		if ref {
			m.ReachRef(s, &qs[i&63], r)
		} else {
			m.Reach(s, &qs[i&63], r)
		}
	}
}

func BenchmarkReach16(b *testing.B)    { benchReach(b, 16, false) }
func BenchmarkReach32(b *testing.B)    { benchReach(b, 32, false) }
func BenchmarkReachRef16(b *testing.B) { benchReach(b, 16, true) }

func benchLOS(b *testing.B, side int, giants int) {
	m := streetMap(side)
	s := &State{}
	m.InitState(s)
	rng := rand.New(rand.NewPCG(5, 6))
	var pairs [256][2]Cell
	for i := range pairs {
		pairs[i] = [2]Cell{At(rng.IntN(side), rng.IntN(side)), At(rng.IntN(side), rng.IntN(side))}
	}
	var g *Set
	if giants >= 0 {
		g = &Set{}
	}
	if giants > 0 {
		g.Add(At(side/2, side/2))
	}
	b.ReportAllocs()
	b.ResetTimer()
	n := 0
	for i := 0; b.Loop(); i++ {
		p := &pairs[i&255]
		if m.LOS(s, p[0], p[1], g) {
			n++
		}
	}
	_ = n
}

func BenchmarkLOS16(b *testing.B)         { benchLOS(b, 16, -1) }
func BenchmarkLOS32(b *testing.B)         { benchLOS(b, 32, -1) }
func BenchmarkLOS16NoGiants(b *testing.B) { benchLOS(b, 16, 0) }
func BenchmarkLOS16OneGiant(b *testing.B) { benchLOS(b, 16, 1) }

func BenchmarkLOSWalk16(b *testing.B) {
	m := streetMap(16)
	rng := rand.New(rand.NewPCG(5, 6))
	var pairs [256][2]Cell
	for i := range pairs {
		pairs[i] = [2]Cell{At(rng.IntN(16), rng.IntN(16)), At(rng.IntN(16), rng.IntN(16))}
	}
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		p := &pairs[i&255]
		v := losView{m: m, elevBlock: true}
		v.walk(p[0], p[1])
	}
}

func BenchmarkPrepare32(b *testing.B) {
	m := streetMap(32)
	b.ReportAllocs()
	for b.Loop() {
		m.Prepare()
	}
}

func BenchmarkPath16(b *testing.B) {
	m := streetMap(16)
	qs, s := benchQueries(m, 64)
	r := new(Reach)
	var buf [MaxCells]Cell
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		q := &qs[i&63]
		m.Reach(s, q, r)
		m.Path(s, q, r, q.From+2*MaxSide+2, buf[:0])
	}
}

func BenchmarkDistanceField16(b *testing.B) {
	m := streetMap(16)
	var out [MaxCells]uint8
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		m.DistanceField(nil, At(i&15, 8), false, &out)
	}
}

// brawlMap builds a small open map like the intro battle's: 12×10 spaces,
// a few walls and slow puddles, no lines and no levels.
func brawlMap() *Map {
	rows := []string{
		"......##....",
		"............",
		"............",
		"....~~~.....",
		"............",
		"............",
		"............",
		"..##....##..",
		"............",
		".....~~.....",
	}
	m := &Map{W: 12, H: 10}
	for y, row := range rows {
		for x, ch := range row {
			switch ch {
			case '#':
				m.Terrain[At(x, y)] = Blocking
			case '~':
				m.Terrain[At(x, y)] = Slow
			}
		}
	}
	m.Prepare()
	return m
}

// breakAwaySpaces returns the spaces where q's break-away costs are set.
func breakAwaySpaces(q *MoveQuery) Set {
	var at Set
	for i := range q.BreakAway {
		if q.BreakAway[i] != 0 {
			at.Add(Cell(i))
		}
	}
	return at
}

// BenchmarkReachBrawl times the searches of a hero among enemies on the
// small open map: move points 5, break-away costs with their spaces.
func BenchmarkReachBrawl(b *testing.B) {
	m := brawlMap()
	qs, s := benchQueries(m, 64)
	at := breakAwaySpaces(&qs[0])
	r := new(Reach)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		q := qs[i&63]
		q.MP, q.BreakAwayAt = 5, &at
		m.Reach(s, &q, r)
	}
}

// BenchmarkReachBrawlToward times the searches of BenchmarkReachBrawl
// looking for one space each (MoveQuery.Toward, StopAt), as a move the
// engine checks.
func BenchmarkReachBrawlToward(b *testing.B) {
	m := brawlMap()
	qs, s := benchQueries(m, 64)
	at := breakAwaySpaces(&qs[0])
	var stops [64]Set
	var tos [64]Cell
	for i := range qs {
		tos[i] = At((i*5)%m.W, (i*3)%m.H)
		stops[i].Add(tos[i])
	}
	r := new(Reach)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		q := qs[i&63]
		q.MP, q.BreakAwayAt, q.StopAt, q.Toward = 5, &at, &stops[i&63], &tos[i&63]
		m.Reach(s, &q, r)
	}
}
