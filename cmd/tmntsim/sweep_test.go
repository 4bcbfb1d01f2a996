package main

import (
	"bytes"
	"context"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestSweepSharesSeeds sweeps the fake game, whose battles depend on the
// seed alone: every value and every battle must then give the same
// results, which they do only if all points share their seeds.
func TestSweepSharesSeeds(t *testing.T) {
	useFakeGame(t, -1, nil)
	dir := t.TempDir()
	csvFile, pngFile := filepath.Join(dir, "curve.csv"), filepath.Join(dir, "curve.png")
	mustRun(t, exitOK, "sweep", "intro-brawl", "street-escape", "--vary", "villains.0.figures=6..9", "-n", "300",
		"--target", "50%", "--csv", csvFile, "--png", pngFile, "--progress", "off")
	data, err := os.ReadFile(csvFile)
	if err != nil {
		t.Fatal(err)
	}
	rows, err := csv.NewReader(bytes.NewReader(data)).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != 1+2*4 || rows[0][0] != "battle" {
		t.Fatalf("curve.csv has %d rows (header %v), want a header and 8 rows", len(rows), rows[0])
	}
	for _, r := range rows[2:] {
		if r[3] != rows[1][3] || r[4] != rows[1][4] {
			t.Errorf("row %v: %s wins of %s battles, row %v: %s of %s; the same seeds give the same fake battles",
				r[:3], r[4], r[3], rows[1][:3], rows[1][4], rows[1][3])
		}
	}
	f, err := os.Open(pngFile)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if _, err := png.Decode(f); err != nil {
		t.Errorf("curve.png: %v", err)
	}
}

func TestSweepText(t *testing.T) {
	useBrawler(t)
	stdout, _ := mustRun(t, exitOK, "sweep", "--vary", "villains.foot-ninja.figures=4,10", "-n", "200", "--target", "0.4", "--progress", "off")
	for _, want := range []string{"sweep of villains.foot-ninja.figures", "Intro Brawl  4", "Intro Brawl  10", "Intro Brawl: the heroes' win rate"} {
		if !strings.Contains(stdout, want) {
			t.Errorf("sweep output lacks %q:\n%s", want, stdout)
		}
	}
}

func TestSweepErrors(t *testing.T) {
	for _, c := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"sweep"}, exitUsage, "--vary PATH=VALUES is required"},
		{[]string{"sweep", "--vary", "x=1..0"}, exitUsage, "goes down"},
		{[]string{"sweep", "--vary", "round_limit=5", "--target", "2"}, exitUsage, "--target"},
		{[]string{"sweep", "--vary", "villains.nobody.figures=5"}, exitUsage, `no item "nobody"`},
		{[]string{"sweep", "--vary", "villains.foot-ninja.figures=1"}, exitError, "no value of villains.foot-ninja.figures makes a valid battle"},
	} {
		code, _, stderr := runArgs(c.args...)
		if code != c.code || !strings.Contains(stderr, c.want) {
			t.Errorf("tmntsim %s: exit %d, stderr %q; want exit %d naming %q", strings.Join(c.args, " "), code, stderr, c.code, c.want)
		}
	}
}

// TestSweepSkipsInvalidValues checks that a value that makes the battle
// invalid is skipped with a note naming the value and the problem, and the
// other values are played (issue: "skipped with a note, not the end of the
// run"), for sweep and for tune.
func TestSweepSkipsInvalidValues(t *testing.T) {
	code, out, stderr := runArgs("sweep", "--vary", "heroes.leonardo.life=0,8,9", "-n", "20", "--progress", "off")
	if code != exitOK {
		t.Fatalf("exit %d, stderr %q", code, stderr)
	}
	if !strings.Contains(stderr, "heroes.leonardo.life = 0 is not a valid battle, skipped: battles/intro-brawl.yaml:13:33: life: 0 is out of range") {
		t.Errorf("stderr %q, want a note for life 0", stderr)
	}
	rows := 0
	for _, l := range strings.Split(out, "\n") {
		if f := strings.Fields(l); len(f) > 4 && f[0] == "Intro" && f[3] == "20" && (f[2] == "8" || f[2] == "9") {
			rows++
		}
	}
	if rows != 2 {
		t.Errorf("%d rows of the values 8 and 9, want 2; stdout:\n%s", rows, out)
	}
	code, _, stderr = runArgs("tune", "--vary", "heroes.leonardo.life=0..12", "--target", "50%", "-n", "20", "--max-battles", "20", "--progress", "off")
	if code != exitOK || !strings.Contains(stderr, "heroes.leonardo.life = 0 is not a valid battle, skipped") {
		t.Errorf("tune: exit %d, stderr %q; want 0 and a note for life 0", code, stderr)
	}
}

// TestStudiesWriteOut checks -o on sweep (a battle and a match file) and
// check: the file holds the JSON --format json prints, and the text still
// goes to stdout.
func TestStudiesWriteOut(t *testing.T) {
	dir := t.TempDir()
	match := gameFileCopy(t, "match-good.yaml")
	for _, c := range []struct {
		args []string
		key  string
	}{
		{[]string{"sweep", "--vary", "villains.foot-ninja.figures=20,23", "-n", "20"}, `"curves"`},
		{[]string{"sweep", match, "--vary", "max_turns=6,12", "-n", "20"}, `"curves"`},
		{[]string{"check", "--expect", "5%..95%", "--max-battles", "50"}, `"gates"`},
	} {
		out := filepath.Join(dir, c.args[0]+fmt.Sprint(len(c.args))+".json")
		code, stdout, stderr := runArgs(append(c.args, "-o", out, "--progress", "off")...)
		if code != exitOK {
			t.Fatalf("%v: exit %d, stderr %q", c.args, code, stderr)
		}
		data, err := os.ReadFile(out)
		if err != nil || !json.Valid(data) || !strings.Contains(string(data), c.key) {
			t.Errorf("%v: -o wrote %q (%v), want JSON with %s", c.args, data, err, c.key)
		}
		if strings.HasPrefix(stdout, "{") {
			t.Errorf("%v: stdout is JSON, want the text: %q", c.args, stdout)
		}
	}
}

// TestSweepVillainPolicy sweeps a Competitive Mode battle with -p
// villain=SPEC: the villain seat plays that policy (the heroes beat a
// random villain far more often than the planner), and the output names
// it; a Cooperative Mode battle, whose villains the rules' AI plays,
// refuses one.
func TestSweepVillainPolicy(t *testing.T) {
	rate := func(villain string) float64 {
		out, _ := mustRun(t, exitOK, "sweep", "foot-clan-ambush", "--vary", "villains.foot-ninja.figures=8", "-n", "200",
			"--format", "json", "--progress", "off", "-p", "villain="+villain)
		var j struct {
			Policies string
			Curves   []struct {
				Points []struct {
					WinRate struct{ Value float64 } `json:"win_rate"`
				}
			}
		}
		if err := json.Unmarshal([]byte(out), &j); err != nil || len(j.Curves) != 1 || len(j.Curves[0].Points) != 1 {
			t.Fatalf("sweep JSON %v: %s", err, out)
		}
		if want := "heroes=planner villain=" + villain; j.Policies != want {
			t.Errorf("policies: got %q, want %q", j.Policies, want)
		}
		return j.Curves[0].Points[0].WinRate.Value
	}
	if r, p := rate("random"), rate("planner"); r < p+0.2 {
		t.Errorf("heroes' win rate against a random villain %.3f, against the planner %.3f; want the first 20 points higher at least", r, p)
	}
	_, stderr := mustRun(t, exitUsage, "sweep", "intro-brawl", "--vary", "villains.foot-ninja.figures=8", "-n", "10", "-p", "villain=planner")
	if !strings.Contains(stderr, "in Cooperative Mode the rules' AI plays the villains") {
		t.Errorf("a villain policy for a Cooperative Mode battle: stderr %q", stderr)
	}
}

// A sweep of a table writes its curve as CSV and PNG, worded by the
// table's focus seat, as a battle's sweep does.
func TestSweepTableCurveFiles(t *testing.T) {
	dir := t.TempDir()
	csvFile, pngFile := filepath.Join(dir, "curve.csv"), filepath.Join(dir, "curve.png")
	code, _, errs := tmntsim(context.Background(), "sweep", "table-of-four", "--vary", "players=3..4", "-n", "40", "--progress", "off", "--csv", csvFile, "--png", pngFile)
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, errs)
	}
	b, err := os.ReadFile(csvFile)
	if err != nil {
		t.Fatal(err)
	}
	if lines := strings.Split(strings.TrimSpace(string(b)), "\n"); len(lines) != 3 || lines[0] != "file,seat,path,value,games,wins,win_rate,ci95_low,ci95_high,complete" || !strings.HasPrefix(lines[1], "table-of-four,seat1,players,3,40,") {
		t.Errorf("curve CSV:\n%s", b)
	}
	if st, err := os.Stat(pngFile); err != nil || st.Size() == 0 {
		t.Errorf("curve PNG: %v", err)
	}
}

// A knob given by its index is echoed by its names, in the table's
// heading and the CSV's path column, whatever the item's other names: the
// first win condition of intro-brawl, {kind: defeat-figures, villain:
// foot-ninja}, reads win.defeat-figures.n; tune's summary lines too.
func TestSweepEchoesKnobByName(t *testing.T) {
	dir := t.TempDir()
	csv := filepath.Join(dir, "curve.csv")
	out, _ := mustRun(t, exitOK, "sweep", "--vary", "win.0.n=20,22", "-n", "10", "-p", "first", "--csv", csv, "--progress", "off")
	data, err := os.ReadFile(csv)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out, "sweep of win.defeat-figures.n,") || !strings.Contains(string(data), "\nIntro Brawl,win.defeat-figures.n,20,") || strings.Contains(out+string(data), "win.0.n") {
		t.Errorf("sweep echoes the knob by its index:\n%s\n%s", out, data)
	}
	out, _ = mustRun(t, exitOK, "tune", "--vary", "win.0.n=20..22", "--target", "50%", "-n", "10", "-p", "first", "-o", filepath.Join(dir, "tuned.yaml"), "--progress", "off")
	if !strings.Contains(out, "tune win.defeat-figures.n of ") || !strings.Contains(out, "best value: win.defeat-figures.n = ") || strings.Contains(out, "win.0.n") {
		t.Errorf("tune echoes the knob by its index:\n%s", out)
	}
}
