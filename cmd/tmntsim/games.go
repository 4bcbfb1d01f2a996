package main

import (
	"bytes"
	"cmp"
	"fmt"
	"io"
	"slices"

	"github.com/tmntsim/tmntsim/internal/textsafe"
	"github.com/tmntsim/tmntsim/lab"
	"github.com/tmntsim/tmntsim/reports"
	"github.com/tmntsim/tmntsim/scenarios"
	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
	"github.com/tmntsim/tmntsim/sim/adventures/policy"
	munchkinpolicy "github.com/tmntsim/tmntsim/sim/munchkin/policy"
	"github.com/tmntsim/tmntsim/sim/munchkin/tablefile"
	"github.com/tmntsim/tmntsim/sim/tcg/deckfile"
	tcgpolicy "github.com/tmntsim/tmntsim/sim/tcg/policy"
	"github.com/tmntsim/tmntsim/stats"
)

// A game is one game tmntsim plays, as its files name it (`game:`).
type game struct {
	name     string
	heading  string                                            // its part of tmntsim list
	embedded func() []string                                   // names of its embedded files
	open     func(name string) (sim.Setup, error)              // an embedded file
	load     func(file string, data []byte) (sim.Setup, error) // a file read from disk
	policies func() []string
	brief    func(setup sim.Setup) string                // what tmntsim validate says of a good file
	describe func(w io.Writer, setup sim.Setup) error    // what tmntsim show prints
	png      func(w io.Writer, setup sim.Setup) error    // the map tmntsim show --png draws (nil: none)
	warnings func(setup sim.Setup) scenarios.ErrorList   // what looks wrong in a good file (nil: nothing)
	runText  func(w io.Writer, sum *stats.Summary) error // what tmntsim run prints after the summary's text (nil: nothing)
	schemas  []schemaKind                                // the kinds of its files (tmntsim schema)
	run      lab.RunRules                                // how tmntsim run and log take its files (zero: a game's)
}

// games are the games tmntsim knows, the default (adventures) first.
var games = []game{
	{
		name:     scenarios.DefaultGame,
		embedded: battlefile.Embedded,
		open:     func(name string) (sim.Setup, error) { return openedBattle(battlefile.Open(name)) },
		load: func(file string, data []byte) (sim.Setup, error) {
			return openedBattle(battlefile.LoadBytes(file, data))
		},
		policies: policy.Names,
		brief: func(s sim.Setup) string {
			l := s.(battle).loaded
			return fmt.Sprintf("%s (%s)", l.Name, battlefile.Size(l.Battle))
		},
		describe: func(w io.Writer, s sim.Setup) error { return s.(battle).loaded.WriteText(w) },
		png:      func(w io.Writer, s sim.Setup) error { return s.(battle).loaded.WritePNG(w) },
		warnings: func(s sim.Setup) scenarios.ErrorList { return s.(battle).loaded.Warnings },
		schemas:  battlefile.Kinds,
		run: lab.RunRules{Noun: "battle", CSV: true, NothingWritten: true, Ready: readyBattle, ResumeError: battlefile.ResumeError, Replay: replayBattle,
			Refused: []lab.Refusal{{Flag: "first", Format: "--first: a match's (a TCG file's); a battle has no first player to swap"}}},
	},
	{
		name:     "tcg",
		heading:  "TMNT Trading Card Game matches (tmntsim run NAME)",
		embedded: deckfile.MatchNames,
		open: func(name string) (sim.Setup, error) {
			return deckfile.EmbeddedMatch(name, tcgpolicy.New)
		},
		load: func(file string, data []byte) (sim.Setup, error) {
			return deckfile.LoadMatch(file, data, scenarios.NextTo(file), tcgpolicy.New)
		},
		policies: tcgpolicy.Names,
		brief:    deckfile.Brief,
		describe: deckfile.Describe,
		schemas:  deckfile.Kinds,
	},
	{
		name:     "munchkin",
		heading:  "Munchkin TMNT tables (tmntsim run NAME)",
		embedded: tablefile.TableNames,
		open:     tablefile.EmbeddedSetup,
		load:     tablefile.LoadSetup,
		policies: munchkinpolicy.Names,
		brief:    tablefile.Brief,
		describe: tablefile.Describe,
		runText:  reports.WriteTableText,
		schemas:  tablefile.Kinds,
	},
}

func gameNames() []string {
	var out []string
	for _, g := range games {
		out = append(out, g.name)
	}
	return out
}

// openGame opens arg, a file or an embedded name, when it is a game other
// than the Adventures system, and returns its game too: it returns nil,
// nil, nil for an Adventures battle (or an argument only the Adventures path
// can judge). A file naming an unknown game is a positioned error.
func openGame(arg string) (*game, sim.Setup, error) {
	g, data, err := findGame(arg)
	if err != nil || g == &games[0] {
		return nil, nil, err
	}
	setup, err := g.opened(arg, data)
	return g, setup, err
}

// openArg opens arg, a file or an embedded name of any game ("": the
// default battle), and returns its game. A file naming an unknown game
// is a positioned error; a name no game embeds is the default game's to
// judge.
func openArg(arg string) (*game, sim.Setup, error) {
	g, data, err := findGame(arg)
	if err != nil {
		return nil, nil, err
	}
	setup, err := g.opened(arg, data)
	return g, setup, err
}

// findGame returns the game of arg (scenarios.FindGame), the default
// game's for a name no game embeds, and the file's bytes if it is a file.
func findGame(arg string) (*game, []byte, error) {
	i, data, err := scenarios.FindGame(arg, gameNames(), func(i int) []string { return games[i].embedded() })
	if err != nil {
		return nil, nil, err
	}
	return &games[max(i, 0)], data, nil
}

// opened opens arg of g: the file whose bytes are data, or with no data
// an embedded name.
func (g *game) opened(arg string, data []byte) (sim.Setup, error) {
	if data != nil {
		return g.load(arg, data)
	}
	return g.open(arg)
}

// gameRunText writes what the summary's game adds to the text of
// tmntsim run (game.runText), nothing for a game that adds nothing.
func gameRunText(w io.Writer, sum *stats.Summary) error {
	i := slices.IndexFunc(games, func(g game) bool { return g.name == sum.Schema().Game })
	if i < 0 || games[i].runText == nil {
		return nil
	}
	return games[i].runText(w, sum)
}

// embeddedNames returns the names of every game's embedded files, the
// Adventures system's battles first.
func embeddedNames() []string {
	var names []string
	for _, g := range games {
		names = append(names, g.embedded()...)
	}
	return names
}

// A battle is an Adventures battle opened as a game's setup: its heroes
// played by the default policy, and the file it was read from.
type battle struct {
	sim.Setup
	loaded *battlefile.Loaded
}

// openedBattle makes the battle opened l as a setup.
func openedBattle(l *battlefile.Loaded, err error) (sim.Setup, error) {
	if err != nil {
		return nil, err
	}
	return battle{newSetup(l.Battle, "", false), l}, nil
}

// Describe returns the battle's name and the source and hash of its file.
func (b battle) Describe() (name, source, hash string) {
	return b.loaded.Battle.Name, b.loaded.Source, b.loaded.Hash
}

// readyBattle makes the setup of a run of an opened battle: the heroes'
// policy the spec of the -p values (a summary's policies' when resumed),
// else the default, and the engine's invariants checked if check is set.
func readyBattle(opened sim.Setup, values []string, check bool) (sim.Setup, error) {
	specs, err := seatPolicies(opened, values, "--policy")
	if err != nil {
		return nil, err
	}
	return newSetup(opened.(battle).loaded.Battle, cmp.Or(specs[adventures.SeatHeroes], policy.Default), check), nil
}

// replayBattle plays battle index of a run again (lab.Replay), its
// play-by-play then its outcome as tmntsim log writes them
// (battlefile.Outcome).
func replayBattle(opened, setup sim.Setup, values []string, seed, index uint64) (func(w io.Writer, format string) error, error) {
	l := opened.(battle).loaded
	seats, spec, err := lab.ReplayPolicies(setup, values, l.Battle.Competitive == nil)
	if err != nil {
		return nil, err
	}
	var text bytes.Buffer
	rec, err := lab.Replay(&text, setup, seats, seed, index)
	if err != nil {
		return nil, gameError(err, "battle")
	}
	o := battlefile.NewOutcome(l, &rec, seed, index, spec, textsafe.Lines(text.String()))
	return o.Write, nil
}
