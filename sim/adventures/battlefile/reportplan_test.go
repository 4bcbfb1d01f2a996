package battlefile_test

import (
	"math"
	"strings"
	"testing"

	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
)

// The skill band runs novice to expert, "first" left out, unknown
// policies last; a slow policy plays at most the cap.
func TestSkillPolicies(t *testing.T) {
	got := battlefile.SkillPolicies([]string{"first", "greedy", "lookahead", "mcts", "random", "tactician"})
	if want := "random,greedy,tactician,lookahead,mcts"; strings.Join(got, ",") != want {
		t.Errorf("SkillPolicies = %v, want %s", got, want)
	}
	for _, c := range []struct {
		spec         string
		n, cap, want int64
	}{{"lookahead:rollouts=2", 5000, 2000, 2000}, {"lookahead", 1000, 2000, 1000}, {"lookahead", 5000, 0, 5000}, {"greedy", 5000, 2000, 5000}} {
		if got := battlefile.SkillGames(c.spec, c.n, c.cap); got != c.want {
			t.Errorf("SkillGames(%s, %d, %d) = %d, want %d", c.spec, c.n, c.cap, got, c.want)
		}
	}
}

// The default battle's curves are its knobs, each with at least two valid
// values, ascending, its current value among them.
func TestCurves(t *testing.T) {
	l, err := battlefile.Open(battlefile.Default)
	if err != nil {
		t.Fatal(err)
	}
	cs := l.Curves()
	if len(cs) == 0 {
		t.Fatal("no curves")
	}
	for _, c := range cs {
		if len(c.Xs) < 2 || len(c.Variants) != len(c.Xs) || math.IsNaN(c.Current) {
			t.Errorf("%s: %d values, %d variants, current %v", c.Path, len(c.Xs), len(c.Variants), c.Current)
		}
		has := false
		for i, x := range c.Xs {
			has = has || x == c.Current
			if i > 0 && x <= c.Xs[i-1] {
				t.Errorf("%s: values %v not ascending", c.Path, c.Xs)
			}
		}
		if !has {
			t.Errorf("%s: values %v lack the current %v", c.Path, c.Xs, c.Current)
		}
	}
}
