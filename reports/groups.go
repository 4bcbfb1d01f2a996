package reports

import (
	"fmt"
	"image/color"
	"io"
	"strings"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/vg"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/stats"
)

// The entity groups of a page (sim.Schema.Groups), drawn from the schema
// alone: a game that names its groups gets their panels and tables with no
// code of its own here, on a battle's page and on a game's by seat.

// groupFiles returns the files of every entity group of s, a game called
// unit ("battle", "game"): NAME.png, a panel per metric of the group's
// Panels, and NAME.csv, every metric of each of its entities.
func groupFiles(s *stats.Summary, unit string) []file {
	var fs []file
	for g, gr := range s.Schema().Groups {
		rowH := vg.Length(3.2+0.9*float64(len(s.Schema().GroupEntities(g)))) * vg.Centimeter
		fs = append(fs,
			panelsImage(gr.Name+".png", GroupPanels(s, g, unit), rowH),
			file{name: gr.Name + ".csv", write: func(w io.Writer) error { return WriteGroupCSV(w, s, g, unit) }})
	}
	return fs
}

// GroupPanels returns the panels of entity group g of s, a game called
// unit: one per metric of the group's Panels, a bar per entity in its
// colour (groupColors) with its 95% interval; none for a group without
// entities.
func GroupPanels(s *stats.Summary, g int, unit string) []*plot.Plot {
	sc := s.Schema()
	ents := sc.GroupEntities(g)
	if len(ents) == 0 {
		return nil
	}
	colors := groupColors(sc, g, ents)
	var plots []*plot.Plot
	for _, pn := range sc.Groups[g].Panels {
		m := metricIndex(sc.Entities[ents[0]].Metrics, pn.Metric)
		plots = append(plots, metricPanel(s, pn.Title, "per "+unit+" (mean, 95% interval)", ents, m, colors))
	}
	return plots
}

// groupColors returns the colour of each entity ents of group g: the
// entities of a group of the focus seat, or of none, in their own colours
// (HeroColors: the Turtles in their masks'), those of another seat's in
// the darker villains' palette, so that the two sides do not mix.
func groupColors(sc *sim.Schema, g int, ents []int) []color.Color {
	if seat := sc.Groups[g].Seat; seat != "" && sc.Seat(seat) != sc.Focus {
		colors := make([]color.Color, len(ents))
		for i := range colors {
			colors[i] = villainColor(i)
		}
		return colors
	}
	names := make([]string, len(ents))
	for i, e := range ents {
		names[i] = sc.Entities[e].Name
	}
	return HeroColors(names)
}

// WriteGroupCSV writes every metric of the entities of group g of s, a
// game called unit: one row per entity and metric, the mean per game with
// its interval. The first column is named by what one of the group's
// entities is ("hero").
func WriteGroupCSV(w io.Writer, s *stats.Summary, g int, unit string) error {
	var rows [][]string
	sc := s.Schema()
	for _, e := range sc.GroupEntities(g) {
		ent := sc.Entities[e]
		for m, name := range ent.Metrics {
			mean, lo, hi := s.Metric(e, m)
			rows = append(rows, []string{ent.Name, name, Num(mean), Num(lo), Num(hi)})
		}
	}
	return csvTable(w, []string{sc.Groups[g].Member, "metric", "mean_per_" + unit, "ci95_low", "ci95_high"}, rows)
}

// A groupFigure is an entity group's figure on a page: its name, the
// word for a game, its files, its caption and the display size of its
// picture (0 when not known).
type groupFigure struct {
	Name, Unit, PNG, CSV, Caption string
	W, H                          int
}

// groupFigures returns the figures of the entity groups of s, a game
// called unit, each captioned by its group's panels: "Heroes, per battle:
// wounds dealt, wounds taken and knock-downs suffered, with 95%
// intervals.", each picture of the size sizes holds.
func groupFigures(s *stats.Summary, unit string, sizes map[string][2]int) []groupFigure {
	var figs []groupFigure
	for _, g := range s.Schema().Groups {
		var what []string
		for _, p := range g.Panels {
			what = append(what, lowerFirst(p.Title))
		}
		c := fmt.Sprintf("%s, per %s", upperFirst(g.Name), unit)
		if len(what) > 0 {
			c += ": " + andList(what)
		}
		png := g.Name + ".png"
		figs = append(figs, groupFigure{g.Name, unit, png, g.Name + ".csv", c + ", with 95% intervals.", sizes[png][0], sizes[png][1]})
	}
	return figs
}

// lowerFirst returns s with its first letter in lower case.
func lowerFirst(s string) string {
	if s == "" {
		return s
	}
	return strings.ToLower(s[:1]) + s[1:]
}

// andList joins words as a list in prose: "a, b and c".
func andList(words []string) string {
	if len(words) < 2 {
		return strings.Join(words, "")
	}
	return strings.Join(words[:len(words)-1], ", ") + " and " + words[len(words)-1]
}

// reasonFiles returns the files of how the games of s end, a game called
// unit: end-reasons.png and end-reasons.csv.
func reasonFiles(s *stats.Summary, unit string) []file {
	return []file{
		plotImage("end-reasons.png", EndReasonsPlot(s, unit), plotW, shortH),
		{name: "end-reasons.csv", write: func(w io.Writer) error { return WriteEndReasonsCSV(w, s, unit) }},
	}
}
