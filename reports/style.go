package reports

import (
	"image/color"
	"io"
	"math"
	"strconv"
	"strings"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/font"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/vgimg"
)

// The look of every plot: one sans-serif font in three sizes, light grid
// lines, the same colour for a hero in every plot, and 144 dots per inch so
// that text stays sharp when a browser scales the picture down.

// DPI is the resolution of the PNG plots.
const DPI = 144

// Font sizes of the plots, in points.
const (
	titleSize = 13
	labelSize = 11
	tickSize  = 10
)

var (
	ink      = color.RGBA{0x22, 0x22, 0x22, 0xff}
	gridGrey = color.RGBA{0xdd, 0xdd, 0xdd, 0xff}
	// accent draws single-series plots.
	accent = color.RGBA{0x2f, 0x6d, 0xb0, 0xff}
)

// heroColors are the colours of heroes the game knows by name: the
// Turtles' masks.
var heroColors = map[string]color.RGBA{
	"leonardo":     {0x1f, 0x5f, 0xbf, 0xff}, // blue
	"raphael":      {0xd6, 0x27, 0x28, 0xff}, // red
	"donatello":    {0x7b, 0x3f, 0xb3, 0xff}, // purple
	"michelangelo": {0xf2, 0x8e, 0x1c, 0xff}, // orange
}

// palette is the Okabe–Ito palette, told apart by readers with the common
// colour-vision deficiencies: other heroes, villains and lines take their
// colours from it in turn.
var palette = []color.RGBA{
	{0x00, 0x9e, 0x73, 0xff}, // bluish green
	{0x56, 0xb4, 0xe9, 0xff}, // sky blue
	{0xcc, 0x79, 0xa7, 0xff}, // reddish purple
	{0xe6, 0x9f, 0x00, 0xff}, // orange
	{0x00, 0x72, 0xb2, 0xff}, // blue
	{0xd5, 0x5e, 0x00, 0xff}, // vermillion
	{0xf0, 0xe4, 0x42, 0xff}, // yellow
	{0x00, 0x00, 0x00, 0xff}, // black
}

// villainPalette colours villain types: darker and earthier than the
// heroes, so that the two sides do not mix in a legend.
var villainPalette = []color.RGBA{
	{0x55, 0x55, 0x55, 0xff}, // grey (the Foot)
	{0x8c, 0x51, 0x0a, 0xff}, // brown
	{0x01, 0x66, 0x5e, 0xff}, // dark teal
	{0x76, 0x2a, 0x83, 0xff}, // dark purple
	{0xb2, 0x18, 0x2b, 0xff}, // dark red
	{0x35, 0x97, 0x8f, 0xff}, // teal
	{0xbf, 0x81, 0x2d, 0xff}, // ochre
	{0x2d, 0x00, 0x4b, 0xff}, // indigo
}

// HeroColors returns the colour of each hero of a battle, in order: the
// Turtles in their masks' colours, the others from a colour-blind-safe
// palette, no two alike.
func HeroColors(names []string) []color.Color {
	cs := make([]color.Color, len(names))
	next := 0
	for i, n := range names {
		if c, ok := heroColors[strings.ToLower(n)]; ok {
			cs[i] = c
			continue
		}
		cs[i] = palette[next%len(palette)]
		next++
	}
	return cs
}

// villainColor returns the colour of villain type i.
func villainColor(i int) color.Color { return villainPalette[i%len(villainPalette)] }

// lineColor returns the colour of line i of a plot with several.
func lineColor(i int) color.Color {
	if i == 0 {
		return accent
	}
	return palette[(i-1)%len(palette)]
}

// faded returns c with alpha a (0–1), premultiplied.
func faded(c color.Color, a float64) color.Color {
	r, g, b, _ := c.RGBA()
	return color.RGBA64{uint16(float64(r) * a), uint16(float64(g) * a), uint16(float64(b) * a), uint16(0xffff * a)}
}

// sans returns the plots' font, Liberation Sans, at size points.
func sans(size float64) font.Font {
	return font.Font{Typeface: "Liberation", Variant: "Sans", Size: vg.Points(size)}
}

// newPlot returns a plot with the house style: title, axis labels (with
// their units) and a legend at the top left. Add the grid first, with
// addGrid, so that it lies under the data.
func newPlot(title, xLabel, yLabel string) *plot.Plot {
	p := plot.New()
	p.Title.Text = title
	p.Title.TextStyle.Font = sans(titleSize)
	p.Title.TextStyle.Font.Weight = 3 // bold: golang.org/x/image/font.WeightBold (CSS 700)
	p.Title.TextStyle.Color = ink
	p.Title.Padding = vg.Points(8)
	for _, a := range []*plot.Axis{&p.X, &p.Y} {
		a.Label.TextStyle.Font = sans(labelSize)
		a.Label.TextStyle.Color = ink
		a.Tick.Label.Font = sans(tickSize)
		a.Tick.Label.Color = ink
		a.Color = ink
		a.Tick.Color = ink
	}
	p.X.Label.Text, p.Y.Label.Text = xLabel, yLabel
	p.X.Tick.Marker, p.Y.Tick.Marker = niceTicks{}, niceTicks{}
	p.X.Label.Padding, p.Y.Label.Padding = vg.Points(4), vg.Points(4)
	p.Legend.TextStyle.Font = sans(tickSize)
	p.Legend.Top, p.Legend.Left = true, true
	p.Legend.XOffs, p.Legend.YOffs = vg.Points(6), vg.Points(-4)
	return p
}

// addGrid adds light grid lines across the X axis (vertical lines) and
// the Y axis (horizontal lines) of p.
func addGrid(p *plot.Plot, vertical, horizontal bool) {
	g := plotter.NewGrid()
	g.Vertical.Color, g.Horizontal.Color = gridGrey, gridGrey
	if !vertical {
		g.Vertical.Color = nil
	}
	if !horizontal {
		g.Horizontal.Color = nil
	}
	p.Add(g)
}

// RenderPNG draws p as a PNG of the given size to w.
func RenderPNG(w io.Writer, p *plot.Plot, width, height vg.Length) error {
	c := vgimg.NewWith(vgimg.UseWH(width, height), vgimg.UseDPI(DPI))
	// A margin of a few points: the tick labels of a nominal axis are
	// measured a hair narrower than they are drawn, and the first letter
	// of the longest one ("leaders defeated") was cut at the left edge.
	p.Draw(draw.Crop(draw.New(c), vg.Points(4), vg.Points(-4), 0, 0))
	_, err := vgimg.PngCanvas{Canvas: c}.WriteTo(w)
	return err
}

// renderPanels draws plots as a grid of cols panels a row, each
// panelW × panelH, aligned so their axes line up, as a PNG to w. A nil
// plot leaves its panel empty.
func renderPanels(w io.Writer, plots []*plot.Plot, cols int, panelW, panelH vg.Length) error {
	rows := (len(plots) + cols - 1) / cols
	grid := make([][]*plot.Plot, rows)
	for r := range grid {
		grid[r] = make([]*plot.Plot, cols)
		for c := range cols {
			if i := r*cols + c; i < len(plots) {
				grid[r][c] = plots[i]
			}
		}
	}
	width, height := panelW*vg.Length(cols), panelH*vg.Length(rows)
	c := vgimg.NewWith(vgimg.UseWH(width, height), vgimg.UseDPI(DPI), vgimg.UseBackgroundColor(color.White))
	dc := draw.New(c)
	t := draw.Tiles{Rows: rows, Cols: cols, PadX: vg.Points(24), PadY: vg.Points(18),
		PadTop: vg.Points(6), PadBottom: vg.Points(6), PadLeft: vg.Points(6), PadRight: vg.Points(10)}
	canvases := plot.Align(grid, t, dc)
	for r := range grid {
		for col, p := range grid[r] {
			if p != nil {
				p.Draw(canvases[r][col])
			}
		}
	}
	_, err := vgimg.PngCanvas{Canvas: c}.WriteTo(w)
	return err
}

// intTicks marks whole numbers only, at most about ten of them.
type intTicks struct{}

// Ticks returns the ticks of the whole numbers in [lo, hi].
func (intTicks) Ticks(lo, hi float64) []plot.Tick {
	first, last := math.Ceil(lo), math.Floor(hi)
	step := 1.0
	for _, s := range []float64{1, 2, 5, 10, 20, 50, 100, 200, 500, 1000} {
		step = s
		if (last-first)/s <= 12 {
			break
		}
	}
	var ts []plot.Tick
	for v := math.Ceil(first/step)*step + 0; v <= last; v += step { // + 0 turns −0 into 0
		ts = append(ts, plot.Tick{Value: v, Label: strconv.FormatFloat(v, 'f', -1, 64)})
	}
	return ts
}

// niceTicks marks a numeric axis every 1, 2 or 5 times a power of ten,
// four to eight marks, labelled with no more decimals than the step needs.
type niceTicks struct{}

// Ticks returns the ticks of [lo, hi].
func (niceTicks) Ticks(lo, hi float64) []plot.Tick {
	if !(hi > lo) {
		return []plot.Tick{{Value: lo, Label: strconv.FormatFloat(lo, 'g', 4, 64)}}
	}
	raw := (hi - lo) / 5
	mag := math.Pow(10, math.Floor(math.Log10(raw)))
	step := mag
	for _, m := range []float64{1, 2, 5, 10} {
		if step = m * mag; step >= raw {
			break
		}
	}
	decimals := max(0, -int(math.Floor(math.Log10(step)+1e-9)))
	var ts []plot.Tick
	for v := math.Ceil(lo/step) * step; v <= hi+step*1e-9; v += step {
		ts = append(ts, plot.Tick{Value: v, Label: strconv.FormatFloat(v+0, 'f', decimals, 64)})
		// Unlabelled marks halfway, for reading values off.
		if half := v + step/2; half < hi {
			ts = append(ts, plot.Tick{Value: half})
		}
	}
	return ts
}

// valueTicks marks the values xs of the data themselves.
type valueTicks []float64

// Ticks returns a labelled tick at each value.
func (v valueTicks) Ticks(lo, hi float64) []plot.Tick {
	ts := make([]plot.Tick, len(v))
	for i, x := range v {
		ts[i] = plot.Tick{Value: x, Label: strconv.FormatFloat(x, 'f', -1, 64)}
	}
	return ts
}

// percentTicks labels a 0–100 axis every 10 with a percent sign on every
// other mark.
type percentTicks struct{}

// Ticks returns the ticks of a percentage axis.
func (percentTicks) Ticks(lo, hi float64) []plot.Tick {
	step := 10.0
	if hi-lo <= 30 {
		step = 5
	}
	if hi-lo <= 6 {
		step = 1
	}
	var ts []plot.Tick
	for v := math.Ceil(lo/step) * step; v <= hi+1e-9; v += step {
		ts = append(ts, plot.Tick{Value: v, Label: strconv.FormatFloat(v, 'f', -1, 64) + "%"})
	}
	return ts
}

// errPoints are points with vertical error bars (plotter.YErrorBars).
type errPoints struct {
	plotter.XYs
	plotter.YErrors
}

// errPointsX are points with horizontal error bars (plotter.XErrorBars).
type errPointsX struct {
	plotter.XYs
	plotter.XErrors
}

// yErrorBars returns error bars from lo to hi at (x, y) in colour c.
func yErrorBars(x, y, lo, hi []float64, c color.Color) *plotter.YErrorBars {
	pts := errPoints{make(plotter.XYs, len(x)), make(plotter.YErrors, len(x))}
	for i := range x {
		pts.XYs[i] = plotter.XY{X: x[i], Y: y[i]}
		pts.YErrors[i].Low, pts.YErrors[i].High = y[i]-orZero(lo[i], y[i]), orZero(hi[i], y[i])-y[i]
	}
	e, err := plotter.NewYErrorBars(pts)
	if err != nil {
		panic("reports: " + err.Error()) // the points are finite by construction
	}
	e.LineStyle.Color = c
	e.LineStyle.Width = vg.Points(1.3)
	e.CapWidth = vg.Points(7)
	return e
}

// orZero returns v, or def when v is NaN (an interval that does not
// exist, drawn as no bar).
func orZero(v, def float64) float64 {
	if math.IsNaN(v) {
		return def
	}
	return v
}
