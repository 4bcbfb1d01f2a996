package stats

import (
	"bytes"
	"strings"
	"testing"

	"github.com/tmntsim/tmntsim/sim"
)

// Entities with no metric in common (a table's seats, and its Characters
// dealt and won) get a table each: no row has cells left blank for
// columns where its metric has no meaning.
func TestMetricTableOneTablePerKind(t *testing.T) {
	schema := sim.Schema{Game: "cards", Seats: []string{"a", "b"}, Reasons: []string{"win"},
		Entities: []sim.Entity{{Name: "a", Metrics: []string{"level"}}, {Name: "b", Metrics: []string{"level"}},
			{Name: "dealt", Metrics: []string{"Leo", "Raph"}}, {Name: "won", Metrics: []string{"Leo", "Raph"}}}}
	s := NewSummary(&schema)
	r := sim.Record{Turns: 3, Outcome: [sim.MaxSeats]sim.Outcome{sim.Won, sim.Lost}}
	r.Values[0][0], r.Values[1][0], r.Values[2][0], r.Values[3][1] = 5, 4, 1, 1
	s.Add(&r)
	var b bytes.Buffer
	if err := s.WriteText(&b); err != nil {
		t.Fatal(err)
	}
	text := b.String()
	for _, want := range []string{"mean per game  a     b\n", "mean per game  dealt  won\n"} {
		if !strings.Contains(text, want) {
			t.Errorf("text lacks the table head %q:\n%s", want, text)
		}
	}
	for _, line := range strings.Split(text, "\n") {
		f := strings.Fields(line)
		if len(f) > 0 && (f[0] == "level" || f[0] == "Leo" || f[0] == "Raph") && len(f) != 3 {
			t.Errorf("row %q: %d cells, want 2 (no blank cells):\n%s", line, len(f)-1, text)
		}
	}
}
