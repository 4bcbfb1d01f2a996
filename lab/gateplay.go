package lab

import (
	"fmt"

	"github.com/tmntsim/tmntsim/stats"
)

// Parse parses s's range into Lo and Hi and checks its number of games;
// key names the setting at fault ("expect", "max-battles").
func (s *GateSpec) Parse() (key string, err error) {
	if s.Lo, s.Hi, err = ParseRange(s.Expect); err != nil {
		return "expect", err
	}
	if s.MaxBattles < 1 {
		return "max-battles", fmt.Errorf("%d is not a positive number of battles", s.MaxBattles)
	}
	// The test's own limits (stats.NewRangeTest), named by the setting.
	if !(s.Delta > 0 && s.Delta < 1) {
		return "delta", fmt.Errorf("%g is not an indifference width in (0, 1), e.g. 0.02", s.Delta)
	}
	for _, r := range []struct {
		key string
		x   float64
	}{{"alpha", s.Alpha}, {"beta", s.Beta}} {
		if !(r.x > 0 && r.x < 0.5) {
			return r.key, fmt.Errorf("%g is not an error rate in (0, 0.5), e.g. 0.05", r.x)
		}
	}
	return "", nil
}

// Test returns the sequential test of s's range (parsed) and error
// rates; its error names the settings no test can meet.
func (s *GateSpec) Test() (*stats.RangeTest, error) {
	t, err := stats.NewRangeTest(s.Lo, s.Hi, s.Delta, s.Alpha, s.Beta)
	if err != nil {
		return nil, fmt.Errorf("%s with delta %g, alpha %g, beta %g: %v", s.Expect, s.Delta, s.Alpha, s.Beta, err)
	}
	return t, nil
}

// Play returns o set to play gate s under test: its seed, at most
// MaxBattles games, Wilson intervals, stopped once test decides. The test
// sees every game in index order (Stop), so the same game stops it for
// any number of workers.
func (s *GateSpec) Play(o Options, test *stats.RangeTest) Options {
	o.Seed, o.Games, o.CI = s.Seed, s.MaxBattles, stats.MethodWilson
	o.Stop = func(sum *Summary) bool { return test.Update(Wins(sum), sum.Games()) != stats.Undecided }
	return o
}
