package lab

import (
	"testing"

	"github.com/tmntsim/tmntsim/sim/simtest"
)

// TestBandPlayed takes a band's summary for its own column alone.
func TestBandPlayed(t *testing.T) {
	setup := simtest.New(0.5, 0.5)
	s := NewSummary(setup, Options{Policies: []string{"greedy", "planner"}})
	played := BandPlayed(map[string]*Summary{"greedy": s}, 1)
	if played("greedy", s.Policy(1)) != s || played("greedy", "other") != nil || played("random", s.Policy(1)) != nil {
		t.Errorf("got the band's summary for the wrong cells (its column is %q)", s.Policy(1))
	}
}
