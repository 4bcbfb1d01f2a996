package main

import (
	"encoding/json"
	"strings"
	"testing"
)

// impact of a cooperative battle with allies ranks its ally cards, each
// the only one offered against none, for the heroes: in allies-alley
// Casey Jones's Attack +1 is worth most to them, its interval above 0,
// and the villain's Tiger Claw least, below April O'Neil's whole interval
// (about nothing there: -0.60 points, -2.32 to +1.12, over 4,000 battles).
func TestImpactAllies(t *testing.T) {
	code, stdout, stderr := runArgs("impact", "allies-alley", "-n", "600", "-w", "2", "--format", "json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	var j impactJSON
	if err := json.Unmarshal([]byte(stdout), &j); err != nil {
		t.Fatalf("%v\n%s", err, stdout)
	}
	if len(j.Cards) != 3 || j.Seat != "heroes" || !strings.Contains(j.Replacement, "no ally") {
		t.Fatalf("got %d allies for %s with %q, want 3 for heroes against no ally", len(j.Cards), j.Seat, j.Replacement)
	}
	top, last := j.Cards[0], j.Cards[2]
	if top.Card != "Casey Jones" || top.Side != "heroes" || top.Effect.CI95[0] <= 0 {
		t.Errorf("first: %s (%s), effect %v %v; want Casey Jones (heroes) above 0", top.Card, top.Side, top.Effect.Value, top.Effect.CI95)
	}
	if mid := j.Cards[1]; last.Card != "Tiger Claw" || last.Side != "villain" || last.Effect.Value >= mid.Effect.CI95[0] {
		t.Errorf("last: %s (%s), effect %v; want Tiger Claw (villain) below %s's interval %v", last.Card, last.Side, last.Effect.Value, mid.Card, mid.Effect.CI95)
	}
	code, stdout, _ = runArgs("impact", "allies-alley", "-n", "20", "--cards", "Tiger Claw")
	if code != 0 || !strings.Contains(stdout, "value of each of the ally cards of Allies Alley") || !strings.Contains(stdout, "Tiger Claw  villain") {
		t.Errorf("text: exit %d\n%s", code, stdout)
	}
	if code, _, stderr := runArgs("impact", "allies-alley", "-n", "20", "--cards", "Tiger Paw"); code != exitUsage || !strings.Contains(stderr, `no card "Tiger Paw"`) {
		t.Errorf("--cards Tiger Paw: exit %d: %s", code, stderr)
	}
}
