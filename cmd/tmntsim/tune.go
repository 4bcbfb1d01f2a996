package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/tmntsim/tmntsim/internal/cli"
	"github.com/tmntsim/tmntsim/lab"
	"github.com/tmntsim/tmntsim/reports"
	"github.com/tmntsim/tmntsim/scenarios"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
)

// doTune is "tmntsim tune" with args, stopped early by cancelling ctx: one
// file (a battle, a match or a table) at the values of its grid.
func doTune(ctx context.Context, e *env, args []string) int {
	fs := flagSet(e, "tune", "battle", map[string]any{"Default": battlefile.Default})
	useRunFlags(fs, 1000, "at each value tried (more near the crossing, up to --max-battles)")
	fs.Add(cli.Flag{Name: "vary", Usage: "the number to tune and its range: `PATH=a..b` or a..b:step (whole numbers step by 1)"})
	fs.Add(cli.Flag{Name: "target", Usage: "the focus seat's win `RATE` to reach, the heroes' in a battle (0.5 or 50%)"})
	fs.Add(cli.Flag{Name: "max-battles", Kind: cli.Int64, Default: int64(16000), Usage: "at most `N` battles at one value, for values whose interval still holds the target"})
	fs.UseAs("out", "write the tuned battle file to `FILE`")
	fs.Add(cli.Flag{Name: "force", Kind: cli.Bool, Usage: "let -o overwrite the battle file being tuned"})
	fs.UseAs("format", "`format` of the result on stdout: text or json", "text", "json")
	if code, done := parse(e, fs, args, false); done {
		return code
	}
	out := fs.String("out")
	run, seats := runOf(fs)
	_, gs, err := openVaried(fs, &run)
	var st lab.TuneStudy
	var subs []lab.Subject
	if err == nil {
		st, err = lab.ParseTune(fs.NArg(), fs.String("vary"), fs.String("target"), fs.Int64("max-battles"), run.battles)
	}
	if err == nil {
		err = fs.Check("format")
	}
	if err == nil {
		subs, err = openSubjects("tune", fs.Args(), gs, seats, run.policy, st.Vary.Path)
	}
	sub, what := &lab.Subject{}, "battle file"
	if err == nil {
		if sub = &subs[0]; gs != nil {
			what = sub.What
		}
		err = cli.CheckOverwrite("-o", out, sub.Source, "battle file being tuned", fs.Bool("force"))
	}
	if err == nil && out != "" {
		err = tunedWritable(out, sub, st.Vary.Path, st.Grid)
	}
	if err != nil {
		return fail(e, err)
	}
	var before func(x float64, n int64)
	if progressOn(e, run.progress) {
		before = func(x float64, n int64) {
			fmt.Fprintf(e.stderr, "tune: %s = %s, %d %ss\n", st.Vary.Name(), reports.KnobText(x), n, sub.Words.Unit)
		}
	}
	o := lab.Options{Seed: run.seed, Games: run.battles, Workers: run.workers, CI: run.ci}
	res, err := st.Play(ctx, sub, o, before, func(iv *lab.InvalidValue) { fmt.Fprintf(e.stderr, "tmntsim: note: %s\n", iv.Note()) })
	if err != nil && !lab.Interrupted(err) {
		return fail(e, err)
	}
	x := reports.NewTuning(&st, sub, res, run.seed)
	if err != nil {
		x.Write(e.stdout, fs.String("format"), false)
		fmt.Fprintf(e.stderr, "tmntsim: interrupted; no %s written\n", what)
		return exitInterrupted
	}
	best, err := st.Best(res, what)
	if err != nil {
		return fail(e, err)
	}
	if out != "" {
		data, anew, err := scenarios.EditNumber(sub.Data, st.Vary.Path, best)
		if err != nil {
			return fail(e, fmt.Errorf("-o %s: %w", out, err))
		}
		if !rescueOut(e, "-o", out, "the tuned "+what, func(w io.Writer) error { _, err := w.Write(data); return err }) {
			return exitError
		}
		if anew {
			fmt.Fprintf(e.stderr, "tmntsim: note: -o %s is written anew from the YAML of %s: adding %s could not keep its text as written (its keys, values and comments are kept; blank lines and layout may differ); %s is unchanged\n",
				out, sub.Source, st.Vary.Path, sub.Source)
		}
		x.Wrote = filepath.Clean(out)
	}
	return exitWith(e, x.Write(e.stdout, fs.String("format"), true))
}

// tunedWritable checks, before any game is played, that -o out can take
// the tuned file whichever value of grid the tune ends on, so that it
// never fails after the games: setting path must work at every value,
// and when out is the file being tuned (--force) must edit its text
// rather than write the file anew from its YAML (the author's layout
// would be lost with no copy left). Both are outputs that cannot be
// written (exit status 1). A table's number of players has no file to
// write (its seats are the table's first ones, filled up from its last
// seat's policy, which a table file does not say): bad usage.
func tunedWritable(out string, sub *lab.Subject, path string, grid []float64) error {
	if sub.Data == nil {
		return cli.Usagef("-o %s: a tuned number of players is played on the table's first seats, filled up from its last seat's policy, which a table file does not say; tune prints the best number and writes no file of it (leave -o out)", out)
	}
	a, err1 := os.Stat(out)
	b, err2 := os.Stat(sub.Source)
	same := err1 == nil && err2 == nil && os.SameFile(a, b)
	for _, x := range grid {
		_, anew, err := scenarios.EditNumber(sub.Data, path, x)
		switch {
		case err != nil:
			return fmt.Errorf("-o %s: %w", out, err)
		case anew && same:
			return fmt.Errorf("-o %s: adding %s to that file cannot keep its text as written (it would be written anew from its YAML, without its blank lines and layout); write the tuned file to another file with -o", out, path)
		}
	}
	return nil
}
