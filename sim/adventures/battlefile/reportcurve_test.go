package battlefile_test

import (
	"errors"
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
)

// --vary's knob is the report's one curve, its values as given, its
// current value unknown; without it the battle's knobs are the candidates,
// and a battle without knobs gets a note instead.
func TestReportCurves(t *testing.T) {
	l, err := battlefile.Open(battlefile.Default)
	if err != nil {
		t.Fatal(err)
	}
	cs, notes, err := l.ReportCurves("villains.foot-ninja.figures", []float64{4, 6})
	if err != nil || len(notes) != 0 || len(cs) != 1 {
		t.Fatalf("ReportCurves(figures) = %d curves, notes %v, %v; want one, no notes", len(cs), notes, err)
	}
	if c := cs[0]; c.Path != "villains.foot-ninja.figures" || !slices.Equal(c.Xs, []float64{4, 6}) || len(c.Variants) != 2 || !math.IsNaN(c.Current) {
		t.Errorf("got curve %s %v (%d variants, current %v), want villains.foot-ninja.figures [4 6], 2 variants, NaN", c.Path, c.Xs, len(c.Variants), c.Current)
	}
	if a, b := cs[0].Variants[0].Hash, cs[0].Variants[1].Hash; a == b || a == l.Hash {
		t.Errorf("variants' hashes %s, %s (battle's %s), want three different", a, b, l.Hash)
	}
	if _, _, err := l.ReportCurves("nosuch", []float64{1}); err == nil {
		t.Error("ReportCurves(nosuch): no error")
	}
	cs, notes, err = l.ReportCurves("", nil)
	if err != nil || len(cs) != len(l.Curves()) || len(cs) == 0 || len(notes) != 0 {
		t.Errorf("ReportCurves() = %d curves, notes %v, %v; want the battle's %d, no notes", len(cs), notes, err, len(l.Curves()))
	}
}

// The skill band is the list given, each spec checked, or by default the
// built-in policies' band.
func TestSkillBand(t *testing.T) {
	valid := func(p string) error {
		if p == "bad" {
			return errors.New("unknown policy bad")
		}
		return nil
	}
	for _, c := range []struct{ list, want, err string }{
		{"", "random,greedy,tactician", ""},
		{"greedy, ,tactician:aggression=1", "greedy,tactician:aggression=1", ""},
		{"greedy,bad", "", "unknown policy bad"},
	} {
		got, err := battlefile.SkillBand(c.list, []string{"first", "tactician", "random", "greedy"}, valid)
		if strings.Join(got, ",") != c.want || (err == nil) != (c.err == "") || (err != nil && err.Error() != c.err) {
			t.Errorf("SkillBand(%q) = %v, %v; want %s, %q", c.list, got, err, c.want, c.err)
		}
	}
}
