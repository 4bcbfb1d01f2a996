package reports

import (
	"slices"
	"testing"

	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
	"github.com/tmntsim/tmntsim/sim/record"
	"github.com/tmntsim/tmntsim/stats"
)

// TestReasonSides checks which side the end reasons plot colours each
// reason by: the heroes' and the villain's own reasons by name, the round
// limit by the wins the other reasons leave over, no side when they are
// split.
func TestReasonSides(t *testing.T) {
	schema := record.Schema{Game: "adventures-cooperative", Reasons: []string{"leaders_defeated", "ko_in_a_row", "round_limit", "timeout"}}
	type battle struct {
		winner record.Side
		reason uint8
	}
	cases := []struct {
		name    string
		battles []battle
		want    [4]record.Side
	}{
		{"round limit to the villain", []battle{{record.Heroes, 0}, {record.Villain, 1}, {record.Villain, 2}, {record.Villain, 2}},
			[4]record.Side{record.Heroes, record.Villain, record.Villain, record.NoSide}},
		{"round limit to the heroes", []battle{{record.Heroes, 0}, {record.Heroes, 2}, {record.Villain, 1}},
			[4]record.Side{record.Heroes, record.Villain, record.Heroes, record.NoSide}},
		{"round limit a draw", []battle{{record.Heroes, 0}, {record.NoSide, 2}},
			[4]record.Side{record.Heroes, record.Villain, record.NoSide, record.NoSide}},
		{"two open reasons", []battle{{record.Villain, 2}, {record.NoSide, 3}},
			[4]record.Side{record.Heroes, record.Villain, record.NoSide, record.NoSide}},
	}
	for _, c := range cases {
		s := stats.NewSummary(&schema)
		for _, b := range c.battles {
			s.Add(&record.Record{Winner: b.winner, Reason: b.reason, Rounds: 3})
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
