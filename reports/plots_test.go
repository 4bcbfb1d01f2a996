package reports

import (
	"slices"
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
	"github.com/tmntsim/tmntsim/stats"
)

// TestReasonSides checks which side the end reasons plot colours each
// reason by: the heroes' and the villain's own reasons by name, the round
// limit by the wins the other reasons leave over, no side when they are
// split.
func TestReasonSides(t *testing.T) {
	schema := sim.Schema{Game: "adventures", Seats: []string{"heroes", "villain"}, Reasons: []string{"leaders_defeated", "ko_in_a_row", "round_limit", "timeout"}}
	type battle struct {
		winner side
		reason uint8
	}
	cases := []struct {
		name    string
		battles []battle
		want    [4]side
	}{
		{"round limit to the villain", []battle{{heroSide, 0}, {villainSide, 1}, {villainSide, 2}, {villainSide, 2}},
			[4]side{heroSide, villainSide, villainSide, noSide}},
		{"round limit to the heroes", []battle{{heroSide, 0}, {heroSide, 2}, {villainSide, 1}},
			[4]side{heroSide, villainSide, heroSide, noSide}},
		{"round limit a draw", []battle{{heroSide, 0}, {noSide, 2}},
			[4]side{heroSide, villainSide, noSide, noSide}},
		{"two open reasons", []battle{{villainSide, 2}, {noSide, 3}},
			[4]side{heroSide, villainSide, noSide, noSide}},
	}
	for _, c := range cases {
		s := stats.NewSummary(&schema)
		for _, b := range c.battles {
			r := sim.Record{Reason: b.reason, Turns: 3}
			switch b.winner {
			case heroSide:
				r.Outcome[0], r.Outcome[1] = sim.Won, sim.Lost
			case villainSide:
				r.Outcome[0], r.Outcome[1] = sim.Lost, sim.Won
			}
			s.Add(&r)
		}
		got := reasonSides(s)
		for i := range c.want {
			if got[i] != c.want[i] {
				t.Errorf("%s: %s: got %v, want %v", c.name, schema.Reasons[i], got[i], c.want[i])
			}
		}
	}
}

// TestReasonNamesKnown checks that every end reason of the Adventures
// system but the round limit and the timeout is known to favour one side,
// so that a new reason is not coloured grey unnoticed.
func TestReasonNamesKnown(t *testing.T) {
	l, err := battlefile.Open("intro-brawl")
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range l.Battle.Schema().Reasons {
		if r == "round_limit" || r == "timeout" {
			continue
		}
		if !slices.Contains(heroReasons, r) && !slices.Contains(villainReasons, r) {
			t.Errorf("end reason %q favours no side in the end reasons plot", r)
		}
	}
}
