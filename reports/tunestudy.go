package reports

import (
	"io"

	"github.com/tmntsim/tmntsim/internal/textsafe"
	"github.com/tmntsim/tmntsim/lab"
	"github.com/tmntsim/tmntsim/scenarios"
)

// NewTuning returns what tuning st of sub found, res, played from seed,
// as tmntsim tune prints it.
func NewTuning(st *lab.TuneStudy, sub *lab.Subject, res *lab.Tuning, seed uint64) *Tuning {
	return &Tuning{Res: res, Source: textsafe.Term(sub.Source), Policies: sub.Policies, Seed: seed, Words: sub.Words,
		Path: st.Vary.Name(), Given: st.Vary.Path, Target: scenarios.RoundNumber(st.Target)}
}

// Write writes the tuning in format: "json" (complete says whether the
// search finished), else text.
func (x *Tuning) Write(w io.Writer, format string, complete bool) error {
	if format == "json" {
		return x.WriteJSON(w, complete)
	}
	return x.WriteText(w)
}
