package reports

import (
	"fmt"
	"github.com/tmntsim/tmntsim/internal/plural"
	"io"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"

	"github.com/tmntsim/tmntsim/stats"
)

// A Strike is the exact wound distribution of one hero's typical strike
// against one villain type: the hero rolls Dice Battle dice (its Attack
// plus the icons it spends), the villain blocks Block hits.
type Strike struct {
	Hero, Villain string
	Attack, Dice  int
	Block         int
	PMF           []float64 // PMF[k]: the probability of k wounds
}

// strikePanels returns one panel per hero (in the order of strikes): the
// wound distributions of its strike against each villain type, side by
// side, a colour per villain type.
func strikePanels(strikes []Strike) []*plot.Plot {
	var heroes, villains []string
	for _, s := range strikes {
		heroes = appendNew(heroes, s.Hero)
		villains = appendNew(villains, s.Villain)
	}
	var plots []*plot.Plot
	for _, h := range heroes {
		var mine []Strike
		for _, s := range strikes {
			if s.Hero == h {
				mine = append(mine, s)
			}
		}
		top := 0
		for _, s := range mine {
			top = max(top, len(s.PMF))
		}
		d := mine[0]
		title := fmt.Sprintf("%s strikes with %s\n(Attack %d + %s)", h, plural.Of(d.Dice, "die"),
			d.Attack, plural.Of(d.Dice-d.Attack, "icon"))
		p := newPlot(title, "wounds dealt", "probability (%)")
		addGrid(p, false, true)
		// Bars of one wound count sit side by side, 0.8 of the space
		// between two counts together; the plotting area is the panel
		// less about 70 pt of axis and labels.
		unit := (strikePanelW.Points() - 70) / (float64(top) + 0.2)
		w := vg.Points(min(24, 0.8*unit/float64(len(mine))))
		for i, s := range mine {
			vals := make(plotter.Values, len(s.PMF))
			for k, pr := range s.PMF {
				vals[k] = 100 * pr
			}
			bars, err := plotter.NewBarChart(vals, w)
			if err != nil {
				panic("reports: " + err.Error())
			}
			bars.Offset = w * (vg.Length(i) - vg.Length(len(mine)-1)/2)
			bars.Color = villainColor(indexOf(villains, s.Villain))
			bars.LineStyle.Width = 0
			p.Add(bars)
			p.Legend.Add(fmt.Sprintf("%s (Block %d), mean %.2f", s.Villain, s.Block, stats.Mean(s.PMF)), bars)
		}
		p.Legend.Left = false
		p.Legend.XOffs = vg.Points(-legendInset)
		p.Legend.TextStyle.Font.Size = vg.Points(tickSize - 1)
		p.Legend.ThumbnailWidth = vg.Points(12)
		p.Legend.Padding = vg.Points(3) // rows apart by more than their text, their swatches apart
		p.X.Tick.Marker = intTicks{}
		p.X.Min, p.X.Max = -0.6, float64(top-1)+0.6
		p.Y.Min = 0
		// Room above the bars for the legend; no ticks above 100%.
		p.Y.Max *= 1 + 0.13*float64(len(mine))
		p.Y.Tick.Marker = capped{niceTicks{}, 100}
		plots = append(plots, p)
	}
	return plots
}

// Panels of the strikes picture.
const (
	strikeCols   = 4
	strikePanelW = 10 * vg.Centimeter
	strikePanelH = 8 * vg.Centimeter
)

// strikesSize returns the size of StrikesPNG's picture of strikes.
func strikesSize(strikes []Strike) (w, h vg.Length) {
	var heroes []string
	for _, s := range strikes {
		heroes = appendNew(heroes, s.Hero)
	}
	if len(heroes) == 0 {
		return 16 * vg.Centimeter, 6 * vg.Centimeter
	}
	cols := min(strikeCols, len(heroes))
	rows := (len(heroes) + cols - 1) / cols
	return strikePanelW * vg.Length(cols), strikePanelH * vg.Length(rows)
}

// StrikesPNG writes the wound distributions of strikes, a panel per hero,
// as a PNG to w.
func StrikesPNG(w io.Writer, strikes []Strike) error {
	plots := strikePanels(strikes)
	if len(plots) == 0 {
		width, height := strikesSize(nil)
		return renderPanels(w, []*plot.Plot{newPlot("No strikes: the battle has no heroes or no villains", "", "")}, 1, width, height)
	}
	return renderPanels(w, plots, min(strikeCols, len(plots)), strikePanelW, strikePanelH)
}

func appendNew(list []string, s string) []string {
	if indexOf(list, s) < 0 {
		return append(list, s)
	}
	return list
}

func indexOf(list []string, s string) int {
	for i, x := range list {
		if x == s {
			return i
		}
	}
	return -1
}
