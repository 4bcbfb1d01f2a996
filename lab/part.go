package lab

import (
	"fmt"
	"os"

	"github.com/tmntsim/tmntsim/internal/userfile"
	"github.com/tmntsim/tmntsim/scenarios"
)

// A PartFile is a file of a game that is not a setup to play but a part
// of one (a deck, a card set), recognized by its shape (Game.Part).
type PartFile struct {
	What  string        // what it is: "a TCG deck file"
	Brief string        // a line about it when it loads (tmntsim validate)
	Err   error         // why it does not load, nil when it does
	Use   string        // what plays it: "a match names it (...)"
	At    scenarios.Pos // where its shape shows (its cards key)
}

// Part returns the game of arg, a file without a top-level game key
// whose shape a game's Part recognizes, and what that file is; false for
// any other argument (an embedded name, a file of a game, a battle, a
// file that cannot be read: the games' loaders judge them).
func (gs Games) Part(arg string) (*Game, PartFile, bool) {
	if st, err := os.Stat(arg); err != nil || !st.Mode().IsRegular() {
		return nil, PartFile{}, false
	}
	data, err := userfile.Read(arg, userfile.MaxBattle)
	if err != nil {
		return nil, PartFile{}, false
	}
	return gs.partOf(arg, data)
}

// partOf is Part for the file arg whose bytes are data.
func (gs Games) partOf(arg string, data []byte) (*Game, PartFile, bool) {
	if _, p, err := scenarios.GameOf(arg, data); err != nil || !p.IsZero() {
		return nil, PartFile{}, false // a game key: the game's file
	}
	for i := range gs {
		if gs[i].Part == nil {
			continue
		}
		if p, ok := gs[i].Part(arg, data); ok {
			return &gs[i], p, true
		}
	}
	return nil, PartFile{}, false
}

// notASetup is the error of part file p of arg opened to be played: what
// it is, and what plays it.
func notASetup(arg string, data []byte, p PartFile) error {
	var errs scenarios.ErrorList
	scenarios.NewSource(arg, data, &errs).Errorf(p.At, "%s", fmt.Sprintf("%s, not a battle, match or table to play: %s", p.What, p.Use))
	return errs.Err()
}
