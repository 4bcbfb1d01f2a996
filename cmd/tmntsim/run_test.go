package main

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/tmntsim/tmntsim/lab"
	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
	"github.com/tmntsim/tmntsim/sim/adventures/policy"
	"github.com/tmntsim/tmntsim/sim/runner/fakegame"
	"github.com/tmntsim/tmntsim/stats"
)

// A fakeSetup is a battle's schema played by a game newGame makes, for
// "tmntsim run" to play in tests instead of the engine.
type fakeSetup struct {
	schema  sim.Schema
	spec    string
	newGame func() sim.Game
}

func (s *fakeSetup) Schema() *sim.Schema { return &s.schema }
func (s *fakeSetup) Policies() []string  { return []string{s.spec, policy.VillainAI} }

// NewGame checks the heroes' policy spec as the engine's setup does.
func (s *fakeSetup) NewGame(specs []string) (sim.Game, error) {
	spec := s.spec
	if len(specs) > 0 && specs[0] != "" {
		spec = specs[0]
	}
	if _, err := policy.New(spec); err != nil {
		return nil, err
	}
	return s.newGame(), nil
}

// useSetup makes "tmntsim run" play the games newGame makes, with the
// battle's schema, for the rest of the test.
func useSetup(t *testing.T, newGame func() sim.Game) {
	old := newSetup
	newSetup = func(b *adventures.Battle, spec string, check bool) sim.Setup {
		return &fakeSetup{schema: b.Schema(), spec: spec, newGame: newGame}
	}
	t.Cleanup(func() { newSetup = old })
}

// hookGame is a fake game that calls onPlay before each battle; a failure
// of the fake game is a panic, as an engine's is.
type hookGame struct {
	g      *fakegame.Game
	onPlay func(index uint64)
}

func (h hookGame) Play(seed, index uint64, rec *sim.Record) {
	if h.onPlay != nil {
		h.onPlay(index)
	}
	if err := h.g.Play(seed, index, rec); err != nil {
		panic(err)
	}
}

// useFakeGame makes "tmntsim run" play the fake game of package fakegame
// (with the battle's schema) for the rest of the test: fast, and
// independent of the engine. Battle failAt fails; onPlay, if not nil, is
// called before each battle.
func useFakeGame(t *testing.T, failAt int64, onPlay func(index uint64)) {
	old := newSetup
	newSetup = func(b *adventures.Battle, spec string, check bool) sim.Setup {
		s := &fakeSetup{schema: b.Schema(), spec: spec}
		s.newGame = func() sim.Game {
			g := fakegame.New(&s.schema)
			g.FailAt = failAt
			return hookGame{g, onPlay}
		}
		return s
	}
	t.Cleanup(func() { newSetup = old })
}

// tmntsim runs the command line args with ctx and returns the exit code,
// stdout and stderr.
func tmntsim(ctx context.Context, args ...string) (code int, stdout, stderr string) {
	if len(args) == 0 || args[0] != "run" {
		return runArgs(args...)
	}
	var out, errb bytes.Buffer
	code = doRun(ctx, &env{stdout: &out, stderr: &errb, stdin: strings.NewReader("")}, args[1:])
	return code, out.String(), errb.String()
}

// mustRun runs args and fails the test unless the exit code is want.
func mustRun(t *testing.T, want int, args ...string) (stdout, stderr string) {
	t.Helper()
	code, stdout, stderr := tmntsim(context.Background(), args...)
	if code != want {
		t.Fatalf("tmntsim %s: exit %d, want %d\nstderr: %s", strings.Join(args, " "), code, want, stderr)
	}
	return stdout, stderr
}

// summaryOf returns the summary JSON text without its "perf" member, the
// one part that may differ between equivalent runs.
func summaryOf(t *testing.T, jsonText string) string {
	t.Helper()
	i := strings.Index(jsonText, `"perf"`)
	if i < 0 || !json.Valid([]byte(jsonText)) {
		t.Fatalf("not a summary JSON:\n%s", jsonText)
	}
	return jsonText[:i]
}

func readFile(t *testing.T, name string) string {
	t.Helper()
	b, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func TestRunSameForAnyWorkers(t *testing.T) {
	useFakeGame(t, -1, nil)
	var want string
	for _, w := range []string{"1", "2", "7"} {
		out, _ := mustRun(t, exitOK, "run", "-n", "3000", "-w", w, "--seed", "11", "--format", "json")
		got := summaryOf(t, out)
		if want == "" {
			want = got
		} else if got != want {
			t.Errorf("-w %s gives another summary:\n%s\nwant (-w 1)\n%s", w, got, want)
		}
	}
	for _, field := range []string{`"games": 3000`, `"complete": true`, `"seed": 11`, `"shard": "0/1"`} {
		if !strings.Contains(want, field) {
			t.Errorf("summary has no %s:\n%s", field, want)
		}
	}
}

func TestRunShardsMergeToOneRun(t *testing.T) {
	useFakeGame(t, -1, nil)
	dir := t.TempDir()
	whole, _ := mustRun(t, exitOK, "run", "-n", "2500", "--format", "json")
	var parts []string
	for _, s := range []string{"0/3", "1/3", "2/3"} {
		f := filepath.Join(dir, "part"+s[:1]+".json")
		mustRun(t, exitOK, "run", "-n", "2500", "--shard", s, "-w", "2", "-o", f, "--format", "csv")
		parts = append(parts, f)
	}
	merged := filepath.Join(dir, "all.json")
	out, _ := mustRun(t, exitOK, append([]string{"merge", "-o", merged, "--format", "json"}, parts...)...)
	if got, want := summaryOf(t, out), summaryOf(t, whole); got != want {
		t.Errorf("merged shards differ from one run:\n%s\nwant\n%s", got, want)
	}
	if got, want := summaryOf(t, readFile(t, merged)), summaryOf(t, whole); got != want {
		t.Errorf("merge -o file differs from one run:\n%s\nwant\n%s", got, want)
	}
	// Two of three shards: a partial merge that says so.
	out, stderr := mustRun(t, exitOK, "merge", "--format", "json", parts[0], parts[2])
	if !strings.Contains(out, `"shard": "0,2/3"`) {
		t.Errorf("merge of shards 0/3 and 2/3 has no shard 0,2/3:\n%s", out)
	}
	if want := "2 of 3 shards, missing 1/3"; !strings.Contains(stderr, want) {
		t.Errorf("merge of shards 0/3 and 2/3: stderr %q, want it to say %q", stderr, want)
	}
	if want := "the summaries hold 2 of 3"; !strings.Contains(stderr, want) {
		t.Errorf("merge of two shards: stderr %q, want it to say %q", stderr, want)
	}
	// One shard alone: one summary holds it.
	if _, stderr := mustRun(t, exitOK, "merge", "--format", "json", parts[1]); !strings.Contains(stderr, "the summary holds 1 of 3 shards") || !strings.Contains(stderr, "merge it with") {
		t.Errorf("merge of one shard: stderr %q, want \"the summary holds 1 of 3 shards\" and \"merge it with\"", stderr)
	}
	out, _ = mustRun(t, exitOK, "merge", parts[0], parts[2])
	if want := "2 of 3 shards, missing 1/3"; !strings.Contains(out, want) || strings.Contains(out, "complete") {
		t.Errorf("merge of shards 0/3 and 2/3 as text:\n%s\nwant %q and not complete", out, want)
	}
	if _, stderr := mustRun(t, exitOK, append([]string{"merge"}, parts...)...); stderr != "" {
		t.Errorf("merge of every shard: stderr %q, want none", stderr)
	}
}

func TestRunInterruptAndResume(t *testing.T) {
	dir := t.TempDir()
	useFakeGame(t, -1, nil)
	whole, _ := mustRun(t, exitOK, "run", "-n", "20000", "--seed", "5", "-w", "3", "--format", "json")

	for _, at := range []uint64{0, 777, 12000} {
		ctx, cancel := context.WithCancel(context.Background())
		useFakeGame(t, -1, func(index uint64) {
			if index == at {
				cancel()
			}
		})
		f := filepath.Join(dir, "partial.json")
		code, _, stderr := tmntsim(ctx, "run", "-n", "20000", "--seed", "5", "-w", "3", "-o", f, "--format", "json")
		cancel()
		if code != exitInterrupted || !strings.Contains(stderr, "tmntsim run --resume "+f) {
			t.Fatalf("interrupted at %d: exit %d, stderr %q; want %d and a resume hint", at, code, stderr, exitInterrupted)
		}
		// Every battle played is kept (the summary is a prefix of the
		// run), and the message says so.
		if !strings.Contains(stderr, " of 20000 battles, all kept; ") {
			t.Errorf("interrupted at %d: stderr %q, want it to say how many of the battles played were kept", at, stderr)
		}
		partial := readFile(t, f)
		if !strings.Contains(partial, `"complete": false`) {
			t.Fatalf("interrupted at %d: summary not marked incomplete:\n%s", at, partial)
		}
		useFakeGame(t, -1, nil)
		out, _ := mustRun(t, exitOK, "run", "--resume", f, "-w", "2", "--format", "json")
		if got, want := summaryOf(t, out), summaryOf(t, whole); got != want {
			t.Errorf("interrupted at %d and resumed: summary differs from one run:\n%s\nwant\n%s", at, got, want)
		}
		if got, want := summaryOf(t, readFile(t, f)), summaryOf(t, whole); got != want {
			t.Errorf("interrupted at %d and resumed: %s differs from one run", at, f)
		}
	}
}

func TestRunResumeRefuses(t *testing.T) {
	useFakeGame(t, -1, nil)
	dir := t.TempDir()
	a, b := filepath.Join(dir, "a.json"), filepath.Join(dir, "b.json")
	mustRun(t, exitOK, "run", "-n", "100", "--shard", "0/3", "-o", a)
	mustRun(t, exitOK, "run", "-n", "100", "--shard", "1/3", "-o", b)
	merged := filepath.Join(dir, "m.json")
	partial := filepath.Join(dir, "p.json")
	mustRun(t, exitOK, "run", "-n", "100", "--shard", "1/2", "-o", partial, "--seed", "3")
	mustRun(t, exitOK, "merge", a, b, "-o", merged)
	for _, c := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"--resume", partial, "--seed", "4"}, exitUsage, "--seed 4: the run in " + partial + " has 3"},
		{[]string{"--resume", partial, "--shard", "0/2"}, exitUsage, "--shard 0/2"},
		{[]string{"--resume", partial, "-n", "10"}, exitUsage, "already has 50 battles"},
		{[]string{"--resume", filepath.Join(dir, "none.json")}, exitError, "none.json"},
		{[]string{"--resume", merged, "-n", "200"}, exitError, "resume each shard's own summary"},
	} {
		code, _, stderr := tmntsim(context.Background(), append([]string{"run"}, c.args...)...)
		if code != c.code || !strings.Contains(stderr, c.want) {
			t.Errorf("run %v: exit %d, stderr %q; want %d and %q", c.args, code, stderr, c.code, c.want)
		}
	}
	// Extending a complete run with -n gives the longer run.
	mustRun(t, exitOK, "run", "--resume", partial, "-n", "300")
	want, _ := mustRun(t, exitOK, "run", "-n", "300", "--shard", "1/2", "--seed", "3", "--format", "json")
	if got := readFile(t, partial); summaryOf(t, got) != summaryOf(t, want) {
		t.Errorf("run extended with --resume -n 300 differs from a run of 300:\n%s\nwant\n%s", got, want)
	}
}

func TestRunPrecisionReproducible(t *testing.T) {
	useFakeGame(t, -1, nil)
	var want string
	for _, w := range []string{"1", "3"} {
		out, _ := mustRun(t, exitOK, "run", "--precision", "0.02", "-n", "100000", "-w", w, "--format", "json")
		var s struct {
			Battles  int64 `json:"games"`
			Complete bool
			Seats    []struct {
				CI [2]float64 `json:"win_ci95"`
			}
		}
		if err := json.Unmarshal([]byte(out), &s); err != nil || len(s.Seats) != 2 {
			t.Fatalf("%v: %s", err, out)
		}
		ci := s.Seats[0].CI
		if s.Battles == 0 || s.Battles%lab.PrecisionEvery != 0 || s.Battles >= 100000 || !s.Complete || (ci[1]-ci[0])/2 > 0.02 {
			t.Errorf("-w %s: stopped at %d battles (complete %v) with ±%v; want a checkpoint, complete, ±0.02 or less",
				w, s.Battles, s.Complete, (ci[1]-ci[0])/2)
		}
		if want == "" {
			want = summaryOf(t, out)
		} else if got := summaryOf(t, out); got != want {
			t.Errorf("-w %s: precision run differs:\n%s\nwant\n%s", w, got, want)
		}
	}
}

func TestRunErrors(t *testing.T) {
	useFakeGame(t, 1234, nil)
	for _, c := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"-n", "0"}, exitUsage, "--battles: 0"},
		{[]string{"--shard", "3/3"}, exitUsage, "--shard"},
		{[]string{"--format", "xml"}, exitUsage, `--format: unknown format "xml"`},
		{[]string{"--precision", "0.7"}, exitUsage, "--precision: 0.7"},
		{[]string{"--progress", "maybe"}, exitUsage, "--progress"},
		{[]string{"--ci-method", "wald"}, exitUsage, "--ci-method"},
		{[]string{"--policy", "nosuch"}, exitUsage, `--policy: unknown policy "nosuch"`},
		{[]string{"-w", "-1"}, exitUsage, "--workers"},
		{[]string{"--nosuchflag"}, exitUsage, "--nosuchflag: unknown flag of tmntsim run"},
		{[]string{"-n", "lots"}, exitUsage, `--battles: invalid value "lots"; want a whole number`},
		{[]string{"a.yaml", "b.yaml"}, exitUsage, "one battle at a time"},
		{[]string{"no/such/battle.yaml"}, exitError, "no/such/battle.yaml"},
		{[]string{"-o", "no/such/dir/s.json"}, exitError, "-o no/such/dir/s.json: directory no/such/dir does not exist"},
		{[]string{"-n", "5000", "--seed", "9"}, exitError, "fake battle 1234 (seed 9) failed"},
	} {
		code, _, stderr := tmntsim(context.Background(), append([]string{"run"}, c.args...)...)
		if code != c.code || !strings.Contains(stderr, c.want) || strings.Contains(stderr, "goroutine") {
			t.Errorf("run %v: exit %d, stderr %q; want %d and %q", c.args, code, stderr, c.code, c.want)
		}
	}
}

func TestMergeRefuses(t *testing.T) {
	useFakeGame(t, -1, nil)
	dir := t.TempDir()
	file := func(name string, args ...string) string {
		f := filepath.Join(dir, name)
		mustRun(t, exitOK, append([]string{"run", "-n", "300", "-o", f}, args...)...)
		return f
	}
	s0 := file("s0.json", "--shard", "0/3")
	s1 := file("s1.json", "--shard", "1/3")
	seed := file("seed.json", "--shard", "1/3", "--seed", "2")
	pol := file("policy.json", "--shard", "1/3", "--policy", "random")
	half := file("half.json", "--shard", "1/2")
	other := filepath.Join(dir, "other.json")
	text := strings.Replace(readFile(t, s1), `"hash": "`, `"hash": "0`, 1)
	if err := os.WriteFile(other, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	junk := filepath.Join(dir, "junk.json")
	os.WriteFile(junk, []byte("{\"version\": 1,\n  oops"), 0o644)
	for _, c := range []struct {
		files []string
		code  int
		want  string
	}{
		{[]string{s0, seed}, exitError, "cannot merge " + seed + " into " + s0 + ": different seeds: 1 and 2"},
		{[]string{s0, pol}, exitError, `different policies: "` + policy.Default + `" and "random"`},
		{[]string{s0, other}, exitError, "the battle changed: embedded:intro-brawl was "},
		{[]string{s0, s1, s1}, exitError, "into " + s0 + " (merged with 1 more): overlapping battles"},
		{[]string{s1, half}, exitError, "overlapping battles: shards 1/3 and 1/2 both cover battle 1"},
		{[]string{s0, junk}, exitError, junk + " is not a tmntsim summary (it is not JSON"},
		{[]string{s0, filepath.Join(dir, "missing.json")}, exitError, "missing.json"},
		{nil, exitUsage, "no summary files"},
	} {
		code, _, stderr := tmntsim(context.Background(), append([]string{"merge"}, c.files...)...)
		if code != c.code || !strings.Contains(stderr, c.want) {
			t.Errorf("merge %v: exit %d, stderr %q; want %d and %q", c.files, code, stderr, c.code, c.want)
		}
	}
}

func TestRunTextOutput(t *testing.T) {
	useFakeGame(t, -1, nil)
	out, _ := mustRun(t, exitOK, "run", "-n", "500")
	for _, want := range []string{"heroes win", "95% CI", "rounds", "median", "p90", "end reason", "heroes (mean per battle", "villains", "knock-downs"} {
		if !strings.Contains(out, want) {
			t.Errorf("text output has no %q:\n%s", want, out)
		}
	}
}

func TestRunHelp(t *testing.T) {
	for _, args := range [][]string{{"run", "--help"}, {"merge", "--help"}} {
		out, _ := mustRun(t, exitOK, args...)
		if !strings.Contains(out, "Examples:") || !strings.Contains(out, "Usage: tmntsim "+args[0]) {
			t.Errorf("%s --help:\n%s", args[0], out)
		}
	}
}

// TestRunEngine plays a few battles of the embedded battle with the real
// engine and its invariant checks on.
func TestRunEngine(t *testing.T) {
	out, stderr := mustRun(t, exitOK, "run", "-n", "40", "-w", "2", "--check", "--format", "json")
	if !strings.Contains(out, `"games": 40`) || stderr != "" {
		t.Errorf("engine run: stderr %q, summary:\n%s", stderr, out)
	}
}

// panicPolicy fails at the start of every battle.
type panicPolicy struct{ adventures.FirstPolicy }

func (panicPolicy) Reset(adventures.View) { panic("policy broken") }

func TestGameWorkerRecoversPanics(t *testing.T) {
	l, err := battlefile.Open("")
	if err != nil {
		t.Fatal(err)
	}
	var rec sim.Record
	err = lab.Worded(lab.PlayOne(adventures.NewGame(l.Battle, panicPolicy{}), 3, 7, &rec), "battle")
	if want := "battle 7 of seed 3: the engine failed: policy broken"; err == nil || err.Error() != want {
		t.Errorf("Play with a panicking policy: error %v, want %q", err, want)
	}
}

// panicAt fails at the start of its worker's battle n (counted from 0).
type panicAt struct {
	adventures.FirstPolicy
	n, played *int
}

func (p panicAt) Reset(adventures.View) {
	if *p.played++; *p.played-1 == *p.n {
		panic("index out of range [3] with length 3")
	}
}

// TestRunReportsPanics checks that a battle that panics ends the run with
// an error naming the battle and seed to replay, not a stack trace.
func TestRunReportsPanics(t *testing.T) {
	l, err := battlefile.Open("")
	if err != nil {
		t.Fatal(err)
	}
	useSetup(t, func() sim.Game {
		n, played := 5, 0
		return adventures.NewGame(l.Battle, panicAt{n: &n, played: &played})
	})
	code, out, errs := tmntsim(context.Background(), "run", "-n", "20", "--seed", "9", "-w", "1")
	want := "battle 5 of seed 9: the engine failed: index out of range [3] with length 3"
	if code != exitError || !strings.Contains(errs, want) || strings.Contains(errs, "goroutine") {
		t.Errorf("run with a panicking battle: exit %d, stdout %q, stderr %q; want exit %d and %q", code, out, errs, exitError, want)
	}
}

// TestRunHelpOtherGames checks what run --help says of the other games and
// of Competitive Mode: report takes a match or a table, and a competitive
// battle's villain seat takes a policy.
func TestRunHelpOtherGames(t *testing.T) {
	_, out, _ := runArgs("run", "--help")
	flat := strings.Join(strings.Fields(out), " ")
	for _, want := range []string{"check and report take them too", "-p villain=planner"} {
		if !strings.Contains(flat, want) {
			t.Errorf("run --help does not say %q", want)
		}
	}
	if strings.Contains(flat, "report do not work") {
		t.Errorf("run --help says report does not work for matches and tables; it does")
	}
}

// readSummary reads a summary file as run --resume and merge read it.
func readSummary(file string) (*stats.Summary, error) { return stats.ReadSummaryFile(file) }

// A summary records the play of each seat's policy, every parameter with
// its value: merge refuses the shards of a policy played with another
// default, and merges a shard written before summaries recorded it with a
// warning; a resumed run refuses a summary of other play.
func TestMergeRefusesOtherPlay(t *testing.T) {
	dir := t.TempDir()
	file := func(name string, args ...string) string {
		f := filepath.Join(dir, name)
		mustRun(t, exitOK, append([]string{"run", "intro-brawl", "-n", "6", "--progress", "off", "-o", f}, args...)...)
		return f
	}
	s0, s1 := file("s0.json", "--shard", "0/2"), file("s1.json", "--shard", "1/2")
	text := readFile(t, s1)
	params := regexp.MustCompile(`\n *"params": "(planner:[^"]*)",`).FindStringSubmatch(text)
	if params == nil || !strings.Contains(params[1], ",shield=1,") {
		t.Fatalf("the summary records no planner's params with shield=1:\n%s", text)
	}
	edit := func(name, from, to string) string {
		f := filepath.Join(dir, name)
		if err := os.WriteFile(f, []byte(strings.Replace(text, from, to, 1)), 0o644); err != nil {
			t.Fatal(err)
		}
		return f
	}
	other := edit("other.json", ",shield=1,", ",shield=0,")
	old := edit("old.json", params[0], "")
	_, stderr := mustRun(t, exitError, "merge", s0, other)
	if want := `different play of policy "planner" (seat heroes): ` + params[1] + " in one summary and " + strings.Replace(params[1], ",shield=1,", ",shield=0,", 1); !strings.Contains(stderr, want) {
		t.Errorf("merge of other play: stderr %q, want %q", stderr, want)
	}
	out, stderr := mustRun(t, exitOK, "merge", s0, old)
	if !strings.Contains(stderr, "warning: merged "+old+" into "+s0+` on policy "planner" alone`) || !strings.Contains(out, "6 of 6 battles") {
		t.Errorf("merge of a summary without params: stderr %q, stdout %q; want a warning and the 6 battles", stderr, out)
	}
	_, stderr = mustRun(t, exitError, "run", "--resume", other, "--progress", "off")
	if !strings.Contains(stderr, `policy "planner" plays differently since `+other+" was written") {
		t.Errorf("resume of other play: stderr %q", stderr)
	}
	_, stderr = mustRun(t, exitOK, "run", "--resume", old, "--progress", "off")
	if !strings.Contains(stderr, "warning: "+old+`, written by an older tmntsim, does not record the parameters of policy "planner"`) {
		t.Errorf("resume of a summary without params: stderr %q, want a warning", stderr)
	}
	if _, stderr = mustRun(t, exitOK, "run", "--resume", s0, "--progress", "off"); strings.Contains(stderr, "warning") {
		t.Errorf("resume of a summary with params: stderr %q", stderr)
	}
	if _, stderr = mustRun(t, exitOK, "merge", s0, s1); strings.Contains(stderr, "warning") {
		t.Errorf("merge of one build's shards: stderr %q", stderr)
	}
	built := regexp.MustCompile(`\n *"tmntsim": "([^"]+)",`).FindStringSubmatch(text)
	if built == nil {
		t.Fatalf("the summary records no tmntsim version:\n%s", text)
	}
	older := edit("older.json", built[0], strings.Replace(built[0], built[1], "v0.9.0, revision 0123abc", 1))
	_, stderr = mustRun(t, exitOK, "merge", s0, older)
	if want := "warning: merged " + older + ", played by tmntsim v0.9.0, revision 0123abc, into " + s0 + ", played by tmntsim " + built[1]; !strings.Contains(stderr, want) {
		t.Errorf("merge of another build's shard: stderr %q, want %q", stderr, want)
	}
	_, stderr = mustRun(t, exitOK, "run", "--resume", older, "--progress", "off")
	if want := "warning: the battles in " + older + " were played by tmntsim v0.9.0, revision 0123abc, the rest by tmntsim " + built[1]; !strings.Contains(stderr, want) {
		t.Errorf("resume of another build's summary: stderr %q, want %q", stderr, want)
	}
}

// A shard's text counts its battles against its own, then the run's: the
// run line of shard 1/3 of 30 battles says 10 of 10, of the run's 30.
func TestRunShardCountsItsOwnBattles(t *testing.T) {
	out, _ := mustRun(t, exitOK, "run", "intro-brawl", "-n", "30", "--shard", "1/3", "-p", "first", "--progress", "off")
	if want := "shard 1/3: 10 of 10 battles, of the run's 30, 1 of 3 shards"; !strings.Contains(out, want) {
		t.Errorf("run --shard 1/3 -n 30 does not say %q:\n%s", want, out)
	}
	out, _ = mustRun(t, exitOK, "run", "intro-brawl", "-n", "30", "-p", "first", "--progress", "off")
	if want := "shard 0/1: 30 of 30 battles, complete"; !strings.Contains(out, want) {
		t.Errorf("run -n 30 does not say %q:\n%s", want, out)
	}
}
