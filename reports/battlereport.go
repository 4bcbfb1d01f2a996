package reports

import (
	"bytes"

	"github.com/tmntsim/tmntsim/lab"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
	"github.com/tmntsim/tmntsim/stats"
)

// A BattlePage is what the report of an Adventures battle is made of
// besides its play: the battle, the curve's candidate knobs, and the
// command line, notes and target of tmntsim report.
type BattlePage struct {
	Battle  *battlefile.Loaded
	Curves  []battlefile.Curve // the difficulty curve's candidate knobs
	Policy  string             // the heroes' policy of the headline run
	CI      stats.CIMethod
	Command string
	Notes   []string
	Target  float64
}

// NewBattleReport returns the report of page's battle from p, what its
// plan played: its headline, skill band and difficulty curve, its map, and
// each hero's typical strike against each villain type.
func NewBattleReport(page BattlePage, p *lab.ReportPlay) (*Report, error) {
	l := page.Battle
	r := &Report{
		Summary:     p.Main,
		Description: l.Battle.Description,
		Command:     page.Command,
		Map:         MapLayer{W: l.Battle.Map.W, H: l.Battle.Map.H, Color: l.CellColor},
		Notes:       page.Notes,
		Target:      page.Target,
	}
	var buf bytes.Buffer
	if err := l.WritePNG(&buf); err != nil {
		return nil, err
	}
	r.MapPNG = buf.Bytes()
	var knobs []CurveKnob
	for _, c := range page.Curves {
		knobs = append(knobs, CurveKnob{Knob: Knob{Path: c.Path, Label: c.Label, Current: c.Current}, Xs: c.Xs, Skipped: c.Skipped})
	}
	r.AddPlay(p, page.Policy, l.Name, knobs, page.CI)
	for _, s := range battlefile.TypicalStrikes(l.Battle) {
		r.Strikes = append(r.Strikes, Strike(s))
	}
	r.StrikeNote = battlefile.TypicalStrikeNote
	return r, nil
}
