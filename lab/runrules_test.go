package lab

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/simtest"
)

// A game's runs refuse the battles' --ci-method and CSV; a battle's refuse
// what its rules name, without the game's name where the words have none.
func TestRunRulesRefuse(t *testing.T) {
	battle := RunRules{Noun: "battle", CSV: true, Refused: []Refusal{{"first", "--first: not a battle's"}}}
	for _, c := range []struct {
		rules  RunRules
		set    string
		format string
		want   string
	}{
		{RunRules{}.Or(), "check", "text", ""},
		{RunRules{}.Or(), "ci-method", "json", "--ci-method: the Adventures system's alone; a tcg run does not take it"},
		{RunRules{}.Or(), "", "csv", `--format: unknown format "csv" for a tcg run (known: text, json)`},
		{RunRules{}.Or(), "first", "text", ""},
		{battle.Or(), "first", "csv", "--first: not a battle's"},
		{battle.Or(), "check", "csv", ""},
	} {
		err := c.rules.Refuse(func(f string) bool { return f == c.set }, c.format, "tcg")
		if got := errorText(err); got != c.want {
			t.Errorf("%s %s: got %q, want %q", c.rules.Noun, c.set, got, c.want)
		} else if _, ok := err.(*UsageError); err != nil && !ok {
			t.Errorf("%s %s: %v is not a usage error", c.rules.Noun, c.set, err)
		}
	}
}

// checkable is a game whose engine checks invariants (a CheckSetup):
// game 5 breaks one when checked.
type checkable struct{ *simtest.Setup }

func (c checkable) WithCheck(on bool) sim.Setup {
	s := *c.Setup
	s.Check, s.ViolateAt = on, 5
	return checkable{&s}
}

// A game's run with --check plays a setup made with its engine's checks
// on, whose broken invariant ends the run with a GameError; a setup whose
// engine checks nothing refuses --check, naming its game; without
// --check the opened setup is played as it is.
func TestGameRunCheck(t *testing.T) {
	opened := checkable{simtest.New(0.5)}
	ready, err := GameRun.Ready(opened, nil, true)
	if err != nil {
		t.Fatal(err)
	}
	_, err = Run(context.Background(), ready, Options{Seed: 1, Games: 10, Workers: 1})
	var ge *GameError
	if !errors.As(err, &ge) || ge.Index != 5 {
		t.Errorf("checked run: got %v, want a GameError of game 5", err)
	}
	if opened.Check {
		t.Error("readying the run changed the opened setup")
	}
	if s, err := GameRun.Ready(opened, nil, false); err != nil || s != sim.Setup(opened) {
		t.Errorf("unchecked: got %v, %v; want the opened setup", s, err)
	}
	_, err = GameRun.Ready(simtest.New(0.5), nil, true)
	var u *UsageError
	if !errors.As(err, &u) || !strings.Contains(err.Error(), "--check: not for a simtest (yet); its games check no invariants") {
		t.Errorf("an engine without checks: got %v, want --check refused", err)
	}
}

// A study's setup of a file is checked by its game's Check where the game
// has one (a competitive battle's deck setup), else as WithCheck makes it:
// a CheckSetup's copy, or an error naming --check; without --check it is
// played as it is. CanCheck says which setups a gate may check.
func TestArgChecked(t *testing.T) {
	plain := simtest.New(0.5)
	hooked := &Game{Name: "battle", Check: func(s sim.Setup) sim.Setup { return checkable{s.(*simtest.Setup)}.WithCheck(true) }}
	for _, c := range []struct {
		name    string
		a       Arg
		setup   sim.Setup
		checked bool   // the setup returned is a checked copy
		err     string // the error, "" for none
		can     bool   // CanCheck
	}{
		{"game's Check", Arg{Game: hooked}, plain, true, "", true},
		{"CheckSetup", Arg{Game: &Game{Name: "tcg"}}, checkable{plain}, true, "", true},
		{"cannot check", Arg{Game: &Game{Name: "adventure"}}, plain, false, "--check: not for a simtest (yet); its games check no invariants", false},
	} {
		s, err := c.a.Checked(c.setup, true)
		if got := errorText(err); got != c.err {
			t.Errorf("%s: error %q, want %q", c.name, got, c.err)
		}
		if c.checked && (s == nil || !s.(checkable).Check) {
			t.Errorf("%s: got %v, want a checked copy", c.name, s)
		}
		if got := CanCheck(c.a.Game, c.setup); got != c.can {
			t.Errorf("%s: CanCheck %v, want %v", c.name, got, c.can)
		}
		if s, err := c.a.Checked(c.setup, false); err != nil || s != c.setup {
			t.Errorf("%s unchecked: got %v, %v; want the setup itself", c.name, s, err)
		}
	}
	if plain.Check {
		t.Error("checking changed the setup given")
	}
	if got, want := errorText(NoCheck("gates.yaml:3:9", plain)), "gates.yaml:3:9: --check: not for a simtest (yet); its games check no invariants"; got != want {
		t.Errorf("NoCheck at a gate: got %q, want %q", got, want)
	}
}
