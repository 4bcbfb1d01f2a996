package reports

import (
	"fmt"
	"image/color"
	"strings"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"

	"github.com/tmntsim/tmntsim/stats"
)

// seatColors returns the colour of each of n seats.
func seatColors(n int) []color.Color {
	cs := make([]color.Color, n)
	for i := range cs {
		cs[i] = lineColor(i)
	}
	return cs
}

// SeatsPlot plots each seat's win rate with its 95% interval, a bar each,
// the first seat at the top, and the focus seat's target as a dashed line.
func SeatsPlot(s *stats.Summary, target float64) *plot.Plot {
	sc := s.Schema()
	p := newPlot("Win rate by seat", s.Words().Game+"s won (%, 95% interval)", "")
	addGrid(p, true, false)
	n := len(sc.Seats)
	names := make([]string, n)
	colors := seatColors(n)
	var pts errPointsX
	for i, seat := range sc.Seats {
		y := float64(n - 1 - i)
		rate, lo, hi := s.WinRate(i)
		v := 100 * orZero(rate, 0)
		label := fmt.Sprintf("%s (%s)", seat, s.Policy(i))
		if i == sc.Focus && n > 1 {
			label += " *"
		}
		names[n-1-i] = label
		bar, err := plotter.NewBarChart(plotter.Values{v}, vg.Points(min(26, 130/float64(n))))
		if err != nil {
			panic("reports: " + err.Error())
		}
		bar.Horizontal, bar.XMin = true, y
		bar.Color, bar.LineStyle.Width = colors[i], 0
		p.Add(bar)
		pts.XYs = append(pts.XYs, plotter.XY{X: v, Y: y})
		pts.XErrors = append(pts.XErrors, struct{ Low, High float64 }{v - 100*orZero(lo, rate), 100*orZero(hi, rate) - v})
	}
	e, err := plotter.NewXErrorBars(pts)
	if err != nil {
		panic("reports: " + err.Error())
	}
	e.LineStyle.Color, e.LineStyle.Width, e.CapWidth = ink, vg.Points(1.3), vg.Points(7)
	p.Add(e)
	grey := color.RGBA{0x55, 0x55, 0x55, 0xff}
	p.Add(vLine(100*target, grey))
	// The legend's icon is the dash drawn across: a vertical one is a
	// speck at the legend's size.
	p.Legend.Add(fmt.Sprintf("target %s", targetText(target)), hLine(0, grey))
	p.Legend.Top, p.Legend.Left = false, false
	p.Legend.XOffs, p.Legend.YOffs = vg.Points(-legendInset), vg.Points(6)
	p.NominalY(names...)
	p.X.Min, p.X.Max = 0, 100
	p.X.Tick.Marker = percentTicks{}
	return p
}

// TurnsPlot plots how long games last: the share of games that ended at
// each number of turns.
func TurnsPlot(s *stats.Summary) *plot.Plot {
	l := lengthOf(s)
	w := s.Words()
	title := fmt.Sprintf("%s length: mean %s %s, median %d, p90 %d, p99 %d", upperFirst(w.Game), l.MeanPM(), w.Length, l.P50, l.P90, l.P99)
	return lengthPlot(s, title, w.Length+" played", w.Game+"s (%)")
}

// MetricPanels returns a panel per metric measured per seat (seatMetrics):
// each seat's mean per game with its 95% interval, a bar each in the
// seat's colour.
func MetricPanels(s *stats.Summary) []*plot.Plot {
	var plots []*plot.Plot
	for _, m := range seatMetrics(s) {
		colors := seatColors(len(m.ents))
		plots = append(plots, metricPanel(s, metricTitle(m.name), "per "+s.Words().Game+" (mean, 95% interval)", m.ents, m.index, colors))
	}
	return plots
}

// metricTitle returns a metric's name as a panel's title: words, not
// underscores.
func metricTitle(name string) string { return strings.ReplaceAll(name, "_", " ") }
