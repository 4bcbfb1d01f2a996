package reports

import (
	"cmp"
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"github.com/tmntsim/tmntsim/internal/plural"
	"github.com/tmntsim/tmntsim/lab"
)

// WriteGates writes the evidence of tmntsim check's gates in format: text
// lines, or one JSON object with the verdict of all gates. A gate with no
// battle is about the default one, named def.
func WriteGates(w io.Writer, results []*lab.GateResult, format, def string) error {
	if format == "json" {
		out := struct {
			Verdict string            `json:"verdict"`
			Gates   []*lab.GateResult `json:"gates"`
		}{gatesVerdict(results), results}
		enc := json.NewEncoder(w)
		enc.SetIndent("", "  ")
		return enc.Encode(out)
	}
	for _, r := range results {
		name := cmp.Or(r.Battle, def)
		if r.Error != "" && r.BattleAt != "" {
			fmt.Fprintf(w, "ERROR    %s\n", r.Error) // it names the battle where the gates file does
			continue
		}
		if r.Error != "" {
			fmt.Fprintf(w, "ERROR    %s: %s\n", name, r.Error)
			continue
		}
		noun := cmp.Or(r.Noun, "battle")
		fmt.Fprintf(w, "%-8s %s: %s %s [%s, %s] after %s; expected %s\n",
			strings.ToUpper(r.Verdict), name, r.Who, Pct(float64(r.Rate)), Pct(float64(r.Interval[0])), Pct(float64(r.Interval[1])),
			plural.Of(r.Battles, noun), rangeText(r.Lo, r.Hi))
		for _, b := range r.Bounds {
			at := "undecided"
			if b.DecidedAt > 0 {
				at = fmt.Sprintf("%s after %s", b.Verdict, plural.Of(b.DecidedAt, noun))
			}
			fmt.Fprintf(w, "         bound %s: %s (log-likelihood ratio %.2f; outside at %.2f, inside at %.2f)\n",
				Pct(b.Bound), at, b.LLR, b.Reject, b.Accept)
		}
		fmt.Fprintf(w, "         sequential test: delta %s, alpha %g, beta %g, at most %s, seed %d, policy %s\n",
			strings.TrimPrefix(Points(r.Delta), "+"), r.Alpha, r.Beta, plural.Of(r.MaxBattles, noun), r.Seed, r.Policy)
	}
	return nil
}

// gatesVerdict is the verdict of all gates in words: outside, error,
// undecided or inside, the worst first.
func gatesVerdict(results []*lab.GateResult) string {
	v, failed := lab.GatesVerdict(results)
	if failed {
		return "error"
	}
	return v.String()
}

// rangeText formats a range for people: "45.0%..55.0%", "at most 55.0%",
// "at least 45.0%".
func rangeText(lo, hi float64) string {
	switch {
	case lo == 0:
		return "at most " + Pct(hi)
	case hi == 1:
		return "at least " + Pct(lo)
	}
	return Pct(lo) + ".." + Pct(hi)
}
