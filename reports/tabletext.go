package reports

import (
	"fmt"
	"io"
	"text/tabwriter"

	"github.com/tmntsim/tmntsim/internal/textsafe"
	"github.com/tmntsim/tmntsim/stats"
)

// WriteTableText writes what the run of a table game adds to its
// summary's text: the length of its games in rounds, and for every kind
// of thing seats are dealt (PooledTables; a Munchkin table's Characters)
// each one's win rate, pooled over seats, with its Wilson 95% interval
// against the equal share.
func WriteTableText(w io.Writer, sum *stats.Summary) error {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	p := func(format string, args ...any) { fmt.Fprintf(tw, format, args...) }
	if sum.Games() == 0 {
		return nil
	}
	r := Rounds(sum)
	p("\nrounds\tmean %s, median %d, p90 %d, p99 %d, max %d (a round: every seat's turn)\n",
		MeanPM(r.Mean, r.Lo, r.Hi), r.P50, r.P90, r.P99, r.Max)
	for _, t := range PooledTables(sum) {
		if len(t.Rows) == 0 {
			continue
		}
		p("\nby %s\tdealt\twins\twin rate (Wilson 95%% CI)\tvs equal share %s\n", upperFirst(t.Kind), Pct(t.Share))
		for _, r := range t.Rows {
			p("%s\t%d\t%d\t%s (%s – %s)\t%s\n", textsafe.Term(r.Name), r.Dealt, r.Won,
				Pct(r.Rate), Pct(r.Lo), Pct(r.Hi), r.Against(t.Share))
		}
	}
	return tw.Flush()
}
