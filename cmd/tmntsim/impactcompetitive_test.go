package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// impact of a competitive battle with allies ranks its ally cards, as a
// cooperative battle's, rather than its villain deck's cards: in
// Shredder's Lair with Casey Jones (Attack +2: at +1 the gain, +3.3 points at 300 battles, is within noise since the battle was retuned) for the heroes and Tiger
// Claw for the villain, Casey Jones is worth most to the heroes.
func TestImpactCompetitiveAllies(t *testing.T) {
	lair, err := os.ReadFile(filepath.Join("..", "..", "sim", "adventures", "battlefile", "battles", "shredders-lair.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(t.TempDir(), "lair.yaml")
	allies := "allies:\n  - {name: Casey Jones, side: heroes, ability: \"passive: attack 2\"}\n  - {name: Tiger Claw, side: villain, ability: \"passive: move 1\"}\n"
	if err := os.WriteFile(file, append(lair, allies...), 0o644); err != nil {
		t.Fatal(err)
	}
	code, stdout, stderr := runArgs("impact", file, "-n", "300", "-w", "2", "--format", "json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	var j impactJSON
	if err := json.Unmarshal([]byte(stdout), &j); err != nil {
		t.Fatalf("%v\n%s", err, stdout)
	}
	if len(j.Cards) != 2 || j.Seat != "heroes" || !strings.Contains(j.Replacement, "no ally") {
		t.Fatalf("got %d cards for %s with %q, want 2 allies for heroes against no ally", len(j.Cards), j.Seat, j.Replacement)
	}
	if top := j.Cards[0]; top.Card != "Casey Jones" || top.Side != "heroes" || top.Effect.CI95[0] <= 0 {
		t.Errorf("first: %s (%s), effect %v %v; want Casey Jones (heroes) above 0", top.Card, top.Side, top.Effect.Value, top.Effect.CI95)
	}
}
