package main

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/tmntsim/tmntsim/reports"
	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
)

// A knobGame is a stand-in game whose heroes win with a probability set
// by the battle file: 1 − figures/20, figures the pool of the battle's
// first villain type. Its curve crosses 50% at 10 figures, whatever the
// engine does.
type knobGame struct {
	p   float64
	pcg rand.PCG
}

func (g *knobGame) Play(seed, index uint64, rec *sim.Record) {
	g.pcg.Seed(seed, index)
	*rec = sim.Record{Turns: 5, Outcome: [sim.MaxSeats]sim.Outcome{sim.Lost, sim.Won}}
	if float64(g.pcg.Uint64()>>11)/(1<<53) < g.p {
		rec.Outcome[0], rec.Outcome[1] = sim.Won, sim.Lost
	}
}

// useKnobGame makes the battles of the rest of the test knobGames.
func useKnobGame(t *testing.T) {
	old := newSetup
	newSetup = func(b *adventures.Battle, spec string, check bool) sim.Setup {
		return &fakeSetup{schema: b.Schema(), spec: spec,
			newGame: func() sim.Game { return &knobGame{p: 1 - float64(b.Villains[0].Figures)/20} }}
	}
	t.Cleanup(func() { newSetup = old })
}

// TestTune tunes the first villain pool of the built-in battle, in a game
// where the heroes win 1 − figures/20 of battles, to 50%: 10 figures.
func TestTune(t *testing.T) {
	useKnobGame(t)
	l, err := battlefile.Open("")
	if err != nil {
		t.Fatal(err)
	}
	least := len(l.Battle.Villains[0].Start)
	out := filepath.Join(t.TempDir(), "tuned.yaml")
	stdout, _ := mustRun(t, exitOK, "tune", "--vary", fmt.Sprintf("villains.0.figures=%d..19", least), "--target", "0.5",
		"-n", "500", "--max-battles", "8000", "-o", out, "--progress", "off")
	if !strings.Contains(stdout, "best value: villains.foot-ninja.figures = 10,") || !strings.Contains(stdout, "wrote "+out) {
		t.Errorf("tune output:\n%s", stdout)
	}
	tuned, err := battlefile.Open(out)
	if err != nil {
		t.Fatalf("the tuned battle does not load: %v", err)
	}
	if got := tuned.Battle.Villains[0].Figures; got != 10 {
		t.Errorf("tuned to %d figures, want 10", got)
	}
	// The interpolated crossing's band holds the true crossing, 10.
	m := regexp.MustCompile(`crosses 50% at ([0-9.]+) \(95% band: ([0-9.]+) – ([0-9.]+)\)`).FindStringSubmatch(stdout)
	if m == nil {
		t.Fatalf("tune output has no crossing:\n%s", stdout)
	}
	lo, _ := strconv.ParseFloat(m[2], 64)
	hi, _ := strconv.ParseFloat(m[3], 64)
	if !(lo <= 10 && 10 <= hi && hi-lo < 2) {
		t.Errorf("crossing at %s, band [%v, %v]; want a band of less than 2 figures around 10", m[1], lo, hi)
	}
}

// TestTuneEngine tunes the built-in battle with the real engine, briefly,
// and checks that it writes a valid battle file with a value of the range.
func TestTuneEngine(t *testing.T) {
	useBrawler(t)
	out := filepath.Join(t.TempDir(), "tuned.yaml")
	mustRun(t, exitOK, "tune", "--vary", "villains.foot-ninja.figures=4..16", "--target", "0.3",
		"-n", "100", "--max-battles", "200", "-o", out, "--progress", "off")
	tuned, err := battlefile.Open(out)
	if err != nil {
		t.Fatalf("the tuned battle does not load: %v", err)
	}
	if got := tuned.Battle.Villains[0].Figures; got < 4 || got > 16 {
		t.Errorf("tuned to %d figures, outside 4..16", got)
	}
}

func TestTuneRefusesToOverwriteItsInput(t *testing.T) {
	useFakeGame(t, -1, nil)
	file := writeVariant(t, t.TempDir(), "battle.yaml", "", 0)
	before, _ := os.ReadFile(file)
	args := []string{"tune", file, "--vary", "villains.foot-ninja.figures=4..8", "--target", "0.5", "-n", "100", "--max-battles", "100",
		"-o", file, "--progress", "off"}
	code, _, stderr := runArgs(args...)
	if code != exitError || !strings.Contains(stderr, "--force") {
		t.Errorf("tune -o INPUT: exit %d, stderr %q; want exit %d suggesting --force", code, stderr, exitError)
	}
	if after, _ := os.ReadFile(file); string(after) != string(before) {
		t.Errorf("the input was changed")
	}
	mustRun(t, exitOK, append(args, "--force")...)
	if _, err := battlefile.Open(file); err != nil {
		t.Errorf("the battle tuned in place does not load: %v", err)
	}
}

func TestTuneUsage(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"tune", "--target", "0.5"}, "--vary"},
		{[]string{"tune", "--vary", "round_limit=4..8"}, "--target"},
		{[]string{"tune", "--vary", "round_limit=4,5,6", "--target", "0.5"}, "searches a range"},
		{[]string{"tune", "--vary", "round_limit=4..8", "--target", "0.5", "-n", "500", "--max-battles", "100"}, "--max-battles"},
	} {
		code, _, stderr := runArgs(c.args...)
		if code != exitUsage || !strings.Contains(stderr, c.want) {
			t.Errorf("tmntsim %s: exit %d, stderr %q; want exit %d naming %q", strings.Join(c.args, " "), code, stderr, exitUsage, c.want)
		}
	}
}

// TestTuneForceEditsOneLine tunes a battle file in place: the designer's
// file keeps its folded text, blank lines, comments and mode, and only the
// tuned number's line changes.
func TestTuneForceEditsOneLine(t *testing.T) {
	useKnobGame(t)
	l, err := battlefile.Open("")
	if err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(t.TempDir(), "battle.yaml")
	if err := os.WriteFile(file, l.Data, 0o640); err != nil {
		t.Fatal(err)
	}
	os.Chmod(file, 0o640)
	mustRun(t, exitOK, "tune", file, "--vary", "villains.foot-ninja.figures=4..19", "--target", "0.5",
		"-n", "500", "--max-battles", "2000", "-o", file, "--force", "--progress", "off")
	after, _ := os.ReadFile(file)
	a, b := strings.Split(string(l.Data), "\n"), strings.Split(string(after), "\n")
	if len(a) != len(b) {
		t.Fatalf("the tuned file has %d lines, the original %d:\n%s", len(b), len(a), after)
	}
	var diff []string
	for i := range a {
		if a[i] != b[i] {
			diff = append(diff, fmt.Sprintf("line %d: %q -> %q", i+1, a[i], b[i]))
		}
	}
	if len(diff) != 1 || !strings.Contains(diff[0], `"    figures: 10              # knob`) {
		t.Errorf("tune --force changed %d lines, want only the figures line set to 10:\n%s", len(diff), strings.Join(diff, "\n"))
	}
	if fi, _ := os.Stat(file); fi.Mode().Perm() != 0o640 {
		t.Errorf("tune --force left mode %v, want 0640 kept", fi.Mode().Perm())
	}
}

// TestTuneVillainPolicy tunes a Competitive Mode battle with -p
// villain=SPEC: the villain seat plays that policy (the heroes beat a
// random villain far more often than the planner), and the output names
// it.
func TestTuneVillainPolicy(t *testing.T) {
	rate := func(villain string) float64 {
		out, _ := mustRun(t, exitOK, "tune", "foot-clan-ambush", "--vary", "villains.foot-ninja.figures=4..8", "--target", "50%",
			"-n", "200", "--max-battles", "200", "--format", "json", "--progress", "off", "-p", "villain="+villain)
		var j struct {
			Policies string
			Points   []struct {
				Value   float64
				WinRate struct{ Value float64 } `json:"win_rate"`
			}
		}
		if err := json.Unmarshal([]byte(out), &j); err != nil || len(j.Points) == 0 || j.Points[0].Value != 4 {
			t.Fatalf("tune JSON %v: %s", err, out)
		}
		if want := "heroes=planner villain=" + villain; j.Policies != want {
			t.Errorf("policies: got %q, want %q", j.Policies, want)
		}
		return j.Points[0].WinRate.Value
	}
	if r, p := rate("random"), rate("planner"); r < p+0.2 {
		t.Errorf("heroes' win rate against a random villain %.3f, against the planner %.3f; want the first 20 points higher at least", r, p)
	}
}

// tuneJSON is the JSON of tmntsim tune, as the tests read it.
type tuneJSON = reports.TuneJSON

// TestTunePlayers tunes a Munchkin table over its number of players, as
// sweep sweeps it: each count plays its own seats (the file's four
// policies are not handed to a table of three), the focus seat's win rate
// at every count tried.
func TestTunePlayers(t *testing.T) {
	out, _ := mustRun(t, exitOK, "tune", "table-of-four", "--vary", "players=3..6", "--target", "30%", "-n", "100",
		"--max-battles", "100", "--format", "json", "--progress", "off")
	var j tuneJSON
	if err := json.Unmarshal([]byte(out), &j); err != nil {
		t.Fatalf("tune JSON %v: %s", err, out)
	}
	if len(j.Points) < 2 || j.Points[0].Value != 3 || j.Points[len(j.Points)-1].Value != 6 || j.Unit != "games" {
		t.Errorf("points %+v, unit %q; want 3 to 6 players, in games", j.Points, j.Unit)
	}
}

// A table's number of players is tuned on seats a table file does not
// say (its first seats, filled up from its last seat's policy): tune -o
// refuses it before any game is played, rather than fail after them.
func TestTunePlayersWritesNoFile(t *testing.T) {
	out := filepath.Join(t.TempDir(), "tuned.yaml")
	code, stdout, stderr := runArgs("tune", "table-of-four", "--vary", "players=3..6", "--target", "30%", "-n", "100",
		"--max-battles", "100", "-o", out, "--progress", "off")
	if code != exitUsage || stdout != "" || !strings.Contains(stderr, "-o "+out+": ") || !strings.Contains(stderr, "players") {
		t.Errorf("tune --vary players -o: exit %d, stdout %q, stderr %q; want exit %d before playing, naming -o", code, stdout, stderr, exitUsage)
	}
	if _, err := os.Stat(out); err == nil {
		t.Errorf("tune --vary players -o wrote %s", out)
	}
}

// TestTuneAddingAKeyKeepsTheText tunes a number the file does not have yet
// (a hero written as a bare name, a missing top-level key) in place: the
// key is inserted into the designer's text, every other line kept.
func TestTuneAddingAKeyKeepsTheText(t *testing.T) {
	useKnobGame(t)
	l, err := battlefile.Open("")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ vary, line string }{
		{"heroes.leonardo.life=8..12", "heroes: [{hero: leonardo, life: "},
		{"round_limit=9..11", "\nround_limit: "},
	} {
		file := filepath.Join(t.TempDir(), "battle.yaml")
		if err := os.WriteFile(file, l.Data, 0o644); err != nil {
			t.Fatal(err)
		}
		_, stderr := mustRun(t, exitOK, "tune", file, "--vary", c.vary, "--target", "0.5",
			"-n", "100", "--max-battles", "100", "-o", file, "--force", "--progress", "off")
		after, _ := os.ReadFile(file)
		a, b := strings.Split(string(l.Data), "\n"), strings.Split(string(after), "\n")
		var gone []string
		k := 0
		for _, line := range a {
			for k < len(b) && b[k] != line {
				k++
			}
			if k == len(b) {
				gone = append(gone, line)
				k = 0
			}
		}
		if !strings.Contains(string(after), c.line) || len(gone) > 1 || strings.Contains(stderr, "anew") {
			t.Errorf("tune --vary %s in place: lines changed or lost %q, stderr %q; want only %q added:\n%s", c.vary, gone, stderr, c.line, after)
		}
	}
}

// TestTuneRefusesToRewriteItsInput: where the key cannot be inserted into
// the file's text (a hero's name quoted), tune refuses to write the file
// being tuned anew, and writes another file anew saying so.
func TestTuneRefusesToRewriteItsInput(t *testing.T) {
	useKnobGame(t)
	l, err := battlefile.Open("")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	file := filepath.Join(dir, "battle.yaml")
	data := strings.Replace(string(l.Data), "heroes: [leonardo,", `heroes: ["leonardo",`, 1)
	if err := os.WriteFile(file, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
	args := []string{"tune", file, "--vary", "heroes.leonardo.life=8..12", "--target", "0.5", "-n", "100", "--max-battles", "100", "--progress", "off"}
	code, _, stderr := runArgs(append(args, "-o", file, "--force")...)
	if code != exitError || !strings.Contains(stderr, "-o "+file) || !strings.Contains(stderr, "another file") {
		t.Errorf("tune -o INPUT --force, written anew: exit %d, stderr %q; want exit %d asking for another file", code, stderr, exitError)
	}
	if after, _ := os.ReadFile(file); string(after) != data {
		t.Errorf("the input was changed")
	}
	other := filepath.Join(dir, "tuned.yaml")
	_, stderr = mustRun(t, exitOK, append(args, "-o", other)...)
	if !strings.Contains(stderr, "written anew") || !strings.Contains(stderr, file+" is unchanged") {
		t.Errorf("tune -o OTHER, written anew: stderr %q, want a note that it is written anew", stderr)
	}
	if _, err := battlefile.Open(other); err != nil {
		t.Errorf("the tuned file does not load: %v", err)
	}
}

// TestTuneTextNoTrailingSpaces checks that no line of tune's text, its
// table's header above all, ends in spaces.
func TestTuneTextNoTrailingSpaces(t *testing.T) {
	useKnobGame(t)
	out, _ := mustRun(t, exitOK, "tune", "--vary", "round_limit=9..11", "--target", "0.5",
		"-n", "100", "--max-battles", "100", "--progress", "off")
	if !strings.Contains(out, "95% CI") {
		t.Fatalf("tune's text has no table:\n%s", out)
	}
	for i, line := range strings.Split(out, "\n") {
		if strings.TrimRight(line, " ") != line {
			t.Errorf("line %d ends in spaces: %q", i+1, line)
		}
	}
}
