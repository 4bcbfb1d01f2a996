package main

import (
	"bytes"
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/spf13/pflag"
	"go.yaml.in/yaml/v3"

	"github.com/tmntsim/tmntsim/internal/userfile"
	"github.com/tmntsim/tmntsim/lab"
	"github.com/tmntsim/tmntsim/reports"
	"github.com/tmntsim/tmntsim/scenarios"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
	"github.com/tmntsim/tmntsim/sim/adventures/policy"
	"github.com/tmntsim/tmntsim/stats"
)

func init() {
	register(&command{
		name:    "check",
		summary: "a balance gate for CI: is the heroes' win rate inside a range? (sequential test, exit 0 or 1)",
		run:     interruptible(doCheck),
	})
}

// exitUndecided is the exit status of a check that reached --max-battles
// before its test decided: not a pass (so a CI job fails), but not the
// failure of exit 1 either, so that a pipeline can tell "the battle is out
// of balance" from "the gate could not tell; raise --max-battles or widen
// --delta".
const exitUndecided = 3

// Defaults of a gate.
const (
	checkDelta      = 0.02
	checkErrorRate  = 0.05
	checkMaxBattles = 200_000
)

// A gate is one battle and the range its heroes' win rate is expected in.
type gate struct {
	Battle     string   `json:"battle"`
	Expect     string   `json:"expect"`
	lo, hi     float64  // the parsed range
	Policy     string   `json:"policy"`
	Seed       uint64   `json:"seed"`
	Delta      float64  `json:"delta"`
	Alpha      float64  `json:"alpha"`
	Beta       float64  `json:"beta"`
	MaxBattles int64    `json:"max_battles"`
	where      string   // file:line:col of the gate in a --file, for messages
	specs      []string // the seats' policies of a match or table
}

// A gateResult is the evidence and the decision of one gate.
type gateResult struct {
	gate
	Name     string           `json:"name,omitempty"`
	Verdict  string           `json:"verdict"` // inside, outside, undecided or error
	Battles  int64            `json:"battles"`
	Wins     int64            `json:"hero_wins"`
	Rate     float64          `json:"win_rate"`
	Interval [2]float64       `json:"interval_95"`
	Expected float64          `json:"expected_battles_at_estimate"`
	Bounds   []boundEvidence  `json:"bounds"`
	Error    string           `json:"error,omitempty"`
	verdict  stats.Verdict    // Verdict as a value
	who      string           // whose wins: "heroes win" or a seat's ("genbu wins")
	noun     string           // what is played: "battle", or "game" of a match or a table
	test     *stats.RangeTest // nil before the run
}

// boundEvidence is one bound's SPRT in the JSON output.
type boundEvidence struct {
	Bound     float64 `json:"bound"`
	LLR       float64 `json:"llr"`
	Accept    float64 `json:"inside_at"`
	Reject    float64 `json:"outside_at"`
	Verdict   string  `json:"verdict"`
	DecidedAt int64   `json:"decided_at,omitempty"`
}

func doCheck(ctx context.Context, e *env, args []string) int {
	fs := newFlagSet(e, "check")
	var g gate
	fs.StringVar(&g.Expect, "expect", "", "the heroes' win rate must lie in `LO..HI` (e.g. 45%..55% or 0.45..0.55; ..55% or 45%.. for one bound)")
	fs.Float64Var(&g.Delta, "delta", checkDelta, "indifference width `W` centred on each bound: win rates within W/2 of a bound may pass or fail")
	fs.Float64Var(&g.Alpha, "alpha", checkErrorRate, "error rate `A`: the chance of failing a battle inside the range (by W/2 or more)")
	fs.Float64Var(&g.Beta, "beta", checkErrorRate, "error rate `B`: the chance of passing a battle outside the range (by W/2 or more)")
	fs.Int64Var(&g.MaxBattles, "max-battles", checkMaxBattles, "never play more than `N` battles of a gate; undecided then (exit 3)")
	fs.Uint64Var(&g.Seed, "seed", 1, "run `seed`: battle i is played from an RNG seeded by (seed, i) alone")
	fs.StringVarP(&g.Policy, "policy", "p", "", "hero `policy`: a name, optionally name:key=value,… (default: the default policy)")
	file := fs.String("file", "", "check every gate of the YAML `FILE` (flags given are its defaults)")
	workers := fs.IntP("workers", "w", 0, "`N` battles played in parallel (default: one per CPU)")
	format := fs.String("format", "text", "`format` on stdout: text or json")
	progress := fs.String("progress", "auto", "progress on stderr: `auto` (when stderr is a terminal), on or off")
	out := fs.StringP("out", "o", "", "also write the evidence as JSON to `FILE` (for a CI job's artifacts)")
	fs.Usage = func() {
		writeHelp(e.stdout, "check", fs, map[string]any{"Default": battlefile.Default, "Example": gatesExample})
	}
	if code, done := parseFlags(e, fs, args); done {
		return code
	}
	if err := checkCheckFlags(fs, &g, *file, *workers, *format, *progress); err != nil {
		return fail(e, err)
	}
	if err := checkOut("-o", *out); err != nil {
		return fail(e, err)
	}
	var gates []gate
	if *file != "" {
		var err error
		if gates, err = readGates(*file, g); err != nil {
			return fail(e, err)
		}
	} else {
		g.Battle = fs.Arg(0)
		gates = []gate{g}
	}
	for i := range gates {
		if err := gates[i].parse(); err != nil {
			return fail(e, err)
		}
	}

	results := make([]*gateResult, 0, len(gates))
	code := exitOK
	for _, g := range gates {
		r, interrupted := playGate(ctx, e, g, *workers, *progress)
		results = append(results, r)
		if interrupted {
			code = exitInterrupted
			break
		}
	}
	if code != exitInterrupted {
		code = checkStatus(results)
	}
	if *out != "" && !rescueOut(e, "-o", *out, "the gates' JSON", func(w io.Writer) error { return writeGates(w, results, "json") }) {
		return exitError
	}
	if err := writeGates(e.stdout, results, *format); err != nil {
		return fail(e, err)
	}
	if code == exitInterrupted {
		fmt.Fprintln(e.stderr, "tmntsim: check interrupted; the gate stopped undecided")
	}
	return code
}

// checkCheckFlags checks check's flags on their own.
func checkCheckFlags(fs *pflag.FlagSet, g *gate, file string, workers int, format, progress string) error {
	switch {
	case file == "" && fs.NArg() > 1:
		return usagef("check: one battle at a time (got %s); use --file for several", strings.Join(fs.Args(), " "))
	case file != "" && fs.NArg() > 0:
		return usagef("check: give battles in --file %s or as an argument, not both (got %s)", file, strings.Join(fs.Args(), " "))
	case file == "" && g.Expect == "":
		return usagef("check: --expect LO..HI is required (e.g. --expect 45%%..55%%), or --file with gates")
	case workers < 0:
		return usagef("--workers: %d is negative; give a number of workers, or 0 for one per CPU", workers)
	case format != "text" && format != "json":
		return usagef("--format: unknown format %q (known: text, json)", format)
	}
	return checkProgress(progress)
}

// parse checks a gate's numbers and parses its range. The error of a
// gate from a --file names its file:line:col (exit 1, a file error); that
// of the command line names the flag (exit 2).
func (g *gate) parse() error {
	bad := func(key string, err error) error {
		if g.where != "" {
			return fmt.Errorf("%s: %s: %v", g.where, key, err)
		}
		return usagef("--%s: %v", key, err)
	}
	var err error
	if g.lo, g.hi, err = parseRange(g.Expect); err != nil {
		return bad("expect", err)
	}
	if g.MaxBattles < 1 {
		return bad("max-battles", fmt.Errorf("%d is not a positive number of battles", g.MaxBattles))
	}
	if _, setup, err := openGame(g.Battle); err == nil && setup != nil {
		// A match or a table: the policy is the focus seat's (or
		// SEAT=SPEC), the file's when none is given.
		if g.specs, err = seatPolicies(setup, nonEmpty(g.Policy), ""); err == nil {
			_, err = setup.NewGame(g.specs)
		}
		if err != nil {
			return bad("policy", err)
		}
	} else {
		if g.Policy == "" {
			g.Policy = policy.Default
		}
		if _, err := policy.New(g.Policy); err != nil {
			return bad("policy", err)
		}
	}
	if _, err := stats.NewRangeTest(g.lo, g.hi, g.Delta, g.Alpha, g.Beta); err != nil {
		return bad("expect", fmt.Errorf("%s with delta %g, alpha %g, beta %g: %v", g.Expect, g.Delta, g.Alpha, g.Beta, err))
	}
	return nil
}

// parseRange parses LO..HI, each a fraction (0.45) or a percentage (45%);
// an empty side is 0 or 1, no bound.
func parseRange(s string) (lo, hi float64, err error) {
	a, b, ok := strings.Cut(s, "..")
	if !ok {
		return 0, 0, fmt.Errorf("%q is not a range LO..HI (e.g. 45%%..55%% or 0.45..0.55)", s)
	}
	side := func(t string, empty float64) (float64, error) {
		t = strings.TrimSpace(t)
		if t == "" {
			return empty, nil
		}
		scale := 1.0
		if p, ok := strings.CutSuffix(t, "%"); ok {
			t, scale = p, 0.01
		}
		x, err := strconv.ParseFloat(strings.TrimSpace(t), 64)
		x *= scale
		if err != nil || !(x >= 0 && x <= 1) {
			return 0, fmt.Errorf("%q in %q is not a win rate between 0 and 1 (e.g. 0.45 or 45%%)", t, s)
		}
		return x, nil
	}
	if lo, err = side(a, 0); err != nil {
		return 0, 0, err
	}
	if hi, err = side(b, 1); err != nil {
		return 0, 0, err
	}
	if lo >= hi {
		return 0, 0, fmt.Errorf("%q is empty: its low end is not below its high end", s)
	}
	return lo, hi, nil
}

// playGate plays g's battle (or match, or table) until its test decides
// or max-battles, and returns the evidence; interrupted is true when ctx
// stopped it. The test sees every game in index order (lab's Stop), so it
// stops at the same game whatever the number of workers.
func playGate(ctx context.Context, e *env, g gate, workers int, progress string) (*gateResult, bool) {
	r := &gateResult{gate: g, Verdict: "error", who: "heroes win", noun: "battle"}
	o := lab.Options{Source: g.Battle, Seed: g.Seed, Games: g.MaxBattles, Workers: workers, CI: stats.MethodWilson}
	_, setup, err := openGame(g.Battle)
	if err == nil && setup != nil {
		r.Name, r.who, r.noun = g.Battle, focusName(setup)+" wins", "game"
		o.Policies = g.specs
	} else if err == nil {
		var l *battlefile.Loaded
		if l, err = battlefile.Open(g.Battle); err == nil {
			r.Name = l.Battle.Name
			o.Name, o.Source, o.Hash, o.Version = l.Battle.Name, l.Source, l.Hash, tmntsimVersion()
			setup = newSetup(l.Battle, g.Policy, false)
		}
	}
	if err != nil {
		r.Error = err.Error()
		return r, false
	}
	r.test, _ = stats.NewRangeTest(g.lo, g.hi, g.Delta, g.Alpha, g.Beta)
	o.Stop = func(s *stats.Summary) bool { return r.test.Update(lab.Wins(s), s.Games()) != stats.Undecided }
	sum := lab.NewSummary(setup, o)
	interrupted, err := playInto(ctx, e, setup, sum, o, progress, r.noun)
	if err != nil {
		r.Error = err.Error()
		return r, false
	}
	if r.noun == "game" {
		r.Policy = strings.Join(sum.Policies, ",")
	}
	r.Battles, r.Wins = sum.Games(), lab.Wins(sum)
	r.Rate, r.Interval[0], r.Interval[1] = lab.Rate(sum)
	r.evidence()
	return r, interrupted
}

// evidence fills in r's verdict and each bound's evidence from its test
// and its wins and battles.
func (r *gateResult) evidence() {
	r.verdict = r.test.Verdict()
	r.Verdict = r.verdict.String()
	r.Expected = math.Round(r.test.ExpectedBattles(r.Rate))
	lower, upper := r.test.Bounds(r.Wins, r.Battles)
	for _, b := range []stats.BoundState{lower, upper} {
		if b.Applicable {
			r.Bounds = append(r.Bounds, boundEvidence{Bound: b.Bound, LLR: round4(b.LLR),
				Accept: round4(b.Upper), Reject: round4(b.Lower), Verdict: b.Verdict.String(), DecidedAt: b.DecidedAt})
		}
	}
}

// nonEmpty returns s as a list of one, or none when it is empty.
func nonEmpty(s string) []string {
	if s == "" {
		return nil
	}
	return []string{s}
}

// round4 rounds x to four decimals, for the JSON output.
func round4(x float64) float64 { return math.Round(x*1e4) / 1e4 }

// checkStatus returns the exit status of the gates' results: 1 if any is
// outside or failed, else 3 if any is undecided, else 0.
func checkStatus(results []*gateResult) int {
	code := exitOK
	for _, r := range results {
		switch {
		case r.Error != "" || r.verdict == stats.Outside:
			return exitError
		case r.verdict == stats.Undecided:
			code = exitUndecided
		}
	}
	return code
}

// writeGates writes the results in format: text lines or one JSON object.
func writeGates(w io.Writer, results []*gateResult, format string) error {
	if format == "json" {
		out := struct {
			Verdict string        `json:"verdict"`
			Gates   []*gateResult `json:"gates"`
		}{checkVerdict(results), results}
		enc := json.NewEncoder(w)
		enc.SetIndent("", "  ")
		return enc.Encode(out)
	}
	for _, r := range results {
		name := r.Battle
		if name == "" {
			name = battlefile.Default
		}
		if r.Error != "" {
			fmt.Fprintf(w, "ERROR    %s: %s\n", name, r.Error)
			continue
		}
		noun := cmp.Or(r.noun, "battle")
		fmt.Fprintf(w, "%-8s %s: %s %s [%s, %s] after %d %ss; expected %s\n",
			strings.ToUpper(r.Verdict), name, r.who, reports.Pct(r.Rate), reports.Pct(r.Interval[0]), reports.Pct(r.Interval[1]),
			r.Battles, noun, rangeText(r.lo, r.hi))
		for _, b := range r.Bounds {
			at := "undecided"
			if b.DecidedAt > 0 {
				at = fmt.Sprintf("%s after %d %ss", b.Verdict, b.DecidedAt, noun)
			}
			fmt.Fprintf(w, "         bound %s: %s (log-likelihood ratio %.2f; outside at %.2f, inside at %.2f)\n",
				reports.Pct(b.Bound), at, b.LLR, b.Reject, b.Accept)
		}
		fmt.Fprintf(w, "         sequential test: delta %s, alpha %g, beta %g, at most %d %ss, seed %d, policy %s\n",
			strings.TrimPrefix(reports.Points(r.Delta), "+"), r.Alpha, r.Beta, r.MaxBattles, noun, r.Seed, r.Policy)
	}
	return nil
}

// checkVerdict is the verdict of all gates: outside, error, undecided or
// inside, the worst first.
func checkVerdict(results []*gateResult) string {
	switch checkStatus(results) {
	case exitOK:
		return "inside"
	case exitUndecided:
		return "undecided"
	}
	for _, r := range results {
		if r.Error != "" {
			return "error"
		}
	}
	return "outside"
}

// rangeText formats a range for people: "45.0%..55.0%", "≤ 55.0%", "≥ 45.0%".
func rangeText(lo, hi float64) string {
	switch {
	case lo == 0:
		return "at most " + reports.Pct(hi)
	case hi == 1:
		return "at least " + reports.Pct(lo)
	}
	return reports.Pct(lo) + ".." + reports.Pct(hi)
}

// readGates reads the gates of a YAML file, strictly: a mapping with one
// key, gates, a list of mappings with the keys of a gate. Keys not given
// take their value from def (the command line's flags and defaults).
// Battle paths are relative to the file's directory.
func readGates(file string, def gate) ([]gate, error) {
	data, err := userfile.Read(file, userfile.MaxBattle)
	if err != nil {
		return nil, fmt.Errorf("--file: %w", err)
	}
	pos := func(n *yaml.Node) string { return fmt.Sprintf("%s:%d:%d", file, n.Line, n.Column) }
	if len(bytes.TrimSpace(data)) == 0 {
		return nil, fmt.Errorf("%s: empty; want a mapping with a list of gates, e.g.\n%s", file, gatesExample)
	}
	// The shared YAML reader: one document, UTF-8 text, errors at their line.
	var errs scenarios.ErrorList
	root := scenarios.ParseYAML(scenarios.NewSource(file, data, &errs), data)
	if root == nil {
		return nil, errs.Err()
	}
	if root.Kind != yaml.MappingNode {
		return nil, fmt.Errorf("%s: want a mapping with the key gates, e.g.\n%s", pos(root), gatesExample)
	}
	var list *yaml.Node
	for i := 0; i < len(root.Content); i += 2 {
		k, v := root.Content[i], root.Content[i+1]
		if k.Value != "gates" {
			return nil, fmt.Errorf("%s: unknown key %q (known: gates)", pos(k), k.Value)
		}
		if list != nil {
			return nil, fmt.Errorf("%s: gates given twice", pos(k))
		}
		if v.Kind != yaml.SequenceNode || len(v.Content) == 0 {
			return nil, fmt.Errorf("%s: gates: want a list of gates, each with battle and expect", pos(v))
		}
		list = v
	}
	if list == nil {
		return nil, fmt.Errorf("%s: no gates; want a mapping with the key gates, e.g.\n%s", pos(root), gatesExample)
	}
	dir := filepath.Dir(file)
	var gates []gate
	for _, n := range list.Content {
		g, err := readGate(n, def, pos)
		if err != nil {
			return nil, err
		}
		if !filepath.IsAbs(g.Battle) && !isEmbedded(g.Battle) {
			g.Battle = filepath.Join(dir, g.Battle)
		}
		gates = append(gates, g)
	}
	return gates, nil
}

// gatesExample is a gates file, for error messages and help.
const gatesExample = `gates:
  - battle: battles/intro-brawl.yaml
    expect: 45%..55%
  - battle: battles/breakout.yaml
    expect: ..40%
    policy: tactician
    max-battles: 50000`

// gateKeys are the keys of a gate in a gates file.
var gateKeys = []string{"battle", "expect", "policy", "seed", "delta", "alpha", "beta", "max-battles"}

// readGate reads one gate of a gates file from node n.
func readGate(n *yaml.Node, def gate, pos func(*yaml.Node) string) (gate, error) {
	g := def
	g.where = pos(n)
	if n.Kind != yaml.MappingNode {
		return g, fmt.Errorf("%s: a gate is a mapping with battle and expect (and optionally %s)", pos(n), strings.Join(gateKeys[2:], ", "))
	}
	seen := map[string]bool{}
	for i := 0; i < len(n.Content); i += 2 {
		k, v := n.Content[i], n.Content[i+1]
		if seen[k.Value] {
			return g, fmt.Errorf("%s: %s given twice in this gate", pos(k), k.Value)
		}
		seen[k.Value] = true
		if v.Kind != yaml.ScalarNode {
			return g, fmt.Errorf("%s: %s: want a single value", pos(v), k.Value)
		}
		bad := func(want string) error { return fmt.Errorf("%s: %s: %q is not %s", pos(v), k.Value, v.Value, want) }
		var err error
		switch k.Value {
		case "battle":
			g.Battle = v.Value
		case "expect":
			g.Expect = v.Value
		case "policy":
			g.Policy = v.Value
		case "seed":
			if g.Seed, err = strconv.ParseUint(v.Value, 10, 64); err != nil {
				return g, bad("a seed (a whole number, 0 or more)")
			}
		case "delta", "alpha", "beta":
			x, err := strconv.ParseFloat(v.Value, 64)
			if err != nil || !(x > 0 && x < 1) {
				return g, bad("a number between 0 and 1 (e.g. 0.05)")
			}
			switch k.Value {
			case "delta":
				g.Delta = x
			case "alpha":
				g.Alpha = x
			default:
				g.Beta = x
			}
		case "max-battles":
			if g.MaxBattles, err = strconv.ParseInt(v.Value, 10, 64); err != nil || g.MaxBattles < 1 {
				return g, bad("a positive number of battles")
			}
		default:
			msg := fmt.Sprintf("%s: unknown key %q in a gate", pos(k), k.Value)
			if s := closest(k.Value, gateKeys); s != "" {
				msg += fmt.Sprintf(" (did you mean %q?)", s)
			}
			return g, fmt.Errorf("%s; known: %s", msg, strings.Join(gateKeys, ", "))
		}
		// A position inside the gate: its expect, for range errors.
		if k.Value == "expect" {
			g.where = pos(v)
		}
	}
	for _, key := range []string{"battle", "expect"} {
		if !seen[key] {
			return g, fmt.Errorf("%s: this gate has no %s", pos(n), key)
		}
	}
	return g, nil
}

// isEmbedded reports whether name is an embedded battle's name.
func isEmbedded(name string) bool {
	if slices.Contains(battlefile.Embedded(), name) {
		return true
	}
	for _, g := range games {
		if g.embedded != nil && slices.Contains(g.embedded(), name) {
			return true
		}
	}
	return false
}
