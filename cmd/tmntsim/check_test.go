package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/tmntsim/tmntsim/lab"
	"github.com/tmntsim/tmntsim/sim/adventures/policy"
)

// checkJSON is the part of check's JSON output the tests read.
type checkJSON struct {
	Verdict string `json:"verdict"`
	Gates   []struct {
		Battle  string  `json:"battle"`
		Verdict string  `json:"verdict"`
		Battles int64   `json:"battles"`
		Rate    float64 `json:"win_rate"`
		Error   string  `json:"error"`
	} `json:"gates"`
}

func parseCheck(t *testing.T, out string) checkJSON {
	t.Helper()
	var c checkJSON
	if err := json.Unmarshal([]byte(out), &c); err != nil {
		t.Fatalf("not check JSON: %v\n%s", err, out)
	}
	return c
}

// TestCheckVerdicts checks the three outcomes of a gate and their exit
// statuses on the fake game, whose heroes win about 55%.
func TestCheckVerdicts(t *testing.T) {
	useFakeGame(t, -1, nil)
	for _, tc := range []struct {
		args    []string
		code    int
		verdict string
	}{
		{[]string{"--expect", "45%..65%"}, exitOK, "inside"},
		{[]string{"--expect", "0.70..0.90"}, exitError, "outside"},
		{[]string{"--expect", "..40%"}, exitError, "outside"},
		{[]string{"--expect", "45%.."}, exitOK, "inside"},
		// The true rate sits on the bound: 300 battles cannot decide.
		{[]string{"--expect", "55%..80%", "--max-battles", "300"}, exitUndecided, "undecided"},
	} {
		args := append([]string{"check", "--format", "json", "--progress", "off"}, tc.args...)
		code, out, errs := runArgs(args...)
		if code != tc.code {
			t.Errorf("%v: exit %d, want %d\n%s", tc.args, code, tc.code, errs)
			continue
		}
		c := parseCheck(t, out)
		g := c.Gates[0]
		if g.Verdict != tc.verdict || c.Verdict != tc.verdict {
			t.Errorf("%v: verdict %q (all: %q), want %q", tc.args, g.Verdict, c.Verdict, tc.verdict)
		}
		if tc.verdict == "undecided" && g.Battles != 300 {
			t.Errorf("%v: %d battles, want the cap, 300", tc.args, g.Battles)
		}
		if tc.verdict != "undecided" && (g.Battles < 10 || g.Battles >= 200_000) {
			t.Errorf("%v: decided after %d battles, want an early stop", tc.args, g.Battles)
		}
	}
}

// TestCheckSameStopAnyWorkers checks that a gate stops at the same battle
// with 1 or 3 workers and small chunks, since the test sees every battle in
// battle order.
func TestCheckSameStopAnyWorkers(t *testing.T) {
	useFakeGame(t, -1, nil)
	var first string
	for _, w := range []string{"1", "3"} {
		code, out, errs := runArgs("check", "--expect", "50%..70%", "--seed", "9", "-w", w, "--format", "json", "--progress", "off")
		if code != exitOK {
			t.Fatalf("-w %s: exit %d\n%s", w, code, errs)
		}
		if first == "" {
			first = out
		} else if out != first {
			t.Errorf("-w 3 differs from -w 1:\n%s\nwant\n%s", out, first)
		}
	}
}

// TestCheckText checks the text output: the verdict, the evidence and the
// test's parameters.
func TestCheckText(t *testing.T) {
	useFakeGame(t, -1, nil)
	code, out, _ := runArgs("check", "--expect", "70%..90%", "--progress", "off")
	if code != exitError {
		t.Fatalf("exit %d, want %d", code, exitError)
	}
	for _, want := range []string{"OUTSIDE  intro-brawl: heroes win ", "expected 70.00%..90.00%",
		"bound 70.00%: outside after ", "delta 2.00 pts, alpha 0.05, beta 0.05, at most 200000 battles, seed 1"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
}

// TestCheckFile checks a gates file: several gates, defaults from the
// command line, paths relative to the file, exit 1 when any is outside.
func TestCheckFile(t *testing.T) {
	useFakeGame(t, -1, nil)
	dir := t.TempDir()
	if err := os.MkdirAll(filepath.Join(dir, "b"), 0o755); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile("../../sim/adventures/battlefile/battles/breakout.yaml")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "b", "mine.yaml"), data, 0o644); err != nil {
		t.Fatal(err)
	}
	gates := filepath.Join(dir, "gates.yaml")
	write := func(s string) {
		if err := os.WriteFile(gates, []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("gates:\n  - battle: intro-brawl\n    expect: 45%..65%\n  - battle: b/mine.yaml\n    expect: 45%..65%\n    seed: 3\n")
	code, out, errs := runArgs("check", "--file", gates, "--format", "json", "--progress", "off")
	if code != exitOK {
		t.Fatalf("two gates inside: exit %d, want 0\n%s%s", code, out, errs)
	}
	if c := parseCheck(t, out); len(c.Gates) != 2 || c.Gates[1].Battle != filepath.Join(dir, "b", "mine.yaml") {
		t.Errorf("gates = %+v, want 2 with the second at %s", c.Gates, filepath.Join(dir, "b", "mine.yaml"))
	}
	write("gates:\n  - battle: intro-brawl\n    expect: 45%..65%\n  - battle: intro-brawl\n")
	if code, _, errs := runArgs("check", "--file", gates, "--expect", "80%..90%", "--progress", "off"); code != exitError {
		t.Errorf("second gate outside by the command line's --expect: exit %d, want 1\n%s", code, errs)
	}
}

// TestCheckErrors checks that bad flags and gates files are errors naming
// the flag (exit 2) or the file:line:col (exit 1).
func TestCheckErrors(t *testing.T) {
	useFakeGame(t, -1, nil)
	dir := t.TempDir()
	gates := filepath.Join(dir, "gates.yaml")
	for _, tc := range []struct {
		file string // gates file content, or "" for none
		args []string
		want string
	}{
		{"", []string{}, "--expect LO..HI is required"},
		{"", []string{"--expect", "55%"}, "--expect: \"55%\" is not a range LO..HI"},
		{"", []string{"--expect", "60%..50%"}, "is empty"},
		{"", []string{"--expect", "45%..46%"}, "narrower than the indifference width"},
		{"", []string{"--expect", "45%..55%", "--alpha", "0.7"}, "--alpha: 0.7 is not an error rate in (0, 0.5)"},
		{"", []string{"--expect", "45%..55%", "--delta", "0"}, "--delta: 0 is not an indifference width in (0, 1)"},
		{"", []string{"--expect", "45%..55%", "--format", "csv"}, "--format: unknown format"},
		{"gates:\n  - battle: intro-brawl\n    expct: 45%..55%\n", nil, `gates.yaml:3:5: unknown key "expct" in a gate (did you mean "expect"?)`},
		{"gates:\n  - battle: intro-brawl\n", nil, "gates.yaml:2:5: this gate has no expect"},
		{"gates:\n  - battle: intro-brawl\n    expect: 45%..55%\n    seed: -1\n", nil, `gates.yaml:4:11: seed: "-1" is not a seed`},
		{"gates:\n  - battle: intro-brawl\n    expect: 45..55\n", nil, `gates.yaml:3:13: expect: "45" in "45..55" is not a win rate`},
		{"gate:\n  - battle: intro-brawl\n", nil, `gates.yaml:1:1: unknown key "gate" (did you mean "gates"?) (known: gates)`},
		{"- battle: x\n", nil, "gates.yaml:1:1: want a mapping with the key gates"},
	} {
		args := append([]string{"check", "--progress", "off"}, tc.args...)
		if tc.file != "" {
			if err := os.WriteFile(gates, []byte(tc.file), 0o644); err != nil {
				t.Fatal(err)
			}
			args = append(args, "--file", gates)
		}
		code, _, errs := runArgs(args...)
		want := exitUsage
		if tc.file != "" {
			want = exitError // a file's error, as a battle file's
		}
		if code != want {
			t.Errorf("%v %q: exit %d, want %d", tc.args, tc.file, code, want)
		}
		if !strings.Contains(errs, tc.want) || strings.Count(errs, "\n") > 1 && tc.file == "" {
			t.Errorf("%v %q: stderr %q, want it to contain %q", tc.args, tc.file, errs, tc.want)
		}
	}
}

// TestCheckDocumentedGates checks that the gates files of the README and of
// check's help are read, strictly, and name the battles they show.
func TestCheckDocumentedGates(t *testing.T) {
	readme := readFile(t, "../../README.md")
	var fromReadme string
	for _, block := range strings.Split(readme, "```yaml\n")[1:] {
		if block, _, _ = strings.Cut(block, "```"); strings.HasPrefix(block, "gates:") {
			fromReadme = block
		}
	}
	if fromReadme == "" {
		t.Fatal("README.md has no gates file")
	}
	def := lab.DefaultGate
	for name, text := range map[string]string{"README": fromReadme, "help": lab.GatesExample + "\n"} {
		file := filepath.Join(t.TempDir(), "gates.yaml")
		if err := os.WriteFile(file, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		gates, err := lab.ReadGates(file, []byte(text), def, func(n string) bool { return slices.Contains(games.Embedded(), n) })
		if err != nil {
			t.Fatalf("%s's gates file: %v", name, err)
		}
		for _, g := range gates {
			if _, err := games.OpenGate(g, false); err != nil {
				t.Errorf("%s's gates file: %v", name, err)
			}
			if _, err := os.Stat(filepath.Join("../../sim/adventures/battlefile", strings.TrimPrefix(g.Battle, filepath.Dir(file)))); err != nil {
				t.Errorf("%s's gates file names %s, which is not an example battle", name, g.Battle)
			}
		}
	}
}

// TestCheckHelpPolicy checks that check's --help says what -p takes (a
// seat's SEAT=SPEC too, as check plays it) and names its default.
func TestCheckHelpPolicy(t *testing.T) {
	out, _ := mustRun(t, exitOK, "check", "--help")
	for line := range strings.Lines(out) {
		if strings.Contains(line, "--policy") {
			if !strings.Contains(line, "SEAT=SPEC") || !strings.Contains(line, "Default: "+policy.Default+" ") {
				t.Errorf("check --help: %q, want SEAT=SPEC and the default policy by name", strings.TrimSpace(line))
			}
			return
		}
	}
	t.Error("check --help lists no --policy")
}

// A gate of one battle, which the heroes win or lose, writes its JSON: the
// battles expected at an estimate of 100% or 0% are null, not an encoding
// error that lost the result ("json: unsupported value: NaN").
func TestCheckOneBattleJSON(t *testing.T) {
	for _, pol := range []string{"planner", "first"} {
		out := filepath.Join(t.TempDir(), "gate.json")
		code, stdout, errs := runArgs("check", "--expect", "40%..60%", "--max-battles", "1", "-p", pol, "--format", "json", "-o", out, "--progress", "off")
		if code != exitUndecided {
			t.Fatalf("-p %s: exit %d, want %d; stderr %q", pol, code, exitUndecided, errs)
		}
		for _, b := range []string{stdout, readFile(t, out)} {
			var v struct {
				Gates []struct {
					Battles  int64    `json:"battles"`
					Expected *float64 `json:"expected_battles_at_estimate"`
				} `json:"gates"`
			}
			if err := json.Unmarshal([]byte(b), &v); err != nil || len(v.Gates) != 1 || v.Gates[0].Battles != 1 {
				t.Fatalf("-p %s: JSON %v, %+v:\n%s", pol, err, v, b)
			}
		}
	}
}

// A gate whose battle file cannot be opened is reported where the gates
// file names it, as validate reports it: gates.yaml:2:13: battle ….
func TestCheckFileMissingBattleNamesItsLine(t *testing.T) {
	dir := t.TempDir()
	gates := filepath.Join(dir, "gates.yaml")
	if err := os.WriteFile(gates, []byte("gates:\n  - battle: nosuch.yaml\n    expect: 40%..70%\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errs := runArgs("check", "--file", gates, "--progress", "off")
	if want := gates + ":2:13: battle nosuch.yaml: "; code != exitError || !strings.Contains(out, "ERROR    "+want) {
		t.Errorf("exit %d, stdout %q, stderr %q; want 1 and %q", code, out, errs, want)
	}
	_, out, _ = runArgs("check", "--file", gates, "--progress", "off", "--format", "json")
	if c := parseCheck(t, out); len(c.Gates) != 1 || !strings.HasPrefix(c.Gates[0].Error, gates+":2:13: battle nosuch.yaml: ") {
		t.Errorf("JSON gates %+v, want the error at %s:2:13", c.Gates, gates)
	}
}
