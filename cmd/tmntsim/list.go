package main

import (
	"github.com/tmntsim/tmntsim/reports"
	"github.com/tmntsim/tmntsim/sim/adventures/villaindeck/cardfile"
	"github.com/tmntsim/tmntsim/sim/munchkin/tablefile"
	"github.com/tmntsim/tmntsim/sim/tcg/deckfile"
)

func runList(e *env, args []string) int {
	fs := flagSet(e, "list", "", nil)
	fs.UseAs("format", "`format` on stdout: text or json", "text", "json")
	if code, done := parse(e, fs, args, false); done {
		return code
	}
	if fs.NArg() > 0 {
		return fail(e, usagef("list: unexpected argument %q (tmntsim list takes no arguments)", fs.Arg(0)))
	}
	if err := fs.Check(); err != nil {
		return fail(e, err)
	}
	vs, err := cardfile.Embedded()
	if err != nil {
		return fail(e, err)
	}
	var decks []string
	for _, d := range vs.Decks {
		decks = append(decks, d.Name)
	}
	j, err := reports.NewList(games[1:], decks, map[string][]reports.ListedParts{
		"tcg":      {{What: "decks", Use: "a match's seats: {deck: NAME}", Names: deckfile.DeckNames()}},
		"munchkin": {{What: "card sets", Use: "a table's deck: NAME", Names: []string{tablefile.DefaultDeckName}}},
	})
	if err == nil && fs.String("format") == "json" {
		err = reports.WriteJSON(e.stdout, j)
	} else if err == nil {
		err = j.WriteText(e.stdout)
	}
	return exitWith(e, err)
}
