package reports

import (
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
	"github.com/tmntsim/tmntsim/stats"
)

// TestReasonSeats checks which seat the end reasons plot colours each
// reason by: the seat the schema says it favours, the round limit by the
// wins the other reasons leave over, no seat when they are split.
func TestReasonSeats(t *testing.T) {
	schema := sim.Schema{Game: "adventures", Seats: []string{"heroes", "villain"}, Reasons: []string{"leaders_defeated", "ko_in_a_row", "round_limit", "timeout"},
		Favours: []string{"heroes", "villain", "", ""}}
	const none = -1
	type battle struct {
		winner int
		reason uint8
	}
	cases := []struct {
		name    string
		battles []battle
		want    [4]int
	}{
		{"round limit to the villain", []battle{{0, 0}, {1, 1}, {1, 2}, {1, 2}}, [4]int{0, 1, 1, none}},
		{"round limit to the heroes", []battle{{0, 0}, {0, 2}, {1, 1}}, [4]int{0, 1, 0, none}},
		{"round limit a draw", []battle{{0, 0}, {none, 2}}, [4]int{0, 1, none, none}},
		{"two open reasons", []battle{{1, 2}, {none, 3}}, [4]int{0, 1, none, none}},
		{"round limit split", []battle{{1, 2}, {0, 2}}, [4]int{0, 1, none, none}},
	}
	for _, c := range cases {
		s := stats.NewSummary(&schema)
		for _, b := range c.battles {
			r := sim.Record{Reason: b.reason, Turns: 3}
			switch b.winner {
			case 0:
				r.Outcome[0], r.Outcome[1] = sim.Won, sim.Lost
			case 1:
				r.Outcome[0], r.Outcome[1] = sim.Lost, sim.Won
			}
			s.Add(&r)
		}
		got := reasonSeats(s)
		for i := range c.want {
			if got[i] != c.want[i] {
				t.Errorf("%s: %s: got %v, want %v", c.name, schema.Reasons[i], got[i], c.want[i])
			}
		}
	}
}

// TestReasonNamesKnown checks that every end reason of the Adventures
// system but the round limit and the timeout favours one seat in its
// schema, so that a new reason is not coloured grey unnoticed.
func TestReasonNamesKnown(t *testing.T) {
	l, err := battlefile.Open("intro-brawl")
	if err != nil {
		t.Fatal(err)
	}
	sc := l.Battle.Schema()
	if err := sc.Check(); err != nil {
		t.Fatal(err)
	}
	for i, r := range sc.Reasons {
		open := r == "round_limit" || r == "timeout"
		if got := sc.Favours[i]; (got == "") != open {
			t.Errorf("end reason %q favours %q", r, got)
		}
	}
}
