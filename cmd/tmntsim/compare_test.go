package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/tmntsim/tmntsim/scenarios"
	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
	"github.com/tmntsim/tmntsim/sim/adventures/grid"
)

// brawler is a test policy for the real engine that plays well enough to
// win some battles, whatever the policies of package policy do: it
// strikes with the most dice it can, else moves, toward the nearest
// standing villain.
type brawler struct{}

func (brawler) Reset(adventures.View) {}

func (brawler) Choose(g adventures.View, _ adventures.Decision, opts []adventures.Option) int {
	best, bestScore := 0, -1<<30
	for i, o := range opts {
		s := 0
		switch o.Kind {
		case adventures.OptMelee, adventures.OptRanged, adventures.OptUseSpecial:
			s = 1000 + int(o.Dice)
		case adventures.OptMoveDice:
			s = 500
		case adventures.OptMoveTo:
			s = 400 - 10*nearestVillain(g, o.Cell)
		case adventures.OptReroll:
			s = 100
		}
		if s > bestScore {
			best, bestScore = i, s
		}
	}
	return best
}

// nearestVillain returns the distance (in king moves) from c to the
// nearest standing villain figure.
func nearestVillain(g adventures.View, c grid.Cell) int {
	best := 99
	for id := g.NumHeroes(); id < g.NumFigures(); id++ {
		f := g.Fig(id)
		if f.Standing() {
			best = min(best, max(abs(f.Cell.X()-c.X()), abs(f.Cell.Y()-c.Y())))
		}
	}
	return best
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// useBrawler makes every battle of the rest of the test be played by the
// real engine with the brawler policy, whatever --policy says.
func useBrawler(t *testing.T) {
	old := newSetup
	newSetup = func(b *adventures.Battle, spec string, check bool) sim.Setup {
		return &fakeSetup{schema: b.Schema(), spec: spec, newGame: func() sim.Game { return adventures.NewGame(b, brawler{}) }}
	}
	t.Cleanup(func() { newSetup = old })
}

// writeVariant writes the built-in battle with the number at path set to
// value into dir, and returns the file.
func writeVariant(t *testing.T, dir, name, path string, value float64) string {
	t.Helper()
	l, err := battlefile.Open("")
	if err != nil {
		t.Fatal(err)
	}
	data := l.Data
	if path != "" {
		if data, err = scenarios.SetNumber(l.Data, path, value); err != nil {
			t.Fatal(err)
		}
	}
	file := filepath.Join(dir, name)
	if err := os.WriteFile(file, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return file
}

// compareResult is what the tests read of "tmntsim compare --format json".
type compareResult struct {
	A struct {
		WinRate struct {
			Value float64 `json:"value"`
		} `json:"hero_win_rate"`
	} `json:"a"`
	Battles int64 `json:"battles"`
	Pairs   struct {
		OnlyA int64 `json:"only_a"`
		OnlyB int64 `json:"only_b"`
	} `json:"pairs"`
	WinDiff struct {
		Value float64    `json:"value"`
		CI95  [2]float64 `json:"ci95"`
	} `json:"hero_win_diff"`
	McNemarP float64 `json:"mcnemar_p"`
	Variance map[string]struct {
		A, B   float64
		Paired float64 `json:"paired_diff"`
		Ratio  *float64
	} `json:"variance"`
}

func compareJSONOf(t *testing.T, args ...string) compareResult {
	t.Helper()
	stdout, _ := mustRun(t, exitOK, append([]string{"compare", "--format", "json", "--progress", "off"}, args...)...)
	var r compareResult
	if err := json.Unmarshal([]byte(stdout), &r); err != nil {
		t.Fatalf("compare --format json: %v\n%s", err, stdout)
	}
	return r
}

// TestCompareIdentical compares a battle with an identical copy: no
// battle flips, the difference is 0 inside its interval, McNemar's p is 1.
func TestCompareIdentical(t *testing.T) {
	useBrawler(t)
	dir := t.TempDir()
	a := writeVariant(t, dir, "a.yaml", "", 0)
	b := writeVariant(t, dir, "b.yaml", "", 0)
	n := "300"
	if testing.Short() {
		n = "100"
	}
	r := compareJSONOf(t, a, b, "-n", n)
	if r.Pairs.OnlyA != 0 || r.Pairs.OnlyB != 0 {
		t.Errorf("flips = %d, %d; want 0, 0", r.Pairs.OnlyA, r.Pairs.OnlyB)
	}
	if r.WinDiff.Value != 0 || !(r.WinDiff.CI95[0] < 0 && r.WinDiff.CI95[1] > 0) {
		t.Errorf("difference %v [%v, %v], want 0 inside its interval", r.WinDiff.Value, r.WinDiff.CI95[0], r.WinDiff.CI95[1])
	}
	if r.McNemarP != 1 {
		t.Errorf("McNemar p = %v, want 1", r.McNemarP)
	}
	if v := r.Variance["hero_wins"]; v.Paired != 0 || v.Ratio != nil {
		t.Errorf("paired variance %v (ratio %v), want 0 and an infinite ratio (null)", v.Paired, v.Ratio)
	}
}

// TestComparePlantedDifference gives every Foot Ninja 3 more Life in B:
// the comparison must find that the heroes win less often. It is played by
// the real engine with the default policy, or with the test's brawler if
// the default policy wins too rarely or too often in the built-in battle
// for a difference to show.
func TestComparePlantedDifference(t *testing.T) {
	dir := t.TempDir()
	a := writeVariant(t, dir, "a.yaml", "", 0)
	l, _ := battlefile.Open("")
	b := writeVariant(t, dir, "b.yaml", "villains.foot-ninja.life", float64(l.Battle.Villains[0].Life)+3)
	n := "300"
	var r compareResult
	for _, brawl := range []bool{false, true} {
		if brawl {
			useBrawler(t)
		}
		r = compareJSONOf(t, a, b, "-n", n)
		if rate := r.A.WinRate.Value; rate >= 0.15 && rate <= 0.85 {
			break
		}
		t.Logf("brawler %v: the heroes of A win %.3f of battles; too few or too many to show a difference", brawl, r.A.WinRate.Value)
	}
	if !(r.WinDiff.CI95[1] < 0) || r.McNemarP > 0.001 {
		t.Errorf("Life +3: difference %v [%v, %v], McNemar p %v; want an interval below 0 and p < 0.001",
			r.WinDiff.Value, r.WinDiff.CI95[0], r.WinDiff.CI95[1], r.McNemarP)
	}
	if r.Pairs.OnlyA <= r.Pairs.OnlyB {
		t.Errorf("flips: %d battles won in A only, %d in B only; want more in A", r.Pairs.OnlyA, r.Pairs.OnlyB)
	}
}

func TestCompareText(t *testing.T) {
	useFakeGame(t, -1, nil)
	stdout, _ := mustRun(t, exitOK, "compare", "--policy", "first", "--vs", "random", "-n", "200", "--progress", "off")
	for _, want := range []string{"policy first", "policy random", "heroes win", "B − A (paired, 95% CI)", "flips", "McNemar", "Var(B − A)"} {
		if !strings.Contains(stdout, want) {
			t.Errorf("compare output lacks %q:\n%s", want, stdout)
		}
	}
}

func TestCompareUsage(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"compare"}, "nothing to compare"},
		{[]string{"compare", "intro-brawl", "--vs", "nope"}, "--vs"},
		{[]string{"compare", "intro-brawl", "intro-brawl", "intro-brawl"}, "two variants at most"},
		{[]string{"compare", "intro-brawl", "intro-brawl", "-n", "1"}, "--battles"},
		{[]string{"compare", "intro-brawl", "intro-brawl", "--format", "xml"}, "--format"},
	} {
		code, _, stderr := runArgs(c.args...)
		if code != exitUsage || !strings.Contains(stderr, c.want) {
			t.Errorf("tmntsim %s: exit %d, stderr %q; want exit %d naming %q", strings.Join(c.args, " "), code, stderr, exitUsage, c.want)
		}
	}
}

// TestInterrupted stops compare, sweep, tune and report by cancelling
// their context in the middle: each exits with status 130, compare and
// sweep after printing what they played, report without writing one, and
// each says which of its outputs it wrote and which it did not.
func TestInterrupted(t *testing.T) {
	var cancel context.CancelFunc
	useFakeGame(t, -1, func(index uint64) {
		if index == 150 {
			cancel()
		}
	})
	dir := t.TempDir()
	for _, c := range []struct {
		do   func(context.Context, *env, []string) int
		args []string
		want string // on stdout
		says string // on stderr
	}{
		{doCompare, []string{"--policy", "first", "--vs", "random", "-n", "5000", "--format", "json", "-o", filepath.Join(dir, "c.json")}, `"complete": false`,
			"the comparison of those is printed; written to " + filepath.Join(dir, "c.json")},
		{doSweep, []string{"--vary", "villains.0.figures=6,8", "-n", "5000", "-o", filepath.Join(dir, "s.json"), "--csv", filepath.Join(dir, "s.csv")}, "Intro Brawl",
			"; written to " + filepath.Join(dir, "s.json") + " and " + filepath.Join(dir, "s.csv")},
		{doTune, []string{"--vary", "villains.0.figures=6..8", "--target", "0.5", "-n", "5000", "-o", filepath.Join(dir, "t.yaml")}, "", "no battle file written"},
		{doReport, []string{"-o", filepath.Join(dir, "report"), "-n", "5000", "--budget", "0"}, "", "no report written; " + filepath.Join(dir, "report") + " not written"},
	} {
		var ctx context.Context
		ctx, cancel = context.WithCancel(context.Background())
		var out, errb bytes.Buffer
		code := c.do(ctx, &env{stdout: &out, stderr: &errb}, append(c.args, "--progress", "off"))
		cancel()
		if code != exitInterrupted || !strings.Contains(out.String(), c.want) || !strings.Contains(errb.String(), "interrupted") || !strings.Contains(errb.String(), c.says) {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want exit %d, %q on stdout, %q on stderr", c.args, code, out.String(), errb.String(), exitInterrupted, c.want, c.says)
		}
	}
	for _, f := range []string{"t.yaml", "report"} {
		if _, err := os.Stat(filepath.Join(dir, f)); err == nil {
			t.Errorf("an interrupted command wrote %s", f)
		}
	}
}

// TestCompareFlips plants a difference (every Foot Ninja has 3 more Life
// in B) and checks --flips: the same lists with 1 and 2 workers, in index
// order, each battle won by the heroes in its list's variant only as
// tmntsim log replays it, and the text naming the log commands.
func TestCompareFlips(t *testing.T) {
	dir := t.TempDir()
	a := writeVariant(t, dir, "a.yaml", "", 0)
	l, _ := battlefile.Open("")
	b := writeVariant(t, dir, "b.yaml", "villains.foot-ninja.life", float64(l.Battle.Villains[0].Life)+3)
	type flips struct {
		B []int64 `json:"flips_b_only"`
		A []int64 `json:"flips_a_only"`
	}
	var got [2]flips
	for w := range got {
		stdout, _ := mustRun(t, exitOK, "compare", a, b, "-n", "120", "--flips", "3", "-w", strconv.Itoa(w+1), "--format", "json", "--progress", "off")
		if err := json.Unmarshal([]byte(stdout), &got[w]); err != nil {
			t.Fatal(err)
		}
	}
	if fmt.Sprint(got[0]) != fmt.Sprint(got[1]) {
		t.Errorf("flips with 1 worker %v, with 2 %v; want the same", got[0], got[1])
	}
	if len(got[0].A) != 3 {
		t.Fatalf("flips_a_only = %v; want 3 battles (B's stronger Foot Ninja turn wins into losses)", got[0].A)
	}
	heroesWin := func(file string, i int64) bool {
		out, _ := mustRun(t, exitOK, "log", file, "--index", strconv.FormatInt(i, 10))
		return strings.Contains(out, ": the heroes win in round")
	}
	for side, idx := range map[string][]int64{"A": got[0].A, "B": got[0].B} {
		for k, i := range idx {
			if k > 0 && i <= idx[k-1] {
				t.Errorf("flips of %s only %v: not in index order", side, idx)
			}
			if wa, wb := heroesWin(a, i), heroesWin(b, i); wa == wb || wa != (side == "A") {
				t.Errorf("battle %d listed as won in %s only; log says A won %v, B won %v", i, side, wa, wb)
			}
		}
	}
	stdout, _ := mustRun(t, exitOK, "compare", a, b, "-n", "120", "--flips", "3", "--progress", "off")
	want := fmt.Sprintf("B: tmntsim log %s --index %d --seed 1\n", b, got[0].A[0])
	if !strings.Contains(stdout, "won by the heroes in A only") || !strings.Contains(stdout, want) {
		t.Errorf("compare --flips text lacks %q:\n%s", want, stdout)
	}
	if code, _, stderr := runArgs("compare", a, b, "--flips", "-1"); code != exitUsage || !strings.Contains(stderr, "--flips: -1 is negative") {
		t.Errorf("--flips -1: exit %d, stderr %q; want a usage error naming --flips", code, stderr)
	}
}

// TestCompareCompetitive compares two competitive battles, the seats'
// policies given by -p SEAT=SPEC: foot-clan-ambush and shadows-ambush, the
// same battle under the Adventures and the Shadows of the Past rulebooks,
// paired. Without the villain seat's policy the comparison could not be
// asked for (-p villain=planner was an unknown hero policy).
func TestCompareCompetitive(t *testing.T) {
	stdout, _ := mustRun(t, exitOK, "compare", "foot-clan-ambush", "shadows-ambush", "-p", "villain=planner", "-n", "200", "--progress", "off")
	for _, want := range []string{"foot-clan-ambush, heroes=planner villain=planner", "shadows-ambush, heroes=planner villain=planner", "B − A (paired, 95% CI)", "McNemar"} {
		if !strings.Contains(stdout, want) {
			t.Errorf("compare output lacks %q:\n%s", want, stdout)
		}
	}
}

// TestCompareNothingDiffersInItsUnit checks that a comparison whose
// variants play alike says that no game differs in the words of its game:
// no playthrough of an adventure, no battle of a battle.
func TestCompareNothingDiffersInItsUnit(t *testing.T) {
	for args, want := range map[[2]string]string{
		{"shell-shocked", "20"}: "∞× (no playthrough differs)",
		{"intro-brawl", "50"}:   "∞× (no battle differs)",
	} {
		out, _ := mustRun(t, exitOK, "compare", args[0], args[0], "-p", "greedy", "--vs", "greedy", "-n", args[1], "--progress", "off")
		if !strings.Contains(out, want) {
			t.Errorf("compare %s %s: want %q in:\n%s", args[0], args[0], want, out)
		}
	}
}

// A comparison interrupted in its first pair still writes what it holds
// (-o is JSON whatever --format): JSON whose variances one pair cannot
// give are null, not an encoding error that loses the result, and text
// that counts "1 pair" and prints no NaN.
func TestCompareInterruptedAtOnePair(t *testing.T) {
	var cancel context.CancelFunc
	useFakeGame(t, -1, func(uint64) { cancel() })
	dir := t.TempDir()
	for _, format := range []string{"json", "text"} {
		out := filepath.Join(dir, "c."+format)
		var ctx context.Context
		ctx, cancel = context.WithCancel(context.Background())
		var stdout, stderr bytes.Buffer
		code := doCompare(ctx, &env{stdout: &stdout, stderr: &stderr}, []string{"--policy", "first", "--vs", "random", "-n", "5000", "-w", "1", "--format", format, "-o", out, "--progress", "off"})
		cancel()
		if code != exitInterrupted || !strings.Contains(stderr.String(), "interrupted after 1 of 5000 pairs") {
			t.Fatalf("%s: exit %d, stderr %q; want exit %d, interrupted after 1 pair", format, code, stderr.String(), exitInterrupted)
		}
		data, err := os.ReadFile(out)
		if err != nil {
			t.Fatal(err)
		}
		if strings.Contains(string(data), "NaN") {
			t.Errorf("%s: output holds NaN:\n%s", format, data)
		}
		if format == "text" {
			if text := stdout.String(); !strings.Contains(text, "battles  1 pair of 5000, seed 1, INCOMPLETE") || strings.Contains(text, "NaN") {
				t.Errorf("text does not count 1 pair, or prints NaN:\n%s", text)
			}
		}
		var r struct {
			Battles  int64 `json:"battles"`
			Complete bool  `json:"complete"`
			Variance map[string]struct {
				A *float64 `json:"a"`
			} `json:"variance"`
		}
		if err := json.Unmarshal(data, &r); err != nil {
			t.Fatalf("JSON: %v\n%s", err, data)
		}
		if r.Battles != 1 || r.Complete || r.Variance["rounds"].A != nil {
			t.Errorf("JSON: %d battles, complete %v, rounds' variance of A %v; want 1, false, null", r.Battles, r.Complete, r.Variance["rounds"].A)
		}
	}
}
