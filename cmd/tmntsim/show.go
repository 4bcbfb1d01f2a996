package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/spf13/pflag"

	"github.com/tmntsim/tmntsim/internal/textsafe"
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
	fs.Usage = func() { showHelp(e.stdout, fs) }
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
		return fail(e, readError(fs.Arg(0), err))
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

func showHelp(w io.Writer, fs *pflag.FlagSet) {
	fmt.Fprintf(w, `Usage: tmntsim show [flags] [BATTLE]

Draws a battle's map as text: the symbols of the battle file, with the heroes
(1, 2, ...), the villain figures (a capital letter per type) and carried
characters or items (*) at their start spaces, the tokens of the map's
tokens list (spawn S, exit E, objective o, door D, computer C, hero start H,
a camera as an arrow ^ > v < pointing where it faces; another sign when the
map uses that one), lines between the spaces, column letters and row numbers
on the border, and legends of the terrain, the tokens, the figures, the
villains that start unaware and what wakes them, the lines, the cameras and
the win and loss conditions. Coordinates are written like c4: column c, row 4
counted from the top.

A TCG match (game: tcg) or a Munchkin table (game: munchkin) has no map: show
describes it in words (its seats, decks or Characters, policies and options).

BATTLE is a battle, match or table file, or the name of an embedded one
(tmntsim list);
without it, the default battle (%s).

Flags:
`, battlefile.Default)
	fmt.Fprint(w, fs.FlagUsages())
	fmt.Fprint(w, `
Examples:
  # The default battle
  tmntsim show

  # An embedded battle, also as a picture
  tmntsim show rooftop-showdown --png rooftop.png

  # A battle being written
  tmntsim show my-battle.yaml
`)
}
