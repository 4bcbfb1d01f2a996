package main

import (
	"context"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/tmntsim/tmntsim/lab"
	"github.com/tmntsim/tmntsim/reports"
	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
	"github.com/tmntsim/tmntsim/sim/adventures/policy"
)

func TestTournament(t *testing.T) {
	dir := t.TempDir()
	var csvs [2]string
	var text string
	for i, w := range []string{"1", "2"} {
		csvs[i] = filepath.Join(dir, "t"+w+".csv")
		code, out, errs := runArgs("tournament", "intro-brawl", "-p", "random,greedy,first", "-n", "30", "-w", w, "-o", csvs[i], "--progress", "off")
		if code != exitOK {
			t.Fatalf("tournament -w %s: exit %d, stderr %q", w, code, errs)
		}
		for _, want := range []string{"Intro Brawl (embedded:intro-brawl)", "30 of 30 with each policy, seed 1",
			"POLICY", "greedy vs random", "first vs random", "first vs greedy", "MCNEMAR p"} {
			if !strings.Contains(out, want) {
				t.Errorf("tournament output does not contain %q:\n%s", want, out)
			}
		}
		text = out
	}
	a, b := readFile(t, csvs[0]), readFile(t, csvs[1])
	if a != b {
		t.Errorf("CSV with 1 worker:\n%s\nwith 2 workers:\n%s", a, b)
	}
	rows, err := csv.NewReader(strings.NewReader(a)).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != 1+3+3 {
		t.Fatalf("CSV has %d rows, want a header, 3 policies and 3 pairs:\n%s", len(rows), a)
	}
	if !reflect.DeepEqual(rows[0], reports.TournamentCSVHeader) {
		t.Errorf("CSV header %q", rows[0])
	}
	for i, row := range rows[1:] {
		if len(row) != len(reports.TournamentCSVHeader) {
			t.Errorf("CSV row %d has %d fields, want %d", i+2, len(row), len(reports.TournamentCSVHeader))
		}
	}
	if got := rows[4][:6]; !reflect.DeepEqual(got, []string{"pair", "Intro Brawl", "1", "30", "random", "greedy"}) {
		t.Errorf("first pair row starts %q", got)
	}
	// McNemar's p-value is printed as compare prints it.
	col := slices.Index(reports.TournamentCSVHeader, "mcnemar_p")
	for _, row := range rows[4:] {
		p, err := strconv.ParseFloat(row[col], 64)
		if err != nil {
			t.Fatalf("mcnemar_p %q: %v", row[col], err)
		}
		pair := row[5] + " vs " + row[4]
		want := "  " + reports.PValue(p) + "  "
		if i := strings.Index(text, pair); i < 0 || !strings.Contains(strings.SplitN(text[i:], "\n", 2)[0], want) {
			t.Errorf("the row of %s lacks the p-value %q:\n%s", pair, want, text)
		}
	}
	if files, _ := os.ReadDir(dir); len(files) != 2 {
		t.Errorf("%d files in the output directory, want the 2 CSV files", len(files))
	}
}

func TestTournamentErrors(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"-p", "random"}, "--policies: \"random\" names 1 policy; give at least 2"},
		{[]string{"-p", "random,greed"}, "--policies: unknown policy \"greed\""},
		{[]string{"-p", "random,random"}, "--policies: random is given twice"},
		{[]string{"-p", "random,tactician:boldness=1"}, "unknown parameter \"boldness\""},
		{[]string{"-n", "0"}, "--battles: 0 is not a positive number"},
		{[]string{"-w", "-1"}, "--workers: -1 is negative"},
		{[]string{"--progress", "maybe"}, "--progress: unknown mode \"maybe\""},
		{[]string{"intro-brawl", "breakout"}, "one battle at a time"},
		{[]string{"-n", "x"}, "--battles: invalid value \"x\"; want a whole number"},
	} {
		code, _, errs := runArgs(append([]string{"tournament"}, c.args...)...)
		if code != exitUsage || !strings.Contains(errs, c.want) {
			t.Errorf("tournament %s: exit %d, stderr %q; want exit %d and %q", strings.Join(c.args, " "), code, errs, exitUsage, c.want)
		}
	}
	if code, _, errs := runArgs("tournament", "no-such-battle", "-n", "1"); code != exitError || !strings.Contains(errs, "no battle file or embedded battle") {
		t.Errorf("tournament no-such-battle: exit %d, stderr %q", code, errs)
	}
}

// lifeCheat plays the first option and gives the first hero of its game
// more Life than the rules allow, an invariant violation: a policy's view
// cannot, so the cheat holds the game itself.
type lifeCheat struct {
	adventures.FirstPolicy
	g *adventures.Game
}

func (c lifeCheat) Choose(adventures.View, adventures.Decision, []adventures.Option) int {
	c.g.Figs[0].Life = 100
	return 0
}

// cheatSetup is a battle's setup whose games are played by lifeCheat.
type cheatSetup struct{ sim.Setup }

func (c cheatSetup) NewGame(specs []string) (sim.Game, error) {
	g, err := c.Setup.NewGame(specs)
	if ag, ok := g.(*adventures.Game); ok {
		ag.SetPolicy(lifeCheat{g: ag})
	}
	return g, err
}

// TestTournamentCheck checks --check: the tournament plays with the
// engine's invariant checks, and a violation is an error naming the
// battle and the policy.
func TestTournamentCheck(t *testing.T) {
	code, out, errs := runArgs("tournament", "-p", "random,first", "-n", "20", "-w", "2", "--check", "--progress", "off")
	if code != exitOK || errs != "" || !strings.Contains(out, "20 of 20 with each policy") {
		t.Fatalf("tournament --check: exit %d, stderr %q, output:\n%s", code, errs, out)
	}
	l, err := battlefile.Open("")
	if err != nil {
		t.Fatal(err)
	}
	for _, check := range []bool{false, true} {
		es := []lab.Entrant{{Setup: newSetup(l.Battle, "random", check), Name: "policy random"},
			{Setup: cheatSetup{newSetup(l.Battle, "first", check)}, Name: "policy first"}}
		_, err := lab.Tournament(context.Background(), es, lab.Options{Seed: 3, Games: 1, Workers: 1})
		err = lab.Worded(err, "battle")
		want := ""
		if check {
			want = "battle 0 of seed 3 with policy first broke an engine invariant (--check): "
		}
		if got := fmt.Sprint(err); check && !strings.HasPrefix(got, want) || !check && err != nil {
			t.Errorf("check %v: got error %v, want %q", check, err, want)
		}
	}
}

// TestTournamentFormats checks --format on stdout and -o's format by the
// file's extension: the CSV of -o is the CSV of --format csv, the JSON of
// -o the JSON of --format json, and any other extension a usage error.
func TestTournamentFormats(t *testing.T) {
	dir := t.TempDir()
	args := []string{"tournament", "intro-brawl", "-p", "random,greedy", "-n", "20", "--progress", "off"}
	for _, format := range []string{"json", "csv"} {
		file := filepath.Join(dir, "t."+format)
		code, out, errs := runArgs(append(args, "--format", format, "-o", file)...)
		if code != exitOK {
			t.Fatalf("--format %s -o %s: exit %d, stderr %q", format, file, code, errs)
		}
		if got := readFile(t, file); got != out {
			t.Errorf("-o %s wrote:\n%s\nwant what --format %s prints:\n%s", file, got, format, out)
		}
	}
	var j reports.TournamentJSON
	if err := json.Unmarshal([]byte(readFile(t, filepath.Join(dir, "t.json"))), &j); err != nil {
		t.Fatal(err)
	}
	if !j.Complete || j.Played != 20 || len(j.Policies) != 2 || len(j.Pairs) != 1 || j.Pairs[0].PolicyB != "greedy" {
		t.Errorf("JSON: complete %v, played %d, %d policies, %d pairs, want true, 20, 2, 1: %+v", j.Complete, j.Played, len(j.Policies), len(j.Pairs), j)
	}
	if !strings.HasSuffix(strings.SplitN(readFile(t, filepath.Join(dir, "t.csv")), "\n", 2)[0], ",complete") {
		t.Errorf("CSV header lacks the complete column")
	}
	if code, out, _ := runArgs(args...); code != exitOK || !strings.Contains(out, "POLICY") {
		t.Errorf("tournament: exit %d, want text by default:\n%s", code, out)
	}
	for _, c := range [][]string{{"-o", filepath.Join(dir, "t.txt")}, {"-o", filepath.Join(dir, "t")}, {"--format", "xml"}} {
		code, _, errs := runArgs(append(args, c...)...)
		if code != exitUsage || !strings.Contains(errs, c[0]) {
			t.Errorf("tournament %v: exit %d, stderr %q; want %d naming %s", c, code, errs, exitUsage, c[0])
		}
	}
}

// TestTournamentVillainPolicy plays a tournament of a Competitive Mode
// battle with -p villain=SPEC besides the hero policies: every hero policy
// meets that villain policy (the heroes beat a random villain far more
// often than the planner), and a Cooperative Mode battle refuses one.
func TestTournamentVillainPolicy(t *testing.T) {
	rates := func(villain string) []float64 {
		out, _ := mustRun(t, exitOK, "tournament", "foot-clan-ambush", "-p", "greedy,tactician", "-p", "villain="+villain,
			"-n", "200", "--format", "json", "--progress", "off")
		var j struct {
			Battle   string
			Policies []struct{ Rate float64 }
		}
		if err := json.Unmarshal([]byte(out), &j); err != nil || len(j.Policies) != 2 {
			t.Fatalf("tournament JSON %v: %s", err, out)
		}
		if want := "Foot Clan Ambush, villain=" + villain; j.Battle != want {
			t.Errorf("battle: got %q, want %q", j.Battle, want)
		}
		return []float64{j.Policies[0].Rate, j.Policies[1].Rate}
	}
	r, p := rates("random"), rates("planner")
	for i, name := range []string{"greedy", "tactician"} {
		if r[i] < p[i]+0.2 {
			t.Errorf("%s's win rate against a random villain %.3f, against the planner %.3f; want the first 20 points higher at least", name, r[i], p[i])
		}
	}
	_, stderr := mustRun(t, exitUsage, "tournament", "intro-brawl", "-p", "greedy,tactician", "-p", "villain=planner", "-n", "10")
	if !strings.Contains(stderr, "in Cooperative Mode the rules' AI plays the villains") {
		t.Errorf("a villain policy for a Cooperative Mode battle: stderr %q", stderr)
	}
}

// A tournament without -p plays the default policy among the others: a
// user who asks how the default plays against the simpler ones gets it
// without naming it, and the help says so.
func TestTournamentDefaultHasDefaultPolicy(t *testing.T) {
	if !slices.Contains(lab.SplitPolicies(lab.DefaultTourPolicies), policy.Default) {
		t.Errorf("default tournament policies %q leave out the default policy %s", lab.DefaultTourPolicies, policy.Default)
	}
	code, out, errs := runArgs("tournament", "intro-brawl", "-n", "4", "--progress", "off")
	if code != exitOK {
		t.Fatalf("tournament: exit %d, stderr %q", code, errs)
	}
	if !strings.Contains(out, policy.Default+" vs ") && !strings.Contains(out, " vs "+policy.Default) {
		t.Errorf("tournament without -p does not play %s:\n%s", policy.Default, out)
	}
	_, help, _ := runArgs("tournament", "--help")
	if !strings.Contains(help, `(default "`+lab.DefaultTourPolicies+`")`) {
		t.Errorf("tournament --help does not give the default policies %q:\n%s", lab.DefaultTourPolicies, help)
	}
}
