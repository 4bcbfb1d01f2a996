package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tmntsim/tmntsim/reports"
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
)

func TestNew(t *testing.T) {
	code, out, errs := runArgs("new", "--heroes", "2")
	if code != exitOK {
		t.Fatalf("new: exit %d, stderr %q", code, errs)
	}
	l, err := battlefile.LoadBytes("new.yaml", []byte(out))
	if err != nil {
		t.Fatalf("new: the starter battle does not load: %v", err)
	}
	if got := len(l.Battle.Heroes); got != 2 {
		t.Errorf("new --heroes 2: got %d heroes, want 2", got)
	}

	file := filepath.Join(t.TempDir(), "mine.yaml")
	if code, _, errs := runArgs("new", "-o", file); code != exitOK {
		t.Fatalf("new -o: exit %d, stderr %q", code, errs)
	}
	first, _ := os.ReadFile(file)
	if code, _, errs := runArgs("validate", file); code != exitOK {
		t.Errorf("validate of new -o: exit %d, stderr %q", code, errs)
	}
	if err := os.WriteFile(file, []byte("mine"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, errs = runArgs("new", "--heroes", "3", "-o", file)
	if code != exitError || !strings.Contains(errs, "already exists") {
		t.Errorf("new -o existing: got exit %d, stderr %q; want %d and a refusal", code, errs, exitError)
	}
	if got, _ := os.ReadFile(file); string(got) != "mine" {
		t.Errorf("new -o existing: the file was changed to %.40q (first write was %d bytes)", got, len(first))
	}

	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"new", "--heroes", "0"}, "--heroes: 0 is out of range"},
		{[]string{"new", "--heroes", "five"}, `--heroes five: heroes: no hero "five"`},
		{[]string{"new", "--heroes", "leonardo,rafael"}, `did you mean "raphael"?`},
		{[]string{"new", "--heroes", "leonardo,leonardo"}, `"leonardo" is named twice`},
		{[]string{"new", "--spawns", "9"}, "--spawns: 9 is out of range"},
		{[]string{"new", "battle.yaml"}, "use -o FILE"},
	} {
		code, _, errs := runArgs(c.args...)
		if code != exitUsage || !strings.Contains(errs, c.want) {
			t.Errorf("%v: got exit %d, stderr %q; want exit %d and %q", c.args, code, errs, exitUsage, c.want)
		}
	}
}

// TestNewFlags checks new's -o/--out (the other commands' output flag, with
// the old --output still working) and --heroes given as roster names, as a
// battle file lists them.
func TestNewFlags(t *testing.T) {
	dir := t.TempDir()
	for _, flag := range []string{"-o", "--out", "--output"} {
		file := filepath.Join(dir, strings.TrimLeft(flag, "-")+".yaml")
		if code, _, errs := runArgs("new", flag, file); code != exitOK {
			t.Fatalf("new %s: exit %d, stderr %q", flag, code, errs)
		}
		if code, _, errs := runArgs("validate", file); code != exitOK {
			t.Errorf("validate of new %s: exit %d, stderr %q", flag, code, errs)
		}
	}
	if _, help, _ := runArgs("new", "--help"); !strings.Contains(help, "--out FILE") || strings.Contains(help, "--output") {
		t.Errorf("new --help: want --out and no --output:\n%s", help)
	}

	code, out, errs := runArgs("new", "--heroes", "michelangelo, donatello")
	if code != exitOK {
		t.Fatalf("new --heroes NAMES: exit %d, stderr %q", code, errs)
	}
	l, err := battlefile.LoadBytes("new.yaml", []byte(out))
	if err != nil {
		t.Fatalf("new --heroes NAMES: the starter battle does not load: %v", err)
	}
	var got []string
	for _, h := range l.Battle.Heroes {
		got = append(got, h.Name)
	}
	if strings.Join(got, ",") != "Michelangelo,Donatello" {
		t.Errorf("new --heroes michelangelo,donatello: got heroes %v, want Michelangelo, Donatello in that order", got)
	}
}

// TestNewExpectedRate checks that new prints the win rate its starter was
// tuned to, and says when the named party is not the one measured.
func TestNewExpectedRate(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
		not  string
	}{
		{[]string{"new", "--heroes", "3"}, "expected: the heroes win " + reports.Pct(battlefile.StarterTuned(3, 3).WinRate), "your party"},
		{[]string{"new", "--heroes", "1", "--spawns", "4"}, "expected: the heroes win " + reports.Pct(battlefile.StarterTuned(1, 4).WinRate), "your party"},
		{[]string{"new", "--heroes", "leonardo,raphael"}, "heroes leonardo, raphael)", "your party"},
		{[]string{"new", "--heroes", "donatello,raphael"}, "heroes leonardo, raphael); tmntsim run measures your party", ""},
	} {
		code, _, errs := runArgs(c.args...)
		if code != exitOK || !strings.Contains(errs, c.want) || (c.not != "" && strings.Contains(errs, c.not)) {
			t.Errorf("%v: got exit %d, stderr %q; want 0 and %q", c.args, code, errs, c.want)
		}
	}
}

// TestNewCompetitive checks that new --mode competitive writes a
// Competitive Mode starter that validates and plays against a villain
// policy, won by the leader's KO tokens in a row.
func TestNewCompetitive(t *testing.T) {
	file := filepath.Join(t.TempDir(), "versus.yaml")
	code, _, errs := runArgs("new", "--mode", "competitive", "--heroes", "3", "-o", file)
	if code != exitOK {
		t.Fatalf("new --mode competitive: exit %d, stderr %q", code, errs)
	}
	if !strings.Contains(errs, "not tuned") || !strings.Contains(errs, "tmntsim run "+file+" -p villain=") {
		t.Errorf("new --mode competitive: stderr %q, want it to say the starter is not tuned, and how to run the file written", errs)
	}
	if _, _, errs := runArgs("new", "--mode", "competitive"); !strings.Contains(errs, "tmntsim run FILE -p villain=") {
		t.Errorf("new --mode competitive to stdout: stderr %q, want the run command with FILE", errs)
	}
	l, err := battlefile.Open(file)
	if err != nil {
		t.Fatalf("the competitive starter does not load: %v", err)
	}
	if l.Battle.Competitive == nil || len(l.Battle.Heroes) != 3 || l.Battle.Win[0].Kind != adventures.LeaderKOInARow {
		t.Errorf("got competitive %v, %d heroes, win %+v; want competitive, 3 heroes, leader-ko-in-a-row",
			l.Battle.Competitive != nil, len(l.Battle.Heroes), l.Battle.Win)
	}
	code, out, errs := runArgs("run", file, "-n", "40", "-w", "1", "-p", "villain=planner", "--progress", "off")
	if code != exitOK || !strings.Contains(out, "heroes win") {
		t.Errorf("run of the competitive starter: exit %d, stderr %q, out %q", code, errs, out)
	}
	if code, _, errs := runArgs("new", "--mode", "versus"); code != exitUsage || !strings.Contains(errs, `--mode: unknown mode "versus"`) {
		t.Errorf("new --mode versus: got exit %d, stderr %q; want a usage error naming the flag", code, errs)
	}
}
