package main

import (
	"context"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/tmntsim/tmntsim/lab"
	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
	"github.com/tmntsim/tmntsim/sim/adventures/policy"
	"github.com/tmntsim/tmntsim/sim/runner"
)

// TestLogIsTheRunsBattle checks that "tmntsim log --index I" plays battle I
// of the run: its outcome line is the record the runner folds at index I,
// for several indices, seeds and policies, whatever the number of workers.
// A labWorker plays a game for the runner as a worker of a lab run does.
type labWorker struct{ g sim.Game }

func (w labWorker) Play(seed, index uint64, rec *sim.Record) error {
	return lab.PlayOne(w.g, seed, index, rec)
}

func TestLogIsTheRunsBattle(t *testing.T) {
	for _, tc := range []struct {
		battle, spec string
		seed         uint64
	}{
		{"rooftop-showdown", "greedy", 5},
		{battlefile.Default, policy.Default, 1},
	} {
		l, err := battlefile.Open(tc.battle)
		if err != nil {
			t.Fatal(err)
		}
		recs := map[int64]sim.Record{}
		cfg := runner.Config{Seed: tc.seed, Battles: 12, Workers: 2}
		_, err = runner.Run(context.Background(), cfg,
			func() (runner.Worker[sim.Record], error) {
				g, err := newSetup(l.Battle, tc.spec, false).NewGame(nil)
				return labWorker{g}, err
			},
			func(i int64, r *sim.Record) { recs[i] = *r })
		if err != nil {
			t.Fatal(err)
		}
		for _, i := range []int64{0, 7, 11} {
			args := []string{"log", "--index", itoa(i), "-p", tc.spec, "--seed", itoa(int64(tc.seed))}
			if tc.battle != battlefile.Default {
				args = append(args, tc.battle)
			}
			code, out, errs := runArgs(args...)
			if code != exitOK {
				t.Fatalf("%v: exit %d, stderr %q", args, code, errs)
			}
			lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
			rec := recs[i]
			o := battlefile.NewOutcome(l, &rec, tc.seed, uint64(i), tc.spec, "")
			want := o.Line()
			if got := lines[len(lines)-1]; got != want {
				t.Errorf("%v: last line %q, want the runner's record %q", args, got, want)
			}
			if len(lines) < 10 || !strings.HasPrefix(lines[len(lines)-2], "end: ") {
				t.Errorf("%v: %d lines ending %q, want the play-by-play up to its end: line", args, len(lines), lines[len(lines)-2])
			}
		}
	}
}

func itoa(i int64) string { return strconv.FormatInt(i, 10) }

func TestLogOut(t *testing.T) {
	file := filepath.Join(t.TempDir(), "b.log")
	code, out, errs := runArgs("log", "--index", "2", "-o", file)
	if code != exitOK || out != "" {
		t.Fatalf("log -o: exit %d, stdout %q, stderr %q; want 0 and nothing on stdout", code, out, errs)
	}
	_, want, _ := runArgs("log", "--index", "2")
	got, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	if string(got) != want {
		t.Errorf("log -o wrote %d bytes, want the %d bytes log prints", len(got), len(want))
	}
}

func TestLogBadInput(t *testing.T) {
	tcg := games[1].Embedded()[0]
	for _, tc := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"log"}, exitUsage, "--index: required"},
		{[]string{"log", "--index", "-1"}, exitUsage, "--index: -1 is negative"},
		{[]string{"log", "--index", "x"}, exitUsage, "--index: invalid value"},
		{[]string{"log", "--index", "1", "--seed", "-3"}, exitUsage, "--seed: invalid value"},
		{[]string{"log", "--index", "1", "-p", "nosuch"}, exitUsage, "--policy:"},
		{[]string{"log", "--index", "1", "a", "b"}, exitUsage, "one battle at a time"},
		{[]string{"log", "--index", "1", "no-such-battle"}, exitError, "no-such-battle"},
		{[]string{"log", "--index", "1", tcg}, exitError, "not yet available for a tcg file"},
	} {
		code, out, errs := runArgs(tc.args...)
		if code != tc.code || out != "" || !strings.Contains(errs, tc.want) || strings.Count(errs, "\n") != 1 {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want exit %d and one line saying %q", tc.args, code, out, errs, tc.code, tc.want)
		}
	}
}

// TestLogOfACompetitiveBattle checks that "tmntsim log" takes a Competitive
// Mode battle's seat policies as run does (-p villain=planner) and plays
// the battle that run plays with them.
func TestLogOfACompetitiveBattle(t *testing.T) {
	l, err := battlefile.Open("foot-clan-ambush")
	if err != nil {
		t.Fatal(err)
	}
	setup := policy.NewSetup(l.Battle, "")
	specs := []string{"", "planner"}
	recs := map[int64]sim.Record{}
	_, err = runner.Run(context.Background(), runner.Config{Seed: 1, Battles: 12, Workers: 2},
		func() (runner.Worker[sim.Record], error) {
			g, err := setup.NewGame(specs)
			return labWorker{g}, err
		},
		func(i int64, r *sim.Record) { recs[i] = *r })
	if err != nil {
		t.Fatal(err)
	}
	for _, i := range []int64{0, 3, 11} {
		args := []string{"log", "foot-clan-ambush", "--index", itoa(i), "-p", "villain=planner"}
		code, out, errs := runArgs(args...)
		if code != exitOK {
			t.Fatalf("%v: exit %d, stderr %q", args, code, errs)
		}
		lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
		rec := recs[i]
		o := battlefile.NewOutcome(l, &rec, 1, uint64(i), "heroes="+policy.Default+" villain=planner", "")
		want := o.Line()
		if got := lines[len(lines)-1]; got != want {
			t.Errorf("%v: last line %q, want the runner's record %q", args, got, want)
		}
	}
	for _, args := range [][]string{
		{"log", "--index", "0", "-p", "villain=planner"},              // a cooperative battle has one seat's policy
		{"log", "thugs-turf", "--index", "0", "-p", "vilain=planner"}, // no such seat
		{"log", "--index", "0", "-p", "greedy", "-p", "tactician"},    // two hero policies
	} {
		if code, _, errs := runArgs(args...); code != exitUsage || !strings.Contains(errs, "--policy") {
			t.Errorf("%v: exit %d, stderr %q; want %d naming --policy", args, code, errs, exitUsage)
		}
	}
}
