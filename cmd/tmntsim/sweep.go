package main

import (
	"cmp"
	"context"
	"fmt"
	"slices"

	"github.com/tmntsim/tmntsim/internal/cli"
	"github.com/tmntsim/tmntsim/internal/textsafe"
	"github.com/tmntsim/tmntsim/lab"
	"github.com/tmntsim/tmntsim/reports"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
)

// doSweep is "tmntsim sweep" with args, stopped early by cancelling ctx:
// every file (battle, match or table) at every value, on the same seeds.
func doSweep(ctx context.Context, e *env, args []string) int {
	fs := flagSet(e, "sweep", "battle", map[string]any{"Default": battlefile.Default})
	useRunFlags(fs, 2000, "at each value")
	fs.Add(cli.Flag{Name: "vary", Usage: "the number to vary and its values: `PATH=VALUES`, VALUES a list (6,8,10) or a range a..b[:step]"})
	fs.Add(cli.Flag{Name: "target", Usage: "also find where the win rate crosses `RATE` (0.5 or 50%)"})
	fs.Add(cli.Flag{Name: "csv", Usage: "write the curve as CSV to `FILE`"})
	fs.UseAs("png", "write a plot of the curve with its 95% band to `FILE`")
	fs.UseAs("out", "also write the curve as JSON (as --format json prints it) to `FILE`")
	fs.UseAs("format", "`format` on stdout: text, json or csv")
	if code, done := parse(e, fs, args, false); done {
		return code
	}
	run, pv := runOf(fs)
	csv, png, out := fs.String("csv"), fs.String("png"), fs.String("out")
	hero, gs, err := openVaried(fs, &run)
	if err != nil {
		return fail(e, err)
	}
	st, err := lab.ParseSweep(fs.String("vary"), fs.String("target"))
	if err == nil {
		err = fs.Check("format")
	}
	if err == nil {
		in := slices.Concat(fs.Args(), argFiles(gs))
		err = cmp.Or(cli.CheckOuts("--csv", csv, "--png", png, "-o", out),
			checkNotInput("--csv", csv, in...), checkNotInput("--png", png, in...), checkNotInput("-o", out, in...))
	}
	var subs []lab.Subject
	if err == nil {
		subs, err = openSubjects("sweep", fs.Args(), gs, pv, run.policy, st.Vary.Path)
	}
	if err != nil {
		return fail(e, err)
	}
	o := lab.Options{Seed: run.seed, Games: run.battles, Workers: run.workers, CI: run.ci}
	// A line before each value's run, and a progress bar during it.
	var bar *progressBar
	o.Progress = func(done, _ int64) {
		if bar != nil {
			bar.Update(done)
		}
	}
	lines, err := st.Play(ctx, subs, o, func(iv *lab.InvalidValue) { fmt.Fprintf(e.stderr, "tmntsim: note: %s\n", iv.Note()) }, func(done, total int, sub *lab.Subject, x float64) {
		bar.finish()
		if progressOn(e, run.progress) {
			fmt.Fprintf(e.stderr, "sweep %d/%d: %s, %s = %s\n", done, total, textsafe.Term(sub.Name), st.Vary.Name(), reports.KnobText(x))
		}
		bar = startProgress(e, run.progress, 0, run.battles)
	})
	bar.finish()
	if err != nil && !lab.Interrupted(err) {
		return fail(e, err)
	}
	x := reports.NewSweep(&st, &subs[0], lines, hero, run.seed, run.battles, run.ci, err != nil)
	if csv != "" && !rescueOut(e, "--csv", csv, "the curve's CSV", x.WriteCSV) {
		return exitError
	}
	pngWritten := ""
	if png != "" && len(x.Curve.Lines) > 0 {
		pngWritten = png
		if err := writeOut("--png", png, x.WritePNG); err != nil {
			return fail(e, err)
		}
	}
	if code := (studyOut{text: x.WriteText, json: x.WriteJSON, csv: x.WriteCSV}).emit(e, out, "", fs.String("format"), "the curve's JSON"); code != exitOK {
		return code
	}
	if err != nil {
		fmt.Fprintf(e.stderr, "tmntsim: interrupted; the curve holds the values played so far%s\n", writtenTo(out, csv, pngWritten))
		return exitInterrupted
	}
	return exitOK
}
