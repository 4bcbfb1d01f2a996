package battlefile

import (
	"image/color"
	"io"
	"strings"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/font"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/vgimg"

	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/grid"
)

// The picture of a battle's map (tmntsim show --png): a square per space
// coloured by its terrain, lines thick on the edges, figures as labelled
// discs at their start spaces, coordinates on the border and a legend.

// terrainColors gives the fill of a space by its most important terrain,
// first match wins. The colours are chosen to stay apart for readers with
// the common colour-vision deficiencies (light/dark as well as hue).
var terrainColors = []struct {
	t    grid.Terrain
	name string
	c    color.RGBA
}{
	{grid.Computer, "computer", color.RGBA{0x1b, 0x9e, 0x9e, 0xff}},
	{grid.Door, "door", color.RGBA{0x8c, 0x51, 0x0a, 0xff}},
	{grid.Blocking, "blocking", color.RGBA{0x40, 0x40, 0x40, 0xff}},
	{grid.Exit, "exit", color.RGBA{0x4d, 0xd0, 0x4d, 0xff}},
	{grid.FireEscape, "fire escape", color.RGBA{0xb3, 0x8b, 0x6d, 0xff}},
	{grid.Harmful, "harmful", color.RGBA{0xe6, 0x4b, 0x35, 0xff}},
	{grid.Elevated, "elevated", color.RGBA{0xe6, 0xab, 0x02, 0xff}},
	{grid.Obscuring, "obscuring", color.RGBA{0xb8, 0xa9, 0xd9, 0xff}},
	{grid.Unstable, "unstable", color.RGBA{0xff, 0xe1, 0x6b, 0xff}},
	{grid.Rough, "rough", color.RGBA{0xa6, 0x76, 0x1d, 0xff}},
	{grid.Covered, "covered", color.RGBA{0x66, 0xa6, 0x1e, 0xff}},
	{grid.Slow, "slow", color.RGBA{0x8f, 0xc1, 0xe3, 0xff}},
	{grid.Objective, "objective", color.RGBA{0xf7, 0xd0, 0x60, 0xff}},
	{grid.Spawn, "spawn", color.RGBA{0xf4, 0xa5, 0xc0, 0xff}},
	{grid.HeroStart, "hero start", color.RGBA{0xc7, 0xe9, 0xc0, 0xff}},
	{grid.SmallObject | grid.LargeObject, "throwing object", color.RGBA{0xd9, 0xd9, 0xd9, 0xff}},
	{0, "neutral", color.RGBA{0xff, 0xff, 0xff, 0xff}},
}

func terrainColor(t grid.Terrain) (int, color.RGBA) {
	for i, tc := range terrainColors {
		if t&tc.t != 0 || tc.t == 0 {
			return i, tc.c
		}
	}
	return len(terrainColors) - 1, color.RGBA{0xff, 0xff, 0xff, 0xff}
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

// WritePNG writes a picture of l's map, with the figures at their start
// spaces and a legend, to w as PNG.
func (l *Loaded) WritePNG(w io.Writer) error {
	b, v := l.Battle, l.view
	m := &b.Map
	const (
		cell   = vg.Length(24)
		margin = vg.Length(22)
		legW   = vg.Length(250)
		lineH  = vg.Length(13)
	)
	hm, vm, cm, _ := v.marks(b)
	fnt := plot.DefaultFont
	fnt.Size = 9
	face := font.DefaultCache.Lookup(fnt, 9)
	bold := fnt
	bold.Weight = 700
	titleFace := font.DefaultCache.Lookup(bold, 12)

	// The legend's lines, to size the picture.
	type legendItem struct {
		c      color.RGBA
		disc   bool
		mark   string
		text   string
		isLine bool
	}
	var items []legendItem
	seen := map[int]bool{}
	for y := 0; y < m.H; y++ {
		for x := 0; x < m.W; x++ {
			i, _ := terrainColor(m.Terrain[grid.At(x, y)])
			seen[i] = true
		}
	}
	for i, tc := range terrainColors {
		if seen[i] {
			items = append(items, legendItem{c: tc.c, text: tc.name})
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

	mapW, mapH := cell*vg.Length(m.W), cell*vg.Length(m.H)
	width := margin*2 + mapW + legW
	height := max(margin*2+mapH, margin+vg.Length(len(items)+2)*lineH+margin) + 18
	c := vgimg.NewWith(vgimg.UseWH(width, height), vgimg.UseDPI(pngDPI), vgimg.UseBackgroundColor(white))
	c.SetColor(white)
	fillRect(c, 0, 0, width, height)

	top := height - 18 // the title's band
	c.SetColor(ink)
	c.FillString(titleFace, vg.Point{X: margin, Y: top + 4}, b.Name)
	// cellXY returns the lower-left corner of space (x, y); rows go down.
	cellXY := func(x, y int) (vg.Length, vg.Length) {
		return margin + cell*vg.Length(x), top - margin - cell*vg.Length(y+1)
	}
	for y := 0; y < m.H; y++ {
		for x := 0; x < m.W; x++ {
			px, py := cellXY(x, y)
			_, col := terrainColor(m.Terrain[grid.At(x, y)])
			c.SetColor(col)
			fillRect(c, px, py, cell, cell)
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
		c.FillString(face, vg.Point{X: px + dx, Y: top - margin + 6}, s)
		c.FillString(face, vg.Point{X: px + dx, Y: top - margin - mapH - 12}, s)
	}
	for y := 0; y < m.H; y++ {
		_, py := cellXY(0, y)
		s := itoa(y + 1)
		c.FillString(face, vg.Point{X: margin - 4 - face.Width(s), Y: py + cell/2 - 3}, s)
		c.FillString(face, vg.Point{X: margin + mapW + 4, Y: py + cell/2 - 3}, s)
	}
	// Figures.
	disc := func(cl grid.Cell, col color.RGBA, mark string) {
		px, py := cellXY(cl.X(), cl.Y())
		c.SetColor(col)
		fillCircle(c, px+cell/2, py+cell/2, cell*0.38)
		c.SetColor(white)
		c.FillString(face, vg.Point{X: px + (cell-face.Width(mark))/2, Y: py + cell/2 - 3}, mark)
	}
	for _, cr := range b.Carriables {
		disc(cr.Cell, carryDisc, string(cm))
	}
	for t, vs := range b.Villains {
		for _, cl := range vs.Start {
			disc(cl, villainDisc, string(vm[t]))
		}
	}
	for h, cl := range v.heroCells {
		disc(cl, heroDisc, string(hm[h]))
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
	lx := margin*2 + mapW + 10
	ly := top - margin
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
