package main

import (
	"io"
	"slices"

	"github.com/tmntsim/tmntsim/reports"
	"github.com/tmntsim/tmntsim/scenarios"
	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
	munchkinpolicy "github.com/tmntsim/tmntsim/sim/munchkin/policy"
	"github.com/tmntsim/tmntsim/sim/munchkin/tablefile"
	"github.com/tmntsim/tmntsim/sim/tcg/deckfile"
	tcgpolicy "github.com/tmntsim/tmntsim/sim/tcg/policy"
	"github.com/tmntsim/tmntsim/stats"
)

// A game is one game tmntsim plays, as its files name it (`game:`). The
// Adventures system has no open functions: its battles take the commands'
// own path.
type game struct {
	name     string
	heading  string                                            // its part of tmntsim list
	embedded func() []string                                   // names of its embedded files
	open     func(name string) (sim.Setup, error)              // an embedded file
	load     func(file string, data []byte) (sim.Setup, error) // a file read from disk
	policies func() []string
	brief    func(setup sim.Setup) string                // what tmntsim validate says of a good file
	describe func(w io.Writer, setup sim.Setup) error    // what tmntsim show prints
	runText  func(w io.Writer, sum *stats.Summary) error // what tmntsim run prints after the summary's text (nil: nothing)
	schemas  []schemaKind                                // the kinds of its files (tmntsim schema)
}

// games are the games tmntsim knows, the default (adventures) first.
var games = []game{
	{name: scenarios.DefaultGame, schemas: battlefile.Kinds},
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
	i, data, err := scenarios.FindGame(arg, gameNames(), func(i int) []string {
		if games[i].embedded == nil {
			return nil
		}
		return games[i].embedded()
	})
	if err != nil || i < 0 || games[i].load == nil {
		return nil, nil, err
	}
	var setup sim.Setup
	if data != nil {
		setup, err = games[i].load(arg, data)
	} else {
		setup, err = games[i].open(arg)
	}
	return &games[i], setup, err
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
	names := battlefile.Embedded()
	for _, g := range games[1:] {
		names = append(names, g.embedded()...)
	}
	return names
}
