package reports

import (
	"fmt"
	"io"
	"math"
	"text/tabwriter"

	"github.com/tmntsim/tmntsim/internal/plural"
	"github.com/tmntsim/tmntsim/stats"
)

// A PairedView is what the text of a paired comparison (lab.Compare)
// shows, in the words of its game.
type PairedView struct {
	LabelA, LabelB     string // the variants
	Unit               string // what a game is called ("battle")
	Requested          int64  // pairs asked for
	Seed               uint64
	Complete           bool
	RateA, RateB       [3]float64 // each variant's win rate and its interval
	Wins               *stats.PairedBinary
	Measure            *stats.PairedMean
	WinRow, MeasureRow string // the rows' names ("heroes win", "rounds")
	WonBy              string // "won by the heroes"
	WinsInB            string // who wins in B, for the verdict ("B's heroes win")
}

// Write writes the comparison's tables.
func (v *PairedView) Write(w io.Writer) error {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	p := func(format string, args ...any) { fmt.Fprintf(tw, format, args...) }
	p("A\t%s\n", v.LabelA)
	p("B\t%s\n", v.LabelB)
	state := "complete"
	if !v.Complete {
		state = "INCOMPLETE"
	}
	p("%ss\t%s of %d, seed %d, %s: %s i of A and of B played from the same seed\n", v.Unit, plural.Of(v.Wins.N(), "pair"), v.Requested, v.Seed, state, v.Unit)
	p("\n")
	p("\tA\tB\tB − A (paired, 95%% CI)\n")
	ra, rb := v.RateA, v.RateB
	d, dl, dh := v.Wins.Diff(stats.Conf95)
	p("%s\t%s (%s – %s)\t%s (%s – %s)\t%s (%s – %s)\n", v.WinRow,
		Pct(ra[0]), Pct(ra[1]), Pct(ra[2]), Pct(rb[0]), Pct(rb[1]), Pct(rb[2]),
		Points(d), Points(dl), Points(dh))
	ma, mal, mah := v.Measure.MeanA(stats.Conf95)
	mb, mbl, mbh := v.Measure.MeanB(stats.Conf95)
	md, mdl, mdh := v.Measure.Diff(stats.Conf95)
	p("%s\t%s\t%s\t%s (%s – %s)\n", v.MeasureRow, MeanPM(ma, mal, mah), MeanPM(mb, mbl, mbh),
		Signed(md), Signed(mdl), Signed(mdh))
	p("\n")
	p("flips\t%s %s in B only, %d in A only (%d won in both, %d in neither)\n",
		plural.Of(v.Wins.OnlyB, v.Unit), v.WonBy, v.Wins.OnlyA, v.Wins.Both, v.Wins.Neither)
	p("McNemar\texact %s: %s\n", pEquals(v.Wins.McNemar()), verdictOf(v.WinsInB, v.Wins.McNemar(), dl, dh))
	p("pairing\t%s\n", pairingText(v.Wins, v.Measure, v.Unit, v.MeasureRow))
	return tw.Flush()
}

// verdictOf says in words what the test and interval found about who
// wins ("B's heroes win").
func verdictOf(who string, p, lo, hi float64) string {
	switch {
	case p < 0.05 && lo > 0:
		return who + " more often"
	case p < 0.05 && hi < 0:
		return who + " less often"
	}
	return "no difference in win rate shown at the 5% level"
}

// pairingText reports the variance reduction of the pairing: the variance
// of the paired difference against the sum of the two variances that
// separate runs would add up, of a win per unit ("battle") and of the
// measure r ("rounds").
func pairingText(w *stats.PairedBinary, r *stats.PairedMean, unit, measure string) string {
	va, vb, vd := w.Variances()
	ra, rb, rd := r.Variances()
	return fmt.Sprintf("Var(B − A) of a win is %s per %s, against Var A + Var B = %s for two separate runs, which would need %s the %ss for the same interval; of the %s: %s against %s (%s)",
		varText(vd), unit, varText(va+vb), ratioText(w.VarianceRatio(), unit), unit, measure, varText(rd), varText(ra+rb), ratioText(r.VarianceRatio(), unit))
}

// varText formats a variance, "0.25"; one that a single pair cannot give
// (NaN) as "–".
func varText(v float64) string {
	if math.IsNaN(v) {
		return "–"
	}
	return fmt.Sprintf("%.4g", v)
}

// ratioText formats a variance ratio as "4.2×"; an infinite one says
// that no game, in unit ("battle"), differs.
func ratioText(r float64, unit string) string {
	switch {
	case math.IsInf(r, 1):
		return "∞× (no " + unit + " differs)"
	case math.IsNaN(r):
		return "–× (nothing varies)"
	}
	return fmt.Sprintf("%.1f×", r)
}

// VarianceJSON is the variance of a measure of a paired comparison in JSON:
// of A, of B, of their paired difference, and the ratio of A+B to it.
type VarianceJSON struct {
	A      JSONFloat `json:"a"` // null where one pair cannot give it
	B      JSONFloat `json:"b"`
	Paired JSONFloat `json:"paired_diff"`
	Ratio  JSONFloat `json:"ratio"`
}

// PairedVariance returns the variances of a comparison's JSON: of the
// wins, under winKey, and of the paired measure r, under key.
func PairedVariance(w *stats.PairedBinary, r *stats.PairedMean, winKey, key string) map[string]VarianceJSON {
	wa, wb, wd := w.Variances()
	ra, rb, rd := r.Variances()
	return map[string]VarianceJSON{
		winKey: {JSONFloat(wa), JSONFloat(wb), JSONFloat(wd), JSONFloat(w.VarianceRatio())},
		key:    {JSONFloat(ra), JSONFloat(rb), JSONFloat(rd), JSONFloat(r.VarianceRatio())},
	}
}
