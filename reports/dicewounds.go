package reports

import (
	"io"

	"github.com/tmntsim/tmntsim/stats"
)

// NewWounds returns the exact wound distribution of strike q and, when
// sample > 0, that many strikes rolled from seed with the engine's dice,
// tested against it (chi-square).
func NewWounds(q stats.Strike, sample int64, seed uint64) *Wounds {
	res := &Wounds{Q: q, PMF: q.PMF()}
	if sample > 0 {
		res.Sampled = q.Sample(len(res.PMF), sample, seed)
		res.Seed = seed
		res.Chi2, res.DF, res.P = stats.ChiSquareGOF(res.Sampled, res.PMF)
	}
	return res
}

// Write writes res in format: json, csv (its notes on notes) or, for any
// other, text.
func (res *Wounds) Write(w, notes io.Writer, format string) error {
	switch format {
	case "json":
		return res.WriteJSON(w)
	case "csv":
		return res.WriteCSV(w, notes)
	}
	return res.WriteText(w)
}
