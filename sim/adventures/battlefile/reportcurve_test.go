package battlefile_test

import (
	"errors"
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
	"github.com/tmntsim/tmntsim/sim/simtest"
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

// A plan's knob has a setup per variant of its curve, in the curve's
// order.
func TestPlanKnobs(t *testing.T) {
	l, err := battlefile.Open(battlefile.Default)
	if err != nil {
		t.Fatal(err)
	}
	cs, _, err := l.ReportCurves("villains.foot-ninja.figures", []float64{4, 6, 8})
	if err != nil {
		t.Fatal(err)
	}
	var made []*battlefile.Loaded
	ks := battlefile.PlanKnobs(cs, func(v *battlefile.Loaded) sim.Setup {
		made = append(made, v)
		return simtest.New(0.5)
	})
	if len(ks) != 1 || ks[0].Path != cs[0].Path || !slices.Equal(ks[0].Xs, []float64{4, 6, 8}) || len(ks[0].Setups) != 3 {
		t.Fatalf("got knobs %+v, want one of 3 setups at 4, 6, 8", ks)
	}
	if !slices.Equal(made, cs[0].Variants) {
		t.Errorf("setups made of %v, want the curve's variants in order", made)
	}
}
