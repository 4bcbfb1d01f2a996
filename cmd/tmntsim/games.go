package main

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"

	"github.com/tmntsim/tmntsim/internal/userfile"
	"github.com/tmntsim/tmntsim/reports"
	"github.com/tmntsim/tmntsim/scenarios"
	"github.com/tmntsim/tmntsim/sim"
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
}

// games are the games tmntsim knows, the default (adventures) first.
var games = []game{
	{name: scenarios.DefaultGame},
	{
		name:     "tcg",
		heading:  "TMNT Trading Card Game matches (tmntsim run NAME)",
		embedded: deckfile.MatchNames,
		open: func(name string) (sim.Setup, error) {
			return deckfile.EmbeddedMatch(name, tcgpolicy.New)
		},
		load: func(file string, data []byte) (sim.Setup, error) {
			return deckfile.LoadMatch(file, data, nextTo(file), tcgpolicy.New)
		},
		policies: tcgpolicy.Names,
		brief:    deckfile.Brief,
		describe: deckfile.Describe,
	},
	{
		name:     "munchkin",
		heading:  "Munchkin TMNT tables (tmntsim run NAME)",
		embedded: tablefile.TableNames,
		open:     tablefile.EmbeddedSetup,
		load: func(file string, data []byte) (sim.Setup, error) {
			t, err := tablefile.LoadTable(file, data, nextTo(file))
			if err != nil {
				return nil, err
			}
			return t.Lab(), nil
		},
		policies: munchkinpolicy.Names,
		brief:    tablefile.Brief,
		describe: tablefile.Describe,
		runText:  reports.WriteTableText,
	},
}

// nextTo returns a reader of the files a file names, relative to it.
func nextTo(file string) func(string) ([]byte, error) {
	return func(name string) ([]byte, error) {
		if !filepath.IsAbs(name) {
			name = filepath.Join(filepath.Dir(file), name)
		}
		return userfile.Read(name, userfile.MaxBattle)
	}
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
	if arg == "" {
		return nil, nil, nil
	}
	if _, err := os.Stat(arg); err == nil {
		data, err := userfile.Read(arg, userfile.MaxBattle)
		if err != nil {
			return nil, nil, err
		}
		name, pos, err := scenarios.GameOf(arg, data)
		if err != nil {
			return nil, nil, err
		}
		i := slices.IndexFunc(games, func(g game) bool { return g.name == name })
		switch {
		case i < 0:
			return nil, nil, scenarios.UnknownGame(arg, data, name, pos, gameNames())
		case games[i].load == nil:
			return nil, nil, nil
		}
		setup, err := games[i].load(arg, data)
		return &games[i], setup, err
	} else if !errors.Is(err, fs.ErrNotExist) {
		return nil, nil, fmt.Errorf("%s: %w", arg, err)
	}
	for i, g := range games {
		if g.embedded != nil && slices.Contains(g.embedded(), arg) {
			setup, err := g.open(arg)
			return &games[i], setup, err
		}
	}
	return nil, nil, nil
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
