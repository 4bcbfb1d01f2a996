package main

import (
	"encoding/csv"
	"encoding/json"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// diceJSON is the shape of "tmntsim dice --format json".
type diceJSON struct {
	Attack struct {
		Dice, Fixed int
		Reroll      bool
	}
	Defend struct {
		Dice, Fixed int
		Reroll      bool
	}
	Penalty int
	Faces   []string
	Wounds  []float64
	AtLeast []float64 `json:"at_least"`
	Mean    float64
	Sample  *struct {
		Strikes     int64
		Seed        uint64
		Counts      []int64
		Mean        float64
		ChiSquare   float64 `json:"chi_square"`
		DF          int
		P           float64
		NoChiSquare string `json:"no_chi_square"`
	}
}

// A sample too small for the chi-square test, or of a strike that always
// deals the same wounds, gets no test and says why, rather than a
// statistic on 0 degrees of freedom.
func TestDiceSampleUntested(t *testing.T) {
	for _, c := range []struct {
		args []string
		why  string
	}{
		{[]string{"--attack", "4", "--defend", "1", "--sample", "3"}, "too few strikes"},
		{[]string{"--attack", "0", "--defend", "1", "--sample", "300"}, "the strike always deals the same wounds"},
	} {
		got := diceJSONOf(t, c.args...)
		if s := got.Sample; s == nil || s.DF != 0 || s.ChiSquare != 0 || !strings.Contains(s.NoChiSquare, c.why) {
			t.Errorf("dice %v: sample %+v, want no chi-square and %q", c.args, s, c.why)
		}
		out, _ := mustRun(t, exitOK, append([]string{"dice"}, c.args...)...)
		if !strings.Contains(out, "no chi-square test: "+c.why) || strings.Contains(out, " df, p = ") {
			t.Errorf("dice %v: text\n%s\nwant no chi-square test: %s", c.args, out, c.why)
		}
	}
	got := diceJSONOf(t, "--attack", "4", "--defend", "1", "--sample", "3000")
	if s := got.Sample; s == nil || s.DF < 1 || s.NoChiSquare != "" {
		t.Errorf("a sample of 3000: %+v, want a chi-square test", s)
	}
}

func diceJSONOf(t *testing.T, args ...string) diceJSON {
	t.Helper()
	code, out, errs := runArgs(append([]string{"dice", "--format", "json"}, args...)...)
	if code != exitOK {
		t.Fatalf("dice %v: exit %d, stderr %q", args, code, errs)
	}
	var got diceJSON
	dec := json.NewDecoder(strings.NewReader(out))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&got); err != nil {
		t.Fatalf("dice %v: %v in %s", args, err, out)
	}
	if dec.More() {
		t.Fatalf("dice %v: more than one JSON value in %s", args, out)
	}
	return got
}

func TestDiceJSON(t *testing.T) {
	for _, c := range []struct {
		args   []string
		wounds []float64
		mean   float64
	}{
		// Defense Roll, examples 1 and 2; Ranged Strikes, example 1.
		{[]string{"--hits", "5", "--block", "2"}, []float64{0, 0, 0, 1}, 3},
		{[]string{"--hits", "2", "--block", "3"}, []float64{1}, 0},
		{[]string{"--hits", "5", "--penalty", "4"}, []float64{0, 1}, 1},
		// One default die against nothing: the face frequencies.
		{[]string{"--attack", "1"}, []float64{3. / 6, 2. / 6, 1. / 6}, 2. / 3},
		{[]string{"--attack", "1", "--attack-reroll"}, []float64{1. / 4, 1. / 2, 1. / 4}, 1},
		{[]string{"--attack", "1", "--defend", "1"}, []float64{20. / 36, 11. / 36, 5. / 36}, 21. / 36},
		{[]string{"--hits", "2", "--defend", "1", "--defend-reroll"}, []float64{0, 11. / 36, 25. / 36}, 61. / 36},
		{[]string{"--attack", "2", "--faces", "hit, 0/1 ,HIT2"}, []float64{1. / 9, 2. / 9, 1. / 3, 2. / 9, 1. / 9}, 2},
	} {
		got := diceJSONOf(t, c.args...)
		if len(got.Wounds) != len(c.wounds) {
			t.Errorf("dice %v: wounds %v, want %v", c.args, got.Wounds, c.wounds)
			continue
		}
		for k := range c.wounds {
			if math.Abs(got.Wounds[k]-c.wounds[k]) > 1e-12 {
				t.Errorf("dice %v: wounds %v, want %v", c.args, got.Wounds, c.wounds)
				break
			}
		}
		if math.Abs(got.Mean-c.mean) > 1e-12 {
			t.Errorf("dice %v: mean %v, want %v", c.args, got.Mean, c.mean)
		}
		if got.AtLeast[0] != 1 {
			t.Errorf("dice %v: at_least[0] = %v, want 1", c.args, got.AtLeast[0])
		}
		if got.Sample != nil {
			t.Errorf("dice %v: a sample without --sample", c.args)
		}
	}
}

func TestDiceJSONEchoesInputs(t *testing.T) {
	got := diceJSONOf(t, "--attack", "4", "--attack-reroll", "--block", "2", "--penalty", "1", "--faces", "blank,hit,double-hit,block")
	if got.Attack.Dice != 4 || !got.Attack.Reroll || got.Attack.Fixed != 0 {
		t.Errorf("attack = %+v, want 4 dice with reroll", got.Attack)
	}
	if got.Defend.Fixed != 2 || got.Defend.Dice != 0 || got.Defend.Reroll {
		t.Errorf("defend = %+v, want block 2", got.Defend)
	}
	if got.Penalty != 1 {
		t.Errorf("penalty = %d, want 1", got.Penalty)
	}
	// double-hit is read, hit2 printed.
	if want := []string{"blank", "hit", "hit2", "block"}; strings.Join(got.Faces, ",") != strings.Join(want, ",") {
		t.Errorf("faces = %v, want %v", got.Faces, want)
	}
	// The default die.
	if got := diceJSONOf(t, "--attack", "1"); strings.Join(got.Faces, ",") != "blank,blank,hit,hit,hit2,block" {
		t.Errorf("default faces = %v", got.Faces)
	}
}

func TestDiceSample(t *testing.T) {
	got := diceJSONOf(t, "--attack", "5", "--attack-reroll", "--defend", "3", "--defend-reroll", "--sample", "20000", "--seed", "3")
	s := got.Sample
	if s == nil {
		t.Fatal("no sample in the JSON")
	}
	var n int64
	for _, c := range s.Counts {
		n += c
	}
	if s.Strikes != 20000 || n != 20000 || s.Seed != 3 || len(s.Counts) != len(got.Wounds) {
		t.Errorf("sample: %d strikes, %d counted in %d bins, seed %d; want 20000 in %d bins, seed 3", s.Strikes, n, len(s.Counts), s.Seed, len(got.Wounds))
	}
	if s.P < 1e-4 || s.DF < 1 {
		t.Errorf("sample: chi-square %v on %d df, p = %v; want p >= 1e-4", s.ChiSquare, s.DF, s.P)
	}
	if math.Abs(s.Mean-got.Mean) > 0.05 {
		t.Errorf("sample mean %v, exact %v", s.Mean, got.Mean)
	}
	again := diceJSONOf(t, "--attack", "5", "--attack-reroll", "--defend", "3", "--defend-reroll", "--sample", "20000", "--seed", "3")
	for k := range s.Counts {
		if again.Sample.Counts[k] != s.Counts[k] {
			t.Fatalf("same seed, different counts: %v and %v", s.Counts, again.Sample.Counts)
		}
	}
}

func TestDiceText(t *testing.T) {
	code, out, _ := runArgs("dice", "--attack", "4", "--attack-reroll", "--defend", "2", "--penalty", "1", "--sample", "1000")
	if code != exitOK {
		t.Fatalf("exit %d", code)
	}
	for _, want := range []string{
		"4 Battle dice with a Focus reroll against 2 Battle dice, range penalty 1",
		"Battle die: blank, blank, hit, hit, hit2, block",
		"wounds", "probability", "P(>=k)", "sampled",
		"mean wounds: 2.6853",
		"sample: 1000 strikes (seed 1)", "chi-square",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("text output lacks %q:\n%s", want, out)
		}
	}
}

func TestDiceCSV(t *testing.T) {
	code, out, errs := runArgs("dice", "--format", "csv", "--attack", "3", "--sample", "100")
	if code != exitOK {
		t.Fatalf("exit %d, stderr %q", code, errs)
	}
	rows, err := csv.NewReader(strings.NewReader(out)).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	if got, want := strings.Join(rows[0], ","), "wounds,probability,at_least,sampled"; got != want {
		t.Errorf("header %q, want %q", got, want)
	}
	if len(rows) != 8 { // header and 0..6 wounds
		t.Errorf("%d rows, want 8", len(rows))
	}
	if !strings.Contains(errs, "chi-square") {
		t.Errorf("the sample's test is not on stderr: %q", errs)
	}
}

func TestDicePNG(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "wounds.png")
	if code, _, errs := runArgs("dice", "--attack", "6", "--block", "1", "--png", file); code != exitOK {
		t.Fatalf("exit %d, stderr %q", code, errs)
	}
	f, err := os.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatalf("the chart does not decode: %v", err)
	}
	if b := img.Bounds(); b.Dx() < 300 || b.Dy() < 200 {
		t.Errorf("chart is %v, want at least 300x200", b)
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 {
		t.Errorf("%d files in the directory, want the chart only (no temporary left)", len(entries))
	}

	code, _, errs := runArgs("dice", "--attack", "1", "--png", filepath.Join(dir, "no", "such", "dir.png"))
	if code != exitError || !strings.HasPrefix(errs, "tmntsim: --png ") {
		t.Errorf("unwritable --png: exit %d, stderr %q; want %d and an error naming --png", code, errs, exitError)
	}
}

func TestDiceErrors(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string // the whole first line of stderr, or its start when it ends with "…"
	}{
		{[]string{"--attack", "-1"}, "tmntsim: --attack: -1 is negative; give 0 to 100"},
		{[]string{"--faces", "blank,wat", "--attack", "1"}, `tmntsim: --faces: unknown face "wat" (known: blank, hit, hit2, double-hit, hit3, block, block2, hit+block, or H/B like 1/0)`},
		{[]string{"--attack", "1", "--hits", "2"}, "tmntsim: --attack and --hits: give one of them (dice rolled, or a fixed value)"},
		{[]string{"--defend", "1", "--block", "2", "--attack", "1"}, "tmntsim: --defend and --block: …"},
		{[]string{"--defend", "2"}, "tmntsim: --attack or --hits is required…"},
		{[]string{"--hits", "2", "--attack-reroll"}, "tmntsim: --attack-reroll: needs --attack…"},
		{[]string{"--attack", "2", "--block", "1", "--defend-reroll"}, "tmntsim: --defend-reroll: needs --defend…"},
		{[]string{"--attack", "101"}, "tmntsim: --attack: 101 is more than 100"},
		{[]string{"--attack", "1", "--penalty", "-2"}, "tmntsim: --penalty: -2 is negative…"},
		{[]string{"--attack", "abc"}, `tmntsim: --attack: invalid value "abc"; want a whole number`},
		{[]string{"--attack", "1", "--blok", "1"}, "tmntsim: --blok: unknown flag of tmntsim dice (did you mean --block?)"},
		{[]string{"--attack", "1", "--format", "xml"}, `tmntsim: --format: unknown format "xml" (known: text, json, csv)`},
		{[]string{"--attack", "1", "--faces", "1/200"}, `tmntsim: --faces: face "1/200": hits and blocks are 0 to 127`},
		{[]string{"--attack", "1", "--faces", "blank,blank,blank,blank,blank,blank,blank,blank,blank,blank,blank,blank,hit"}, "tmntsim: --faces: 13 faces; a die has at most 12"},
		{[]string{"--attack", "1", "--sample", "-1"}, "tmntsim: --sample: -1 is negative…"},
		{[]string{"--attack", "1", "extra"}, `tmntsim: dice: unexpected argument "extra"…`},
	} {
		code, out, errs := runArgs(append([]string{"dice"}, c.args...)...)
		if code != exitUsage {
			t.Errorf("dice %v: exit %d, want %d", c.args, code, exitUsage)
		}
		if out != "" {
			t.Errorf("dice %v: stdout %q, want none", c.args, out)
		}
		if strings.Count(errs, "\n") != 1 {
			t.Errorf("dice %v: stderr is not one line: %q", c.args, errs)
		}
		line := strings.TrimSuffix(errs, "\n")
		if prefix, ok := strings.CutSuffix(c.want, "…"); ok {
			if !strings.HasPrefix(line, prefix) {
				t.Errorf("dice %v: got %q, want it to start with %q", c.args, line, prefix)
			}
		} else if line != c.want {
			t.Errorf("dice %v: got %q, want %q", c.args, line, c.want)
		}
	}
}

func TestDiceHelp(t *testing.T) {
	for _, args := range [][]string{{"dice", "--help"}, {"dice", "-h"}, {"help", "dice"}} {
		code, out, errs := runArgs(args...)
		if code != exitOK || errs != "" {
			t.Errorf("%v: exit %d, stderr %q", args, code, errs)
		}
		for _, want := range []string{"Usage: tmntsim dice", "--attack N", "--faces LIST", "Examples:", "tmntsim dice --hits 3"} {
			if !strings.Contains(out, want) {
				t.Errorf("%v: help lacks %q", args, want)
			}
		}
	}
}

// TestDiceHelpExamples runs every example of the help (without writing the
// chart), so that the examples stay right.
func TestDiceHelpExamples(t *testing.T) {
	_, help, _ := runArgs("dice", "--help")
	n := 0
	for _, line := range strings.Split(help, "\n") {
		cmd, ok := strings.CutPrefix(strings.TrimSpace(line), "tmntsim dice ")
		if !ok {
			continue
		}
		args := strings.Fields(cmd)
		for i := range args {
			if args[i] == "--png" {
				args[i+1] = filepath.Join(t.TempDir(), args[i+1])
			}
			if args[i] == "--sample" {
				args[i+1] = "1000"
			}
		}
		n++
		if code, _, errs := runArgs(append([]string{"dice"}, args...)...); code != exitOK {
			t.Errorf("example %q: exit %d, stderr %q", cmd, code, errs)
		}
	}
	if n < 3 {
		t.Errorf("found %d examples in the help, want at least 3", n)
	}
}
