package main

import (
	"context"
	"fmt"
	"strings"

	"github.com/tmntsim/tmntsim/internal/cli"
	"github.com/tmntsim/tmntsim/lab"
	"github.com/tmntsim/tmntsim/reports"
)

func init() {
	register(&command{
		name:    "first",
		summary: "what going first is worth: a match's seats swapped on the same seeds, or a table's seats against an equal share",
		run:     interruptible(doFirst),
	})
}

// A firstStudy is what "tmntsim first" was asked to do, and found.
type firstStudy struct {
	a        gameArg
	o        lab.Options
	policies []string
}

func doFirst(ctx context.Context, e *env, args []string) int {
	fs := flagSet(e, "first", "game", nil)
	useGameFlags(fs, 10000, "(of a match: in each order, game i of both from the same seed)", seatSpecs)
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
	st := firstStudy{o: gameOptions(fs)}
	var err error
	if st.a, err = openDeckGame("first", fs.Arg(0)); err != nil {
		return fail(e, err)
	}
	if err := st.check(fs); err != nil {
		return fail(e, err)
	}
	if err := checkOut("-o", fs.String("out")); err != nil {
		return fail(e, err)
	}
	var finish func()
	st.o.Progress, finish = gameProgress(e, fs.String("progress"), st.o.Games)
	swap, seats, err := lab.FirstOf(ctx, st.a.setup, st.policies, st.o)
	finish()
	if err != nil {
		if lab.Interrupted(err) {
			fmt.Fprintln(e.stderr, "tmntsim: interrupted; nothing printed")
			return exitInterrupted
		}
		return fail(e, err)
	}
	s := st.a.setup.Schema()
	f := &reports.First{Game: s.Game, Source: st.a.arg, SeatNames: s.Seats, Policies: lab.Policies(st.a.setup, st.policies), Seed: st.o.Seed,
		Swap: swap, Seats: seats}
	return studyOut{text: f.WriteText, json: f.WriteJSON}.emit(e, fs.String("out"), "", fs.String("format"), "the JSON")
}

// check checks the study's flags and sets its setup and policies.
func (st *firstStudy) check(fs *cli.Set) error {
	if err := fs.Check(); err != nil {
		return err
	}
	a := lab.FirstArgs{Players: fs.Int("players"), Resize: fs.Changed("players"), Games: st.o.Games, Policies: fs.Strings("policy"), Every: fs.String("every")}
	setup, pols, err := a.Setup(st.a.setup, st.a.name(), st.a.game.name)
	if err != nil {
		return err
	}
	st.a.setup = setup
	st.policies, err = gamePolicies(st.a, pols, "--policy")
	if err != nil && a.Every != "" {
		err = usagef("--every: %v", strings.TrimPrefix(err.Error(), "--policy: "))
	}
	return err
}
