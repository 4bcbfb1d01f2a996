package reports

import (
	"fmt"
	"image/color"
	"math"
	"slices"
	"strconv"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"

	"github.com/tmntsim/tmntsim/lab"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
	"github.com/tmntsim/tmntsim/stats"
)

// A Knob is the number of a battle file a difficulty curve varies.
type Knob struct {
	Path    string  // the number's path in the battle file (scenarios.SetNumber's syntax)
	Label   string  // what it is, for the axis, e.g. "Foot Ninja figures (pool)"
	Current float64 // its value in the battle file; NaN if not known
}

// A CurveLine is the difficulty curve of one battle.
type CurveLine struct {
	Name  string
	Curve *stats.Curve
}

// A DifficultyCurve is the focus seat's win rate (a battle's heroes') of
// one or more files against a knob, every point played on the same seeds.
type DifficultyCurve struct {
	Knob   Knob
	Lines  []CurveLine
	Policy string
	Target float64 // the win rate sought; NaN: none
	// Battles is the number of battles asked for at each point (0: as
	// many as were played); a point with fewer was cut short.
	Battles int64
	// Partial marks the curve of an interrupted command: it holds only the
	// values played, the last perhaps with fewer battles. The CSV says so
	// in its complete column, the plot in its title.
	Partial bool
	// Words are how the curve speaks of its game: whose win rate it is
	// (the focus seat), what a game is called. The zero value is a
	// battle's: the heroes' win rate.
	Words lab.Words
}

// words returns the curve's words: Words, or a battle's when unset.
func (d *DifficultyCurve) words() lab.Words {
	if d.Words == (lab.Words{}) {
		return battlefile.StudyWords
	}
	return d.Words
}

// battle reports whether the curve is a battle's: it speaks of battles,
// battle files and the heroes.
func (d *DifficultyCurve) battle() bool { return d.words() == battlefile.StudyWords }

// Crossing returns where line i crosses the target (Found false when there
// is no target or no crossing).
func (d *DifficultyCurve) Crossing(i int) stats.Crossing {
	if math.IsNaN(d.Target) {
		return stats.Crossing{}
	}
	return d.Lines[i].Curve.Crossing(d.Target)
}

// CrossingText says where line i crosses the target and how sure that is,
// e.g. "crosses 50% at 11.3 (95% band: 10.2 – 12.5)".
func (d *DifficultyCurve) CrossingText(i int) string {
	if math.IsNaN(d.Target) {
		return ""
	}
	cr := d.Crossing(i)
	if !cr.Found {
		c := d.Lines[i].Curve
		r, _, _ := c.Rate(cr.Nearest)
		side := "below"
		if r > d.Target {
			side = "above"
		}
		return fmt.Sprintf("stays %s %s over the range played (closest: %s at %s)", side, shortPct(d.Target), Pct(r), knobValue(c.Points[cr.Nearest].X))
	}
	lo, hi := knobValue(cr.Lo), knobValue(cr.Hi)
	if cr.LoOpen {
		lo = "≤ " + lo
	}
	if cr.HiOpen {
		hi = "≥ " + hi
	}
	s := fmt.Sprintf("crosses %s at %.2f (95%% band: %s – %s)", shortPct(d.Target), cr.X, lo, hi)
	if cr.Crossings > 1 {
		s += fmt.Sprintf("; it crosses %d times, the first is shown", cr.Crossings)
	}
	return s
}

// shortPct formats a target rate as a percentage without trailing zeros,
// "50%", "33.3%".
func shortPct(p float64) string {
	return strconv.FormatFloat(math.Round(1000*p)/10, 'f', -1, 64) + "%"
}

// knobValue formats a knob value: whole numbers without decimals.
func knobValue(x float64) string {
	if x == math.Trunc(x) {
		return strconv.FormatFloat(x, 'f', 0, 64)
	}
	return strconv.FormatFloat(x, 'f', 2, 64)
}

// CurvePlot plots the difficulty curve: each battle's win rate against
// the knob with its 95% band, the knob's value in the battle file, and
// the target with where each curve crosses it.
func CurvePlot(d *DifficultyCurve) *plot.Plot {
	label := d.Knob.Label
	if label == "" {
		label = d.Knob.Path
	}
	w := d.words()
	title := "Difficulty curve: " + w.Whose + " win rate as\n" + label + " changes"
	if d.Policy != "" {
		title += " (policy " + d.Policy + ")"
	}
	if d.Partial {
		title += "\nPARTIAL: interrupted, only the values played so far"
	}
	p := newPlot(title, label, w.Wins+" (95% band)")
	addGrid(p, true, true)
	integer := true
	for i, line := range d.Lines {
		col := lineColor(i)
		var xs, ys, upper, lower plotter.XYs
		for j, pt := range line.Curve.Points {
			if pt.N == 0 {
				continue
			}
			r, lo, hi := line.Curve.Rate(j)
			xs = append(xs, plotter.XY{X: pt.X, Y: 100 * r})
			upper = append(upper, plotter.XY{X: pt.X, Y: 100 * hi})
			lower = append(lower, plotter.XY{X: pt.X, Y: 100 * lo})
			integer = integer && pt.X == math.Trunc(pt.X)
		}
		if len(xs) == 0 {
			continue
		}
		ys = xs
		band := make(plotter.XYs, 0, 2*len(xs))
		band = append(band, upper...)
		for k := len(lower) - 1; k >= 0; k-- {
			band = append(band, lower[k])
		}
		if len(xs) > 1 {
			pg, err := plotter.NewPolygon(band)
			if err != nil {
				panic("reports: " + err.Error())
			}
			pg.Color = faded(col, 0.18)
			pg.LineStyle.Width = 0
			p.Add(pg)
		} else {
			p.Add(yErrorBars([]float64{xs[0].X}, []float64{xs[0].Y}, []float64{lower[0].Y}, []float64{upper[0].Y}, col))
		}
		l, err := plotter.NewLine(ys)
		if err != nil {
			panic("reports: " + err.Error())
		}
		l.LineStyle = draw.LineStyle{Color: col, Width: vg.Points(2)}
		sc := scatter(xsOf(xs), ysOf(xs), col, draw.CircleGlyph{}, 3)
		p.Add(l, sc)
		name := line.Name
		if len(d.Lines) == 1 {
			name = "win rate"
		}
		p.Legend.Add(name+" with its 95% band", l, sc)
		if cr := d.Crossing(i); cr.Found {
			seg, err := plotter.NewLine(plotter.XYs{{X: cr.Lo, Y: 100 * d.Target}, {X: cr.Hi, Y: 100 * d.Target}})
			if err != nil {
				panic("reports: " + err.Error())
			}
			seg.LineStyle = draw.LineStyle{Color: faded(col, 0.75), Width: vg.Points(5)}
			mark := scatter([]float64{cr.X}, []float64{100 * d.Target}, ink, draw.CrossGlyph{}, 5)
			p.Add(seg, mark)
			p.Legend.Add(crossingLegend(line.Name, len(d.Lines), d.CrossingText(i)), seg, mark)
		}
	}
	if !math.IsNaN(d.Target) {
		p.Add(hLine(100*d.Target, color.RGBA{0x55, 0x55, 0x55, 0xff}))
	}
	if !math.IsNaN(d.Knob.Current) {
		cur := knobLine(d.Knob.Current)
		p.Add(cur)
		file := "the file"
		if d.battle() {
			file = "the battle file"
		}
		p.Legend.Add(fmt.Sprintf("in %s: %s", file, knobValue(d.Knob.Current)), cur)
	}
	var xs []float64
	for _, line := range d.Lines {
		for _, pt := range line.Curve.Points {
			xs = append(xs, pt.X)
		}
	}
	slices.Sort(xs)
	xs = slices.Compact(xs)
	switch {
	case len(xs) <= 12:
		p.X.Tick.Marker = valueTicks(xs)
	case integer:
		p.X.Tick.Marker = intTicks{}
	}
	if len(xs) > 1 { // room for the end points' markers
		pad := 0.03 * (xs[len(xs)-1] - xs[0])
		p.X.Min, p.X.Max = min(p.X.Min, xs[0]-pad), max(p.X.Max, xs[len(xs)-1]+pad)
	}
	percentAxis(&p.Y, 0)
	legendAbove(p)
	return p
}

// legendAbove moves p's legend out of the data area, into a strip of its
// own between the title and the axes: nothing the plot draws (a curve or
// its band near 100%, a point's marker) can run under its text, however
// many rows it has.
func legendAbove(p *plot.Plot) {
	p.Legend.Padding = vg.Points(3) // rows apart by more than their text, off each other's icons
	h := p.Legend.Rectangle(draw.Canvas{}).Size().Y
	if h == 0 {
		return
	}
	gap := vg.Points(6)
	p.Title.Padding += h + gap
	// The legend is drawn from the top of the axes' area down; raised by
	// its height and the gap, its last row ends the gap above the data.
	p.Legend.YOffs = h + gap
}

// crossingLegend is the legend of a line's crossing: its text, with the
// battle's name first when there are several lines.
func crossingLegend(name string, lines int, text string) string {
	if lines == 1 {
		return text
	}
	return name + ": " + text
}

func xsOf(pts plotter.XYs) []float64 {
	xs := make([]float64, len(pts))
	for i, p := range pts {
		xs[i] = p.X
	}
	return xs
}

func ysOf(pts plotter.XYs) []float64 {
	ys := make([]float64, len(pts))
	for i, p := range pts {
		ys[i] = p.Y
	}
	return ys
}

// refLine is a dashed reference line across the whole plot: horizontal at
// Y = at, or vertical at X = at.
type refLine struct {
	at       float64
	vertical bool
	// upTo, when set, ends a vertical line at Y = *upTo (the knob's line
	// at 100%, should the axis reach higher).
	upTo  *float64
	style draw.LineStyle
}

func hLine(y float64, c color.Color) *refLine {
	return &refLine{at: y, style: draw.LineStyle{Color: c, Width: vg.Points(1.2), Dashes: []vg.Length{vg.Points(5), vg.Points(3)}}}
}

func vLine(x float64, c color.Color) *refLine {
	l := hLine(x, c)
	l.vertical = true
	return l
}

// knobLine is the dashed line of the knob's value in the file, from 0% up
// to 100%: the top of the data area, below the legend (legendAbove).
func knobLine(x float64) *refLine {
	l := vLine(x, color.RGBA{0x55, 0x55, 0x55, 0xff})
	full := 100.0
	l.upTo = &full
	return l
}

// Plot draws the line.
func (l *refLine) Plot(c draw.Canvas, p *plot.Plot) {
	trX, trY := p.Transforms(&c)
	if l.vertical {
		x, top := trX(l.at), c.Max.Y
		if l.upTo != nil {
			top = min(top, trY(*l.upTo))
		}
		c.StrokeLine2(l.style, x, c.Min.Y, x, top)
		return
	}
	y := trY(l.at)
	c.StrokeLine2(l.style, c.Min.X, y, c.Max.X, y)
}

// Thumbnail draws the line's legend icon.
func (l *refLine) Thumbnail(c *draw.Canvas) {
	if l.vertical {
		x := (c.Min.X + c.Max.X) / 2
		c.StrokeLine2(l.style, x, c.Min.Y, x, c.Max.Y)
		return
	}
	y := (c.Min.Y + c.Max.Y) / 2
	c.StrokeLine2(l.style, c.Min.X, y, c.Max.X, y)
}
