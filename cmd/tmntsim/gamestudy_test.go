package main

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// gameFileCopy copies testdata/bad/NAME into a temporary directory and
// returns its path.
func gameFileCopy(t *testing.T, name string) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", "bad", name))
	if err != nil {
		t.Fatal(err)
	}
	f := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(f, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return f
}

func runJSON(t *testing.T, v any, args ...string) string {
	t.Helper()
	code, out, errs := tmntsim(context.Background(), args...)
	if code != exitOK {
		t.Fatalf("%v: exit %d, stderr %q", args, code, errs)
	}
	if err := json.Unmarshal([]byte(out), v); err != nil {
		t.Fatalf("%v: %v\n%s", args, err, out)
	}
	return perfJSON.ReplaceAllString(out, "")
}

// --shard plays a shard's share of the games; --precision stops at the
// same checkpoint with 1 worker or 2.
func TestRunOtherGamesShardPrecision(t *testing.T) {
	var total int64
	for _, shard := range []string{"0/3", "1/3", "2/3"} {
		var j seatRunJSON
		runJSON(t, &j, "run", "table-of-four", "-n", "100", "--shard", shard, "--format", "json", "--progress", "off")
		if !j.Complete {
			t.Errorf("shard %s incomplete", shard)
		}
		total += j.Games
	}
	if total != 100 {
		t.Errorf("shards of 100 games hold %d", total)
	}
	var outs [2]string
	for i, w := range []string{"1", "2"} {
		var j seatRunJSON
		outs[i] = runJSON(t, &j, "run", "genbu-v-seiryu", "-n", "20000", "--precision", "0.03", "-w", w, "--format", "json", "--progress", "off")
		if j.Games%1000 != 0 || j.Games >= 20000 {
			t.Errorf("-w %s: stopped after %d games, want a multiple of 1000 below 20000", w, j.Games)
		}
	}
	if outs[0] != outs[1] {
		t.Errorf("precision stop differs with 1 and 2 workers:\n%s\n%s", outs[0], outs[1])
	}
}

// An interrupted run of a table, resumed, is the uninterrupted run; the
// resumed summary names the table, so --resume alone finds it.
func TestResumeOtherGames(t *testing.T) {
	dir := t.TempDir()
	part := filepath.Join(dir, "part.json")
	var full, resumed seatRunJSON
	want := runJSON(t, &full, "run", "table-of-four", "-n", "2500", "--seed", "3", "--format", "json", "--progress", "off")
	runJSON(t, &resumed, "run", "table-of-four", "-n", "700", "--seed", "3", "-o", part, "--format", "json", "--progress", "off")
	got := runJSON(t, &resumed, "run", "--resume", part, "-n", "2500", "-w", "3", "--format", "json", "--progress", "off")
	if got != want {
		t.Errorf("resumed run differs from the whole run:\n%s\nwant\n%s", got, want)
	}
	code, _, errs := tmntsim(context.Background(), "run", "genbu-v-seiryu", "--resume", part)
	if code != exitError || !strings.Contains(errs, "summarizes a munchkin run") {
		t.Errorf("resuming a table's run on a match: exit %d, stderr %q", code, errs)
	}
	code, _, errs = tmntsim(context.Background(), "run", "--resume", part, "--seed", "4")
	if code != exitUsage || !strings.Contains(errs, "--seed 4: the run in "+part+" has 3") {
		t.Errorf("resuming with another seed: exit %d, stderr %q", code, errs)
	}
}

// compare of a match by two policies: paired, the better policy found,
// the same with any number of workers; a comparison of nothing is refused.
func TestCompareOtherGames(t *testing.T) {
	type cmpJSON struct {
		Game     string
		Games    int64
		Complete bool
		WinDiff  struct{ CI95 [2]float64 } `json:"win_diff"`
		McNemarP float64                   `json:"mcnemar_p"`
	}
	var outs [2]string
	for i, w := range []string{"1", "2"} {
		var j cmpJSON
		outs[i] = runJSON(t, &j, "compare", "genbu-v-seiryu", "-p", "random", "--vs", "planner", "-n", "400", "-w", w, "--format", "json", "--progress", "off")
		if j.Game != "tcg" || j.Games != 400 || !j.Complete || !(j.WinDiff.CI95[0] > 0) || j.McNemarP > 0.001 {
			t.Errorf("-w %s: %+v; want planner better than random on 400 pairs", w, j)
		}
	}
	if outs[0] != outs[1] {
		t.Errorf("-w 1 and -w 2 differ:\n%s\n%s", outs[0], outs[1])
	}
	for _, tt := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"genbu-v-seiryu"}, exitUsage, "nothing to compare"},
		{[]string{"genbu-v-seiryu", "table-of-four"}, exitUsage, "different games"},
		{[]string{"genbu-v-seiryu", "-p", "x", "--vs", "planner"}, exitUsage, "--policy"},
		{[]string{"genbu-v-seiryu", "-p", "random", "--vs", "nobody=planner"}, exitUsage, `--vs nobody=planner: no seat "nobody"`},
	} {
		code, _, errs := tmntsim(context.Background(), append([]string{"compare"}, tt.args...)...)
		if code != tt.code || !strings.Contains(errs, tt.want) {
			t.Errorf("compare %v: exit %d, stderr %q; want %d and %q", tt.args, code, errs, tt.code, tt.want)
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	code, out, errs := runWith(ctx, doCompare, "genbu-v-seiryu", "-p", "random", "--vs", "planner", "-n", "100000", "--progress", "off")
	if code != exitInterrupted || !strings.Contains(errs, "interrupted") || !strings.Contains(out, "INCOMPLETE") {
		t.Errorf("cancelled compare: exit %d, stderr %q, stdout:\n%s", code, errs, out)
	}
}

// sweep of a match file: a value that makes the file invalid is skipped
// with a note, the others are played on the same seeds.
func TestSweepOtherGames(t *testing.T) {
	f := gameFileCopy(t, "match-good.yaml")
	code, out, errs := tmntsim(context.Background(), "sweep", f, "--vary", "max_turns=0,6,12", "-n", "200", "--progress", "off", "--target", "10%")
	if code != exitOK {
		t.Fatalf("exit %d, stderr %q", code, errs)
	}
	if !strings.Contains(errs, "max_turns = 0 is not a valid tcg file, skipped") {
		t.Errorf("stderr %q, want a note for max_turns = 0", errs)
	}
	rows := 0
	for _, l := range strings.Split(out, "\n") {
		if strings.HasPrefix(l, f) && strings.Contains(l, " 200 ") {
			rows++
		}
	}
	if rows != 2 || !strings.Contains(out, "genbu wins") || !strings.Contains(out, "genbu's win rate crosses") {
		t.Errorf("%d rows, want 2, and the crossing; stdout:\n%s", rows, out)
	}
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"genbu-v-seiryu", "--vary", "max_turns=5,6"}, "embedded tcg file"},
		{[]string{f, "--vary", "seats.7.deck=1"}, "--vary"},
	} {
		code, _, errs := tmntsim(context.Background(), append([]string{"sweep"}, tt.args...)...)
		if code != exitUsage || !strings.Contains(errs, tt.want) {
			t.Errorf("sweep %v: exit %d, stderr %q; want %d and %q", tt.args, code, errs, exitUsage, tt.want)
		}
	}
}

// tune of a table file: the tuned file is written with the best value.
func TestTuneOtherGames(t *testing.T) {
	f := gameFileCopy(t, "match-good.yaml")
	out := filepath.Join(t.TempDir(), "tuned.yaml")
	code, stdout, errs := tmntsim(context.Background(), "tune", f, "--vary", "max_turns=4..16", "--target", "15%",
		"-n", "200", "--max-battles", "800", "-o", out, "--progress", "off")
	if code != exitOK || !strings.Contains(stdout, "best value: max_turns = ") {
		t.Fatalf("exit %d, stderr %q, stdout:\n%s", code, errs, stdout)
	}
	data, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	best := strings.Fields(stdout[strings.Index(stdout, "max_turns = ")+len("max_turns = "):])[0]
	if !strings.Contains(string(data), "max_turns: "+strings.TrimSuffix(best, ",")) {
		t.Errorf("tuned file does not say max_turns %s:\n%s", best, data)
	}
}

// tournament and check of a match; the tournament's text names the
// file once.
func TestTournamentCheckOtherGames(t *testing.T) {
	var j struct {
		Played   int64
		Policies []struct {
			Policy string
			Wins   int64
		}
		Pairs []struct{ Diff float64 }
	}
	runJSON(t, &j, "tournament", "genbu-v-seiryu", "-p", "random,planner,greedy", "-n", "200", "--format", "json", "--progress", "off")
	if j.Played != 200 || len(j.Policies) != 3 || len(j.Pairs) != 3 || j.Policies[1].Wins <= j.Policies[0].Wins {
		t.Errorf("tournament: %+v; want 3 policies, 3 pairs, planner above random", j)
	}
	text, _ := mustRun(t, exitOK, "tournament", "genbu-v-seiryu", "-p", "random,planner", "-n", "50", "--progress", "off")
	if first, _, _ := strings.Cut(text, "\n"); first != "game   genbu-v-seiryu" {
		t.Errorf("tournament of a match: first line %q, want the file named once (game   genbu-v-seiryu)", first)
	}
	code, out, errs := tmntsim(context.Background(), "check", "genbu-v-seiryu", "-p", "random", "--expect", "..20%", "--progress", "off")
	if code != exitOK || !strings.Contains(out, "INSIDE") || !strings.Contains(out, "genbu wins") {
		t.Errorf("check: exit %d, stderr %q, stdout:\n%s", code, errs, out)
	}
	if strings.Contains(out, "battle") || !strings.Contains(out, " games; expected") {
		t.Errorf("check of a match: want games, not battles:\n%s", out)
	}
	gates := filepath.Join(t.TempDir(), "gates.yaml")
	os.WriteFile(gates, []byte("gates:\n  - battle: genbu-v-seiryu\n    expect: 40%..60%\n    policy: random\n  - battle: intro-brawl\n    expect: ..90%\n    max-battles: 50\n"), 0o644)
	code, out, errs = tmntsim(context.Background(), "check", "--file", gates, "--progress", "off")
	if code != exitError || !strings.Contains(out, "OUTSIDE  genbu-v-seiryu: genbu wins") {
		t.Errorf("check --file: exit %d, stderr %q, stdout:\n%s", code, errs, out)
	}
	code, _, errs = tmntsim(context.Background(), "check", "genbu-v-seiryu", "-p", "nobody=random", "--expect", "..20%")
	if code != exitUsage || !strings.Contains(errs, `no seat "nobody"`) {
		t.Errorf("check with a bad seat: exit %d, stderr %q", code, errs)
	}
}

// TestSweepPlayers checks "sweep --vary players=…" on a Munchkin table: an
// embedded table can be swept (the seats are the table's first n, filled up
// from its last seat), a -p value is read again for every number of seats,
// a count outside 3 to 6 is skipped with a note, and every point is played.
func TestSweepPlayers(t *testing.T) {
	code, out, errs := tmntsim(context.Background(), "sweep", "table-of-four", "--vary", "players=2..6", "-n", "100",
		"-p", "seat2=reasonable", "--progress", "off")
	if code != exitOK {
		t.Fatalf("exit %d, stderr %q", code, errs)
	}
	if !strings.Contains(errs, "players = 2 is not a valid munchkin file, skipped: players: 2, want 3 to 6") {
		t.Errorf("stderr %q, want a note for 2 players", errs)
	}
	if !strings.Contains(out, "seat2=reasonable") {
		t.Errorf("stdout does not give seat2's policy from -p:\n%s", out)
	}
	var values []string
	for _, l := range strings.Split(out, "\n") {
		if f := strings.Fields(l); len(f) > 2 && f[0] == "table-of-four" && f[2] == "100" {
			values = append(values, f[1])
		}
	}
	if strings.Join(values, ",") != "3,4,5,6" {
		t.Errorf("rows for %v players, want 3,4,5,6; stdout:\n%s", values, out)
	}
	code, _, errs = tmntsim(context.Background(), "sweep", "table-of-four", "--vary", "players=3.5", "-n", "10", "--progress", "off")
	if code == exitOK || !strings.Contains(errs, "not a whole number of players") {
		t.Errorf("players=3.5: exit %d, stderr %q; want an error naming the whole number", code, errs)
	}
}

// TestCompareCompetitiveFlipsLog checks that compare --flips of two
// Competitive Mode battles gives the tmntsim log command of each flipped
// battle, and that the command replays it: won by the heroes in B.
func TestCompareCompetitiveFlipsLog(t *testing.T) {
	code, out, errs := runArgs("compare", "foot-clan-ambush", "shadows-ambush", "-n", "60", "-p", "villain=planner", "--flips", "1", "--progress", "off")
	if code != exitOK {
		t.Fatalf("compare: exit %d, stderr %q", code, errs)
	}
	_, rest, ok := strings.Cut(out, "won by the heroes in B only (the first 1 of them; the log of each variant shows why):\n")
	if !ok {
		t.Fatalf("compare --flips: got\n%s\nwant the B-only battles with their log commands", out)
	}
	for _, want := range []string{"\nheroes win  ", "battles won by the heroes in B only", "\nrounds  ", ": in B, the heroes win more often"} {
		if !strings.Contains(out, want) {
			t.Errorf("compare of two Competitive Mode battles: no %q in\n%s", want, out)
		}
	}
	_, cmd, _ := strings.Cut(strings.SplitN(rest, "\n", 2)[0], "B: ")
	args := strings.Fields(cmd)
	if len(args) < 2 || args[0] != "tmntsim" || args[1] != "log" {
		t.Fatalf("the B-only battle's command: got %q, want a tmntsim log command", cmd)
	}
	code, log, errs := runArgs(args[1:]...)
	if code != exitOK || !strings.Contains(log, ": the heroes win in round") {
		t.Errorf("%s: exit %d, stderr %q, want a battle the heroes win; got\n%s", cmd, code, errs, log[max(0, len(log)-200):])
	}
}
