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
	if err == nil && out != "" && sub.Data != nil {
		err = keepsText(out, sub, st.Vary.Path, st.Vary.Values[0])
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

// keepsText refuses -o out when it is the file being tuned (--force) and
// setting path in it would write the file anew from its YAML rather than
// edit its text: the author's layout would be lost with no copy left. The
// refusal is an output that cannot be written (exit status 1).
func keepsText(out string, sub *lab.Subject, path string, x float64) error {
	_, anew, err := scenarios.EditNumber(sub.Data, path, x)
	if err != nil || !anew {
		return nil // a value's own error is the tuning's to report
	}
	a, err1 := os.Stat(out)
	b, err2 := os.Stat(sub.Source)
	if err1 == nil && err2 == nil && os.SameFile(a, b) {
		return fmt.Errorf("-o %s: adding %s to that file cannot keep its text as written (it would be written anew from its YAML, without its blank lines and layout); write the tuned file to another file with -o", out, path)
	}
	return nil
}
