package main

import (
	"context"
	"fmt"
	"io"
	"math"

	"gonum.org/v1/plot/vg"

	"github.com/tmntsim/tmntsim/internal/cli"
	"github.com/tmntsim/tmntsim/internal/textsafe"
	"github.com/tmntsim/tmntsim/lab"
	"github.com/tmntsim/tmntsim/reports"
	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
	"github.com/tmntsim/tmntsim/sim/adventures/policy"
)

func init() {
	register(&command{
		name:    "sweep",
		summary: "the heroes' win rate across values of one number of a battle (a difficulty curve)",
		run:     interruptible(doSweep),
	})
}

// A sweep is what "tmntsim sweep" was asked to do.
type sweep struct {
	run    runConfig
	vary   vary
	target float64 // NaN: none
	csv    string
	png    string
	out    string
	format string
}

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
	s := sweep{csv: fs.String("csv"), png: fs.String("png"), out: fs.String("out"), format: fs.String("format")}
	var pv *seatValue
	s.run, pv = runOf(fs)
	gs, err := openGameArgs(fs.Args())
	if err != nil {
		return fail(e, err)
	}
	if gs != nil {
		s.run.policy = policy.Default // the hero policy checkRun checks is not a game's
	}
	if err := s.check(fs); err != nil {
		return fail(e, err)
	}
	for _, f := range []struct{ flag, file string }{{"--csv", s.csv}, {"--png", s.png}, {"-o", s.out}} {
		if err := checkOut(f.flag, f.file); err != nil {
			return fail(e, err)
		}
	}
	subs, err := openSubjects("sweep", fs.Args(), gs, pv, s.run.policy, s.vary.path)
	if err != nil {
		return fail(e, err)
	}
	var datas [][]byte
	for _, sub := range subs {
		datas = append(datas, sub.Data)
	}
	s.vary.nameIn(datas...)
	values, setups, err := lab.SweepSetups(subs, s.vary.path, s.vary.name(), s.vary.values, func(iv *lab.InvalidValue) { noteInvalid(e, iv) })
	if err != nil {
		return fail(e, err)
	}
	d := sweepCurve(&s.vary, s.target)
	if gs == nil {
		d.Policy = s.run.policy
	}
	x := &reports.Sweep{Path: s.vary.name(), Policies: subs[0].Policies, Seed: s.run.seed, Games: s.run.battles, File: "file", Words: subs[0].Words, Curve: d}
	if gs == nil {
		x.File = "battle"
	}
	o := lab.Options{Seed: s.run.seed, Games: s.run.battles, Workers: s.run.workers, CI: s.run.ci}
	// A line before each value's run, and a progress bar during it.
	var bar *progressBar
	var update func(done, total int64)
	defer func() { bar.finish() }()
	o.Progress = func(done, total int64) {
		if update != nil {
			update(done, total)
		}
	}
	total, done := len(subs)*len(values), 0
	for i, sub := range subs {
		o.Policies = sub.Specs
		pts, err := lab.Sweep(ctx, values, func(x float64) (sim.Setup, error) { return setups[i][x], nil }, o, func(k int) {
			done++
			bar.finish()
			if progressOn(e, s.run.progress) {
				fmt.Fprintf(e.stderr, "sweep %d/%d: %s, %s = %s\n", done, total, textsafe.Term(sub.Name), s.vary.name(), fmtKnob(values[k]))
			}
			bar = startProgress(e, s.run.progress, 0, s.run.battles)
			update = bar.onGames()
		})
		x.Add(sub.Name, pts, s.run.ci)
		if err != nil {
			if !lab.Interrupted(err) {
				return fail(e, gameError(err, sub.Words.Unit))
			}
			d.Partial = true
			break
		}
	}
	if s.csv != "" && !rescueOut(e, "--csv", s.csv, "the curve's CSV", func(w io.Writer) error { return reports.WriteCurveCSV(w, d) }) {
		return exitError
	}
	if s.png != "" && len(d.Lines) > 0 {
		err := writeOut("--png", s.png, func(w io.Writer) error {
			return reports.RenderPNG(w, reports.CurvePlot(d), 16*vg.Centimeter, 10*vg.Centimeter)
		})
		if err != nil {
			return fail(e, err)
		}
	}
	if s.out != "" && !rescueOut(e, "-o", s.out, "the curve's JSON", func(w io.Writer) error {
		return writeSweepJSON(w, d, &s.vary, x.Policies, s.run.seed, s.run.battles)
	}) {
		return exitError
	}
	switch s.format {
	case "csv":
		err = reports.WriteCurveCSV(e.stdout, d)
	case "json":
		err = writeSweepJSON(e.stdout, d, &s.vary, x.Policies, s.run.seed, s.run.battles)
	default:
		err = x.WriteText(e.stdout)
	}
	if err != nil {
		return fail(e, err)
	}
	if d.Partial {
		fmt.Fprintln(e.stderr, "tmntsim: interrupted; the curve holds the values played so far")
		return exitInterrupted
	}
	return exitOK
}

// check checks the flags.
func (s *sweep) check(fs *cli.Set) error {
	if err := checkRun(fs, s.run); err != nil {
		return err
	}
	varyFlag, target := fs.String("vary"), fs.String("target")
	if varyFlag == "" {
		return usagef("sweep: --vary PATH=VALUES is required, e.g. --vary villains.foot-ninja.figures=6..14")
	}
	var err error
	if s.vary, err = parseVary(varyFlag); err != nil {
		return err
	}
	s.target = math.NaN()
	if target != "" {
		if s.target, err = parseTarget(target); err != nil {
			return err
		}
	}
	return fs.Check("format")
}

// sweepCurve returns the difficulty curve of a sweep of v, with no lines
// yet.
func sweepCurve(v *vary, target float64) *reports.DifficultyCurve {
	return &reports.DifficultyCurve{Knob: reports.Knob{Path: v.name(), Label: v.name(), Current: math.NaN()}, Target: target}
}
