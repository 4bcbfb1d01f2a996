package main

import (
	"cmp"
	"context"
	"fmt"
	"github.com/tmntsim/tmntsim/internal/plural"

	"github.com/tmntsim/tmntsim/internal/cli"
	"github.com/tmntsim/tmntsim/lab"
	"github.com/tmntsim/tmntsim/reports"
	"github.com/tmntsim/tmntsim/sim/tcg/deckfile"
	tcgpolicy "github.com/tmntsim/tmntsim/sim/tcg/policy"
)

// doMatrix is "tmntsim matrix" with args, stopped early by cancelling ctx:
// every pair of decks, in each order, on the same seeds.
func doMatrix(ctx context.Context, e *env, args []string) int {
	fs := flagSet(e, "matrix", "game", map[string]any{"Max": deckfile.MaxMatrixDecks, "Decks": deckfile.DeckNames(), "Policy": deckfile.DefaultMatrixPolicy})
	fs.UseGameStudy(10000, "of each pair of decks in each order, game i of all from the same seed",
		"`DECK=SPEC`: a deck's policy (repeatable); a bare SPEC is every deck's (default "+deckfile.DefaultMatrixPolicy+")")
	fs.Add(cli.Flag{Name: "gauntlet", Usage: "play only `DECK` (a deck given, or one more) against each other deck, and rank them"})
	fs.UseAs("format", "`format` of the result on stdout: text, json or csv (one row per cell)")
	fs.UseAs("out", "also write the result as JSON to `FILE`")
	fs.UseAs("png", "also draw the matrix as a heat map (PNG) in `FILE`")
	if code, done := parse(e, fs, args, true); done {
		return code
	}
	o, out, pngFile := fs.GameOptions(), fs.String("out"), fs.String("png")
	st, err := deckfile.NewMatrix(fs.Args(), fs.String("gauntlet"), notADeck, tcgpolicy.New)
	if err == nil {
		err = st.SetPolicies(fs.Strings("policy"))
	}
	if err == nil {
		err = cmp.Or(cli.CheckOuts("-o", out, "--png", pngFile), checkNotInput("-o", out, fs.Args()...), checkNotInput("--png", pngFile, fs.Args()...))
	}
	var pairings []lab.Pairing
	if err == nil {
		pairings, err = st.Pairings()
	}
	if err != nil {
		return fail(e, err)
	}
	var finish func()
	o.Progress, finish = gameProgress(e, fs.String("progress"), o.Games)
	m, err := lab.PlayMatrix(ctx, len(st.Decks), pairings, o)
	finish()
	if err != nil {
		if !lab.Interrupted(err) {
			return fail(e, err)
		}
		if m.Cells[0].Pairs == 0 {
			fmt.Fprintln(e.stderr, "tmntsim: interrupted before any game was played; nothing printed")
			return exitInterrupted
		}
	}
	dm := reports.NewDeckMatrix(st, o.Seed, m)
	if code := (studyOut{dm.WriteText, dm.WriteJSON, dm.WriteCSV, dm.WritePNG}).emit(e, out, pngFile, fs.String("format"), "the matrix JSON"); code != exitOK {
		return code
	}
	if !m.Complete {
		fmt.Fprintf(e.stderr, "tmntsim: interrupted; the matrix holds the first %s of each pair in each order%s\n", plural.Of(m.Cells[0].Pairs, "game"), writtenTo(out, pngFile))
		return exitInterrupted
	}
	return exitOK
}

// notADeck says what a matrix's file arg is when tmntsim opens it as a
// match or a table: "" for neither.
func notADeck(arg string, _ []byte) string {
	if _, setup, err := games.OpenGame(arg); err == nil && setup != nil {
		return deckfile.SetupNotADeck(setup)
	}
	return ""
}
