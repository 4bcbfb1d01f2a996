package lab

import (
	"io"

	"github.com/tmntsim/tmntsim/sim"
)

// A Logger is a Game that can write a line for every event of the games
// it plays (the Adventures engine's play-by-play).
type Logger interface {
	SetLog(w io.Writer)
}

// Replay plays game index of the run of seed of setup with the seats'
// policies specs, exactly as a worker of Run plays it (the same game
// construction, the same seed), writing its events to w if the game is a
// Logger, and returns its record.
func Replay(w io.Writer, setup sim.Setup, specs []string, seed, index uint64) (sim.Record, error) {
	var rec sim.Record
	g, err := setup.NewGame(specs)
	if err != nil {
		return rec, err
	}
	if l, ok := g.(Logger); ok {
		l.SetLog(w)
	}
	return rec, PlayOne(g, seed, index, &rec)
}
