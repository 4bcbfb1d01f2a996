package reports

import (
	"fmt"
	"image/color"
	"io"
	"math"
	"strconv"
	"strings"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/text"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/vgimg"

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
	p, _ := heatmapPlot(s, m)
	return p
}

// heatmapPlot returns HeatmapPlot's plot and its heat layer.
func heatmapPlot(s *stats.Summary, m MapLayer) (*plot.Plot, *heatLayer) {
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
	h := &heatLayer{s: s, m: m, most: most}
	p.Add(h)
	p.X.Min, p.X.Max = 0, float64(m.W)
	p.Y.Min, p.Y.Max = 0, float64(m.H)
	p.X.Padding, p.Y.Padding = 0, 0
	p.X.Tick.Marker = cellTicks{n: m.W, letters: true}
	p.Y.Tick.Marker = cellTicks{n: m.H}
	p.X.Tick.Length, p.Y.Tick.Length = 0, 0
	return p, h
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
				a := heatAlpha(float64(k) / float64(h.most))
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

// heatAlpha is the opacity of the red over a space with share f (0–1] of
// the most knock-downs on any space. Square root: a space with a quarter
// of the most is half as deep, so rare spots still show.
func heatAlpha(f float64) float64 { return 0.15 + 0.8*math.Sqrt(f) }

// heatKeyWidth is the room the heat map's colour key takes at its right.
const heatKeyWidth = 2.3 * vg.Centimeter

// HeatmapPNG draws HeatmapPlot's knock-down heat map of s over m as a PNG
// of the given size to w, with its colour key at the right: the red of a
// space against the knock-downs there per 100 battles, from the fewest
// any space has up to the most.
func HeatmapPNG(w io.Writer, s *stats.Summary, m MapLayer, width, height vg.Length) error {
	p, h := heatmapPlot(s, m)
	c := vgimg.NewWith(vgimg.UseWH(width, height), vgimg.UseDPI(DPI))
	dc := draw.New(c)
	mapC := draw.Crop(dc, vg.Points(4), -heatKeyWidth, 0, 0)
	p.Draw(mapC)
	if h.most > 0 {
		data := p.DataCanvas(mapC)
		key := draw.Canvas{Canvas: dc.Canvas, Rectangle: vg.Rectangle{
			Min: vg.Point{X: data.Max.X + vg.Points(12), Y: data.Min.Y},
			Max: vg.Point{X: data.Max.X + vg.Points(24), Y: data.Max.Y},
		}}
		h.drawKey(key, p)
	}
	_, err := vgimg.PngCanvas{Canvas: c}.WriteTo(w)
	return err
}

// drawKey draws the colour key in c, a bar as tall as the map: its bottom
// is the fewest knock-downs per 100 battles on a space that has any, its
// top the most, and numbers at its side where the bar crosses round
// values of knock-downs per 100 battles, with the unit written along it.
func (h *heatLayer) drawKey(c draw.Canvas, p *plot.Plot) {
	per100 := 100 / float64(max(h.s.Games(), 1))
	least := h.most
	for y := range h.m.H {
		for x := range h.m.W {
			if k := h.s.Marks(x, y); k > 0 {
				least = min(least, k)
			}
		}
	}
	lo, hi := float64(least)*per100, float64(h.most)*per100
	bottom, top := c.Min.Y, c.Max.Y
	at := func(v float64) vg.Length { // the height of v on the bar
		if hi == lo {
			return (bottom + top) / 2
		}
		return bottom + (top-bottom)*vg.Length((v-lo)/(hi-lo))
	}
	const steps = 64
	for i := range steps {
		y0 := bottom + (top-bottom)*vg.Length(i)/steps
		y1 := bottom + (top-bottom)*vg.Length(i+1)/steps
		v := lo + (hi-lo)*(float64(i)+0.5)/steps
		// Opaque, as the red shows over open ground, so that the steps
		// may overlap a hair with no seams.
		c.SetColor(blend(heat, color.White, heatAlpha(v/hi)))
		c.Fill(vg.Rectangle{Min: vg.Point{X: c.Min.X, Y: y0}, Max: vg.Point{X: c.Max.X, Y: y1 + vg.Points(0.3)}}.Path())
	}
	c.SetLineStyle(draw.LineStyle{Color: ink, Width: vg.Points(0.5)})
	c.Stroke(vg.Rectangle{Min: vg.Point{X: c.Min.X, Y: bottom}, Max: vg.Point{X: c.Max.X, Y: top}}.Path())
	sty := text.Style{Color: ink, Font: p.Y.Tick.Label.Font, XAlign: draw.XLeft, YAlign: draw.YCenter, Handler: p.TextHandler}
	tickX := c.Max.X + vg.Points(3)
	var labelX vg.Length
	marks := []plot.Tick{{Value: lo, Label: per100Label(lo)}}
	if hi > lo {
		marks = append(marks, plot.Tick{Value: hi, Label: per100Label(hi)})
		for _, t := range (niceTicks{}).Ticks(lo, hi) {
			// Round values well inside the ends, so that no two labels
			// overlap.
			if t.Label != "" && t.Value > lo+0.1*(hi-lo) && t.Value < hi-0.1*(hi-lo) {
				marks = append(marks, t)
			}
		}
	}
	for _, t := range marks {
		y, l := at(t.Value), t.Label
		c.StrokeLine2(draw.LineStyle{Color: ink, Width: vg.Points(0.5)}, c.Max.X, y, tickX, y)
		c.FillText(sty, vg.Point{X: tickX + vg.Points(2), Y: y}, l)
		labelX = max(labelX, tickX+vg.Points(2)+sty.Width(l))
	}
	u := text.Style{Color: ink, Font: p.Y.Label.TextStyle.Font, XAlign: draw.XCenter, YAlign: draw.YTop, Rotation: math.Pi / 2, Handler: p.TextHandler}
	c.FillText(u, vg.Point{X: labelX + vg.Points(4), Y: (bottom + top) / 2}, "knock-downs per 100 battles")
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
