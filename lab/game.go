package lab

import (
	"io"

	"github.com/tmntsim/tmntsim/scenarios"
	"github.com/tmntsim/tmntsim/sim"
)

// A Game is one game tmntsim plays, as its files name it (`game:`): how
// its files open and what the commands say of them. Each game's package
// offers its entry; the command lists them (Games).
type Game struct {
	Name     string
	Heading  string                                            // its part of tmntsim list
	Embedded func() []string                                   // names of its embedded files
	Open     func(name string) (sim.Setup, error)              // an embedded file
	Load     func(file string, data []byte) (sim.Setup, error) // a file read from disk
	Policies func() []string
	Brief    func(setup sim.Setup) string              // what tmntsim validate says of a good file
	Describe func(w io.Writer, setup sim.Setup) error  // what tmntsim show prints
	PNG      func(w io.Writer, setup sim.Setup) error  // the map tmntsim show --png draws (nil: none)
	Warnings func(setup sim.Setup) scenarios.ErrorList // what looks wrong in a good file (nil: nothing)
	Schemas  []scenarios.Kind                          // the kinds of its files (tmntsim schema)
	Run      RunRules                                  // how tmntsim run and log take its files (zero: a game's)
	// Deck returns the cards an impact study of a setup of the game (as
	// its deck study opens it) blanks; nil: the game offers no card
	// variants.
	Deck func(setup sim.Setup) Deck
	// DeckSetup returns the setup of an opened file for a study of decks
	// (Games.OpenDeck), with allies its ally cards too, or nil when it has
	// no deck; nil: the game's setups are its deck studies' as opened.
	DeckSetup func(setup sim.Setup, allies bool) sim.Setup
	// Villain reports whether a check's gate of an opened file names the
	// policy of a villain player beside the heroes'; nil: the game's gates
	// are a game's, not a battle's (NewGateRun).
	Villain func(opened sim.Setup) bool
	// Tour, if not nil, returns the rules of a tournament of an opened
	// file the game's own way (an Adventures battle's: each hero policy
	// in a setup made for it); nil: a game's (GameTour).
	Tour func(opened sim.Setup) TourRules
	// Check, if not nil, returns a copy of setup, a setup of the game as
	// a comparison of its seats plays it (Arg.SeatsSetup: a competitive
	// battle's), whose games check the engine's invariants; nil: its
	// setups check as WithCheck says (CheckSetup).
	Check func(setup sim.Setup) sim.Setup
	// Part, if not nil, recognizes by its shape a file of the game that
	// is a part of a setup rather than one (a deck, a card set) and has
	// no top-level game key: false when data is not one; else what it
	// is, and its brief or why it does not load (tmntsim validate checks
	// it; the commands that play a file say what plays it instead).
	Part func(file string, data []byte) (PartFile, bool)
}

// Games are the games of a program, the default (its files need no
// `game:` key) first.
type Games []Game

// Names returns the games' names, in order.
func (gs Games) Names() []string {
	var out []string
	for _, g := range gs {
		out = append(out, g.Name)
	}
	return out
}

// Find returns the game of arg, a file or an embedded name
// (scenarios.FindGame): the default game for "" or a name no game
// embeds, and the file's bytes if it is a file. A file naming an
// unknown game is a positioned error, and so is a part of a setup (a
// deck, a card set: Game.Part), saying what plays it.
func (gs Games) Find(arg string) (*Game, []byte, error) {
	i, data, err := scenarios.FindGame(arg, gs.Names(), func(i int) []string { return gs[i].Embedded() })
	if err != nil {
		return nil, nil, err
	}
	if data != nil && i <= 0 {
		if _, p, ok := gs.partOf(arg, data); ok {
			return nil, nil, notASetup(arg, data, p)
		}
	}
	return &gs[max(i, 0)], data, nil
}

// Open opens arg, a file or an embedded name of any game ("": the
// default game's default file), and returns its game (Find): a name no
// game embeds is the default game's to judge.
func (gs Games) Open(arg string) (*Game, sim.Setup, error) {
	g, data, err := gs.Find(arg)
	if err != nil {
		return nil, nil, err
	}
	setup, err := g.Opened(arg, data)
	return g, setup, err
}

// Embedded returns the names of every game's embedded files, in order.
func (gs Games) Embedded() []string {
	var names []string
	for _, g := range gs {
		names = append(names, g.Embedded()...)
	}
	return names
}

// Kinds returns the kinds of every game's files, in order.
func (gs Games) Kinds() []scenarios.Kind {
	var out []scenarios.Kind
	for _, g := range gs {
		out = append(out, g.Schemas...)
	}
	return out
}

// Opened opens arg of g: the file whose bytes are data, or with no data
// an embedded name.
func (g *Game) Opened(arg string, data []byte) (sim.Setup, error) {
	if data != nil {
		return g.Load(arg, data)
	}
	return g.Open(arg)
}
