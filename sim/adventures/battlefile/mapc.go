package battlefile

import (
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/tmntsim/tmntsim/scenarios"
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/grid"
)

// computerTerrain is the terrain of a computer space: a computer bay is a
// blocking terrain token (Adventures rulebook, "Blocking Terrain Tokens":
// "computer/server bays"), hacked from a space next to it.
const computerTerrain = grid.Computer | grid.Blocking

// neutralSymbol is the symbol of neutral terrain when the legend does not
// say otherwise.
const neutralSymbol = '.'

// compileMap builds the terrain of the map from its rows and legend, then
// its lines and tokens (Adventures rulebook, "Terrain Types", "Terrain Types
// - Lines").
func (c *compiler) compileMap() {
	ms := &c.f.Map
	m := &c.b.Map
	rows := ms.Rows.Rows
	if len(rows) == 0 {
		if ms.Rows.At != (scenarios.Pos{}) {
			c.errorf(ms.Rows.At, "rows: the map has no rows")
		}
		return
	}
	w := utf8.RuneCountInString(rows[0])
	if len(rows) > grid.MaxSide || w > grid.MaxSide {
		c.errorf(ms.Rows.At, "rows: the map is %d×%d spaces; at most %d×%d", w, len(rows), grid.MaxSide, grid.MaxSide)
		return
	}
	if w == 0 {
		c.errorf(ms.Rows.Pos[0], "rows: the first row is empty")
		return
	}
	m.W, m.H = w, len(rows)
	entries := map[rune]*legendEntry{}
	for i, r := range ms.Legend.Symbols {
		entries[r] = &ms.Legend.Entries[i]
	}
	used := map[rune]bool{}
	var syms []string
	for _, r := range ms.Legend.Symbols {
		syms = append(syms, string(r))
	}
	if _, ok := entries[neutralSymbol]; !ok {
		entries[neutralSymbol] = &legendEntry{}
	}
	for y, row := range rows {
		rp := ms.Rows.Pos[y]
		rr := []rune(row)
		if len(rr) != w {
			c.errorf(rp, "rows: row %d has %d spaces, the first row has %d; every row must be as wide", y+1, len(rr), w)
		}
		line := make([]rune, w)
		for x := 0; x < w; x++ {
			line[x] = ' '
			if x >= len(rr) {
				continue
			}
			r := rr[x]
			line[x] = r
			cell := grid.At(x, y)
			p := scenarios.Pos{Line: rp.Line, Col: rp.Col + x}
			c.defPos[cell] = p
			e, ok := entries[r]
			if !ok {
				c.errorf(p, "rows: symbol %q at %s is not in the legend (the legend has %s)", string(r), cell.Label(), strings.Join(syms, " "))
				continue
			}
			used[r] = true
			c.applyLegend(cell, e, p)
		}
		c.view.rows = append(c.view.rows, line)
	}
	for y := 0; y < m.H; y++ {
		for x := 0; x < m.W; x++ {
			m.On.Add(grid.At(x, y))
		}
	}
	for i, r := range ms.Legend.Symbols {
		if !used[r] {
			c.errorf(ms.Legend.SymPos[i], "legend: symbol %q is not used on the map", string(r))
		}
	}
	c.legendView(entries, used)
	for _, l := range ms.Lines {
		c.compileLine(l)
	}
	for _, t := range ms.Tokens {
		c.compileToken(t)
	}
	// Every space of the map is a space of the map; Prepare fills the rest.
	for y := 0; y < m.H; y++ {
		for x := 0; x < m.W; x++ {
			cell := grid.At(x, y)
			t := m.Terrain[cell]
			if t&grid.Spawn != 0 {
				c.b.Spawns = append(c.b.Spawns, cell)
				if why := c.standable(cell); why != "" {
					c.errorf(c.defPos[cell], "spawn space %s is %s", cell.Label(), why)
				}
			}
			if t&grid.HeroStart != 0 {
				if why := c.standable(cell); why != "" {
					c.errorf(c.defPos[cell], "hero-start space %s is %s", cell.Label(), why)
				}
			}
			if t&grid.Exit != 0 && t&(grid.Blocking|grid.Computer) != 0 {
				c.errorf(c.defPos[cell], "exit space %s is %s", cell.Label(), c.standable(cell))
			}
			if t&grid.Door != 0 {
				c.doors++
			}
			if t&grid.Computer != 0 {
				c.computers++
			}
		}
	}
	if len(m.Cameras) > grid.MaxCameras {
		c.errorf(ms.At, "map: at most %d cameras, got %d", grid.MaxCameras, len(m.Cameras))
		m.Cameras = m.Cameras[:grid.MaxCameras]
	}
	if len(c.b.Carriables) > adventures.MaxCarriables {
		c.errorf(ms.At, "map: more than %d characters and items; at most %d", adventures.MaxCarriables, adventures.MaxCarriables)
		c.b.Carriables = c.b.Carriables[:adventures.MaxCarriables]
	}
	prepare(m)
}

// prepare fills the derived sets of m once its terrain is complete.
func prepare(m *grid.Map) {
	m.Prepare()
}

// applyLegend sets the terrain of a legend entry on cell.
func (c *compiler) applyLegend(cell grid.Cell, e *legendEntry, p scenarios.Pos) {
	m := &c.b.Map
	for _, w := range e.Terrain {
		t, _ := terrainOf(w.V)
		m.Terrain[cell] |= t
		if w.V == "door" && e.Door == nil {
			c.errorf(w.Pos, "terrain: a door needs a difficulty; write {door: 2} instead of the word")
		}
		if w.V == "computer" && e.Computer == nil {
			c.errorf(w.Pos, "terrain: a computer needs a difficulty; write {computer: 3} instead of the word")
		}
		if w.V == "camera" && e.Camera == nil {
			c.errorf(w.Pos, "terrain: a camera needs a facing; write {camera: {facing: south}} instead of the word")
		}
	}
	if e.Door != nil {
		m.Terrain[cell] |= grid.Door
		m.DoorDifficulty[cell] = uint8(e.Door.V)
	}
	if e.Computer != nil {
		m.Terrain[cell] |= computerTerrain
		m.ComputerDifficulty[cell] = uint8(e.Computer.V)
	}
	if e.Camera != nil {
		c.addCamera(cell, e.Camera.Facing.V, e.Camera.Rotate)
	}
}

// facingOf is the facing a battle file's word names.
var facingOf = map[string]grid.Facing{"north": grid.North, "east": grid.East, "south": grid.South, "west": grid.West}

func (c *compiler) addCamera(cell grid.Cell, facing string, rotate *scenarios.Str) {
	m := &c.b.Map
	m.Terrain[cell] |= grid.Camera
	f := facingOf[facing]
	m.Cameras = append(m.Cameras, grid.CameraSpec{Cell: cell, Facing: f, Clockwise: rotate == nil || rotate.V == "clockwise"})
}

// legendView writes the legend lines of the used symbols for show.
func (c *compiler) legendView(entries map[rune]*legendEntry, used map[rune]bool) {
	add := func(r rune, e *legendEntry) {
		var t grid.Terrain
		for _, w := range e.Terrain {
			x, _ := terrainOf(w.V)
			t |= x
		}
		text := describeTerrain(t)
		if e.Door != nil {
			text = strings.TrimPrefix(text+", ", "neutral, ") + "door (difficulty " + itoa(e.Door.V) + ")"
		}
		if e.Computer != nil {
			text = strings.TrimPrefix(text+", ", "neutral, ") + "computer (difficulty " + itoa(e.Computer.V) + ", a blocking bay)"
		}
		if e.Camera != nil {
			text = strings.TrimPrefix(text+", ", "neutral, ") + "camera facing " + e.Camera.Facing.V
		}
		if e.Name != nil {
			text = e.Name.V + ": " + text
			if e.Door != nil {
				t |= grid.Door
			}
			if e.Computer != nil {
				t |= computerTerrain
			}
			c.view.named = append(c.view.named, namedTerrain{e.Name.V, t})
		}
		c.view.legend = append(c.view.legend, legendLine{r, text})
	}
	if used[neutralSymbol] && !slices.Contains(symbolsOf(c.f.Map.Legend), string(neutralSymbol)) {
		add(neutralSymbol, entries[neutralSymbol])
	}
	for i, r := range c.f.Map.Legend.Symbols {
		if used[r] {
			add(r, &c.f.Map.Legend.Entries[i])
		}
	}
}

func symbolsOf(l legendSpec) []string {
	s := make([]string, len(l.Symbols))
	for i, r := range l.Symbols {
		s[i] = string(r)
	}
	return s
}

func itoa(n int) string { return strconv.Itoa(n) }

// compileLine sets the lines of one lineSpec: on one edge (between) or on a
// run of edges (from, to, side).
func (c *compiler) compileLine(l lineSpec) {
	m := &c.b.Map
	var flags grid.Line
	for _, w := range l.Type.Items {
		flags |= lineFlags[w.V]
	}
	grind := flags&grid.LineGrind != 0
	if l.Direction != nil && !grind {
		c.errorf(l.Direction.Pos, "direction: only grind lines have a direction")
	}
	type edge struct {
		cell  grid.Cell
		south bool // the south edge of cell (else the east edge)
	}
	var edges []edge
	switch {
	case l.Between.Given:
		if l.From != nil || l.To != nil || l.Side != nil {
			c.errorf(l.At, "lines: give either between or from/to/side, not both")
			return
		}
		cs, _ := c.cells(l.Between, "between", false)
		if len(l.Between.Items) != 2 {
			c.errorf(l.Between.At, "between: want two spaces, like [c3, c4]")
			return
		}
		if len(cs) != 2 {
			return
		}
		a, b := cs[0], cs[1]
		if b < a {
			a, b = b, a
		}
		switch {
		case a.Y() == b.Y() && b.X() == a.X()+1:
			edges = append(edges, edge{a, false})
		case a.X() == b.X() && b.Y() == a.Y()+1:
			edges = append(edges, edge{a, true})
		default:
			c.errorf(l.Between.At, "between: %s and %s are not orthogonally adjacent", a.Label(), b.Label())
			return
		}
	case l.From != nil && l.To != nil && l.Side != nil:
		from, ok1 := c.cell(*l.From, "from")
		to, ok2 := c.cell(*l.To, "to")
		if !ok1 || !ok2 {
			return
		}
		side := l.Side.V
		horizontal := side == "north" || side == "south"
		if horizontal && from.Y() != to.Y() {
			c.errorf(l.To.Pos, "to: a %s line runs along a row; %s and %s are in different rows", side, from.Label(), to.Label())
			return
		}
		if !horizontal && from.X() != to.X() {
			c.errorf(l.To.Pos, "to: a %s line runs along a column; %s and %s are in different columns", side, from.Label(), to.Label())
			return
		}
		if horizontal {
			y := from.Y()
			if side == "north" {
				y--
			}
			if y < 0 || y >= m.H-1 {
				c.errorf(l.Side.Pos, "side: the %s side of row %d is the map's edge", side, from.Y()+1)
				return
			}
			for x := min(from.X(), to.X()); x <= max(from.X(), to.X()); x++ {
				edges = append(edges, edge{grid.At(x, y), true})
			}
		} else {
			x := from.X()
			if side == "west" {
				x--
			}
			if x < 0 || x >= m.W-1 {
				c.errorf(l.Side.Pos, "side: the %s side of column %s is the map's edge", side, columnLabel(from.X()))
				return
			}
			for y := min(from.Y(), to.Y()); y <= max(from.Y(), to.Y()); y++ {
				edges = append(edges, edge{grid.At(x, y), false})
			}
		}
	default:
		c.errorf(l.At, "lines: give between: [c3, c4], or from, to and side")
		return
	}
	var dir uint8
	if grind {
		d := "both"
		if l.Direction != nil {
			d = l.Direction.V
		}
		vertical := !edges[0].south // east edges run north–south
		switch {
		case d == "both" && vertical:
			dir = 1 | 2
		case d == "both":
			dir = 4 | 8
		case vertical && d == "south":
			dir = 1
		case vertical && d == "north":
			dir = 2
		case !vertical && d == "east":
			dir = 4
		case !vertical && d == "west":
			dir = 8
		default:
			c.errorf(l.Direction.Pos, "direction: a rail along a %s runs %s; %s is across it", map[bool]string{true: "column", false: "row"}[vertical],
				map[bool]string{true: "north or south", false: "east or west"}[vertical], d)
		}
	}
	for _, e := range edges {
		if e.south {
			m.South[e.cell] |= flags
		} else {
			m.East[e.cell] |= flags
		}
		if grind {
			m.GrindDir[e.cell] |= dir
		}
	}
}

// compileToken places one token.
func (c *compiler) compileToken(t tokenSpec) {
	m := &c.b.Map
	kinds := []struct {
		key   string
		cells Cells
	}{{"door", t.Door}, {"camera", t.Camera}, {"computer", t.Computer}, {"objective", t.Objective},
		{"exit", t.Exit}, {"spawn", t.Spawn}, {"hero_start", t.HeroStart}, {"character", t.Character}, {"item", t.Item}}
	var kind string
	var cells Cells
	n := 0
	var names []string
	for _, k := range kinds {
		names = append(names, k.key)
		if k.cells.Given {
			n++
			kind, cells = k.key, k.cells
		}
	}
	if n != 1 {
		c.errorf(t.At, "tokens: a token names exactly one of %s", strings.Join(names, ", "))
		return
	}
	unused := func(key string, v bool, p scenarios.Pos) {
		if v {
			c.errorf(p, "%s: a %s token has no %s", key, kind, key)
		}
	}
	difficulty := kind == "door" || kind == "computer"
	if t.Difficulty == nil && difficulty {
		c.errorf(t.At, "tokens: a %s needs difficulty", kind)
	}
	if !difficulty && t.Difficulty != nil {
		unused("difficulty", true, t.Difficulty.Pos)
	}
	if kind != "camera" {
		unused("facing", t.Facing != nil, posOrZero(t.Facing))
		unused("rotate", t.Rotate != nil, posOrZero(t.Rotate))
	} else if t.Facing == nil {
		c.errorf(t.At, "tokens: a camera needs facing")
	}
	carriable := kind == "character" || kind == "item"
	if carriable && t.Name == nil {
		c.errorf(t.At, "tokens: a %s needs a name", kind)
	}
	if !carriable {
		unused("name", t.Name != nil, posOrZero(t.Name))
	}
	list, lpos := c.cells(cells, kind, false)
	if carriable && len(list) > 1 {
		c.errorf(cells.At, "%s: one space per %s", kind, kind)
		return
	}
	for i, cell := range list {
		p := lpos[i]
		c.defPos[cell] = p
		if !carriable {
			mk := tokenMark{kind: kind, cell: cell}
			if t.Difficulty != nil {
				mk.difficulty = t.Difficulty.V
			}
			if t.Facing != nil {
				mk.facing = facingOf[t.Facing.V]
				mk.clockwise = t.Rotate == nil || t.Rotate.V == "clockwise"
			}
			c.view.tokens = append(c.view.tokens, mk)
		}
		switch kind {
		case "door":
			m.Terrain[cell] |= grid.Door
			if t.Difficulty != nil {
				m.DoorDifficulty[cell] = uint8(t.Difficulty.V)
			}
		case "computer":
			m.Terrain[cell] |= computerTerrain
			if t.Difficulty != nil {
				m.ComputerDifficulty[cell] = uint8(t.Difficulty.V)
			}
		case "camera":
			if t.Facing != nil {
				c.addCamera(cell, t.Facing.V, t.Rotate)
			}
		case "objective":
			m.Terrain[cell] |= grid.Objective
		case "exit":
			m.Terrain[cell] |= grid.Exit
		case "spawn":
			m.Terrain[cell] |= grid.Spawn
		case "hero_start":
			m.Terrain[cell] |= grid.HeroStart
		case "character", "item":
			if t.Name == nil {
				continue
			}
			if len(c.b.Carriables) > adventures.MaxCarriables {
				break // reported once, after the map
			}
			for _, cr := range c.b.Carriables {
				if cr.Name == t.Name.V {
					c.errorf(t.Name.Pos, "name: two characters or items are called %q", t.Name.V)
					break
				}
			}
			if why := c.standable(cell); why != "" && m.Terrain[cell]&grid.Blocking != 0 {
				c.errorf(p, "%s: %s is %s", kind, cell.Label(), why)
			}
			c.b.Carriables = append(c.b.Carriables, adventures.Carriable{Name: t.Name.V, Character: kind == "character", Cell: cell})
		}
	}
}

func posOrZero(s *scenarios.Str) scenarios.Pos {
	if s == nil {
		return scenarios.Pos{}
	}
	return s.Pos
}
