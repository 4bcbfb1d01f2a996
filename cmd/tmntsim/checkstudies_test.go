package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/battlegame"
)

// writeGates writes a gates file of text in a temporary directory and
// returns its path.
func writeGates(t *testing.T, text string) string {
	t.Helper()
	file := filepath.Join(t.TempDir(), "gates.yaml")
	if err := os.WriteFile(file, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return file
}

// compare and check take --check for every game: a Cooperative and a
// Competitive Mode battle, a match, a table and an adventure, compared
// and gated with their invariants checked after every step, break none
// (a setup that cannot check refuses the flag: lab's TestArgChecked and
// TestOpenGateCheck).
func TestStudiesCheckEveryGame(t *testing.T) {
	gates := writeGates(t, `gates:
  - battle: intro-brawl
    expect: 30%..90%
  - battle: foot-clan-ambush
    expect: 50%..
  - battle: genbu-v-seiryu
    expect: 5%..95%
  - battle: table-of-four
    expect: 5%..95%
  - battle: shell-shocked
    expect: 5%..95%
`)
	for _, args := range [][]string{
		{"compare", "intro-brawl", "-p", "greedy", "--vs", "random", "-n", "20"},
		{"compare", "foot-clan-ambush", "--vs", "villain=random", "-n", "20"},
		{"compare", "genbu-v-seiryu", "--vs", "genbu=random", "-n", "50"},
		{"compare", "table-of-four", "--vs", "seat1=random", "-n", "30"},
		{"compare", "shell-shocked", "-p", "greedy", "--vs", "random", "-n", "20"},
		{"check", "--file", gates, "--max-battles", "2000"},
	} {
		code, out, errs := runArgs(append(args, "--check", "--progress", "off", "--seed", "3")...)
		if code != exitOK || errs != "" || out == "" {
			t.Errorf("%v: exit %d, stderr %q, stdout:\n%s", args, code, errs, out)
		}
	}
}

// --check reaches the games compare and check play: a battle whose hero
// policy breaks an invariant (lifeCheat) is an error naming the battle
// with --check, and plays on without it.
func TestStudiesCheckReachesBattles(t *testing.T) {
	old := newSetup
	newSetup = func(b *adventures.Battle, spec string, check bool) sim.Setup {
		return cheatSetup{battlegame.Setup(b, spec, check)}
	}
	t.Cleanup(func() { newSetup = old })
	for _, c := range []struct {
		args []string
		want string // in stderr or stdout with --check
	}{
		{[]string{"compare", "intro-brawl", "-p", "first", "--vs", "random", "-n", "5", "-w", "1"}, "broke an engine invariant (--check): "},
		{[]string{"check", "intro-brawl", "--expect", "..90%", "--max-battles", "20", "-w", "1"}, "broke an engine invariant"},
	} {
		code, _, errs := runArgs(append(c.args, "--progress", "off")...)
		if code != exitOK {
			t.Errorf("%v without --check: exit %d, stderr %q", c.args, code, errs)
		}
		code, out, errs := runArgs(append(c.args, "--check", "--progress", "off")...)
		if code != exitError || !strings.Contains(out+errs, c.want) {
			t.Errorf("%v --check: exit %d, stderr %q, stdout:\n%s\nwant exit %d and %q", c.args, code, errs, out, exitError, c.want)
		}
	}
}
