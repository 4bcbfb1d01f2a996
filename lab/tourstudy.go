package lab

import (
	"cmp"
	"path/filepath"
	"slices"
	"strings"

	"github.com/tmntsim/tmntsim/sim"
)

// TourRules are how a tournament of a file of a game is played and
// named: the game's own (Game.Tour, an Adventures battle's) or a game's
// (GameTour).
type TourRules struct {
	Files string // what its files are called in the error of two at once: "battle", "match or table"
	// Name and Source name the file in the output: the game's name and
	// where it was read from.
	Name, Source string
	Default      string // the focus seat's policies when none are named, comma-separated
	Check        bool   // it takes --check (Setup checks the engine's invariants)
	// Coop: the focus seat is the only one a policy plays (a Cooperative
	// Mode battle, whose villains the rules' AI plays); a comparison
	// plays it by that seat's policy (Setup), in a battle's words.
	Coop  bool
	Focus int // the seat whose policies are compared
	// Base returns the specs of the seats from the SEAT=SPEC values of
	// -p (the focus seat's is replaced by each policy's).
	Base func(seats []string) ([]string, error)
	// Setup makes the setup a policy of the focus seat plays in, the
	// engine's invariants checked if check.
	Setup func(policy string, check bool) sim.Setup
	// Valid, if not nil, checks a policy of the focus seat on its own;
	// nil: a game is made with it at the focus seat (TourField.Check).
	Valid func(policy string) error
}

// GameTour returns the tournament rules of an opened file a of a game
// without rules of its own: the focus seat's policies in the one setup
// opened, by default the first max of the game's, named after the file,
// the other seats' from -p SEAT=SPEC (an error naming --policies), its
// engine's invariants checked on --check where the engine checks them
// (CheckSetup).
func GameTour(a Arg, max int) TourRules {
	names := a.Game.Policies()
	return TourRules{
		Files: "match or table",
		Name:  strings.TrimSuffix(filepath.Base(a.Arg), filepath.Ext(a.Arg)), Source: a.Arg,
		Default: strings.Join(names[:min(len(names), max)], ","),
		Focus:   a.Setup.Schema().Focus,
		Base:    func(seats []string) ([]string, error) { return FlagPolicies(a.Setup, seats, "--policies") },
		Check:   isCheckSetup(a.Setup),
		Setup: func(_ string, check bool) sim.Setup {
			s, _ := WithCheck(a.Setup, check && isCheckSetup(a.Setup))
			return s
		},
	}
}

// TourRulesOf returns the tournament rules of a: its game's (Game.Tour),
// or a game's (GameTour).
func TourRulesOf(a Arg, max int) TourRules {
	if a.Game.Tour != nil {
		return a.Game.Tour(a.Setup)
	}
	return GameTour(a, max)
}

// CoopArgs reports whether the files gs of a comparison are compared by
// their focus seat's policy alone: any of them is a Cooperative Mode
// battle (TourRules.Coop; a competitive battle beside it plays as one
// too).
func CoopArgs(gs []Arg) bool {
	return slices.ContainsFunc(gs, func(a Arg) bool { return TourRulesOf(a, 0).Coop })
}

// A TourStudy is a tournament readied from its command line: its rules,
// the field it plays on and the focus seat's policies asked for.
type TourStudy struct {
	TourRules
	Field    TourField
	Policies string // comma-separated, as given or the rules' default
	max      int    // the most policies it compares
}

// OpenTour readies the tournament of gs, the files of its command line
// (one at a time), by their rules (TourRulesOf): at most max of the
// focus seat's policies, those of the -p values seats (the rules' default
// when none is given), against the other seats' SEAT=SPEC, with the
// engine's invariants checked if check. A game that does not take --check refuses
// it when changed says it was given.
func OpenTour(gs []Arg, seats *SeatValues, max int, check bool, changed func(flag string) bool) (*TourStudy, error) {
	r := TourRulesOf(gs[0], max)
	if len(gs) > 1 {
		var args []string
		for _, a := range gs {
			args = append(args, a.Arg)
		}
		return nil, Usagef("tournament: one %s at a time (got %s)", r.Files, strings.Join(args, " "))
	}
	if !r.Check {
		if err := RefuseFlags(changed, gs[0].Setup.Schema().Game, "check"); err != nil {
			return nil, err
		}
	}
	t := &TourStudy{TourRules: r, Policies: cmp.Or(seats.Bare, r.Default), max: max}
	base, err := r.Base(seats.Seats)
	if err != nil {
		return nil, err
	}
	t.Field = TourField{Focus: r.Focus, Base: base, SetupOf: func(p string) sim.Setup { return r.Setup(p, check) }}
	if len(seats.Seats) > 0 {
		t.Name += ", " + strings.Join(seats.Seats, " ")
	}
	return t, nil
}

// Entrants returns the focus seat's policies of the study (TourPolicies:
// at least 2, at most OpenTour's max, each once, each valid at the focus
// seat).
func (t *TourStudy) Entrants() ([]string, error) {
	valid := t.Valid
	if valid == nil {
		valid = t.Field.Check
	}
	return TourPolicies(t.Policies, t.max, valid)
}
