package reports

import (
	"fmt"
	"image/color"
	"math"
	"slices"
	"strings"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"

	"github.com/tmntsim/tmntsim/lab"
	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/stats"
)

// A SkillPoint is the run of one hero policy in the skill band.
type SkillPoint struct {
	Policy  string
	Summary *stats.Summary
}

// SkillPlot plots the heroes' win rate with its 95% interval under each
// policy, novice to expert in the order given, over the band from the
// worst to the best: how much the battle rewards good play.
func SkillPlot(points []SkillPoint) *plot.Plot {
	p := newPlot("Skill band: heroes' win rate by policy, novice to expert", "hero policy (battles played)", "heroes win (95% interval)")
	addGrid(p, false, true)
	var xs, ys, los, his []float64
	labels := make([]string, len(points))
	for i, sp := range points {
		r, lo, hi := sp.Summary.WinRate(0)
		xs, ys, los, his = append(xs, float64(i)), append(ys, 100*r), append(los, 100*lo), append(his, 100*hi)
		labels[i] = fmt.Sprintf("%s\n(%s)", sp.Policy, thousands(sp.Summary.Games()))
	}
	if lo, hi, ok := bandOf(ys); ok && len(points) > 1 {
		band := rect(-0.5, float64(len(points))-0.5, lo, hi, faded(accent, 0.15))
		p.Add(band)
		label := "skill band: best − worst"
		if g, ok := skillGapOf(points); ok {
			gap, ci := g.Text()
			label += " = " + gap + ", " + ci
		}
		p.Legend.Add(label, band)
	}
	p.Add(yErrorBars(xs, ys, los, his, ink))
	sc := scatter(xs, ys, accent, draw.CircleGlyph{}, 4)
	p.Add(sc)
	p.Legend.Add("win rate with its 95% interval", sc)
	p.NominalX(labels...)
	p.X.Min, p.X.Max = -0.5, float64(len(points))-0.5
	percentAxis(&p.Y, 0)
	legendAbove(p)
	return p
}

// bandOf returns the least and greatest of ys that are not NaN.
func bandOf(ys []float64) (lo, hi float64, ok bool) {
	lo, hi = math.Inf(1), math.Inf(-1)
	for _, y := range ys {
		if !math.IsNaN(y) {
			lo, hi, ok = min(lo, y), max(hi, y), true
		}
	}
	return lo, hi, ok
}

// percentAxis makes a a 0–100% axis with room above 100 for a legend of
// n entries.
func percentAxis(a *plot.Axis, n int) {
	a.Min, a.Max = 0, 100+7*float64(n)
	a.Tick.Marker = capped{percentTicks{}, 100}
}

// capped drops the ticks of a ticker above max.
type capped struct {
	t   plot.Ticker
	max float64
}

// Ticks returns the ticks of c.t up to c.max.
func (c capped) Ticks(lo, hi float64) []plot.Tick { return c.t.Ticks(lo, min(hi, c.max)) }

// rect returns a filled rectangle.
func rect(x0, x1, y0, y1 float64, c color.Color) *plotter.Polygon {
	pg, err := plotter.NewPolygon(plotter.XYs{{X: x0, Y: y0}, {X: x1, Y: y0}, {X: x1, Y: y1}, {X: x0, Y: y1}})
	if err != nil {
		panic("reports: " + err.Error())
	}
	pg.Color = c
	pg.LineStyle.Width = 0
	return pg
}

// scatter returns points drawn with glyph shape of radius r in colour c.
func scatter(xs, ys []float64, c color.Color, shape draw.GlyphDrawer, r vg.Length) *plotter.Scatter {
	pts := make(plotter.XYs, 0, len(xs))
	for i := range xs {
		if !math.IsNaN(ys[i]) {
			pts = append(pts, plotter.XY{X: xs[i], Y: ys[i]})
		}
	}
	s, err := plotter.NewScatter(pts)
	if err != nil {
		panic("reports: " + err.Error())
	}
	s.GlyphStyle = draw.GlyphStyle{Color: c, Radius: r, Shape: shape}
	return s
}

// RoundsPlot plots how long battles last: the share of battles that ended
// in each round.
func RoundsPlot(s *stats.Summary) *plot.Plot {
	l := lengthOf(s)
	// As short as the game length's title of the other games: a longer one
	// runs past the plot's edge and is cut.
	title := fmt.Sprintf("Rounds to finish: mean %s, median %d, p90 %d", l.MeanPM(), l.P50, l.P90)
	return lengthPlot(s, title, "rounds played", "battles (%)")
}

// A gameLength is how long the games of a summary last, in its turns (a
// battle's rounds): the mean with its 95% interval, the median, the 90th
// and 99th percentiles and the longest.
type gameLength struct {
	Mean, Lo, Hi       float64
	P50, P90, P99, Max int
}

// lengthOf returns how long the games of s last: the numbers of every
// page's length card and plot, a battle's rounds as a game's turns.
func lengthOf(s *stats.Summary) gameLength {
	mean, lo, hi := s.Turns()
	return gameLength{mean, lo, hi, s.TurnsQuantile(0.5), s.TurnsQuantile(0.9), s.TurnsQuantile(0.99), len(s.TurnsHistogram()) - 1}
}

// MeanPM returns the mean and its interval's half width, "4.21 ± 0.06".
func (l gameLength) MeanPM() string { return MeanPM(l.Mean, l.Lo, l.Hi) }

// lengthPlot plots the histogram of the turns of s as the share of games
// that ended at each, titled and labelled so.
func lengthPlot(s *stats.Summary, title, xLabel, yLabel string) *plot.Plot {
	p := newPlot(title, xLabel, yLabel)
	addGrid(p, false, true)
	hist := s.TurnsHistogram()
	first := 0
	for first < len(hist) && hist[first] == 0 {
		first++
	}
	if first == len(hist) {
		return p
	}
	vals := make(plotter.Values, len(hist)-first)
	for r := first; r < len(hist); r++ {
		vals[r-first] = 100 * float64(hist[r]) / float64(s.Games())
	}
	// Bars fill about 80% of the ~440 pt of plotting width.
	bars, err := plotter.NewBarChart(vals, vg.Points(max(2, min(40, 350/float64(len(vals))))))
	if err != nil {
		panic("reports: " + err.Error())
	}
	bars.XMin = float64(first)
	bars.Color = accent
	bars.LineStyle.Width = 0
	p.Add(bars)
	p.X.Tick.Marker = intTicks{}
	p.X.Min, p.X.Max = float64(first)-0.7, float64(len(hist)-1)+0.7
	p.Y.Min = 0
	p.Y.Max *= 1.05
	return p
}

// EndReasonsPlot plots how games end, a game called unit ("battle",
// "game"): the share of each end reason that occurred, with its 95%
// interval. Where the schema says which seat each reason favours
// (sim.Schema.Favours), a bar is in the colour of the seat its reason
// favours (reasonSeats) with a legend; otherwise every bar is in the
// accent colour.
func EndReasonsPlot(s *stats.Summary, unit string) *plot.Plot {
	title, xLabel := "How "+unit+"s end", unit+"s (%, 95% interval)"
	if s.Schema().Favours == nil {
		p, _, _ := reasonsPlot(s, title, xLabel, func(int) color.Color { return accent })
		return p
	}
	seats := reasonSeats(s)
	p, bars, shown := reasonsPlot(s, title, xLabel, func(i int) color.Color { return favourColor(seats[i]) })
	if len(bars) == 0 {
		return p
	}
	for seat := range len(s.Schema().Seats) + 1 {
		if seat == len(s.Schema().Seats) {
			seat = -1 // no seat: last
		}
		if i := slices.IndexFunc(shown, func(r int) bool { return seats[r] == seat }); i >= 0 {
			p.Legend.Add(favourWords(s.Schema(), seat), bars[i])
		}
	}
	// The legend at the bottom right, inside the axes, where the shortest
	// bars leave room.
	p.Legend.Top, p.Legend.Left = false, false
	p.Legend.XOffs, p.Legend.YOffs = vg.Points(-legendInset), vg.Points(6)
	return p
}

// reasonsPlot plots the share of each end reason of s that occurred, with
// its 95% interval, a horizontal bar each in colorOf(reason), the schema's
// first reason at the top. It returns the plot, its bars and the reason
// of each bar.
func reasonsPlot(s *stats.Summary, title, xLabel string, colorOf func(reason int) color.Color) (*plot.Plot, []*plotter.BarChart, []int) {
	p := newPlot(title, xLabel, "")
	addGrid(p, true, false)
	shown := 0
	for i := range s.Schema().Reasons {
		if s.ReasonCount(i) > 0 {
			shown++
		}
	}
	width := vg.Points(min(36, 150/float64(max(shown, 1))))
	var names []string
	var pts errPointsX
	var bars []*plotter.BarChart
	var reasons []int
	// The schema's first reason at the top: bars are added bottom up.
	for i := len(s.Schema().Reasons) - 1; i >= 0; i-- {
		c := s.ReasonCount(i)
		if c == 0 {
			continue
		}
		lo, hi := s.CI.Interval(c, s.Games(), stats.Conf95)
		v := 100 * float64(c) / float64(s.Games())
		y := float64(len(names))
		names = append(names, strings.ReplaceAll(s.Schema().Reasons[i], "_", " "))
		pts.XYs = append(pts.XYs, plotter.XY{X: v, Y: y})
		pts.XErrors = append(pts.XErrors, struct{ Low, High float64 }{v - 100*lo, 100*hi - v})
		bar, err := plotter.NewBarChart(plotter.Values{v}, width)
		if err != nil {
			panic("reports: " + err.Error())
		}
		bar.Horizontal, bar.XMin = true, y
		bar.Color, bar.LineStyle.Width = colorOf(i), 0
		bars, reasons = append(bars, bar), append(reasons, i)
	}
	if len(names) == 0 {
		return p, nil, nil
	}
	for _, bar := range bars {
		p.Add(bar)
	}
	e, err := plotter.NewXErrorBars(pts)
	if err != nil {
		panic("reports: " + err.Error())
	}
	e.LineStyle.Color, e.LineStyle.Width, e.CapWidth = ink, vg.Points(1.3), vg.Points(7)
	p.Add(e)
	p.NominalY(names...)
	p.X.Min, p.X.Max = 0, 100
	p.X.Tick.Marker = percentTicks{}
	return p, bars, reasons
}

// legendInset keeps a legend on the right of a plot inside its axes: the
// canvas a legend is placed in runs to the plot's right edge, past the end
// of the X axis, by about the half of its last tick label.
const legendInset = 22

// favourColors are the colours of the seats an end reason favours: the
// first seat green and the second red, as the heroes and the villains on
// the map; a further seat takes its line colour, and no seat grey.
var favourColors = []color.Color{
	color.RGBA{0x1a, 0x7f, 0x37, 0xff},
	color.RGBA{0xb2, 0x18, 0x2b, 0xff},
}

// favourColor returns the colour of the bar of an end reason that favours
// seat (-1: none).
func favourColor(seat int) color.Color {
	switch {
	case seat < 0:
		return color.RGBA{0x99, 0x99, 0x99, 0xff}
	case seat < len(favourColors):
		return favourColors[seat]
	}
	return lineColor(seat)
}

// favourWords returns the legend of the end reasons that favour seat
// (-1: none): "ends the heroes win".
func favourWords(sc *sim.Schema, seat int) string {
	if seat < 0 {
		return "no winner, or either side"
	}
	name := sc.Seats[seat]
	return "ends the " + name + lab.WinsVerb(name)
}

// reasonSeats returns the seat each end reason of s favours, -1 for none:
// the seat the schema names (sim.Schema.Favours); for a reason it names
// none of, which any seat may win by (a round limit: a battle file says
// who wins there), the seat whose wins the summary counts that the named
// reasons do not explain, when that reason alone is left to explain them
// and they all fall to one seat; -1 otherwise.
func reasonSeats(s *stats.Summary) []int {
	sc := s.Schema()
	seats := make([]int, len(sc.Reasons))
	left := make([]int64, len(sc.Seats))
	for i := range sc.Seats {
		left[i] = s.Count(i, sim.Won)
	}
	var open []int
	for r := range sc.Reasons {
		seats[r] = -1
		if r < len(sc.Favours) && sc.Favours[r] != "" {
			seats[r] = sc.Seat(sc.Favours[r])
			left[seats[r]] -= s.ReasonCount(r)
		} else if s.ReasonCount(r) > 0 {
			open = append(open, r)
		}
	}
	if len(open) != 1 {
		return seats
	}
	c, winner := s.ReasonCount(open[0]), -1
	for i, n := range left {
		switch {
		case n == 0:
		case n == c && winner < 0:
			winner = i
		default:
			return seats
		}
	}
	seats[open[0]] = winner
	return seats
}

// metricPanel returns a panel of horizontal bars: metric m of each entity
// of ents, a bar in its colour with its 95% interval.
func metricPanel(s *stats.Summary, title, xLabel string, ents []int, m int, colors []color.Color) *plot.Plot {
	p := newPlot(title, xLabel, "")
	addGrid(p, true, false)
	names := make([]string, len(ents))
	var xs, ys, los, his []float64
	for i, e := range ents {
		// Bars from the top: the first entity is drawn highest.
		y := float64(len(ents) - 1 - i)
		names[len(ents)-1-i] = s.Schema().Entities[e].Name
		mean, lo, hi := s.Metric(e, m)
		bar, err := plotter.NewBarChart(plotter.Values{orZero(mean, 0)}, vg.Points(min(22, 120/float64(len(ents)))))
		if err != nil {
			panic("reports: " + err.Error())
		}
		bar.Horizontal, bar.XMin = true, y
		bar.Color, bar.LineStyle.Width = colors[i], 0
		p.Add(bar)
		xs, ys, los, his = append(xs, y), append(ys, orZero(mean, 0)), append(los, lo), append(his, hi)
	}
	// Horizontal error bars: X is the value, Y the entity.
	var pts errPointsX
	for i := range xs {
		pts.XYs = append(pts.XYs, plotter.XY{X: ys[i], Y: xs[i]})
		pts.XErrors = append(pts.XErrors, struct{ Low, High float64 }{ys[i] - orZero(los[i], ys[i]), orZero(his[i], ys[i]) - ys[i]})
	}
	e, err := plotter.NewXErrorBars(pts)
	if err != nil {
		panic("reports: " + err.Error())
	}
	e.LineStyle.Color, e.LineStyle.Width, e.CapWidth = ink, vg.Points(1.2), vg.Points(6)
	p.Add(e)
	p.NominalY(names...)
	p.X.Min = 0
	p.X.Max *= 1.06 // room for the last error bar's cap
	if p.X.Max <= 0 {
		p.X.Max = 1
	}
	return p
}

// metricIndex returns the index of name in metrics, or -1.
func metricIndex(metrics []string, name string) int {
	for i, m := range metrics {
		if m == name {
			return i
		}
	}
	return -1
}

// thousands formats n with commas between groups of three digits.
func thousands(n int64) string {
	if n < 0 {
		return "-" + thousands(-n)
	}
	s := fmt.Sprint(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}
