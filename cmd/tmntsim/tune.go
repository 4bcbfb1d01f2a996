package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"text/tabwriter"

	"github.com/spf13/pflag"

	"github.com/tmntsim/tmntsim/internal/textsafe"
	"github.com/tmntsim/tmntsim/lab"
	"github.com/tmntsim/tmntsim/reports"
	"github.com/tmntsim/tmntsim/scenarios"
	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
	"github.com/tmntsim/tmntsim/stats"
)

func init() {
	register(&command{
		name:    "tune",
		summary: "search one number of a battle for the value that brings the heroes' win rate to a target",
		run:     interruptible(doTune),
	})
}

// tuneSteps is the default number of steps of a tuned range of numbers
// with fractions (whole-number ranges step by 1).
const tuneSteps = 64

// A tuning is what "tmntsim tune" was asked to do, and found.
type tuning struct {
	run        runConfig
	vary       vary
	target     float64
	maxBattles int64
	out        string
	force      bool
	format     string

	base  *battlefile.Loaded
	steps int // grid points are lo + k·step, k = 0 … steps
}

// doTune is "tmntsim tune" with args, stopped early by cancelling ctx.
func doTune(ctx context.Context, e *env, args []string) int {
	fs := newFlagSet(e, "tune")
	var t tuning
	ci := addRunFlags(fs, &t.run, 1000, "at each value tried (more near the crossing, up to --max-battles)")
	seats := repeatSeats(fs, "policy", seatUsage)
	varyFlag := fs.String("vary", "", "the number to tune and its range: `PATH=a..b` or a..b:step (whole numbers step by 1)")
	target := fs.String("target", "", "the heroes' win `RATE` to reach (0.5 or 50%)")
	fs.Int64Var(&t.maxBattles, "max-battles", 16000, "at most `N` battles at one value, for values whose interval still holds the target")
	fs.StringVarP(&t.out, "out", "o", "", "write the tuned battle file to `FILE`")
	fs.BoolVar(&t.force, "force", false, "let -o overwrite the battle file being tuned")
	fs.StringVar(&t.format, "format", "text", "`format` of the result on stdout: text or json")
	fs.Usage = func() { writeHelp(e.stdout, "tune", fs, map[string]any{"Default": battlefile.Default}) }
	if code, done := parseFlags(e, fs, args); done {
		return code
	}
	if gs, err := openGameArgs(fs.Args()); err != nil {
		return fail(e, err)
	} else if gs != nil {
		return tuneGame(ctx, e, gs[0], args)
	}
	if err := t.check(fs, *ci, *varyFlag, *target); err != nil {
		return fail(e, err)
	}
	var err error
	if t.base, err = battlefile.Open(fs.Arg(0)); err != nil {
		return fail(e, err)
	}
	if err := t.checkOutFile(t.base.Source); err != nil {
		return fail(e, err)
	}
	specs, err := battleSeats(t.base.Battle, t.run.policy, *seats)
	if err != nil {
		return fail(e, err)
	}
	t.run.policy = specs[adventures.SeatHeroes]
	t.vary.nameIn(t.base.Data)
	o := lab.Options{Seed: t.run.seed, Games: t.run.battles, Workers: t.run.workers, CI: t.run.ci, Policies: specs}
	res, err := t.search(ctx, e, o, "battles", func(x float64) (sim.Setup, error) {
		v, err := variant(t.base, t.vary.path, x)
		if err != nil {
			return nil, err
		}
		return newSetup(v.Battle, t.run.policy, false), nil
	})
	if err != nil && !lab.Interrupted(err) {
		return fail(e, gameError(err, "battle"))
	}
	for _, p := range res.Points {
		var iv *invalidValue
		if errors.As(p.Err, &iv) {
			noteInvalid(e, iv)
		} else if p.Err != nil {
			return fail(e, p.Err)
		}
	}
	text := tuneText{t: &t, res: res, source: textsafe.Term(t.base.Source), policies: battlePolicies(t.base.Battle, specs, *seats), seed: t.run.seed,
		who: "heroes", unit: "battles", wins: "heroes win", whose: "the heroes'"}
	return text.finish(e, err != nil, t.base.Data, "battle file")
}

// search tunes with lab.Tuned over the grid of t, the setup of a value
// made by setupAt, with a line on stderr before each run if --progress
// says so (unit: "battles").
func (t *tuning) search(ctx context.Context, e *env, o lab.Options, unit string, setupAt func(float64) (sim.Setup, error)) (*lab.Tuning, error) {
	grid := make([]float64, t.steps+1)
	for k := range grid {
		grid[k] = t.value(k)
	}
	spec := lab.Tune{Grid: grid, Target: t.target, MaxGames: t.maxBattles, CI: t.run.ci}
	if progressOn(e, t.run.progress) {
		spec.Before = func(x float64, n int64) {
			fmt.Fprintf(e.stderr, "tune: %s = %s, %d %s\n", t.vary.name(), fmtKnob(x), n, unit)
		}
	}
	return lab.Tuned(ctx, setupAt, o, spec)
}

// A tuneText is a tuning's result in the words of its game.
type tuneText struct {
	t                *tuning
	res              *lab.Tuning
	source, policies string // the file tuned, the policies that played it
	seed             uint64
	who, unit        string // who wins ("heroes"), what a game is called ("battles")
	wins, whose      string // "heroes win", "the heroes'"
}

// finish writes the tuned file (data with the best value) to -o, unless
// interrupted, and the tuning on stdout, and returns the exit status;
// what names the file ("battle file").
func (x tuneText) finish(e *env, interrupted bool, data []byte, what string) int {
	t, res := x.t, x.res
	if interrupted {
		x.output(e.stdout, false)
		fmt.Fprintf(e.stderr, "tmntsim: interrupted; no %s written\n", what)
		return exitInterrupted
	}
	if res.Best < 0 {
		return fail(e, fmt.Errorf("tune: no value of %s in %s..%s makes a valid %s", t.vary.name(), fmtKnob(t.value(0)), fmtKnob(t.value(t.steps)), what))
	}
	if t.out != "" {
		data, err := scenarios.SetNumber(data, t.vary.path, res.Points[res.Best].X)
		if err != nil {
			return fail(e, fmt.Errorf("-o %s: %w", t.out, err))
		}
		if !rescueOut(e, "-o", t.out, "the tuned "+what, func(w io.Writer) error { _, err := w.Write(data); return err }) {
			return exitError
		}
	}
	if err := x.output(e.stdout, true); err != nil {
		return fail(e, err)
	}
	return exitOK
}

// output writes the tuning on w in its --format; complete is false when
// it was interrupted.
func (x tuneText) output(w io.Writer, complete bool) error {
	if x.t.format == "json" {
		return x.writeJSON(w, complete)
	}
	return x.write(w)
}

// tuneJSON is a tuning in --format json.
type tuneJSON struct {
	Path     string          `json:"path"`       // by names (villains.foot-ninja.figures)
	Given    string          `json:"path_given"` // as --vary gave it
	Source   string          `json:"source"`
	Policies string          `json:"policies"`
	Seed     uint64          `json:"seed"`
	Target   float64         `json:"target"`
	Unit     string          `json:"unit"`
	Complete bool            `json:"complete"`
	Points   []tunePointJSON `json:"points"`
	Best     *tunePointJSON  `json:"best"` // null when no value could be played
	Crosses  bool            `json:"crosses"`
	Crossing *tuneCrossJSON  `json:"crossing,omitempty"`
	Wrote    string          `json:"wrote,omitempty"`
}

type tunePointJSON struct {
	Value   float64          `json:"value"`
	Games   int64            `json:"games"`
	WinRate reports.Estimate `json:"win_rate"`
}

// tuneCrossJSON is where the curve crosses the target, and the values
// its 95% band cannot tell from it.
type tuneCrossJSON struct {
	Value float64 `json:"value"`
	Lo    float64 `json:"lo"`
	Hi    float64 `json:"hi"`
	Text  string  `json:"text"`
}

// writeJSON writes the tuning as JSON.
func (x tuneText) writeJSON(w io.Writer, complete bool) error {
	t, res := x.t, x.res
	j := tuneJSON{Path: t.vary.name(), Given: t.vary.path, Source: x.source, Policies: x.policies, Seed: x.seed,
		Target: roundKnob(t.target), Unit: x.unit, Complete: complete, Points: []tunePointJSON{}, Crosses: res.Crosses}
	for i, p := range res.Points {
		if p.Sum == nil || p.Sum.Games() == 0 {
			continue
		}
		pj := tunePointJSON{p.X, p.Sum.Games(), reports.NewEstimate(lab.Rate(p.Sum))}
		j.Points = append(j.Points, pj)
		if i == res.Best {
			j.Best = &pj
		}
	}
	if cr := res.Cross; res.Best >= 0 && cr.Found {
		d := &reports.DifficultyCurve{Knob: reports.Knob{Path: j.Path}, Lines: []reports.CurveLine{{Curve: res.Curve}}, Target: t.target}
		j.Crossing = &tuneCrossJSON{cr.X, cr.Lo, cr.Hi, d.CrossingText(0)}
	}
	if complete && res.Best >= 0 && t.out != "" {
		j.Wrote = filepath.Clean(t.out)
	}
	return writeJSON(w, j)
}

// check checks the flags.
func (t *tuning) check(fs *pflag.FlagSet, ci, varyFlag, target string) error {
	if err := checkRunFlags(&t.run, ci); err != nil {
		return err
	}
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
	if err := checkFormatOf(t.format, "text", "json"); err != nil {
		return err
	}
	var err error
	if t.vary, err = parseVary(varyFlag); err != nil {
		return err
	}
	if !t.vary.ranged || t.vary.lo == t.vary.hi {
		return usagef("--vary %s: tune searches a range; give PATH=a..b with a < b", varyFlag)
	}
	whole := t.vary.lo == math.Trunc(t.vary.lo) && t.vary.hi == math.Trunc(t.vary.hi)
	if t.vary.step == 0 {
		t.vary.step = 1
		if !whole || t.vary.hi-t.vary.lo > 4*tuneSteps {
			t.vary.step = (t.vary.hi - t.vary.lo) / tuneSteps
		}
	}
	t.steps = int(math.Floor((t.vary.hi-t.vary.lo)/t.vary.step + 1e-9))
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

// value returns the knob value of grid point k.
func (t *tuning) value(k int) float64 { return roundKnob(t.vary.lo + float64(k)*t.vary.step) }

// write writes the values played with their win rates, the best one,
// and where the curve crosses the target.
func (x tuneText) write(w io.Writer) error {
	t, res := x.t, x.res
	fmt.Fprintf(w, "tune %s of %s toward %s winning %s, %s, seed %d (every value on the same seeds)\n\n",
		t.vary.name(), x.source, x.who, reports.Pct(t.target), x.policies, x.seed)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintf(tw, "value\t%s\t%s\t95%% CI\t\n", x.unit, x.wins)
	for i, p := range res.Points {
		if p.Sum == nil || p.Sum.Games() == 0 {
			continue
		}
		r, lo, hi := lab.Rate(p.Sum)
		mark := ""
		if i == res.Best {
			mark = "← closest"
		}
		fmt.Fprintf(tw, "%s\t%d\t%s\t%s – %s\t%s\n", fmtKnob(p.X), p.Sum.Games(), reports.Pct(r), reports.Pct(lo), reports.Pct(hi), mark)
	}
	if err := tw.Flush(); err != nil || res.Best < 0 {
		return err
	}
	fmt.Fprintln(w)
	p := res.Points[res.Best]
	b := tuned{path: t.vary.name(), who: x.wins, unit: x.unit, x: p.X, target: t.target,
		games: p.Sum.Games(), curve: res.Curve, crosses: res.Cross.Found}
	if !res.Crosses {
		var ends []lab.Point
		for _, q := range res.Points {
			if q.Sum != nil && q.Sum.Games() > 0 {
				ends = append(ends, q)
			}
		}
		first, last := ends[0], ends[len(ends)-1]
		r0, _, _ := lab.Rate(first.Sum)
		r1, _, _ := lab.Rate(last.Sum)
		b.note = fmt.Sprintf("%s win rate does not cross %s between %s and %s (%s and %s); the closer end is chosen",
			x.whose, reports.Pct(t.target), fmtKnob(first.X), fmtKnob(last.X), reports.Pct(r0), reports.Pct(r1))
	}
	b.rate, b.lo, b.hi = lab.Rate(p.Sum)
	b.write(w)
	if t.out != "" {
		fmt.Fprintf(w, "wrote %s with %s = %s\n", filepath.Clean(t.out), t.vary.name(), fmtKnob(p.X))
	}
	return nil
}

// tuned is the end of a tuning's text: its best value and where the
// curve crosses the target.
type tuned struct {
	path, who, unit, note   string  // who wins ("heroes win"); games counted in unit ("battles")
	x, target, rate, lo, hi float64 // the best value, the target, the rate there and its interval
	games                   int64
	curve                   *stats.Curve
	crosses                 bool
}

// write writes the best value's win rate against the target, the note if
// any, and where the curve crosses the target if it does.
func (b tuned) write(w io.Writer) {
	verdict := "its interval holds the target"
	if !(b.lo <= b.target && b.target <= b.hi) {
		verdict = "its interval misses the target: no value on the grid reaches it exactly"
	}
	fmt.Fprintf(w, "best value: %s = %s, %s %s (95%% CI %s – %s, %d %s); %s\n",
		b.path, fmtKnob(b.x), b.who, reports.Pct(b.rate), reports.Pct(b.lo), reports.Pct(b.hi), b.games, b.unit, verdict)
	if b.note != "" {
		fmt.Fprintln(w, "note:", b.note)
	}
	d := &reports.DifficultyCurve{Knob: reports.Knob{Path: b.path}, Lines: []reports.CurveLine{{Curve: b.curve}}, Target: b.target}
	if b.crosses {
		fmt.Fprintf(w, "crossing: the win rate, interpolated between the values played, %s\n", d.CrossingText(0))
	}
}
