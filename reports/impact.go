package reports

import (
	"image/color"
	"io"
	"math"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
)

// An ImpactBar is one card of a card-impact study: the change of a seat's
// win rate when the card's copies are blanked (the card's worth, a
// proportion), with its 95% interval.
type ImpactBar struct {
	Name           string
	Effect, Lo, Hi float64
}

// Colours of an impact bar: an interval above 0, below 0, or across it.
var (
	helpsColor   = color.RGBA{0x00, 0x9e, 0x73, 0xff} // bluish green
	hurtsColor   = color.RGBA{0xd5, 0x5e, 0x00, 0xff} // vermillion
	unclearColor = color.RGBA{0xaa, 0xaa, 0xaa, 0xff}
)

// ImpactPlot plots the effects of bars, in their order from the top, as
// horizontal bars in percentage points with their intervals and a line at
// 0: green where the interval is above 0, red below, grey across.
func ImpactPlot(title string, bars []ImpactBar) *plot.Plot {
	p := newPlot(title, "win-rate change, with the card less without it (points, 95% interval)", "")
	addGrid(p, true, false)
	n := len(bars)
	names := make([]string, n)
	var pts errPointsX
	lo, hi := 0.0, 0.0
	for i, b := range bars {
		y := float64(n - 1 - i) // the first bar at the top
		names[n-1-i] = b.Name
		v := 100 * orZero(b.Effect, 0)
		c := unclearColor
		switch {
		case b.Lo > 0:
			c = helpsColor
		case b.Hi < 0:
			c = hurtsColor
		}
		bar, err := plotter.NewBarChart(plotter.Values{v}, vg.Points(min(16, 300/float64(max(n, 1)))))
		if err != nil {
			panic("reports: " + err.Error())
		}
		bar.Horizontal, bar.XMin = true, y
		bar.Color, bar.LineStyle.Width = c, 0
		p.Add(bar)
		l, h := 100*orZero(b.Lo, b.Effect), 100*orZero(b.Hi, b.Effect)
		pts.XYs = append(pts.XYs, plotter.XY{X: v, Y: y})
		pts.XErrors = append(pts.XErrors, struct{ Low, High float64 }{v - orZero(l, v), orZero(h, v) - v})
		lo, hi = math.Min(lo, orZero(l, v)), math.Max(hi, orZero(h, v))
	}
	if n == 0 {
		return p
	}
	e, err := plotter.NewXErrorBars(pts)
	if err != nil {
		panic("reports: " + err.Error())
	}
	e.LineStyle.Color, e.LineStyle.Width, e.CapWidth = ink, vg.Points(1.1), vg.Points(5)
	p.Add(e)
	p.Add(vLine(0, ink))
	p.NominalY(names...)
	pad := 0.05 * math.Max(hi-lo, 1)
	p.X.Min, p.X.Max = lo-pad, hi+pad
	return p
}

// ImpactPNG draws ImpactPlot of title and bars as a PNG to w, tall enough
// for every card's name.
func ImpactPNG(w io.Writer, title string, bars []ImpactBar) error {
	w0, h := impactSize(len(bars))
	return RenderPNG(w, ImpactPlot(title, bars), w0, h)
}

// impactSize is the size of ImpactPNG's picture of n bars.
func impactSize(n int) (w, h vg.Length) {
	return vg.Points(640), max(vg.Points(80+18*float64(n)), vg.Points(240))
}
