package lab

import (
	"os"

	"github.com/tmntsim/tmntsim/internal/userfile"
	"github.com/tmntsim/tmntsim/sim"
)

// OpenFileSubject returns the subject of a sweep or a tune (cmd) of the
// number at path of source, a file of game opened as setup, its seats
// played by what specs returns (values: the -p values): FileSubject of the
// file's bytes, read from disk, or, when path is the players of a
// SeatsVariant, of no bytes, each number of seats with its own specs. An
// embedded file, whose numbers cannot be changed, is a usage error.
func OpenFileSubject(cmd, source, game string, setup sim.Setup, path string, specs func() ([]string, error), values []string,
	load func(file string, data []byte) (sim.Setup, error)) (Subject, error) {
	_, players := setup.(SeatsVariant)
	players = players && path == "players"
	var data []byte
	if !players {
		if _, err := os.Stat(source); err != nil {
			return Subject{}, Usagef("%s: %s is an embedded %s file; %s changes a number of a file, so give a file", cmd, source, game, cmd)
		}
		var err error
		if data, err = userfile.Read(source, userfile.MaxBattle); err != nil {
			return Subject{}, err
		}
	}
	sp, err := specs()
	if err != nil {
		return Subject{}, err
	}
	s := FileSubject(source, game, setup, data, sp, values, load)
	if players {
		s.Specs = nil // each number of seats has its own
	}
	return s, nil
}
