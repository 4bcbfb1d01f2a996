package battlefile

import (
	"image/color"
	"io"
	"slices"
	"strings"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/font"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/vgimg"

	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/grid"
)

// The picture of a battle's map (tmntsim show --png): a square per space
// coloured by its terrain, the tokens on it (objective, spawn, hero start,
// exit) as a coloured frame inside the square, lines thick on the edges,
// figures as labelled discs at their start spaces (a count beside the
// mark of tiny figures stacked on one space), coordinates on the border and
// a legend that names the terrain as the battle file does.

// A namedColor is the colour of terrain t in the map picture and its
// legend's name for it.
type namedColor struct {
	t    grid.Terrain
	name string
	c    color.RGBA
}

// terrainColors gives the fill of a space by its most important terrain,
// first match wins. The colours are chosen to stay apart for readers with
// the common colour-vision deficiencies (light/dark as well as hue).
var terrainColors = []namedColor{
	{grid.Computer, "computer", color.RGBA{0x1b, 0x9e, 0x9e, 0xff}},
	{grid.Door, "door", color.RGBA{0x8c, 0x51, 0x0a, 0xff}},
	{grid.Blocking, "blocking", color.RGBA{0x40, 0x40, 0x40, 0xff}},
	{grid.FireEscape, "fire escape", color.RGBA{0xb3, 0x8b, 0x6d, 0xff}},
	{grid.Harmful, "harmful", color.RGBA{0xe6, 0x4b, 0x35, 0xff}},
	{grid.Elevated, "elevated", color.RGBA{0xe6, 0xab, 0x02, 0xff}},
	{grid.Obscuring, "obscuring", color.RGBA{0xb8, 0xa9, 0xd9, 0xff}},
	{grid.Unstable, "unstable", color.RGBA{0xff, 0xe1, 0x6b, 0xff}},
	{grid.Rough, "rough", color.RGBA{0xa6, 0x76, 0x1d, 0xff}},
	{grid.Covered, "covered", color.RGBA{0x66, 0xa6, 0x1e, 0xff}},
	{grid.Slow, "slow", color.RGBA{0x8f, 0xc1, 0xe3, 0xff}},
	{grid.SmallObject | grid.LargeObject, "throwing object", color.RGBA{0xd9, 0xd9, 0xd9, 0xff}},
	{0, "neutral", color.RGBA{0xff, 0xff, 0xff, 0xff}},
}

// tokenColors are the tokens drawn over a space's terrain, most important
// first: a frame inside the space, and its fill when the space has no
// other terrain.
var tokenColors = []namedColor{
	{grid.Exit, "exit", color.RGBA{0x4d, 0xd0, 0x4d, 0xff}},
	{grid.Objective, "objective", color.RGBA{0xf2, 0xc1, 0x2e, 0xff}},
	{grid.Spawn, "spawn", color.RGBA{0xf0, 0x7f, 0xa8, 0xff}},
	{grid.HeroStart, "hero start", color.RGBA{0x9c, 0xd6, 0x91, 0xff}},
}

// tokenTerrain is the terrain drawn as tokens rather than as a fill.
const tokenTerrain = grid.Exit | grid.Objective | grid.Spawn | grid.HeroStart

// terrainColor returns the index in terrainColors and the colour of the
// most important terrain of t but its tokens.
func terrainColor(t grid.Terrain) (int, color.RGBA) {
	t &^= tokenTerrain
	for i, tc := range terrainColors {
		if t&tc.t != 0 || tc.t == 0 {
			return i, tc.c
		}
	}
	return len(terrainColors) - 1, color.RGBA{0xff, 0xff, 0xff, 0xff}
}

// tokenColor returns the index in tokenColors and the colour of the most
// important token of t, or -1.
func tokenColor(t grid.Terrain) (int, color.RGBA) {
	for i, tc := range tokenColors {
		if t&tc.t != 0 {
			return i, tc.c
		}
	}
	return -1, color.RGBA{}
}

// cellFill returns the fill of a space with terrain t: its terrain's
// colour, or a light shade of its token's on a space of neutral terrain.
func cellFill(t grid.Terrain) color.RGBA {
	i, c := terrainColor(t)
	if terrainColors[i].t == 0 {
		if j, tc := tokenColor(t); j >= 0 {
			return tokenShade(tc)
		}
	}
	return c
}

// tokenShade is the fill of a space of neutral terrain with a token of
// colour c: c mixed with white.
func tokenShade(c color.RGBA) color.RGBA {
	mix := func(u uint8) uint8 { return uint8((int(u)*55 + 255*45) / 100) }
	return color.RGBA{mix(c.R), mix(c.G), mix(c.B), 0xff}
}

var lineColors = map[grid.Line]color.RGBA{
	grid.LineBlocking:  {0x00, 0x00, 0x00, 0xff},
	grid.LineClimbable: {0xd9, 0x5f, 0x02, 0xff},
	grid.LineGrind:     {0x75, 0x70, 0xb3, 0xff},
	grid.LineObscuring: {0x99, 0x99, 0x99, 0xff},
	grid.LineSlow:      {0x1f, 0x78, 0xb4, 0xff},
}

var (
	heroDisc    = color.RGBA{0x1a, 0x7f, 0x37, 0xff}
	villainDisc = color.RGBA{0xb2, 0x18, 0x2b, 0xff}
	carryDisc   = color.RGBA{0xf1, 0xa3, 0x40, 0xff}
	ink         = color.RGBA{0x10, 0x10, 0x10, 0xff}
	white       = color.RGBA{0xff, 0xff, 0xff, 0xff}
)

// pngDPI is the resolution of the map picture.
const pngDPI = 144

// mapFont is the font of the map picture: the plots' (tmntsim report),
// Liberation Sans, which package plot adds to the font cache.
func mapFont(size vg.Length, bold bool) font.Face {
	_ = plot.DefaultFont // package plot's init fills font.DefaultCache
	f := font.Font{Typeface: "Liberation", Variant: "Sans", Size: size}
	if bold {
		f.Weight = 3 // golang.org/x/image/font.WeightBold
	}
	return font.DefaultCache.Lookup(f, size)
}

// A legendItem is one line of the map picture's legend.
type legendItem struct {
	c      color.RGBA
	frame  bool // a token: a frame inside the square
	disc   bool
	mark   string
	text   string
	isLine bool
}

// pngLegend returns the legend of l's map picture: the terrain seen (named
// as the battle file names it), the tokens, the lines, the figures and the
// cameras.
func (l *Loaded) pngLegend(hm, vm []rune, cm rune) []legendItem {
	b, v := l.Battle, l.view
	m := &b.Map
	var items []legendItem
	seen, tokens := map[int]bool{}, map[int]bool{}
	for y := 0; y < m.H; y++ {
		for x := 0; x < m.W; x++ {
			t := m.Terrain[grid.At(x, y)]
			i, _ := terrainColor(t)
			if terrainColors[i].t != 0 || t&tokenTerrain == 0 {
				seen[i] = true
			}
			for j, tc := range tokenColors {
				if t&tc.t != 0 {
					tokens[j] = true
				}
			}
		}
	}
	for i, tc := range terrainColors {
		if !seen[i] {
			continue
		}
		var names []string
		for _, n := range v.named {
			if j, _ := terrainColor(n.t); j == i && !slices.Contains(names, n.name) {
				names = append(names, n.name)
			}
		}
		text := tc.name
		if len(names) > 0 && !(len(names) == 1 && names[0] == tc.name) {
			text = strings.Join(names, ", ") + " (" + tc.name + ")"
		}
		items = append(items, legendItem{c: tc.c, text: text})
	}
	for j, tc := range tokenColors {
		if tokens[j] {
			items = append(items, legendItem{c: tc.c, frame: true, text: tc.name})
		}
	}
	for _, g := range lineGlyphs {
		if hasLine(m, g.l) {
			items = append(items, legendItem{c: lineColors[g.l], text: g.name + " line", isLine: true})
		}
	}
	for h, hs := range b.Heroes {
		items = append(items, legendItem{c: heroDisc, disc: true, mark: string(hm[h]), text: hs.Name})
	}
	for t, vs := range b.Villains {
		items = append(items, legendItem{c: villainDisc, disc: true, mark: string(vm[t]), text: vs.Name + " (" + roleName(vs) + ")"})
	}
	for _, cr := range b.Carriables {
		items = append(items, legendItem{c: carryDisc, disc: true, mark: string(cm), text: cr.Name})
	}
	if len(m.Cameras) > 0 {
		items = append(items, legendItem{c: ink, isLine: true, text: "camera and its facing"})
	}
	return items
}

// WritePNG writes a picture of l's map, with the figures at their start
// spaces and a legend, to w as PNG.
func (l *Loaded) WritePNG(w io.Writer) error {
	b, v := l.Battle, l.view
	m := &b.Map
	const (
		cell   = vg.Length(24)
		margin = vg.Length(18) // room for the coordinates
		gap    = vg.Length(12) // between the map and the legend
		lineH  = vg.Length(13)
		titleH = vg.Length(20)
	)
	hm, vm, cm, _ := v.marks(b)
	face := mapFont(9, false)
	small := mapFont(7, true)
	titleFace := mapFont(12, true)
	items := l.pngLegend(hm, vm, cm)
	legW := vg.Length(0)
	for _, it := range items {
		legW = max(legW, face.Width(it.text))
	}
	legW += 16 + 6

	mapW, mapH := cell*vg.Length(m.W), cell*vg.Length(m.H)
	width := max(margin*2+mapW+gap+legW, titleFace.Width(b.Name)+2*margin)
	height := titleH + max(margin*2+mapH, vg.Length(len(items))*lineH+margin)
	c := vgimg.NewWith(vgimg.UseWH(width, height), vgimg.UseDPI(pngDPI), vgimg.UseBackgroundColor(white))
	c.SetColor(white)
	fillRect(c, 0, 0, width, height)

	top := height - titleH // the title's band is above
	c.SetColor(ink)
	c.FillString(titleFace, vg.Point{X: margin, Y: top + 5}, b.Name)
	// cellXY returns the lower-left corner of space (x, y); rows go down.
	cellXY := func(x, y int) (vg.Length, vg.Length) {
		return margin + cell*vg.Length(x), top - margin - cell*vg.Length(y+1)
	}
	for y := 0; y < m.H; y++ {
		for x := 0; x < m.W; x++ {
			px, py := cellXY(x, y)
			t := m.Terrain[grid.At(x, y)]
			c.SetColor(cellFill(t))
			fillRect(c, px, py, cell, cell)
			// A token on other terrain (an objective on rough ground) is a
			// frame inside the space.
			if i, tc := tokenColor(t); i >= 0 {
				c.SetColor(tc)
				c.SetLineWidth(3)
				strokeRect(c, px+2.5, py+2.5, cell-5, cell-5)
			}
		}
	}
	// Grid lines, thin.
	c.SetColor(color.RGBA{0xa0, 0xa0, 0xa0, 0xff})
	c.SetLineWidth(0.5)
	for x := 0; x <= m.W; x++ {
		px, _ := cellXY(x, 0)
		strokeLine(c, px, top-margin, px, top-margin-mapH)
	}
	for y := 0; y <= m.H; y++ {
		_, py := cellXY(0, y)
		strokeLine(c, margin, py+cell, margin+mapW, py+cell)
	}
	// Lines on edges, thick.
	c.SetLineWidth(3)
	for y := 0; y < m.H; y++ {
		for x := 0; x < m.W; x++ {
			cl := grid.At(x, y)
			px, py := cellXY(x, y)
			if l := firstLine(m.East[cl]); l != 0 && x+1 < m.W {
				c.SetColor(lineColors[l])
				strokeLine(c, px+cell, py, px+cell, py+cell)
			}
			if l := firstLine(m.South[cl]); l != 0 && y+1 < m.H {
				c.SetColor(lineColors[l])
				strokeLine(c, px, py, px+cell, py)
			}
		}
	}
	// Coordinates.
	c.SetColor(ink)
	for x := 0; x < m.W; x++ {
		px, _ := cellXY(x, 0)
		s := columnLabel(x)
		dx := (cell - face.Width(s)) / 2
		c.FillString(face, vg.Point{X: px + dx, Y: top - margin + 5}, s)
		c.FillString(face, vg.Point{X: px + dx, Y: top - margin - mapH - 11}, s)
	}
	for y := 0; y < m.H; y++ {
		_, py := cellXY(0, y)
		s := itoa(y + 1)
		c.FillString(face, vg.Point{X: margin - 3 - face.Width(s), Y: py + cell/2 - 3}, s)
		c.FillString(face, vg.Point{X: margin + mapW + 3, Y: py + cell/2 - 3}, s)
	}
	// Figures: a disc ringed in white, small enough that the terrain under
	// it (a hazard) shows in the corners; n > 1 tiny figures stacked on
	// one space get their count beside the mark.
	disc := func(cl grid.Cell, col color.RGBA, mark string, n int) {
		px, py := cellXY(cl.X(), cl.Y())
		cx, cy := px+cell/2, py+cell/2
		c.SetColor(white)
		fillCircle(c, cx, cy, cell*0.36)
		c.SetColor(col)
		fillCircle(c, cx, cy, cell*0.31)
		c.SetColor(white)
		c.FillString(face, vg.Point{X: cx - face.Width(mark)/2, Y: cy - 3}, mark)
		if n > 1 {
			s := "×" + itoa(n)
			bw := small.Width(s) + 3
			c.SetColor(ink)
			fillRect(c, px+cell-bw, py+cell-9, bw, 9)
			c.SetColor(white)
			c.FillString(small, vg.Point{X: px + cell - bw + 1.5, Y: py + cell - 7}, s)
		}
	}
	for _, cr := range b.Carriables {
		disc(cr.Cell, carryDisc, string(cm), 1)
	}
	for t, vs := range b.Villains {
		for i, cl := range vs.Start {
			if slices.Index(vs.Start, cl) == i { // once per space
				disc(cl, villainDisc, string(vm[t]), count(vs.Start, cl))
			}
		}
	}
	for h, cl := range v.heroCells {
		disc(cl, heroDisc, string(hm[h]), 1)
	}
	for _, cam := range m.Cameras {
		px, py := cellXY(cam.Cell.X(), cam.Cell.Y())
		c.SetColor(ink)
		c.SetLineWidth(2)
		cx, cy := px+cell/2, py+cell/2
		dx, dy := [...]vg.Length{0, 1, 0, -1}[cam.Facing&3], [...]vg.Length{1, 0, -1, 0}[cam.Facing&3]
		strokeLine(c, cx, cy, cx+dx*cell/2, cy+dy*cell/2)
		fillCircle(c, cx, cy, 3)
	}
	// Legend.
	lx := margin*2 + mapW + gap
	ly := top - margin + 4
	for _, it := range items {
		ly -= lineH
		switch {
		case it.disc:
			c.SetColor(it.c)
			fillCircle(c, lx+5, ly+4, 6)
			c.SetColor(white)
			c.FillString(face, vg.Point{X: lx + 5 - face.Width(it.mark)/2, Y: ly + 1}, it.mark)
		case it.isLine:
			c.SetColor(it.c)
			c.SetLineWidth(3)
			strokeLine(c, lx, ly+4, lx+10, ly+4)
		case it.frame:
			c.SetColor(tokenShade(it.c))
			fillRect(c, lx, ly, 10, 10)
			c.SetColor(it.c)
			c.SetLineWidth(2.5)
			strokeRect(c, lx+1.25, ly+1.25, 7.5, 7.5)
		default:
			c.SetColor(it.c)
			fillRect(c, lx, ly, 10, 10)
			c.SetColor(ink)
			c.SetLineWidth(0.5)
			strokeRect(c, lx, ly, 10, 10)
		}
		c.SetColor(ink)
		c.FillString(face, vg.Point{X: lx + 16, Y: ly + 1}, it.text)
	}
	_, err := vgimg.PngCanvas{Canvas: c}.WriteTo(w)
	return err
}

// count returns how many times c appears in cells.
func count(cells []grid.Cell, c grid.Cell) int {
	n := 0
	for _, x := range cells {
		if x == c {
			n++
		}
	}
	return n
}

func roleName(v adventures.VillainSpec) string {
	r := "minion"
	if v.Leader {
		r = "leader"
	}
	return strings.Join([]string{r, attackName(v.Attack)}, ", ")
}

func hasLine(m *grid.Map, l grid.Line) bool {
	for i := range m.East {
		if m.East[i]&l != 0 || m.South[i]&l != 0 {
			return true
		}
	}
	return false
}

// firstLine returns the most important line type of l (as lineGlyphs
// orders them), or 0.
func firstLine(l grid.Line) grid.Line {
	for _, g := range lineGlyphs {
		if l&g.l != 0 {
			return g.l
		}
	}
	return 0
}

func fillRect(c *vgimg.Canvas, x, y, w, h vg.Length)   { c.Fill(rectPath(x, y, w, h)) }
func strokeRect(c *vgimg.Canvas, x, y, w, h vg.Length) { c.Stroke(rectPath(x, y, w, h)) }

func rectPath(x, y, w, h vg.Length) vg.Path {
	var p vg.Path
	p.Move(vg.Point{X: x, Y: y})
	p.Line(vg.Point{X: x + w, Y: y})
	p.Line(vg.Point{X: x + w, Y: y + h})
	p.Line(vg.Point{X: x, Y: y + h})
	p.Close()
	return p
}

func strokeLine(c *vgimg.Canvas, x0, y0, x1, y1 vg.Length) {
	var p vg.Path
	p.Move(vg.Point{X: x0, Y: y0})
	p.Line(vg.Point{X: x1, Y: y1})
	c.Stroke(p)
}

func fillCircle(c *vgimg.Canvas, x, y, r vg.Length) {
	var p vg.Path
	p.Move(vg.Point{X: x + r, Y: y})
	p.Arc(vg.Point{X: x, Y: y}, r, 0, 6.283185307179586)
	p.Close()
	c.Fill(p)
}
