// Package battlegame is the Adventures system's battles as a game of the
// lab: their entry in tmntsim's games (NewEntry), the seats' policies of
// a battle's studies (SeatSpecs, Subjects) and a battle report's runs
// (ReportRuns). It joins battlefile and the policies: the policies' tests
// read battle files, so battlefile may not import the policies.
package battlegame

import (
	"bytes"
	"cmp"
	"fmt"
	"io"

	"github.com/tmntsim/tmntsim/internal/textsafe"
	"github.com/tmntsim/tmntsim/lab"
	"github.com/tmntsim/tmntsim/scenarios"
	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile/cards"
	"github.com/tmntsim/tmntsim/sim/adventures/policy"
)

// A SetupFunc makes the sim.Setup of a run of battle b: the heroes played
// by policy spec, the engine's invariants checked if check is set
// (Setup; tests give a fake game).
type SetupFunc func(b *adventures.Battle, spec string, check bool) sim.Setup

// Setup is the SetupFunc of the engine and its policies (policy.NewSetup).
func Setup(b *adventures.Battle, spec string, check bool) sim.Setup {
	s := policy.NewSetup(b, spec)
	s.Check = check
	return s
}

// An Opened is a battle opened as a game's setup: its heroes played by
// the default policy, and the file it was read from.
type Opened struct {
	sim.Setup
	Loaded *battlefile.Loaded
}

// Describe returns the battle's name and the source and hash of its file.
func (o Opened) Describe() (name, source, hash string) {
	return o.Loaded.Battle.Name, o.Loaded.Source, o.Loaded.Hash
}

// InputFiles returns the files the battle was read from
// (battlefile.Loaded.InputFiles).
func (o Opened) InputFiles() []string { return o.Loaded.InputFiles() }

// NewEntry returns the Adventures system's entry in tmntsim's games (the
// default game: a file without `game:` is a battle), its setups made by
// setup.
func NewEntry(setup SetupFunc) lab.Game {
	opened := func(l *battlefile.Loaded, err error) (sim.Setup, error) {
		if err != nil {
			return nil, err
		}
		return Opened{setup(l.Battle, "", false), l}, nil
	}
	return lab.Game{
		Name:     scenarios.DefaultGame,
		Embedded: battlefile.Embedded,
		Open:     func(name string) (sim.Setup, error) { return opened(battlefile.Open(name)) },
		Load:     func(file string, data []byte) (sim.Setup, error) { return opened(battlefile.LoadBytes(file, data)) },
		Policies: policy.Names,
		Brief: func(s sim.Setup) string {
			l := s.(Opened).Loaded
			return fmt.Sprintf("%s (%s)", l.Name, battlefile.Size(l.Battle))
		},
		Describe: func(w io.Writer, s sim.Setup) error { return s.(Opened).Loaded.WriteText(w) },
		PNG:      func(w io.Writer, s sim.Setup) error { return s.(Opened).Loaded.WritePNG(w) },
		Warnings: func(s sim.Setup) scenarios.ErrorList { return s.(Opened).Loaded.Warnings },
		Schemas:  battlefile.Kinds,
		Run: lab.RunRules{Noun: "battle", CSV: true, NothingWritten: true, Ready: setup.ready, ResumeError: battlefile.ResumeError, Replay: replay,
			Refused: []lab.Refusal{{Flag: "first", Format: "--first: a match's (a TCG file's); a battle has no first player to swap"}}},
		Deck: func(s sim.Setup) lab.Deck { return cards.Deck(s.(*policy.Setup)) },
		DeckSetup: func(s sim.Setup, allies bool) sim.Setup {
			if d := cards.DeckSetup(s.(Opened).Loaded, allies); d != nil {
				return d
			}
			return nil
		},
		Villain: func(s sim.Setup) bool { return s.(Opened).Loaded.Battle.Competitive != nil },
		Tour:    setup.tour,
		Check:   checked,
	}
}

// tour returns the rules of a tournament of an opened battle: its
// heroes' policies, each in a setup of its own made by setup, by default
// lab.DefaultTourPolicies, the other seats' from -p SEAT=SPEC
// (SeatSpecs), named by the battle's name and source, in a battle's
// words.
func (setup SetupFunc) tour(opened sim.Setup) lab.TourRules {
	l := opened.(Opened).Loaded
	return lab.TourRules{
		Files: "battle", Name: l.Name, Source: l.Source,
		Default: lab.DefaultTourPolicies, Check: true, Coop: l.Battle.Competitive == nil, Focus: adventures.SeatHeroes,
		Base:  func(seats []string) ([]string, error) { return SeatSpecs(l.Battle, "", seats) },
		Setup: func(p string, check bool) sim.Setup { return setup(l.Battle, p, check) },
		Valid: func(p string) error { _, err := policy.New(p); return err },
	}
}

// ready makes the setup of a run of an opened battle: the heroes' policy
// the spec of the -p values (a summary's policies' when resumed), else
// the default, and the engine's invariants checked if check is set.
func (setup SetupFunc) ready(opened sim.Setup, values []string, check bool) (sim.Setup, error) {
	specs, err := seatPolicies(opened, values)
	if err != nil {
		return nil, err
	}
	return setup(opened.(Opened).Loaded.Battle, cmp.Or(specs[adventures.SeatHeroes], policy.Default), check), nil
}

// checked returns a copy of s, a battle's setup as a comparison of its
// seats plays it (its deck setup), whose games check the engine's
// invariants.
func checked(s sim.Setup) sim.Setup {
	c := *s.(*policy.Setup)
	c.Check = true
	return &c
}

// replay plays battle index of a run again (lab.Replay), its
// play-by-play then its outcome as tmntsim log writes them (Outcome).
func replay(opened, setup sim.Setup, values []string, seed, index uint64) (func(w io.Writer, format string) error, error) {
	l := opened.(Opened).Loaded
	seats, spec, err := lab.ReplayPolicies(setup, values, l.Battle.Competitive == nil)
	if err != nil {
		return nil, err
	}
	var text bytes.Buffer
	rec, err := lab.Replay(&text, setup, seats, seed, index)
	if err != nil {
		return nil, lab.Worded(err, "battle")
	}
	o := battlefile.NewOutcome(l, &rec, seed, index, spec, textsafe.Lines(text.String()))
	return o.Write, nil
}
