package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestOutputIsNotInput refuses an output file that is the battle or gates
// file a command reads, before playing, and leaves the file as it was:
// an output that cannot be written, exit status 1, as a missing
// directory is.
func TestOutputIsNotInput(t *testing.T) {
	data, err := os.ReadFile("../../sim/adventures/battlefile/battles/intro-brawl.yaml")
	if err != nil {
		t.Fatal(err)
	}
	matchData, err := os.ReadFile("../../sim/tcg/deckfile/data/matches/genbu-v-seiryu.yaml")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	battle, gates, match := filepath.Join(dir, "my-battle.yaml"), filepath.Join(dir, "gates.yaml"), filepath.Join(dir, "match.yaml")
	gatesData := []byte("gates:\n  - battle: my-battle.yaml\n    expect: 10%..90%\n")
	for _, c := range []struct {
		args []string
		flag string
	}{
		{[]string{"run", battle, "-n", "2", "-o", battle}, "-o"},
		{[]string{"compare", battle, "-p", "random", "--vs", "greedy", "-n", "2", "-o", battle}, "-o"},
		{[]string{"sweep", battle, "--vary", "round_limit=9..10", "-n", "2", "--csv", battle}, "--csv"},
		{[]string{"sweep", battle, "--vary", "round_limit=9..10", "-n", "2", "-o", battle}, "-o"},
		{[]string{"check", battle, "--expect", "10%..90%", "-o", battle}, "-o"},
		{[]string{"check", "--file", gates, "-o", gates}, "-o"},
		{[]string{"check", "--file", gates, "-o", battle}, "-o"}, // a battle the gates file names
		{[]string{"tournament", battle, "--policies", "random,greedy", "-n", "2", "-o", battle}, "-o"},
		{[]string{"log", battle, "--index", "0", "-o", battle}, "-o"},
		{[]string{"show", battle, "--png", battle}, "--png"},
		{[]string{"first", match, "-n", "2", "-o", match}, "-o"},
		{[]string{"impact", match, "-n", "2", "-o", match}, "-o"},
		{[]string{"impact", match, "-n", "2", "--png", match}, "--png"},
	} {
		if err := os.WriteFile(battle, data, 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(gates, gatesData, 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(match, matchData, 0o644); err != nil {
			t.Fatal(err)
		}
		args := c.args
		if c.args[0] != "show" && c.args[0] != "log" {
			args = append(args, "--progress", "off")
		}
		_, stderr := mustRun(t, exitError, args...)
		if want := "tmntsim: " + c.flag + " "; !strings.HasPrefix(stderr, want) || !strings.Contains(stderr, "a file the command reads") {
			t.Errorf("tmntsim %s: stderr %q, want it to start %q and say it is a file the command reads", strings.Join(c.args, " "), stderr, want)
		}
		if got, _ := os.ReadFile(battle); !bytes.Equal(got, data) {
			t.Errorf("tmntsim %s: the battle file changed", strings.Join(c.args, " "))
		}
		if got, _ := os.ReadFile(gates); !bytes.Equal(got, gatesData) {
			t.Errorf("tmntsim %s: the gates file changed", strings.Join(c.args, " "))
		}
		if got, _ := os.ReadFile(match); !bytes.Equal(got, matchData) {
			t.Errorf("tmntsim %s: the match file changed", strings.Join(c.args, " "))
		}
	}
}

// An output is refused too when it is a file the command reads through
// another: a battle file an adventure names, a roster a battle names.
func TestOutputIsNotADeeperInput(t *testing.T) {
	dir := t.TempDir()
	copyTo := func(from, name string) string {
		data, err := os.ReadFile(from)
		if err != nil {
			t.Fatal(err)
		}
		file := filepath.Join(dir, name)
		if err := os.WriteFile(file, data, 0o644); err != nil {
			t.Fatal(err)
		}
		return file
	}
	adv := copyTo(filepath.Join(advTestdata, "shell-shocked-easier-rooftop.yaml"), "adventure.yaml")
	rooftop := copyTo(filepath.Join(advTestdata, "rooftop-showdown-easier.yaml"), "rooftop-showdown-easier.yaml")
	roster := filepath.Join(dir, "my-roster.yaml")
	if err := os.WriteFile(roster, []byte("heroes: {}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	battleData, err := os.ReadFile("../../sim/adventures/battlefile/battles/intro-brawl.yaml")
	if err != nil {
		t.Fatal(err)
	}
	battle := filepath.Join(dir, "battle.yaml")
	if err := os.WriteFile(battle, append([]byte("roster: my-roster.yaml\n"), battleData...), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		args []string
		file string
	}{
		{[]string{"campaign", adv, "-n", "2", "-p", "greedy", "-o", rooftop}, rooftop},
		{[]string{"run", adv, "-n", "2", "-p", "greedy", "-o", rooftop}, rooftop},
		{[]string{"compare", adv, "-p", "greedy", "--vs", "random", "-n", "2", "-o", rooftop}, rooftop},
		{[]string{"run", battle, "-n", "2", "-p", "first", "-o", roster}, roster},
	} {
		before, _ := os.ReadFile(c.file)
		_, stderr := mustRun(t, exitError, append(c.args, "--progress", "off")...)
		if !strings.Contains(stderr, "a file the command reads") {
			t.Errorf("tmntsim %s: stderr %q, want it to say it is a file the command reads", strings.Join(c.args, " "), stderr)
		}
		if after, _ := os.ReadFile(c.file); !bytes.Equal(after, before) {
			t.Errorf("tmntsim %s: %s changed", strings.Join(c.args, " "), c.file)
		}
	}
}
