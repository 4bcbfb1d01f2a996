package policy

import (
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/grid"
)

// spawnBlock is the planner's value of a hero ending its turn on a
// spawning location space: at the end of the round half the pool of each
// minion type (rounded up) spawns, on empty spawning spaces only, never
// more figures than there are empty spaces (Adventures, "Spawning New
// Minions", "Cooperative Mode Spawning", "Competitive Mode Spawning"). A
// hero stands on the space it ends its turn on until the round ends, so
// when the spawns the pool asks for fill every spawning space the other
// heroes leave empty, a hero on one keeps a minion off the board for a
// round. The term is weight times the worth of knocking out the cheapest
// type that spawns (killWorth), on every spawning space, added to the
// space's value (base), where the goal, danger and sight already weigh
// what the space costs. The spaces are the battle's (reset); each decision
// counts the pool and the other heroes on spawning spaces (apply), and
// base reads the term from a set. Villains on spawning spaces are counted
// empty: they move off before the round ends, most of them.
type spawnBlock struct {
	weight float64
	battle *adventures.Battle
	spaces grid.Set // the battle's spawning location spaces
	n      int      // how many; 0 where the term is off (holdOut)
	camp   float64  // the value where the spawns find empty spaces anyway (planner_learn.go)
	only   bool     // the heroes win only by holding out (holdOnly)
}

// reset reads the spawning spaces of the battle of g, once per battle.
func (s *spawnBlock) reset(g adventures.View, t *Tactician) {
	s.set(t, 0)
	if b := g.Battle(); s.battle != b {
		s.battle, s.spaces, s.n = b, grid.Set{}, 0
		s.only = holdOnly(b)
		if !holdOut(b) {
			return
		}
		for _, c := range b.Spawns {
			if !s.spaces.Has(c) {
				s.spaces.Add(c)
				s.n++
			}
		}
	}
}

// holdOut reports whether the heroes of battle b may win by holding out
// for a number of rounds: a minion kept off the board then only spares
// them its strikes. Elsewhere the term is off: where they win by knocking
// figures out, a minion kept off is one fewer to knock out (with the term,
// thugs-turf, 12 figures to knock out, lost 8.75 points); where they win
// by an objective, a hero on a spawning space is not on its way (with it,
// street-escape lost 1.30 points on seed 1, p = 0.030, breakout 0.35 to
// 0.60 on seeds 1 and 2; rescue-april gained 0.95 to 2.35).
func holdOut(b *adventures.Battle) bool {
	for i := range b.Win {
		if b.Win[i].Kind == adventures.SurviveRounds {
			return true
		}
	}
	return false
}

// apply sets t's spawn term for hero h's decision, after newDecision.
func (s *spawnBlock) apply(g adventures.View, h int, t *Tactician) {
	s.set(t, s.gain(g, h, t))
}

// gain returns the value of a minion kept off the board by hero h ending
// its turn on a spawning space, or 0 when every spawn would find an empty
// space anyway.
func (s *spawnBlock) gain(g adventures.View, h int, t *Tactician) float64 {
	if s.weight == 0 || s.n == 0 {
		return 0
	}
	b := g.Battle()
	want, worth := 0, 0.0
	for k := range b.Villains {
		if b.Villains[k].Leader {
			continue
		}
		pool := offMap(g, k)
		if w := (pool + 1) / 2; w > 0 {
			if want == 0 || t.worth[k] < worth {
				worth = t.worth[k]
			}
			want += w
		}
	}
	if want == 0 {
		return s.campGain() // planner_learn.go
	}
	free := s.n
	for o := 0; o < g.NumHeroes(); o++ {
		if f := g.Fig(o); o != h && f.OnMap() && s.spaces.Has(f.Cell) {
			free--
		}
	}
	if want < free {
		return s.campGain() // planner_learn.go
	}
	return s.weight * worth
}

// set makes v the value base adds on a spawning space, and the values of
// base kept so far stale when it changes.
func (s *spawnBlock) set(t *Tactician, v float64) {
	if v == t.spawnGain {
		return
	}
	if t.spawnGain == 0 {
		t.spawnOn = s.spaces
	} else if v == 0 {
		t.spawnOn = grid.Set{}
	}
	t.spawnGain = v
	if bump(&t.bGen) {
		t.bStamp, t.uStamp = [grid.MaxCells]uint32{}, [grid.MaxCells]uint32{}
	}
}

// offMap returns how many figures of villain type k are off the map: its
// pool, which spawns at the round's end (Cooperative Mode, "Spawning New
// Minions").
func offMap(g adventures.View, k int) int {
	first, end := g.VillainFigures(k)
	n := 0
	for id := first; id < end; id++ {
		if !g.Fig(id).OnMap() {
			n++
		}
	}
	return n
}
