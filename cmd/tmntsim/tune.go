package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/tmntsim/tmntsim/internal/cli"
	"github.com/tmntsim/tmntsim/internal/textsafe"
	"github.com/tmntsim/tmntsim/lab"
	"github.com/tmntsim/tmntsim/reports"
	"github.com/tmntsim/tmntsim/scenarios"
	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
	"github.com/tmntsim/tmntsim/sim/adventures/policy"
)

func init() {
	register(&command{
		name:    "tune",
		summary: "search one number of a battle for the value that brings the heroes' win rate to a target",
		run:     interruptible(doTune),
	})
}

// A tuning is what "tmntsim tune" was asked to do, and found.
type tuning struct {
	run        runConfig
	vary       vary
	target     float64
	maxBattles int64
	out        string
	force      bool
	format     string

	grid []float64 // the values searched (lab.TuneGrid)
}

// doTune is "tmntsim tune" with args, stopped early by cancelling ctx: one
// file (a battle, a match or a table) at the values of its grid.
func doTune(ctx context.Context, e *env, args []string) int {
	fs := flagSet(e, "tune", "battle", map[string]any{"Default": battlefile.Default})
	useRunFlags(fs, 1000, "at each value tried (more near the crossing, up to --max-battles)")
	fs.Add(cli.Flag{Name: "vary", Usage: "the number to tune and its range: `PATH=a..b` or a..b:step (whole numbers step by 1)"})
	fs.Add(cli.Flag{Name: "target", Usage: "the heroes' win `RATE` to reach (0.5 or 50%)"})
	fs.Add(cli.Flag{Name: "max-battles", Kind: cli.Int64, Default: int64(16000), Usage: "at most `N` battles at one value, for values whose interval still holds the target"})
	fs.UseAs("out", "write the tuned battle file to `FILE`")
	fs.Add(cli.Flag{Name: "force", Kind: cli.Bool, Usage: "let -o overwrite the battle file being tuned"})
	fs.UseAs("format", "`format` of the result on stdout: text or json", "text", "json")
	if code, done := parse(e, fs, args, false); done {
		return code
	}
	t := tuning{maxBattles: fs.Int64("max-battles"), out: fs.String("out"), force: fs.Bool("force"), format: fs.String("format")}
	var seats *seatValue
	t.run, seats = runOf(fs)
	gs, err := openGameArgs(fs.Args())
	if err != nil {
		return fail(e, err)
	}
	if gs != nil {
		t.run.policy = policy.Default // the hero policy checkRun checks is not a game's
	}
	if err := t.check(fs); err != nil {
		return fail(e, err)
	}
	subs, err := openSubjects("tune", fs.Args(), gs, seats, t.run.policy, t.vary.path)
	if err != nil {
		return fail(e, err)
	}
	sub, what := subs[0], subs[0].What
	if gs == nil {
		what = "battle file"
	}
	if err := t.checkOutFile(sub.Source); err != nil {
		return fail(e, err)
	}
	t.vary.nameIn(sub.Data)
	o := lab.Options{Seed: t.run.seed, Games: t.run.battles, Workers: t.run.workers, CI: t.run.ci, Policies: sub.Specs}
	res, err := t.search(ctx, e, o, sub.Words.Unit+"s", func(x float64) (sim.Setup, error) { return sub.With(t.vary.path, x) })
	if err != nil && !lab.Interrupted(err) {
		return fail(e, gameError(err, sub.Words.Unit))
	}
	for _, p := range res.Points {
		var iv *lab.InvalidValue
		if errors.As(p.Err, &iv) {
			iv.Path = t.vary.name()
			noteInvalid(e, iv)
		} else if p.Err != nil {
			return fail(e, p.Err)
		}
	}
	x := &reports.Tuning{Res: res, Source: textsafe.Term(sub.Source), Policies: sub.Policies, Seed: t.run.seed,
		Words: sub.Words}
	return t.finish(e, x, err != nil, sub.Data, what)
}

// search tunes with lab.Tuned over the grid of t, the setup of a value
// made by setupAt, with a line on stderr before each run if --progress
// says so (unit: "battles").
func (t *tuning) search(ctx context.Context, e *env, o lab.Options, unit string, setupAt func(float64) (sim.Setup, error)) (*lab.Tuning, error) {
	spec := lab.Tune{Grid: t.grid, Target: t.target, MaxGames: t.maxBattles, CI: t.run.ci}
	if progressOn(e, t.run.progress) {
		spec.Before = func(x float64, n int64) {
			fmt.Fprintf(e.stderr, "tune: %s = %s, %d %s\n", t.vary.name(), fmtKnob(x), n, unit)
		}
	}
	return lab.Tuned(ctx, setupAt, o, spec)
}

// finish writes the tuned file (data with the best value) to -o, unless
// interrupted, and the tuning x on stdout, and returns the exit status;
// what names the file ("battle file").
func (t *tuning) finish(e *env, x *reports.Tuning, interrupted bool, data []byte, what string) int {
	x.Path, x.Given, x.Target = t.vary.name(), t.vary.path, roundKnob(t.target)
	output := func(complete bool) error {
		if t.format == "json" {
			return x.WriteJSON(e.stdout, complete)
		}
		return x.WriteText(e.stdout)
	}
	res := x.Res
	if interrupted {
		output(false)
		fmt.Fprintf(e.stderr, "tmntsim: interrupted; no %s written\n", what)
		return exitInterrupted
	}
	if res.Best < 0 {
		return fail(e, fmt.Errorf("tune: no value of %s in %s..%s makes a valid %s", t.vary.name(), fmtKnob(t.grid[0]), fmtKnob(t.grid[len(t.grid)-1]), what))
	}
	if t.out != "" {
		data, err := scenarios.SetNumber(data, t.vary.path, res.Points[res.Best].X)
		if err != nil {
			return fail(e, fmt.Errorf("-o %s: %w", t.out, err))
		}
		if !rescueOut(e, "-o", t.out, "the tuned "+what, func(w io.Writer) error { _, err := w.Write(data); return err }) {
			return exitError
		}
		x.Wrote = filepath.Clean(t.out)
	}
	if err := output(true); err != nil {
		return fail(e, err)
	}
	return exitOK
}

// check checks the flags.
func (t *tuning) check(fs *cli.Set) error {
	if err := checkRun(fs, t.run); err != nil {
		return err
	}
	varyFlag, target := fs.String("vary"), fs.String("target")
	switch {
	case fs.NArg() > 1:
		return usagef("tune: one battle at a time (got %d)", fs.NArg())
	case varyFlag == "":
		return usagef("tune: --vary PATH=a..b is required, e.g. --vary villains.foot-ninja.figures=4..16")
	case target == "":
		return usagef("tune: --target RATE is required, e.g. --target 50%%")
	case t.maxBattles < t.run.battles:
		return usagef("--max-battles: %d is less than --battles %d", t.maxBattles, t.run.battles)
	}
	if err := fs.Check("format"); err != nil {
		return err
	}
	var err error
	if t.vary, err = parseVary(varyFlag); err != nil {
		return err
	}
	if !t.vary.ranged || t.vary.lo == t.vary.hi {
		return usagef("--vary %s: tune searches a range; give PATH=a..b with a < b", varyFlag)
	}
	t.grid = lab.TuneGrid(t.vary.lo, t.vary.hi, t.vary.step)
	t.target, err = parseTarget(target)
	return err
}

// checkOutFile refuses an -o that is the file being tuned, source,
// unless --force.
func (t *tuning) checkOutFile(source string) error {
	if t.out == "" {
		return nil
	}
	if err := checkOut("-o", t.out); err != nil {
		return err
	}
	if t.force {
		return nil
	}
	a, err1 := os.Stat(t.out)
	b, err2 := os.Stat(source)
	if err1 == nil && err2 == nil && os.SameFile(a, b) {
		return usagef("-o %s: that is the battle file being tuned; give --force to overwrite it, or another file", t.out)
	}
	return nil
}
