package main

import (
	"cmp"
	"context"
	"fmt"

	"github.com/tmntsim/tmntsim/internal/cli"
	"github.com/tmntsim/tmntsim/lab"
	"github.com/tmntsim/tmntsim/reports"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile/cards"
	"github.com/tmntsim/tmntsim/stats"
)

// doImpact is "tmntsim impact" with args, stopped early by cancelling
// ctx: the deck of a match, a table or a battle as it is and with each
// card blanked, on the same seeds.
func doImpact(ctx context.Context, e *env, args []string) int {
	fs := flagSet(e, "impact", "game", nil)
	fs.UseGameStudy(10000, "of the deck as it is and of each card blanked, game i of all from the same seed", cli.SeatSpecs)
	fs.Add(cli.Flag{Name: "seat", Usage: "the `SEAT` whose win rate is measured, and for a TCG match whose deck's cards are blanked (default: the focus seat)"})
	fs.Add(cli.Flag{Name: "cards", Usage: "blank only these card titles, a comma-separated `LIST` (default: every title)"})
	fs.UseAs("format", "`format` of the result on stdout: text, json or csv")
	fs.UseAs("out", "also write the result as JSON to `FILE`")
	fs.UseAs("png", "also draw the ranked effects with their intervals as a PNG picture in `FILE`")
	if code, done := parse(e, fs, args, false); done {
		return code
	}
	if fs.NArg() != 1 {
		return fail(e, usagef("impact: give one match or table (tmntsim impact FILE); got %d arguments", fs.NArg()))
	}
	a, err := games.OpenDeck("impact", fs.Arg(0), true)
	if err != nil {
		return fail(e, err)
	}
	o := fs.GameOptions()
	deck, out, pngFile := a.Game.Deck, fs.String("out"), fs.String("png")
	if err = fs.Check("battles", "workers", "progress"); err == nil && o.Games < 2 {
		err = usagef("--battles: %d; a paired comparison needs at least 2 games", o.Games)
	}
	if err == nil {
		err = fs.Check("format")
	}
	if err == nil && deck == nil {
		err = usagef("impact: %s is %s file, whose decks tmntsim cannot vary yet", a.Name(), lab.Article(a.Game.Name))
	}
	var st *lab.DeckStudy
	if err == nil {
		st, err = lab.ImpactOf(a.Setup, a.Name(), deck(a.Setup), fs.Strings("policy"), fs.String("seat"), fs.String("cards"))
	}
	if err == nil {
		err = cmp.Or(cli.CheckOuts("-o", out, "--png", pngFile), checkNotInput("-o", out, fs.Arg(0)), checkNotInput("--png", pngFile, fs.Arg(0)))
	}
	if err != nil {
		return fail(e, err)
	}
	var finish func()
	o.Progress, finish = gameProgress(e, fs.String("progress"), st.Groups()*o.Games)
	r, err := st.Play(ctx, o)
	finish()
	if err == nil {
		err = st.Draw(ctx, r, o)
	}
	if err != nil {
		if lab.Interrupted(err) {
			fmt.Fprintf(e.stderr, "tmntsim: interrupted; an impact study prints nothing until every card is played%s\n", notWritten(out, pngFile))
			return exitInterrupted
		}
		return fail(e, err)
	}
	im := reports.NewImpact(a.Arg, st, r, o)
	return studyOut{im.WriteText, im.WriteJSON, im.WriteCSV, im.WritePNG}.emit(e, out, pngFile, fs.String("format"), "the impact JSON")
}

// allies is the Allies table of a report of a cooperative battle with
// ally cards (reports.AllyImpact) with the report's policies and seed,
// under what is left of the report's budget b at the pace of main, its
// headline run; nil for another battle, or with the note saying so when
// the budget left no time for it.
func (j *reportJob) allies(ctx context.Context, b *lab.Budget, main *stats.Summary) (*reports.Impact, string, error) {
	st, err := cards.AllyStudy(j.l, j.run.policy, j.specs, j.run.check)
	if err != nil {
		return nil, "", err
	}
	return reports.AllyImpact(ctx, j.l.Source, st, lab.Options{Seed: j.run.seed, Games: j.run.battles, Workers: j.run.workers}, b, main)
}
