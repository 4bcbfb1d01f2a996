package main

import (
	"cmp"
	"context"

	"github.com/tmntsim/tmntsim/internal/cli"
	"github.com/tmntsim/tmntsim/lab"
	"github.com/tmntsim/tmntsim/reports"
)

func doFirst(ctx context.Context, e *env, args []string) int {
	fs := flagSet(e, "first", "game", nil)
	fs.UseGameStudy(10000, "(of a match: in each order, game i of both from the same seed)", cli.SeatSpecs)
	fs.Add(cli.Flag{Name: "every", Usage: "every seat plays `SPEC`, so that the seats differ in their place alone"})
	fs.Add(cli.Flag{Name: "players", Kind: cli.Int, Usage: "play a table with `N` players (3 to 6) instead of the file's"})
	fs.UseAs("format", "`format` of the result on stdout: text or json", "text", "json")
	fs.UseAs("out", "also write the result as JSON to `FILE`")
	if code, done := parse(e, fs, args, false); done {
		return code
	}
	if fs.NArg() != 1 {
		return fail(e, usagef("first: give one match or table (tmntsim first FILE); got %d arguments", fs.NArg()))
	}
	o := fs.GameOptions()
	g, err := games.OpenDeck("first", fs.Arg(0), false)
	if err == nil {
		err = fs.Check()
	}
	if err != nil {
		return fail(e, err)
	}
	asked := lab.FirstArgs{Players: fs.Int("players"), Resize: fs.Changed("players"), Games: o.Games, Policies: fs.Strings("policy"), Every: fs.String("every")}
	setup, policies, err := asked.Setup(g.Setup, g.Name(), g.Game.Name)
	if err != nil {
		return fail(e, err)
	}
	if err := cmp.Or(checkOut("-o", fs.String("out")), checkNotInput("-o", fs.String("out"), fs.Arg(0))); err != nil {
		return fail(e, err)
	}
	var finish func()
	o.Progress, finish = gameProgress(e, fs.String("progress"), o.Games)
	swap, seats, err := lab.FirstOf(ctx, setup, policies, o)
	finish()
	if err != nil {
		return failRun(e, err, "nothing printed"+notWritten(fs.String("out")))
	}
	s := setup.Schema()
	f := &reports.First{Game: s.Game, Source: g.Arg, SeatNames: s.Seats, Policies: lab.Policies(setup, policies), Seed: o.Seed,
		Swap: swap, Seats: seats}
	return studyOut{text: f.WriteText, json: f.WriteJSON}.emit(e, fs.String("out"), "", fs.String("format"), "the JSON")
}
