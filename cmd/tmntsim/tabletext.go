package main

import (
	"fmt"
	"io"
	"slices"
	"text/tabwriter"

	"github.com/tmntsim/tmntsim/internal/textsafe"
	"github.com/tmntsim/tmntsim/reports"
	"github.com/tmntsim/tmntsim/sim/munchkin"
	"github.com/tmntsim/tmntsim/stats"
)

// gameRunText writes what the summary's game adds to the text of
// tmntsim run (game.runText), nothing for a game that adds nothing.
func gameRunText(w io.Writer, sum *stats.Summary) error {
	i := slices.IndexFunc(games, func(g game) bool { return g.name == sum.Schema().Game })
	if i < 0 || games[i].runText == nil {
		return nil
	}
	return games[i].runText(w, sum)
}

// tableRunText writes what a Munchkin table's run adds: the length of its
// games in rounds, and each Character's win rate, pooled over seats, with
// its Wilson 95% interval against the equal share.
func tableRunText(w io.Writer, sum *stats.Summary) error {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	p := func(format string, args ...any) { fmt.Fprintf(tw, format, args...) }
	if sum.Games() > 0 {
		r := reports.Rounds(sum)
		p("\nrounds\tmean %s, median %d, p90 %d, p99 %d, max %d (a round: every seat's turn)\n",
			reports.MeanPM(r.Mean, r.Lo, r.Hi), r.P50, r.P90, r.P99, r.Max)
	}
	rows, share := reports.Pooled(sum, munchkin.EntityDealt, munchkin.EntityWon)
	if len(rows) > 0 && sum.Games() > 0 {
		p("\nby Character\tdealt\twins\twin rate (Wilson 95%% CI)\tvs equal share %s\n", reports.Pct(share))
		for _, r := range rows {
			p("%s\t%d\t%d\t%s (%s – %s)\t%s\n", textsafe.Term(r.Name), r.Dealt, r.Won,
				reports.Pct(r.Rate), reports.Pct(r.Lo), reports.Pct(r.Hi), r.Against(share))
		}
	}
	return tw.Flush()
}
