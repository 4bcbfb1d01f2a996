package lab

import (
	"context"
	"errors"
	"testing"

	"github.com/tmntsim/tmntsim/sim/simtest"
)

// TestCompareAsk: each wrong comparison gets its own error, the first in
// the order the command line is read; a right one none.
func TestCompareAsk(t *testing.T) {
	badFormat := errors.New("--format: unknown")
	ok := CompareAsk{Args: []string{"a", "b"}, Games: 10, Coop: true}
	for _, c := range []struct {
		name   string
		change func(*CompareAsk)
		format error
		want   string
	}{
		{"right", func(*CompareAsk) {}, nil, ""},
		{"one battle and --vs", func(c *CompareAsk) { c.Args, c.VS = c.Args[:1], true }, nil, ""},
		{"one game of a match", func(c *CompareAsk) { c.Args, c.Coop = c.Args[:1], false }, nil, ""},
		{"three files", func(c *CompareAsk) { c.Args, c.Games = []string{"a", "b", "c"}, 1 }, nil, "compare: two variants at most (got a b c)"},
		{"one battle", func(c *CompareAsk) { c.Args = nil }, nil, "compare: nothing to compare; give two battles (tmntsim compare A.yaml B.yaml) or two policies (tmntsim compare BATTLE --policy P --vs Q)"},
		{"one game", func(c *CompareAsk) { c.Games, c.Coop, c.Flips = 1, false, -1 }, badFormat, "--battles: 1; a comparison needs at least 2 games"},
		{"format", func(c *CompareAsk) { c.Flips = -1 }, badFormat, "--format: unknown"},
		{"flips", func(c *CompareAsk) { c.Flips = -2 }, nil, "--flips: -2 is negative; give how many flipped battles to list each way"},
	} {
		a := ok
		c.change(&a)
		err := a.Check(func() error { return c.format })
		var got string
		if err != nil {
			got = err.Error()
		}
		if got != c.want {
			t.Errorf("%s: got %q, want %q", c.name, got, c.want)
		}
		var u *UsageError
		if err != nil && err != badFormat && !errors.As(err, &u) {
			t.Errorf("%s: %v is not a usage error", c.name, err)
		}
	}
}

// TestCompareAskPlay: a planted difference of two fake games is found,
// with the flips asked for.
func TestCompareAskPlay(t *testing.T) {
	c := CompareAsk{Args: []string{"a", "b"}, Games: 2000, Flips: 3}
	r, err := c.Play(context.Background(), Entrant{Setup: simtest.New(0.3, 0.2)}, Entrant{Setup: simtest.New(0.6, 0.2)},
		Options{Seed: 4, Games: 2000, Workers: 2})
	if err != nil {
		t.Fatal(err)
	}
	if d, lo, _ := r.Wins.Diff(0.95); d < 0.25 || d > 0.35 || lo <= 0 {
		t.Errorf("difference %.3f (low %.3f), want about 0.3, above 0", d, lo)
	}
	if len(r.FlipsA) > 3 || len(r.FlipsB) != 3 {
		t.Errorf("flips %v and %v, want 3 to B, at most 3 to A", r.FlipsB, r.FlipsA)
	}
}

// TestCompareAskSame: one file played by the same policies twice is
// nothing to compare; other policies, or two files, are a comparison.
func TestCompareAskSame(t *testing.T) {
	s := simtest.New(0.3, 0.2)
	one, two := CompareAsk{Args: []string{"a"}, VS: true, Coop: true}, CompareAsk{Args: []string{"a", "a"}}
	plain, lucky := Entrant{Setup: s, Policies: []string{"plain"}}, Entrant{Setup: s, Policies: []string{"lucky:0.1"}}
	if err := one.Same(plain, Entrant{Setup: s}); err == nil || err.Error() != one.Nothing().Error() {
		t.Errorf("one file, the same policies: %v, want %v", err, one.Nothing())
	}
	if err := one.Same(plain, lucky); err != nil {
		t.Errorf("one file, other policies: %v", err)
	}
	if err := two.Same(plain, plain); err != nil {
		t.Errorf("two files: %v", err)
	}
}
