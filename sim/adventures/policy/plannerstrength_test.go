package policy

import (
	"bytes"
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
)

// battleLog returns the log of battle i of seed s of the example battle
// name, played by policy p.
func battleLog(t *testing.T, name string, p adventures.Policy, s, i uint64) string {
	t.Helper()
	l, err := battlefile.Open(name)
	if err != nil {
		t.Fatal(err)
	}
	g := adventures.NewGame(l.Battle, p)
	var buf bytes.Buffer
	g.SetLog(&buf)
	var rec sim.Record
	g.Play(s, i, &rec)
	return buf.String()
}

// TestPlannerSecondMove: in battle 4 of seed 2 of hold-the-line, Raphael
// spends a move die in round 4 for the plan's space m1, and the tactician,
// weighing every move then, takes n2 instead, out of reach of more
// villains. The planner weighs that second move too (secondMove) and plays
// the battle move for move as the tactician; weighing only the plan's space,
// it moved to m1 and the battles parted there.
func TestPlannerSecondMove(t *testing.T) {
	want := battleLog(t, "hold-the-line", NewTactician(0.9, 1), 2, 4)
	got := battleLog(t, "hold-the-line", NewPlanner(0.9, 1), 2, 4)
	if got != want {
		a, b := bytes.Split([]byte(want), []byte("\n")), bytes.Split([]byte(got), []byte("\n"))
		for k := 0; k < len(a) && k < len(b); k++ {
			if !bytes.Equal(a[k], b[k]) {
				t.Fatalf("line %d: got %q, want the tactician's %q", k+1, b[k], a[k])
			}
		}
		t.Fatalf("got %d lines, want the tactician's %d", len(b), len(a))
	}
}
