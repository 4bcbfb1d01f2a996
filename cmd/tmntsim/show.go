package main

import (
	"io"
	"strings"

	"github.com/tmntsim/tmntsim/internal/textsafe"
	"github.com/tmntsim/tmntsim/scenarios"
	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
)

func init() {
	register(&command{
		name:    "show",
		summary: "draw a battle's map with its figures, as text or PNG",
		run:     runShow,
	})
}

func runShow(e *env, args []string) int {
	fs := newFlagSet(e, "show")
	pngFile := fs.String("png", "", "also draw the map as a PNG picture in `FILE`")
	fs.Usage = func() { writeHelp(e.stdout, "show", fs, map[string]any{"Default": battlefile.Default}) }
	if code, done := parseFlags(e, fs, args); done {
		return code
	}
	if fs.NArg() > 1 {
		return fail(e, usagef("show: one battle at a time, got %d (tmntsim show [BATTLE])", fs.NArg()))
	}
	if err := checkOut("--png", *pngFile); err != nil {
		return fail(e, err)
	}
	if g, setup, err := openGame(fs.Arg(0)); err != nil {
		return fail(e, scenarios.ReadError(fs.Arg(0), err))
	} else if setup != nil {
		return showGame(e, g, setup, *pngFile)
	}
	l, err := openBattle(fs.Arg(0))
	if err != nil {
		return fail(e, err)
	}
	var text strings.Builder
	if err := l.WriteText(&text); err != nil {
		return fail(e, err)
	}
	if _, err := io.WriteString(e.stdout, textsafe.Lines(text.String())); err != nil {
		return fail(e, err)
	}
	if *pngFile != "" {
		if err := writeOut("--png", *pngFile, l.WritePNG); err != nil {
			return fail(e, err)
		}
	}
	return exitOK
}

// showGame is "tmntsim show" of a game other than the Adventures system:
// its description in words, as its game writes it; such games have no map.
func showGame(e *env, g *game, setup sim.Setup, pngFile string) int {
	if pngFile != "" {
		return fail(e, usagef("--png: a %s file has no map to draw", g.name))
	}
	var text strings.Builder
	if err := g.describe(&text, setup); err != nil {
		return fail(e, err)
	}
	if _, err := io.WriteString(e.stdout, textsafe.Lines(text.String())); err != nil {
		return fail(e, err)
	}
	return exitOK
}
