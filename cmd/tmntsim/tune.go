package main

import (
	"context"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"slices"
	"text/tabwriter"

	"github.com/spf13/pflag"

	"github.com/tmntsim/tmntsim/internal/textsafe"
	"github.com/tmntsim/tmntsim/reports"
	"github.com/tmntsim/tmntsim/scenarios"
	"github.com/tmntsim/tmntsim/sim"
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

	base   *battlefile.Loaded
	steps  int                // grid points are lo + k·step, k = 0 … steps
	points map[int]*tunePoint // evaluated grid points
	order  []int              // grid points in the order evaluated
	best   int                // the grid point chosen
	curve  *stats.Curve       // the evaluated points
	cross  stats.Crossing     // where the curve crosses the target
	note   string             // why the search ended where it did, if not at a crossing
}

// A tunePoint is one evaluated value of the knob.
type tunePoint struct {
	x   float64
	l   *battlefile.Loaded
	sum *stats.Summary
}

// doTune is "tmntsim tune" with args, stopped early by cancelling ctx.
func doTune(ctx context.Context, e *env, args []string) int {
	fs := newFlagSet(e, "tune")
	var t tuning
	ci := addRunFlags(fs, &t.run, 1000, "at each value tried (more near the crossing, up to --max-battles)")
	varyFlag := fs.String("vary", "", "the number to tune and its range: `PATH=a..b` or a..b:step (whole numbers step by 1)")
	target := fs.String("target", "", "the heroes' win `RATE` to reach (0.5 or 50%)")
	fs.Int64Var(&t.maxBattles, "max-battles", 16000, "at most `N` battles at one value, for values whose interval still holds the target")
	fs.StringVarP(&t.out, "out", "o", "", "write the tuned battle file to `FILE`")
	fs.BoolVar(&t.force, "force", false, "let -o overwrite the battle file being tuned")
	fs.Usage = func() { tuneHelp(e.stdout, fs) }
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
	interrupted, err := t.search(ctx, e)
	if err != nil {
		return fail(e, err)
	}
	if interrupted {
		t.writeText(e.stdout)
		fmt.Fprintln(e.stderr, "tmntsim: interrupted; no battle file written")
		return exitInterrupted
	}
	if t.out != "" {
		data, err := scenarios.SetNumber(t.base.Data, t.vary.path, t.value(t.best))
		if err != nil {
			return fail(e, fmt.Errorf("-o %s: %w", t.out, err))
		}
		if !rescueOut(e, "-o", t.out, "the tuned battle file", func(w io.Writer) error { _, err := w.Write(data); return err }) {
			return exitError
		}
	}
	if err := t.writeText(e.stdout); err != nil {
		return fail(e, err)
	}
	return exitOK
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

// eval plays grid point k with at least n battles (the first n battles of
// the run: every point shares its seeds), and returns its summary.
func (t *tuning) eval(ctx context.Context, e *env, k int, n int64) (*stats.Summary, bool, error) {
	if t.points == nil {
		t.points = map[int]*tunePoint{}
	}
	p := t.points[k]
	if p == nil {
		x := t.value(k)
		l, err := variant(t.base, t.vary.path, x)
		if err != nil {
			return nil, false, err
		}
		p = &tunePoint{x: x, l: l}
		t.points[k] = p
		t.order = append(t.order, k)
	}
	if p.sum != nil && p.sum.Games() >= n {
		return p.sum, false, nil
	}
	if progressOn(e, t.run.progress) {
		fmt.Fprintf(e.stderr, "tune: %s = %s, %d battles\n", t.vary.path, fmtKnob(p.x), n)
	}
	if p.sum == nil {
		c := t.run
		c.battles = n
		sum, stopped, err := playSummary(ctx, e, p.l, c)
		p.sum = sum
		return sum, stopped, err
	}
	stopped, err := extendSummary(ctx, e, p.l, t.run, p.sum, n)
	return p.sum, stopped, err
}

// refine plays more battles at grid point k, four times as many each
// time up to --max-battles, while its 95% interval holds the target: near
// the crossing, the side a point is on needs more battles to tell.
func (t *tuning) refine(ctx context.Context, e *env, k int) (*stats.Summary, bool, error) {
	n := t.run.battles
	for {
		sum, stopped, err := t.eval(ctx, e, k, n)
		if err != nil || stopped {
			return sum, stopped, err
		}
		_, lo, hi := sum.WinRate(0)
		if !(lo <= t.target && t.target <= hi) || n >= t.maxBattles {
			return sum, false, nil
		}
		n = min(4*n, t.maxBattles)
	}
}

// search bisects the grid for the crossing of the target: the win rate at
// both ends says which way the curve goes, then each step plays the
// middle of the bracket and keeps the half where the rate passes the
// target. All points share their seeds, so the curve they trace is the
// paired curve, smooth where independent runs would be ragged.
func (t *tuning) search(ctx context.Context, e *env) (interrupted bool, err error) {
	rate := func(s *stats.Summary) float64 { r, _, _ := s.WinRate(0); return r }
	lo, hi := 0, t.steps
	sLo, stopped, err := t.refine(ctx, e, lo)
	if err != nil || stopped {
		return stopped, err
	}
	sHi, stopped, err := t.refine(ctx, e, hi)
	if err != nil || stopped {
		return stopped, err
	}
	above := rate(sLo) > t.target // the side of the target the low end is on
	if (rate(sHi) > t.target) == above {
		t.note = fmt.Sprintf("the heroes' win rate does not cross %s between %s and %s (%s and %s); the closer end is chosen",
			reports.Pct(t.target), fmtKnob(t.value(lo)), fmtKnob(t.value(hi)), reports.Pct(rate(sLo)), reports.Pct(rate(sHi)))
	} else {
		for hi-lo > 1 {
			mid := (lo + hi) / 2
			s, stopped, err := t.refine(ctx, e, mid)
			if err != nil || stopped {
				return stopped, err
			}
			if (rate(s) > t.target) == above {
				lo = mid
			} else {
				hi = mid
			}
		}
		// The two ends of the bracket decide: give both the most battles.
		for _, k := range []int{lo, hi} {
			if _, stopped, err := t.eval(ctx, e, k, t.maxBattles); err != nil || stopped {
				return stopped, err
			}
		}
	}
	t.choose()
	return false, nil
}

// choose picks the evaluated grid point whose win rate is closest to the
// target, and finds where the curve of the evaluated points crosses it.
func (t *tuning) choose() {
	var pts []stats.CurvePoint
	best := math.Inf(1)
	for _, k := range t.sortedPoints() {
		p := t.points[k]
		h := p.sum.Count(0, sim.Won)
		pts = append(pts, stats.CurvePoint{X: p.x, Wins: h, N: p.sum.Games()})
		r, _, _ := p.sum.WinRate(0)
		if d := math.Abs(r - t.target); d < best {
			best, t.best = d, k
		}
	}
	t.curve = stats.NewCurve(pts, t.run.ci)
	t.cross = t.curve.Crossing(t.target)
}

// sortedPoints returns the evaluated grid points by knob value.
func (t *tuning) sortedPoints() []int {
	ks := slices.Clone(t.order)
	slices.Sort(ks)
	return ks
}

func (t *tuning) writeText(w io.Writer) error {
	fmt.Fprintf(w, "tune %s of %s toward heroes winning %s, policy %s, seed %d (every value on the same seeds)\n\n",
		t.vary.path, textsafe.Term(t.base.Source), reports.Pct(t.target), t.run.policy, t.run.seed)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "value\tbattles\theroes win\t95% CI\t")
	for _, k := range t.sortedPoints() {
		p := t.points[k]
		if p.sum == nil || p.sum.Games() == 0 {
			continue
		}
		r, lo, hi := p.sum.WinRate(0)
		mark := ""
		if k == t.best && t.curve != nil {
			mark = "← closest"
		}
		fmt.Fprintf(tw, "%s\t%d\t%s\t%s – %s\t%s\n", fmtKnob(p.x), p.sum.Games(), reports.Pct(r), reports.Pct(lo), reports.Pct(hi), mark)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	if t.curve == nil {
		return nil
	}
	fmt.Fprintln(w)
	p := t.points[t.best]
	b := tuned{path: t.vary.path, who: "heroes win", unit: "battles", note: t.note, x: p.x, target: t.target,
		games: p.sum.Games(), curve: t.curve, crosses: t.cross.Found}
	b.rate, b.lo, b.hi = p.sum.WinRate(0)
	b.write(w)
	if t.out != "" {
		fmt.Fprintf(w, "wrote %s with %s = %s\n", filepath.Clean(t.out), t.vary.path, fmtKnob(p.x))
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

func tuneHelp(w io.Writer, fs *pflag.FlagSet) {
	fmt.Fprintf(w, `Usage: tmntsim tune [BATTLE] --vary PATH=a..b --target RATE [flags]

Searches one number of BATTLE's file, between a and b, for the value that
brings the heroes' win rate closest to RATE, and writes the battle file with
that value (-o). It plays both ends, then bisects: each step plays the middle
of the bracket where the rate passes the target. A value whose 95%% interval
still holds the target gets four times the battles, up to --max-battles, before
its side is decided; the two values left around the crossing get the most. All
values are played on the same seeds, so they trace one smooth (paired) curve.

It prints every value tried with its win rate and interval, the best value, and
where the curve crosses the target by interpolation with the range of values the
95%% band cannot tell from it. PATH is as for tmntsim sweep (e.g.
villains.foot-ninja.figures, heroes.leonardo.life, round_limit). Whole-number
ranges step by 1; give a..b:step for another grid. BATTLE is a battle file or the
name of an embedded battle (default: %s), or a match or table file: then the
target is the focus seat's win rate, and a value that makes the file invalid is
skipped with a note.

Flags:
`, battlefile.Default)
	fmt.Fprint(w, fs.FlagUsages())
	fmt.Fprint(w, `
Examples:
  # How many Foot Ninja make the built-in battle a coin flip?
  tmntsim tune --vary villains.foot-ninja.figures=4..20 --target 50% -p greedy -o intro-tuned.yaml

  # Tune a hero's Life in place
  tmntsim tune my-battle.yaml --vary heroes.leonardo.life=4..16 --target 0.6 -o my-battle.yaml --force
`)
}
