package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/tmntsim/tmntsim/lab"
	"github.com/tmntsim/tmntsim/reports"
	"github.com/tmntsim/tmntsim/sim"
)

type seatRunJSON struct {
	Version  int
	Game     string
	Games    int64
	Complete bool
	Seats    []struct {
		Name, Policy        string
		Wins, Losses, Draws int64
		Unfinished          int64
		WinRate             float64   `json:"win_rate"`
		WinCI95             []float64 `json:"win_ci95"`
	}
}

// perfJSON matches the machine-dependent part of a summary.
var perfJSON = regexp.MustCompile(`(?s),\s*"perf": \{.*?\}`)

// A TCG match and a Munchkin table run through tmntsim run: the JSON is
// format 2, every seat's games add up, the games' winners add up to the
// games, and the summary is the same on 1 worker or 2.
func TestRunOtherGames(t *testing.T) {
	for _, tt := range []struct {
		arg    string
		seats  int
		policy string
	}{
		{"genbu-v-seiryu", 2, "seiryu=random"},
		{"table-of-four", 4, "seat3=greedy"},
	} {
		var outs [2]string
		for i, w := range []string{"1", "2"} {
			code, out, errs := tmntsim(context.Background(), "run", tt.arg, "-n", "300", "--seed", "5", "-w", w, "--format", "json", "-p", tt.policy, "--progress", "off")
			if code != exitOK {
				t.Fatalf("%s: exit %d, stderr %q", tt.arg, code, errs)
			}
			outs[i] = perfJSON.ReplaceAllString(out, "")
			var j seatRunJSON
			if err := json.Unmarshal([]byte(out), &j); err != nil {
				t.Fatalf("%s: %v\n%s", tt.arg, err, out)
			}
			if j.Version != 2 || j.Games != 300 || !j.Complete || len(j.Seats) != tt.seats {
				t.Fatalf("%s: version %d games %d complete %v seats %d; want 2 300 true %d", tt.arg, j.Version, j.Games, j.Complete, len(j.Seats), tt.seats)
			}
			var wins, draws int64
			for _, s := range j.Seats {
				if got := s.Wins + s.Losses + s.Draws + s.Unfinished; got != 300 {
					t.Errorf("%s seat %s: %d games, want 300", tt.arg, s.Name, got)
				}
				wins += s.Wins
				draws = max(draws, s.Draws+s.Unfinished)
			}
			if wins+draws != 300 {
				t.Errorf("%s: %d wins and %d draws or unfinished, want 300 games", tt.arg, wins, draws)
			}
			seat, spec, _ := strings.Cut(tt.policy, "=")
			for _, s := range j.Seats {
				if s.Name == seat && s.Policy != spec {
					t.Errorf("%s: seat %s plays %q, want %q (-p)", tt.arg, seat, s.Policy, spec)
				}
			}
		}
		if outs[0] != outs[1] {
			t.Errorf("%s: -w 1 and -w 2 differ:\n%s\n%s", tt.arg, outs[0], outs[1])
		}
		code, out, errs := tmntsim(context.Background(), "run", tt.arg, "-n", "50", "--progress", "off")
		if code != exitOK || !strings.Contains(out, "win rate (95% CI)") {
			t.Errorf("%s text: exit %d, stderr %q, stdout:\n%s", tt.arg, code, errs, out)
		}
	}
}

// -o writes the JSON; a cancelled run writes its partial summary marked
// incomplete and exits 130.
func TestRunOtherGamesOutAndInterrupt(t *testing.T) {
	out := filepath.Join(t.TempDir(), "s.json")
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	code, stdout, errs := tmntsim(ctx, "run", "table-of-four", "-n", "1000", "-o", out, "--format", "json", "--progress", "off")
	if code != exitInterrupted || !strings.Contains(errs, "interrupted") {
		t.Fatalf("exit %d, stderr %q; want %d", code, errs, exitInterrupted)
	}
	var j seatRunJSON
	if err := json.Unmarshal([]byte(stdout), &j); err != nil || j.Complete {
		t.Fatalf("stdout %v, complete %v; want a summary marked incomplete", err, j.Complete)
	}
	b, err := os.ReadFile(out)
	if err != nil || string(b) != stdout {
		t.Errorf("-o: %v; file and stdout differ", err)
	}
}

// Bad input to a run of another game: a positioned error for an unknown
// game, a usage error for an unknown seat or policy or an Adventures-only
// flag (--check is every game's: TestRunCheckEveryGame).
func TestRunOtherGamesErrors(t *testing.T) {
	dir := t.TempDir()
	chess := filepath.Join(dir, "chess.yaml")
	if err := os.WriteFile(chess, []byte("game: chess\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{chess}, exitError, chess + `:1:7: unknown game "chess"`},
		{[]string{"genbu-v-seiryu", "-p", "genbuu=random"}, exitUsage, `no seat "genbuu" (did you mean "genbu"?)`},
		{[]string{"genbu-v-seiryu", "-p", "plannr"}, exitUsage, `seat genbu: unknown`},
		{[]string{"table-of-four", "--resume", "x.json"}, exitError, `--resume: open x.json`},
		{[]string{"table-of-four", "--format", "csv"}, exitUsage, `unknown format "csv"`},
		{[]string{"genbu-v-seiryu", "--ci-method", "wilson"}, exitUsage, `--ci-method: the Adventures system's alone; a tcg run`},
		{[]string{"intro-brawl", "--first"}, exitUsage, `--first: a match's (a TCG file's); a battle has no first player to swap`},
	} {
		code, _, errs := tmntsim(context.Background(), append([]string{"run"}, tt.args...)...)
		if code != tt.code || !strings.Contains(errs, tt.want) {
			t.Errorf("%v: exit %d, stderr %q; want %d and %q", tt.args, code, errs, tt.code, tt.want)
		}
	}
}

// tmntsim run --check plays a match, a table and an adventure with their
// engines' invariants checked after every step (an adventure's: the
// campaign's after every battle, and its battles'), and so do campaign
// and a tournament of a match: none breaks one.
func TestRunCheckEveryGame(t *testing.T) {
	for _, args := range [][]string{
		{"run", "genbu-v-seiryu", "--check", "-n", "100", "--first=false"},
		{"run", "table-of-four", "--check", "-n", "50"},
		{"run", "shell-shocked", "--check", "-n", "20"},
		{"campaign", "shell-shocked", "--check", "-n", "20"},
		{"tournament", "genbu-v-seiryu", "--check", "-n", "20", "--policies", "greedy,random"},
	} {
		code, out, errs := tmntsim(context.Background(), append(args, "--progress", "off", "--seed", "3")...)
		if code != exitOK || errs != "" || out == "" {
			t.Errorf("%v: exit %d, stderr %q", args, code, errs)
		}
	}
}

// A battle file that says game: adventures takes the Adventures path.
func TestRunAdventuresGameKey(t *testing.T) {
	data, err := os.ReadFile("../../sim/adventures/battlefile/battles/intro-brawl.yaml")
	if err != nil {
		t.Fatal(err)
	}
	f := filepath.Join(t.TempDir(), "b.yaml")
	if err := os.WriteFile(f, append([]byte("game: adventures\n"), data...), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errs := tmntsim(context.Background(), "run", f, "-n", "20", "--progress", "off")
	if code != exitOK || !strings.Contains(out, "heroes win") {
		t.Errorf("exit %d, stderr %q, stdout:\n%s", code, errs, out)
	}
}

// brokenGame plays nothing and says every game broke an invariant.
type brokenGame struct{}

func (brokenGame) Play(uint64, uint64, *sim.Record) {}
func (brokenGame) Violation() error                 { return errors.New("figure 3 stands on a wall") }

func TestGameErrorReportsViolations(t *testing.T) {
	err := lab.Worded(lab.PlayOne(brokenGame{}, 4, 2, &sim.Record{}), "battle")
	if want := "battle 2 of seed 4 broke an engine invariant (--check): figure 3 stands on a wall"; err == nil || err.Error() != want {
		t.Errorf("Play: error %v, want %q", err, want)
	}
}

// A match's run measures the first player's advantage on the run's seeds:
// the block after the text summary and the JSON's first_player hold the
// numbers tmntsim first finds on the same seeds and policies, the same on
// 1 worker or 2; the -o file is the summary alone, which resumes; a
// table, or --first=false, has none.
func TestRunFirstPlayer(t *testing.T) {
	args := []string{"genbu-v-seiryu", "-n", "600", "--seed", "5", "-p", "seiryu=random", "--progress", "off"}
	var want firstJSON
	runJSON(t, &want, append([]string{"first", "--format", "json"}, args...)...)
	var outs [2]string
	for i, w := range []string{"1", "2"} {
		out := filepath.Join(t.TempDir(), "s.json")
		code, stdout, errs := tmntsim(context.Background(), append([]string{"run", "--format", "json", "-w", w, "-o", out}, args...)...)
		if code != exitOK {
			t.Fatalf("-w %s: exit %d, stderr %q", w, code, errs)
		}
		outs[i] = perfJSON.ReplaceAllString(stdout, "")
		var j struct {
			seatRunJSON
			First *reports.FirstPlayerJSON `json:"first_player"`
		}
		if err := json.Unmarshal([]byte(stdout), &j); err != nil {
			t.Fatalf("-w %s: %v\n%s", w, err, stdout)
		}
		if j.Version != 2 || j.Games != 600 || len(j.Seats) != 2 {
			t.Errorf("-w %s: version %d games %d seats %d; want the summary's own fields as they were", w, j.Version, j.Games, len(j.Seats))
		}
		f := j.First
		if f == nil || f.Games != want.Games || *f.WinRate != *want.FirstRate || len(f.Seats) != 2 {
			t.Fatalf("-w %s: first_player %+v; want %d pairs and rate %+v as tmntsim first", w, f, want.Games, want.FirstRate)
		}
		for s := range f.Seats {
			if got, w := *f.Seats[s].Diff, *want.Seats[s].Diff; got != w {
				t.Errorf("seat %d: first less second %+v, want %+v", s, got, w)
			}
		}
		b, err := os.ReadFile(out)
		if err != nil || strings.Contains(string(b), "first_player") {
			t.Errorf("-o: %v; want the summary alone", err)
		}
	}
	if outs[0] != outs[1] {
		t.Errorf("-w 1 and -w 2 differ:\n%s\n%s", outs[0], outs[1])
	}
	text, _ := mustRun(t, exitOK, append([]string{"run"}, args...)...)
	for _, s := range []string{
		"\nfirst player: the same 600 games again with the seats swapped, paired",
		fmt.Sprintf("the first player wins %s (95%% CI %s – %s)", reports.Pct(float64(want.FirstRate.Value)),
			reports.Pct(float64(want.FirstRate.CI95[0])), reports.Pct(float64(want.FirstRate.CI95[1]))),
		"\n  genbu going first less going second: ",
		"\n  in words: ",
	} {
		if !strings.Contains(text, s) {
			t.Errorf("text lacks %q:\n%s", s, text)
		}
	}
	for _, a := range [][]string{
		append([]string{"run", "--first=false"}, args...),
		{"run", "table-of-four", "-n", "50", "--progress", "off"},
	} {
		if text, _ := mustRun(t, exitOK, a...); strings.Contains(text, "first player") {
			t.Errorf("%s: a first-player block:\n%s", strings.Join(a, " "), text)
		}
	}
}
