package lab

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/simtest"
)

// TestCheckGateArgs: one battle with --expect, or a gates file, not both.
func TestCheckGateArgs(t *testing.T) {
	def := GateSpec{Expect: "40%..60%"}
	tests := []struct {
		def  GateSpec
		file string
		args []string
		err  string
	}{
		{def: def, args: []string{"a"}},
		{def: def},
		{def: GateSpec{}, file: "g.yaml"},
		{def: def, args: []string{"a", "b"}, err: "check: one battle at a time (got a b); use --file for several"},
		{def: def, file: "g.yaml", args: []string{"a"}, err: "check: give battles in --file g.yaml or as an argument, not both (got a)"},
		{def: GateSpec{}, args: []string{"a"}, err: "check: --expect LO..HI is required (e.g. --expect 45%..55%), or --file with gates"},
	}
	for _, tt := range tests {
		err := CheckGateArgs(tt.def, tt.file, tt.args)
		var u *UsageError
		switch {
		case tt.err == "" && err != nil:
			t.Errorf("%q %q: got %v, want no error", tt.file, tt.args, err)
		case tt.err != "" && (err == nil || err.Error() != tt.err || !errors.As(err, &u)):
			t.Errorf("%q %q: got %v, want usage error %q", tt.file, tt.args, err, tt.err)
		}
	}
}

// TestGateSpecs: the command line's gate, or the file's with the command
// line's defaults, their battles next to the file.
func TestGateSpecs(t *testing.T) {
	def := GateSpec{Expect: "40%..60%", Seed: 7}
	got, err := GateSpecs(def, "", []string{"b.yaml"}, nil)
	if err != nil || len(got) != 1 || got[0].Battle != "b.yaml" || got[0].Seed != 7 {
		t.Errorf("an argument: got %+v, %v; want one gate of b.yaml, seed 7", got, err)
	}
	dir := t.TempDir()
	file := filepath.Join(dir, "gates.yaml")
	if err := os.WriteFile(file, []byte("gates:\n  - battle: a.yaml\n    expect: 3%..4%\n  - battle: intro\n    expect: 1%..2%\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	got, err = GateSpecs(def, file, nil, func(name string) bool { return name == "intro" })
	switch {
	case err != nil || len(got) != 2:
		t.Fatalf("a file: got %+v, %v; want 2 gates", got, err)
	case got[0].Battle != filepath.Join(dir, "a.yaml") || got[0].Expect != "3%..4%" || got[0].Seed != 7:
		t.Errorf("gate 1: got %+v; want a.yaml next to the file, the defaults", got[0])
	case got[1].Battle != "intro" || got[1].Expect != "1%..2%":
		t.Errorf("gate 2: got %+v; want the embedded intro, its own expect", got[1])
	}
	if _, err := GateSpecs(def, filepath.Join(dir, "none.yaml"), nil, nil); err == nil || err.Error()[:7] != "--file:" {
		t.Errorf("a missing file: got %v, want an error of --file", err)
	}
}

// wordedSetup is a setup whose schema speaks in words of its own.
type wordedSetup struct {
	sim.Setup
	schema sim.Schema
}

func (w *wordedSetup) Schema() *sim.Schema { return &w.schema }

// TestGateWho: a game's gate counts its focus seat's wins, in its
// schema's words; a gate that could not be opened the heroes'.
func TestGateWho(t *testing.T) {
	g := &GateRun{Setup: simtest.New(0.5, 0.5)}
	if got := g.Who(); got != "s0 wins" {
		t.Errorf("a game: got %q, want %q", got, "s0 wins")
	}
	w := &wordedSetup{Setup: g.Setup, schema: *g.Setup.Schema()}
	w.schema.Words = sim.Words{Game: "battle", Length: "rounds", Who: "the heroes", WinCol: "HEROES WIN"}
	g = &GateRun{Setup: w, Adventures: true}
	if got := g.Who(); got != "heroes win" {
		t.Errorf("a battle: got %q, want %q", got, "heroes win")
	}
	g = &GateRun{Err: errors.New("no such file")}
	if got := g.Who(); got != "heroes win" {
		t.Errorf("an unopened gate: got %q, want %q", got, "heroes win")
	}
}

// TestPlayGates plays every gate, an unopened one its error, and stops
// after the gate that was interrupted.
func TestPlayGates(t *testing.T) {
	spec := GateSpec{Battle: "fake.yaml", Expect: "40%..60%", Seed: 3, MaxBattles: 2000, Delta: 0.02, Alpha: 0.05, Beta: 0.05}
	g1, _, err := NewGateRun(spec, simtest.New(0.9, 0.1), Options{Name: "Fake"}, "game", nil, false, false)
	if err != nil {
		t.Fatal(err)
	}
	g2, _, _ := NewGateRun(spec, nil, Options{}, "game", errors.New("no such file"), false, false)
	play := func(g *GateRun, sum *Summary, o Options) (bool, error) {
		return false, Resume(context.Background(), g.Setup, sum, o)
	}
	results, interrupted := PlayGates([]*GateRun{g1, g2, g1}, "v", 2, play)
	if interrupted || len(results) != 3 || results[0].Verdict != "outside" || results[1].Verdict != "error" || results[0].Who != "s0 wins" {
		t.Fatalf("got %d results, interrupted %v; want 3 (outside, error, outside), not interrupted", len(results), interrupted)
	}
	stop := func(*GateRun, *Summary, Options) (bool, error) { return true, nil }
	if results, interrupted = PlayGates([]*GateRun{g1, g1}, "v", 2, stop); !interrupted || len(results) != 1 {
		t.Errorf("interrupted: got %d results, interrupted %v; want 1, true", len(results), interrupted)
	}
}
