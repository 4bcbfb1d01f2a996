package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tmntsim/tmntsim/lab"
	"github.com/tmntsim/tmntsim/reports"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
)

// reportFiles are the files every report has.
var reportFiles = []string{"index.html", "summary.json", "report.json", "summary.csv", "map.png", "skill.png", "skill.csv",
	"rounds.png", "rounds.csv", "end-reasons.png", "end-reasons.csv", "heroes.png", "heroes.csv", "villains.png",
	"villains.csv", "knockdowns.png", "knockdowns.csv", "strikes.png", "strikes.csv", "curve.png", "curve.csv", reports.Marker}

func TestReport(t *testing.T) {
	useFakeGame(t, -1, nil)
	dir := filepath.Join(t.TempDir(), "out")
	stdout, _ := mustRun(t, exitOK, "report", "-o", dir, "-n", "400", "--budget", "0", "--skill-policies", "first,random", "--progress", "off",
		"--target", "40%")
	if !strings.Contains(stdout, "report written to "+filepath.Join(dir, "index.html")) {
		t.Errorf("report output:\n%s", stdout)
	}
	for _, f := range reportFiles {
		if _, err := os.Stat(filepath.Join(dir, f)); err != nil {
			t.Errorf("the report lacks %s", f)
		}
	}
	var rj struct {
		Verdict struct {
			Text   string  `json:"text"`
			Band   string  `json:"band"`
			Target float64 `json:"target"`
		} `json:"verdict"`
		Skill []struct {
			Policy  string `json:"policy"`
			Battles int64  `json:"battles"`
		} `json:"skill_band"`
		Curve struct {
			Path    string  `json:"path"`
			Current float64 `json:"current"`
			Points  []struct {
				Value   float64 `json:"value"`
				Battles int64   `json:"battles"`
			} `json:"points"`
		} `json:"difficulty_curve"`
		Notes []string `json:"notes"`
	}
	data, _ := os.ReadFile(filepath.Join(dir, "report.json"))
	if err := json.Unmarshal(data, &rj); err != nil {
		t.Fatal(err)
	}
	if rj.Verdict.Target != 0.4 || rj.Verdict.Band == "" || !strings.HasPrefix(stdout, rj.Verdict.Text+"\n") {
		t.Errorf("verdict %+v, want target 0.4, printed first:\n%s", rj.Verdict, stdout)
	}
	if len(rj.Skill) != 2 || rj.Skill[0].Policy != "first" || rj.Skill[1].Battles != 400 {
		t.Errorf("skill band %+v, want first and random with 400 battles each", rj.Skill)
	}
	// The built-in battle's natural knob: its Foot Ninja pool.
	l, err := battlefile.Open("")
	if err != nil {
		t.Fatal(err)
	}
	v := l.Battle.Villains[0]
	want := lab.KnobValues(v.Figures, len(v.Start))
	// Its path names the villain type, not its index.
	// The fake game's win rate moves with no knob: the page says so, and
	// the curve shows the first.
	if len(rj.Notes) == 0 || !strings.HasPrefix(rj.Notes[0], "No knob moved the heroes' win rate beyond chance") {
		t.Errorf("notes %q, want that no knob moved", rj.Notes)
	}
	if rj.Curve.Path != "villains.foot-ninja.figures" || rj.Curve.Current != float64(v.Figures) || len(rj.Curve.Points) != len(want) ||
		rj.Curve.Points[0].Battles != 100 {
		t.Errorf("difficulty curve %+v, want villains.foot-ninja.figures at %v, 100 battles each", rj.Curve, want)
	}
	// A second report replaces the first; a --vary path by index is
	// labelled by name.
	mustRun(t, exitOK, "report", "-o", dir, "-n", "200", "--budget", "0", "--skill-policies", "first", "--progress", "off",
		"--vary", fmt.Sprintf("villains.0.figures=%d,%d", v.Figures, v.Figures+2))
	if _, err := os.Stat(filepath.Join(dir, "curve.csv")); err != nil {
		t.Errorf("the second report lacks curve.csv")
	}
	data, _ = os.ReadFile(filepath.Join(dir, "report.json"))
	if err := json.Unmarshal(data, &rj); err != nil {
		t.Fatal(err)
	}
	if rj.Curve.Path != "villains.foot-ninja.figures" {
		t.Errorf("--vary villains.0.figures: the curve's path is %q, want villains.foot-ninja.figures", rj.Curve.Path)
	}
	if html, _ := os.ReadFile(filepath.Join(dir, "index.html")); strings.Contains(string(html), "curve: villains.0.") || !strings.Contains(string(html), "curve: villains.foot-ninja.figures") {
		t.Errorf("index.html labels a knob by index path")
	}
}

// TestReportCompetitive writes the report of a Competitive Mode battle: its
// villain seat is played by the default villain policy, as in tmntsim run,
// not by the rules' AI of Cooperative Mode.
func TestReportCompetitive(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "report")
	mustRun(t, exitOK, "report", "foot-clan-ambush", "-o", dir, "-n", "40", "--budget", "0", "--skill-policies", "first", "--progress", "off")
	sum, err := readSummary(filepath.Join(dir, "summary.json"))
	if err != nil {
		t.Fatal(err)
	}
	if got, want := sum.Policy(1), "greedy"; got != want {
		t.Errorf("the villain seat's policy: got %q, want %q", got, want)
	}
}

// TestReportVillainPolicy writes the report of a Competitive Mode battle
// with -p villain=SPEC: the villain seat plays that policy in every run
// (the heroes beat a random villain far more often than the planner), and
// the rerun command line gives it again.
func TestReportVillainPolicy(t *testing.T) {
	rate := func(villain string) float64 {
		dir := filepath.Join(t.TempDir(), "report")
		mustRun(t, exitOK, "report", "foot-clan-ambush", "-o", dir, "-n", "200", "--budget", "0", "--skill-policies", "greedy",
			"--progress", "off", "-p", "villain="+villain)
		sum, err := readSummary(filepath.Join(dir, "summary.json"))
		if err != nil {
			t.Fatal(err)
		}
		if got := sum.Policy(1); got != villain {
			t.Errorf("the villain seat's policy: got %q, want %q", got, villain)
		}
		page, err := os.ReadFile(filepath.Join(dir, "index.html"))
		if err != nil {
			t.Fatal(err)
		}
		if want := "--policy=villain=" + villain; !strings.Contains(string(page), want) {
			t.Errorf("the rerun command line has no %s", want)
		}
		r, _, _ := sum.WinRate(0)
		return r
	}
	if r, p := rate("random"), rate("planner"); r < p+0.2 {
		t.Errorf("heroes' win rate against a random villain %.3f, against the planner %.3f; want the first 20 points higher at least", r, p)
	}
}

func TestReportRefusesOtherDirectories(t *testing.T) {
	useFakeGame(t, -1, nil)
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "thesis.tex"), []byte("keep"), 0o644)
	code, _, stderr := runArgs("report", "-o", dir, "-n", "100", "--budget", "0", "--progress", "off")
	if code != exitError || !strings.Contains(stderr, "not a tmntsim report") {
		t.Errorf("report into a directory of other files: exit %d, stderr %q; want exit %d and a refusal", code, stderr, exitError)
	}
}

// TestReportEngine writes the report of the built-in battle with the real
// engine, briefly.
func TestReportEngine(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "report")
	mustRun(t, exitOK, "report", "-o", dir, "-n", "200", "--budget", "0", "--skill-policies", "first", "--progress", "off")
	html, err := os.ReadFile(filepath.Join(dir, "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(html), "Intro Brawl") {
		t.Errorf("index.html does not name the battle")
	}
	// The curve varies the candidate knob whose ends moved the win rate
	// most: every knob of the battle is tried, and the page says so.
	var rj struct {
		Curve struct {
			Path string `json:"path"`
		} `json:"difficulty_curve"`
		Tried []reports.KnobTrial `json:"knobs_tried"`
		Notes []string            `json:"notes"`
	}
	data, _ := os.ReadFile(filepath.Join(dir, "report.json"))
	if err := json.Unmarshal(data, &rj); err != nil {
		t.Fatal(err)
	}
	var paths []string
	best, bestD := "", 0.0
	for _, k := range rj.Tried {
		paths = append(paths, k.Path)
		if d := max(k.Diff, -k.Diff); k.Moves && d > bestD {
			best, bestD = k.Path, d
		}
	}
	if want := "villains.foot-ninja.figures win.defeat-figures.n win.survive.n lose.ko-in-a-row.n"; strings.Join(paths, " ") != want {
		t.Errorf("knobs tried %v, want %s", paths, want)
	}
	if best == "" || rj.Curve.Path != best {
		t.Errorf("the curve varies %s, want the knob that moved most, %q (tried %+v)", rj.Curve.Path, best, rj.Tried)
	}
	if len(rj.Notes) == 0 || !strings.Contains(rj.Notes[0], "moved the heroes' win rate most") || !strings.Contains(string(html), "win.survive.n 3 → 15") {
		t.Errorf("the page does not say which knobs were tried: notes %q", rj.Notes)
	}
}

// TestReportSlowCap checks that a slow policy of the skill band plays
// --slow-cap battles, not -n, and that its summary counts as complete.
func TestReportSlowCap(t *testing.T) {
	useFakeGame(t, -1, nil)
	for _, tt := range []struct {
		cap  string
		want int64
	}{{"50", 50}, {"0", 200}, {"1000", 200}} {
		dir := filepath.Join(t.TempDir(), "out")
		mustRun(t, exitOK, "report", "-o", dir, "-n", "200", "--budget", "0", "--skill-policies", "random,lookahead:rollouts=2",
			"--slow-cap", tt.cap, "--progress", "off", "--vary", "win.survive.n=6,8")
		var rj struct {
			Skill []struct {
				Policy    string `json:"policy"`
				Battles   int64  `json:"battles"`
				Requested int64  `json:"battles_requested"`
			} `json:"skill_band"`
		}
		data, _ := os.ReadFile(filepath.Join(dir, "report.json"))
		if err := json.Unmarshal(data, &rj); err != nil {
			t.Fatal(err)
		}
		if len(rj.Skill) != 2 || rj.Skill[0].Battles != 200 || rj.Skill[1].Battles != tt.want || rj.Skill[1].Requested != tt.want {
			t.Errorf("--slow-cap %s: skill band %+v, want random 200 and lookahead %d of %d", tt.cap, rj.Skill, tt.want, tt.want)
		}
	}
	mustRun(t, exitUsage, "report", "--slow-cap", "-1")
}

// TestReportGames writes the report of every shipped match and table:
// its page names each seat with its win rate, report.json has the seats,
// a match's page has the first player's advantage, and a second report
// replaces the first while a directory of other files is refused.
func TestReportGames(t *testing.T) {
	for _, g := range games[1:] {
		for _, name := range g.Embedded() {
			t.Run(name, func(t *testing.T) {
				dir := filepath.Join(t.TempDir(), "out")
				stdout, _ := mustRun(t, exitOK, "report", name, "-o", dir, "-n", "300", "--progress", "off")
				var rj struct {
					Game  string `json:"game"`
					Games int64  `json:"games"`
					Seats []struct {
						Name    string `json:"name"`
						Wins    int64  `json:"wins"`
						WinRate struct {
							Value float64 `json:"value"`
						} `json:"win_rate"`
					} `json:"seats"`
					Verdict struct {
						Text   string  `json:"text"`
						Target float64 `json:"target"`
					} `json:"verdict"`
					First *struct {
						Pairs int64 `json:"pairs"`
					} `json:"first_player"`
				}
				data, err := os.ReadFile(filepath.Join(dir, "report.json"))
				if err != nil {
					t.Fatal(err)
				}
				if err := json.Unmarshal(data, &rj); err != nil {
					t.Fatal(err)
				}
				_, setup, err := games.OpenGame(name)
				if err != nil {
					t.Fatal(err)
				}
				seats := setup.Schema().Seats
				if rj.Game != g.Name || rj.Games != 300 || len(rj.Seats) != len(seats) {
					t.Fatalf("report.json: game %q, %d games, %d seats; want %s, 300, %d", rj.Game, rj.Games, len(rj.Seats), g.Name, len(seats))
				}
				if want := 1 / float64(len(seats)); rj.Verdict.Target != want || !strings.HasPrefix(stdout, rj.Verdict.Text+"\n") {
					t.Errorf("verdict %+v, want target %g (an equal share), printed first:\n%s", rj.Verdict, want, stdout)
				}
				html, err := os.ReadFile(filepath.Join(dir, "index.html"))
				if err != nil {
					t.Fatal(err)
				}
				var wins int64
				for i, s := range rj.Seats {
					wins += s.Wins
					rate := reports.Pct(s.WinRate.Value)
					if s.Name != seats[i] || !strings.Contains(string(html), ">"+s.Name) ||
						!strings.Contains(string(html), fmt.Sprintf(`data-key="seats.%d.win_rate" data-value="%s">%s<`, i, reports.Num(s.WinRate.Value), rate)) {
						t.Errorf("index.html does not name seat %d %s with its rate %s", i, seats[i], rate)
					}
				}
				if wins == 0 {
					t.Errorf("no seat won a game")
				}
				_, swap := setup.(lab.Swapper)
				if swap != (rj.First != nil) || swap && (rj.First.Pairs != 300 || !strings.Contains(string(html), "Going first")) {
					t.Errorf("first player: %+v on the page of a game with a seat swap %v", rj.First, swap)
				}
				for _, f := range []string{"seats.png", "turns.png", "end-reasons.png", "metrics.png", "seats.csv", "metrics.csv", reports.Marker} {
					if f == "metrics.png" && g.Name == "adventure" {
						continue // an adventure's metrics are its battles', not its seats': its page draws the paths instead
					}
					if _, err := os.Stat(filepath.Join(dir, f)); err != nil {
						t.Errorf("the report lacks %s", f)
					}
				}
				// A second report replaces the first.
				mustRun(t, exitOK, "report", name, "-o", dir, "-n", "100", "--progress", "off", "--target", "40%")
				if data, _ := os.ReadFile(filepath.Join(dir, "report.json")); !strings.Contains(string(data), `"games": 100`) {
					t.Errorf("the second report did not replace the first")
				}
				// A directory of other files is never clobbered.
				other := t.TempDir()
				os.WriteFile(filepath.Join(other, "thesis.tex"), []byte("keep"), 0o644)
				code, _, stderr := runArgs("report", name, "-o", other, "-n", "100", "--progress", "off")
				if code != exitError || !strings.Contains(stderr, "not a tmntsim report") {
					t.Errorf("report into a directory of other files: exit %d, stderr %q; want exit %d and a refusal", code, stderr, exitError)
				}
				if data, _ := os.ReadFile(filepath.Join(other, "thesis.tex")); string(data) != "keep" {
					t.Errorf("thesis.tex was clobbered")
				}
				// Flags of the Adventures report alone are refused.
				if code, _, stderr := runArgs("report", name, "-o", dir, "--vary", "x=1,2"); code != exitUsage || !strings.Contains(stderr, "--vary") {
					t.Errorf("--vary on a %s file: exit %d, stderr %q; want a usage error", g.Name, code, stderr)
				}
			})
		}
	}
}

// TestReportFormatJSON checks that "report --format json" prints the
// report.json it wrote, for a battle and for a match, and that an unknown
// format is a usage error naming the flag, before anything is played.
func TestReportFormatJSON(t *testing.T) {
	for _, args := range [][]string{
		{"report", "-n", "40", "--budget", "0", "--skill-policies", "random,greedy", "--progress", "off"},
		{"report", "genbu-v-seiryu", "-n", "40", "--progress", "off"},
	} {
		dir := filepath.Join(t.TempDir(), "r")
		code, out, errs := runArgs(append(args, "-o", dir, "--format", "json")...)
		if code != exitOK {
			t.Fatalf("%v: exit %d, stderr %q", args, code, errs)
		}
		file, err := os.ReadFile(filepath.Join(dir, "report.json"))
		if err != nil {
			t.Fatal(err)
		}
		if out != string(file) || !json.Valid([]byte(out)) {
			t.Errorf("%v: stdout is not the report.json written (%d and %d bytes)", args, len(out), len(file))
		}
	}
	code, _, errs := runArgs("report", "-n", "10", "-o", filepath.Join(t.TempDir(), "r"), "--format", "yaml")
	if code != exitUsage || !strings.Contains(errs, `--format: unknown format "yaml"`) {
		t.Errorf("--format yaml: exit %d, stderr %q; want a usage error", code, errs)
	}
}

// A report with allies under a tiny budget still finishes, and its page
// says the budget left no time for the Allies table.
func TestReportAlliesBudget(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "out")
	mustRun(t, exitOK, "report", "allies-alley", "-o", dir, "-n", "400", "--budget", "1ms", "--skill-policies", "first,random", "--progress", "off")
	if !strings.Contains(readFile(t, filepath.Join(dir, "index.html")), "No Allies table: the time budget left no time to play the battle with each of its 3 ally cards alone") {
		t.Error("the page does not say the budget left no time for the Allies table")
	}
	if _, err := os.Stat(filepath.Join(dir, "allies.csv")); err == nil {
		t.Error("a report whose budget left no time for the Allies table wrote allies.csv")
	}
}
