package lab

import (
	"fmt"
	"strings"

	"github.com/tmntsim/tmntsim/internal/userfile"
)

// CheckGateArgs checks the arguments of tmntsim check: one battle (match,
// table) on the command line with def's expect, or a gates file, not
// both.
func CheckGateArgs(def GateSpec, file string, args []string) error {
	switch {
	case file == "" && len(args) > 1:
		return Usagef("check: one battle at a time (got %s); use --file for several", strings.Join(args, " "))
	case file != "" && len(args) > 0:
		return Usagef("check: give battles in --file %s or as an argument, not both (got %s)", file, strings.Join(args, " "))
	case file == "" && def.Expect == "":
		return Usagef("check: --expect LO..HI is required (e.g. --expect 45%%..55%%), or --file with gates")
	}
	return nil
}

// GateSpecs returns the gates of tmntsim check's arguments (CheckGateArgs):
// def of the battle args names (none: the default), or those of the gates
// file, def giving their defaults (ReadGates).
func GateSpecs(def GateSpec, file string, args []string, embedded func(name string) bool) ([]GateSpec, error) {
	if file == "" {
		if len(args) > 0 {
			def.Battle = args[0]
		}
		return []GateSpec{def}, nil
	}
	data, err := userfile.Read(file, userfile.MaxBattle)
	if err != nil {
		return nil, fmt.Errorf("--file: %w", err)
	}
	return ReadGates(file, data, def, embedded)
}

// Who says whose wins g counts, in its schema's words: the focus seat's
// ("heroes win", "genbu wins"); the heroes' of a gate that could not be
// opened.
func (g *GateRun) Who() string {
	if g.Err != nil {
		return "heroes win"
	}
	return GameWords(g.Setup.Schema()).Wins
}

// PlayGates plays gates in turn (Result, then play, then Done), each until
// its test decides or its max-battles, with version and workers; play
// plays a gate's games of o into sum and reports whether it was
// interrupted, and the run's failure. It returns the gates' evidence, and
// interrupted when a gate was: that gate undecided, those after it
// unplayed.
func PlayGates(gates []*GateRun, version string, workers int, play func(g *GateRun, sum *Summary, o Options) (interrupted bool, err error)) (results []*GateResult, interrupted bool) {
	for _, g := range gates {
		r, o := g.Result(g.Who(), version, workers)
		results = append(results, r)
		if g.Err != nil {
			continue
		}
		sum := NewSummary(g.Setup, o)
		stopped, err := play(g, sum, o)
		g.Done(r, sum, err)
		if stopped && err == nil {
			return results, true
		}
	}
	return results, false
}
