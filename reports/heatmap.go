package reports

import (
	"fmt"
	"image/color"
	"math"
	"strconv"
	"strings"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/text"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"

	"github.com/tmntsim/tmntsim/stats"
)

// A MapLayer is the battle map under the knock-down heat map: its size
// and the colour of each space (its terrain, as the map picture has it).
type MapLayer struct {
	W, H  int
	Color func(x, y int) color.Color
}

// heat is the colour of knock-downs: the more, the more opaque.
var heat = color.RGBA{0xc0, 0x10, 0x10, 0xff}

// HeatmapPlot plots where heroes are knocked down, over the map: each
// space in its terrain's colour, faded, under red that deepens with the
// knock-downs there, and the knock-downs per 100 battles written in every
// space that has any. Columns are lettered and rows numbered as in
// battle files.
func HeatmapPlot(s *stats.Summary, m MapLayer) *plot.Plot {
	var total int64
	var most int64
	for y := range m.H {
		for x := range m.W {
			k := s.Marks(x, y)
			total += k
			most = max(most, k)
		}
	}
	title := fmt.Sprintf("Where heroes go down: %s knock-downs in %s battles", thousands(total), thousands(s.Games()))
	if u := s.MarksLost(); u > 0 {
		title += fmt.Sprintf("\n(%s not placed)", thousands(u))
	}
	title += "\nnumber on a space: knock-downs there per 100 battles"
	p := newPlot(title, "column", "row")
	p.Add(&heatLayer{s: s, m: m, most: most})
	p.X.Min, p.X.Max = 0, float64(m.W)
	p.Y.Min, p.Y.Max = 0, float64(m.H)
	p.X.Padding, p.Y.Padding = 0, 0
	p.X.Tick.Marker = cellTicks{n: m.W, letters: true}
	p.Y.Tick.Marker = cellTicks{n: m.H}
	p.X.Tick.Length, p.Y.Tick.Length = 0, 0
	return p
}

// heatLayer draws the map and its knock-downs; y grows downwards like the
// map's rows, so row 1 is at the top.
type heatLayer struct {
	s    *stats.Summary
	m    MapLayer
	most int64
}

// Plot draws the layer.
func (h *heatLayer) Plot(c draw.Canvas, p *plot.Plot) {
	trX, trY := p.Transforms(&c)
	sty := text.Style{Color: ink, Font: p.X.Tick.Label.Font, XAlign: draw.XCenter, YAlign: draw.YCenter, Handler: p.TextHandler}
	sty.Font.Size = vg.Points(8)
	per100 := 100 / float64(max(h.s.Games(), 1))
	for y := range h.m.H {
		for x := range h.m.W {
			x0, x1 := trX(float64(x)), trX(float64(x+1))
			y0, y1 := trY(float64(h.m.H-y-1)), trY(float64(h.m.H-y))
			box := vg.Rectangle{Min: vg.Point{X: x0, Y: y0}, Max: vg.Point{X: x1, Y: y1}}
			// The terrain in grey, so that no terrain colour reads as
			// heat: walls dark, open ground white.
			c.SetColor(blend(grey(h.m.Color(x, y)), color.White, 0.6))
			c.Fill(box.Path())
			k := h.s.Marks(x, y)
			if k > 0 && h.most > 0 {
				// Square root: a space with a quarter of the most is
				// half as deep, so rare spots still show.
				a := 0.15 + 0.8*math.Sqrt(float64(k)/float64(h.most))
				c.SetColor(faded(heat, a))
				c.Fill(box.Path())
				sty.Color = ink
				if a > 0.55 {
					sty.Color = color.White
				}
				c.FillText(sty, vg.Point{X: (x0 + x1) / 2, Y: (y0 + y1) / 2}, per100Label(float64(k)*per100))
			}
			c.SetLineStyle(draw.LineStyle{Color: color.RGBA{0xb0, 0xb0, 0xb0, 0xff}, Width: vg.Points(0.5)})
			c.Stroke(box.Path())
		}
	}
}

// DataRange returns the map's extent.
func (h *heatLayer) DataRange() (xmin, xmax, ymin, ymax float64) {
	return 0, float64(h.m.W), 0, float64(h.m.H)
}

// per100Label formats knock-downs per 100 battles with two significant
// digits or so.
func per100Label(v float64) string {
	switch {
	case v >= 10:
		return strconv.FormatFloat(v, 'f', 0, 64)
	case v >= 0.1:
		return strconv.FormatFloat(v, 'f', 1, 64)
	}
	return "<.1"
}

// grey returns the grey of c's luminance (Rec. 709).
func grey(c color.Color) color.Color {
	r, g, b, _ := c.RGBA()
	return color.Gray16{uint16(0.2126*float64(r) + 0.7152*float64(g) + 0.0722*float64(b))}
}

// blend returns a·c + (1−a)·d of two opaque colours.
func blend(c, d color.Color, a float64) color.Color {
	cr, cg, cb, _ := c.RGBA()
	dr, dg, db, _ := d.RGBA()
	mix := func(u, v uint32) uint8 { return uint8((a*float64(u) + (1-a)*float64(v)) / 257) }
	return color.RGBA{mix(cr, dr), mix(cg, dg), mix(cb, db), 0xff}
}

// cellTicks labels the columns (letters, as stats.CellLabel) or rows
// (numbers from 1 at the top) of a map at the middle of each space.
type cellTicks struct {
	n       int
	letters bool
}

// Ticks returns one labelled tick per column or row.
func (t cellTicks) Ticks(lo, hi float64) []plot.Tick {
	ts := make([]plot.Tick, t.n)
	for i := range t.n {
		if t.letters {
			l := strings.TrimSuffix(stats.CellLabel(i, 0), "1")
			if strings.Contains(l, ",") {
				l = strconv.Itoa(i)
			}
			ts[i] = plot.Tick{Value: float64(i) + 0.5, Label: l}
		} else {
			ts[i] = plot.Tick{Value: float64(t.n-i) - 0.5, Label: strconv.Itoa(i + 1)}
		}
	}
	return ts
}
