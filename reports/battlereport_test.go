package reports

import (
	"bytes"
	"testing"

	"github.com/tmntsim/tmntsim/lab"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
	"github.com/tmntsim/tmntsim/sim/adventures/policy"
	"github.com/tmntsim/tmntsim/stats"
)

// A battle's report carries the page's words and the battle's map (a PNG
// of its size), and a typical strike per hero and villain type.
func TestNewBattleReport(t *testing.T) {
	l, err := battlefile.Open(battlefile.Default)
	if err != nil {
		t.Fatal(err)
	}
	s := policy.NewSetup(l.Battle, "greedy")
	sum := stats.NewSummary(s.Schema())
	sum.Policies = []string{"greedy", ""}
	page := BattlePage{Battle: l, Policy: "greedy", Command: "tmntsim report", Notes: []string{"a note"}, Target: 0.4}
	r, err := NewBattleReport(page, &lab.ReportPlay{Main: sum})
	if err != nil {
		t.Fatal(err)
	}
	if r.Summary != sum || r.Command != page.Command || r.Target != 0.4 || r.Description != l.Battle.Description || r.Map.W != l.Battle.Map.W {
		t.Errorf("report %+v does not carry the page %+v", r, page)
	}
	var png bytes.Buffer
	if err := l.WritePNG(&png); err != nil || !bytes.Equal(r.MapPNG, png.Bytes()) {
		t.Errorf("map PNG of %d bytes, want the battle's %d (%v)", len(r.MapPNG), png.Len(), err)
	}
	if want := len(battlefile.TypicalStrikes(l.Battle)); len(r.Strikes) != want || want == 0 || r.StrikeNote == "" {
		t.Errorf("got %d strikes (note %q), want %d and a note", len(r.Strikes), r.StrikeNote, want)
	}
}
