package battlefile

import (
	"bytes"
	"strings"
	"testing"
)

// TestOutcomeWrite writes the play-by-play then the outcome, a policy's
// control characters made safe, or the outcome as JSON.
func TestOutcomeWrite(t *testing.T) {
	o := &Outcome{Index: 3, Seed: 9, Policy: "greedy\x1b[2J", Winner: "heroes", Reason: "objective", Rounds: 4, Events: []string{"round 1", "round 2"}}
	var b bytes.Buffer
	if err := o.Write(&b, "text"); err != nil {
		t.Fatal(err)
	}
	want := "round 1\nround 2\noutcome: battle 3 of seed 9, policy greedy\\x1b[2J: the heroes win in round 4 (objective)\n"
	if b.String() != want {
		t.Errorf("text: got %q, want %q", b.String(), want)
	}
	b.Reset()
	if err := o.Write(&b, "json"); err != nil || !strings.Contains(b.String(), "\"events\": [\n    \"round 1\",") {
		t.Errorf("json: got %q, %v; want the events listed", b.String(), err)
	}
}
