package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math"

	"github.com/spf13/pflag"
	"gonum.org/v1/plot/vg"

	"github.com/tmntsim/tmntsim/internal/textsafe"
	"github.com/tmntsim/tmntsim/lab"
	"github.com/tmntsim/tmntsim/reports"
	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
	"github.com/tmntsim/tmntsim/stats"
)

func init() {
	register(&command{
		name:    "sweep",
		summary: "the heroes' win rate across values of one number of a battle (a difficulty curve)",
		run:     interruptible(doSweep),
	})
}

// A sweep is what "tmntsim sweep" was asked to do, and found.
type sweep struct {
	run    runConfig
	vary   vary
	target float64 // NaN: none
	csv    string
	png    string
	out    string
	format string

	battles []*battlefile.Loaded
	// specs[b] are the seats' policies of battle b (the heroes' and the
	// villain's), policies the words that name them.
	specs    [][]string
	policies string
	// sums[b][k] is battle b at value k (nil when not played).
	sums [][]*stats.Summary
}

// doSweep is "tmntsim sweep" with args, stopped early by cancelling ctx.
func doSweep(ctx context.Context, e *env, args []string) int {
	fs := newFlagSet(e, "sweep")
	var s sweep
	ci := addRunFlags(fs, &s.run, 2000, "at each value")
	seats := repeatSeats(fs, "policy", seatUsage)
	varyFlag := fs.String("vary", "", "the number to vary and its values: `PATH=VALUES`, VALUES a list (6,8,10) or a range a..b[:step]")
	target := fs.String("target", "", "also find where the win rate crosses `RATE` (0.5 or 50%)")
	fs.StringVar(&s.csv, "csv", "", "write the curve as CSV to `FILE`")
	fs.StringVar(&s.png, "png", "", "write a plot of the curve with its 95% band to `FILE`")
	fs.StringVarP(&s.out, "out", "o", "", "also write the curve as JSON (as --format json prints it) to `FILE`")
	fs.StringVar(&s.format, "format", "text", "`format` on stdout: text, json or csv")
	fs.Usage = func() { writeHelp(e.stdout, "sweep", fs, map[string]any{"Default": battlefile.Default}) }
	if code, done := parseFlags(e, fs, args); done {
		return code
	}
	if gs, err := openGameArgs(fs.Args()); err != nil {
		return fail(e, err)
	} else if gs != nil {
		return sweepGame(ctx, e, gs, args)
	}
	if err := s.check(fs, *ci, *varyFlag, *target); err != nil {
		return fail(e, err)
	}
	for _, f := range []struct{ flag, file string }{{"--csv", s.csv}, {"--png", s.png}, {"-o", s.out}} {
		if err := checkOut(f.flag, f.file); err != nil {
			return fail(e, err)
		}
	}
	names := fs.Args()
	if len(names) == 0 {
		names = []string{""}
	}
	for _, n := range names {
		l, err := battlefile.Open(n)
		if err != nil {
			return fail(e, err)
		}
		s.battles = append(s.battles, l)
		specs, err := battleSeats(l.Battle, s.run.policy, *seats)
		if err != nil {
			return fail(e, err)
		}
		s.specs = append(s.specs, specs)
	}
	s.run.policy = s.specs[0][adventures.SeatHeroes]
	s.policies = battlePolicies(s.battles[0].Battle, s.specs[0], *seats)
	var datas [][]byte
	for _, l := range s.battles {
		datas = append(datas, l.Data)
	}
	s.vary.nameIn(datas...)
	// Load every variant before playing any: a wrong path fails at once, a
	// value that makes a battle invalid is skipped, for every battle, with
	// a note (the curves share their values).
	variants := make([][]*battlefile.Loaded, len(s.battles))
	var values []float64
	for _, x := range s.vary.values {
		row := make([]*battlefile.Loaded, 0, len(s.battles))
		for _, l := range s.battles {
			v, err := variant(l, s.vary.path, x)
			var iv *invalidValue
			if errors.As(err, &iv) {
				noteInvalid(e, iv)
				break
			}
			if err != nil {
				return fail(e, err)
			}
			row = append(row, v)
		}
		if len(row) < len(s.battles) {
			continue
		}
		values = append(values, x)
		for b, v := range row {
			variants[b] = append(variants[b], v)
		}
	}
	if len(values) == 0 {
		return fail(e, fmt.Errorf("sweep: no value of %s makes a valid battle", s.vary.name()))
	}
	s.vary.values = values
	interrupted, err := s.play(ctx, e, variants)
	if err != nil {
		return fail(e, err)
	}
	d := s.curve()
	d.Partial = interrupted
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
		return writeSweepJSON(w, d, &s.vary, s.policies, s.run.seed, s.run.battles)
	}) {
		return exitError
	}
	switch s.format {
	case "csv":
		err = reports.WriteCurveCSV(e.stdout, d)
	case "json":
		err = writeSweepJSON(e.stdout, d, &s.vary, s.policies, s.run.seed, s.run.battles)
	default:
		err = s.writeText(e.stdout, d)
	}
	if err != nil {
		return fail(e, err)
	}
	if interrupted {
		fmt.Fprintln(e.stderr, "tmntsim: interrupted; the curve holds the values played so far")
		return exitInterrupted
	}
	return exitOK
}

// check checks the flags.
func (s *sweep) check(fs *pflag.FlagSet, ci, varyFlag, target string) error {
	if err := checkRunFlags(&s.run, ci); err != nil {
		return err
	}
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
	if err := checkFormatOf(s.format, "text", "json", "csv"); err != nil {
		return err
	}
	return nil
}

// play plays every battle at every value, on the same seeds.
func (s *sweep) play(ctx context.Context, e *env, variants [][]*battlefile.Loaded) (interrupted bool, err error) {
	s.sums = make([][]*stats.Summary, len(variants))
	total := len(variants) * len(s.vary.values)
	done := 0
	for b, vs := range variants {
		s.sums[b] = make([]*stats.Summary, len(vs))
		for k, v := range vs {
			done++
			if progressOn(e, s.run.progress) {
				fmt.Fprintf(e.stderr, "sweep %d/%d: %s, %s = %s\n", done, total, textsafe.Term(s.lineName(b)), s.vary.name(), fmtKnob(s.vary.values[k]))
			}
			sum, stopped, err := playSeats(ctx, e, v, s.run, s.specs[b])
			if err != nil {
				return false, err
			}
			if sum.Games() > 0 {
				s.sums[b][k] = sum
			}
			if stopped {
				return true, nil
			}
		}
	}
	return false, nil
}

// curve returns the difficulty curves of the sweep.
func (s *sweep) curve() *reports.DifficultyCurve {
	d := &reports.DifficultyCurve{
		Knob:   reports.Knob{Path: s.vary.name(), Label: s.vary.name(), Current: math.NaN()},
		Policy: s.run.policy,
		Target: s.target,
	}
	for b := range s.battles {
		var pts []stats.CurvePoint
		for k, sum := range s.sums[b] {
			if sum != nil {
				h := sum.Count(0, sim.Won)
				pts = append(pts, stats.CurvePoint{X: s.vary.values[k], Wins: h, N: sum.Games()})
			}
		}
		if len(pts) > 0 {
			d.Lines = append(d.Lines, reports.CurveLine{Name: s.lineName(b), Curve: stats.NewCurve(pts, s.run.ci)})
		}
	}
	return d
}

// lineName returns the name of battle b's curve: its name, or its file
// when another battle of the sweep has the same name.
func (s *sweep) lineName(b int) string {
	for i, l := range s.battles {
		if i != b && l.Name == s.battles[b].Name {
			return s.battles[b].Source
		}
	}
	return s.battles[b].Name
}

func (s *sweep) writeText(w io.Writer, d *reports.DifficultyCurve) error {
	x := &reports.Sweep{Path: s.vary.name(), Policies: s.policies, Seed: s.run.seed, Games: s.run.battles,
		File: "battle", Unit: "battle", Wins: "heroes win", Whose: "the heroes'", Turns: "rounds", Curve: d}
	for b := range s.battles {
		for k, sum := range s.sums[b] {
			if sum != nil {
				x.Rows = append(x.Rows, reports.SweepRow{File: textsafe.Term(s.lineName(b)), Point: lab.Point{X: s.vary.values[k], Sum: sum}})
			}
		}
	}
	return x.WriteText(w)
}
