package main

import (
	"encoding/json"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tmntsim/tmntsim/internal/version"
	"github.com/tmntsim/tmntsim/reports"
	"github.com/tmntsim/tmntsim/scenarios"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
)

// TestTuneJSON checks tune --format json: every value played, the best
// one, where the curve crosses the target, by the path's names.
func TestTuneJSON(t *testing.T) {
	useKnobGame(t) // the heroes win 1 − figures/20: 50% at 10
	stdout, _ := mustRun(t, exitOK, "tune", "--vary", "villains.0.figures=4..19", "--target", "50%", "-n", "500",
		"--max-battles", "8000", "--format", "json", "--progress", "off")
	var j tuneJSON
	if err := json.Unmarshal([]byte(stdout), &j); err != nil {
		t.Fatalf("tune --format json: %v\n%s", err, stdout)
	}
	if j.Path != "villains.foot-ninja.figures" || j.Given != "villains.0.figures" || j.Target != 0.5 || !j.Complete || j.Unit != "battles" {
		t.Errorf("tune json: path %q, given %q, target %v, complete %v, unit %q", j.Path, j.Given, j.Target, j.Complete, j.Unit)
	}
	if len(j.Points) < 2 || j.Best == nil || j.Points[0].Value != 4 || j.Points[len(j.Points)-1].Value != 19 {
		t.Fatalf("tune json: points %+v, best %+v; want both ends and a best", j.Points, j.Best)
	}
	if j.Best.Value != 10 || !j.Crosses || j.Crossing == nil || j.Crossing.Value < 9 || j.Crossing.Value > 11 {
		t.Errorf("tune json: best %+v, crosses %v at %+v; want 10, crossing near 10", j.Best, j.Crosses, j.Crossing)
	}
	code, _, stderr := runArgs("tune", "--vary", "round_limit=4..8", "--target", "50%", "--format", "csv")
	if code != exitUsage || !strings.Contains(stderr, "--format") {
		t.Errorf("tune --format csv: exit %d, %q; want exit %d naming --format", code, stderr, exitUsage)
	}
}

// TestSweepJSON checks sweep --format json, of a battle and of a match.
func TestSweepJSON(t *testing.T) {
	useFakeGame(t, -1, nil)
	for _, args := range [][]string{
		{"sweep", "intro-brawl", "--vary", "villains.0.figures=6,8", "-n", "50", "--target", "50%"},
		{"sweep", filepath.Join("testdata", "bad", "match-good.yaml"), "--vary", "max_turns=5,10", "-n", "20", "--target", "50%"},
	} {
		stdout, _ := mustRun(t, exitOK, append(args, "--format", "json", "--progress", "off")...)
		var j reports.SweepJSON
		if err := json.Unmarshal([]byte(stdout), &j); err != nil {
			t.Fatalf("%s --format json: %v\n%s", args, err, stdout)
		}
		if j.Target == nil || *j.Target != 0.5 || !j.Complete || len(j.Lines) != 1 || len(j.Lines[0].Points) != 2 {
			t.Errorf("%s: json %+v", args, j)
			continue
		}
		if l := j.Lines[0]; l.Crossing == nil && l.Note == "" {
			t.Errorf("%s: json says nothing of the crossing", args)
		}
	}
}

// TestVersionJSON checks version --format json against the one line.
func TestVersionJSON(t *testing.T) {
	stdout, _ := mustRun(t, exitOK, "version", "--format", "json")
	var b version.Build
	if err := json.Unmarshal([]byte(stdout), &b); err != nil {
		t.Fatalf("version --format json: %v\n%s", err, stdout)
	}
	line, _ := mustRun(t, exitOK, "version")
	want := "tmntsim " + b.Version + ", revision " + b.Revision + ", committed " + b.Committed + ", modified " + b.Modified + ", built with " + b.Go + "\n"
	if line != want {
		t.Errorf("version --format json gives %q, the line %q", want, line)
	}
	mustRun(t, exitUsage, "version", "--format", "csv")
}

// TestValidateJSON checks validate --format json: every file, valid or
// not, with its problems positioned, and the exit status of the text.
func TestValidateJSON(t *testing.T) {
	bad := filepath.Join("testdata", "bad", "table-bad.yaml")
	code, stdout, stderr := runArgs("validate", "--format", "json", "intro-brawl", bad, "genbu-v-seiryu")
	if code != exitError || stderr != "" {
		t.Errorf("validate --format json: exit %d, stderr %q; want %d and nothing", code, stderr, exitError)
	}
	var vs []scenarios.Validation
	if err := json.Unmarshal([]byte(stdout), &vs); err != nil {
		t.Fatalf("validate --format json: %v\n%s", err, stdout)
	}
	if len(vs) != 3 {
		t.Fatalf("validate --format json: %d files, want 3", len(vs))
	}
	if v := vs[0]; !v.Valid || v.Game != "adventures" || !strings.HasPrefix(v.Summary, "Intro Brawl") || len(v.Problems) != 0 {
		t.Errorf("intro-brawl: %+v", v)
	}
	if v := vs[1]; v.Valid || len(v.Problems) == 0 || v.Problems[0].Line != 5 || v.Problems[0].Col != 33 || !strings.Contains(v.Problems[0].Message, `did you mean "Leonardo"`) {
		t.Errorf("table-bad.yaml: %+v", v)
	}
	if v := vs[2]; !v.Valid || v.Game != "tcg" {
		t.Errorf("genbu-v-seiryu: %+v", v)
	}
	if code, _, _ := runArgs("validate", "--format", "json", "intro-brawl"); code != exitOK {
		t.Errorf("validate --format json of a valid battle: exit %d, want 0", code)
	}
}

// TestListJSON checks list --format json against what the text lists.
func TestListJSON(t *testing.T) {
	stdout, _ := mustRun(t, exitOK, "list", "--format", "json")
	var j reports.List
	if err := json.Unmarshal([]byte(stdout), &j); err != nil {
		t.Fatalf("list --format json: %v", err)
	}
	text, _ := mustRun(t, exitOK, "list")
	defaults := 0
	for _, b := range j.Battles {
		if !strings.Contains(text, "  "+b.Name+" ") {
			t.Errorf("battle %s is in the JSON, not in the text", b.Name)
		}
		if b.Default {
			defaults++
		}
	}
	if defaults != 1 || len(j.Heroes) == 0 || len(j.Villains) == 0 || len(j.Policies) == 0 || len(j.Games) != len(games)-1 {
		t.Errorf("list json: %d default battles, %d heroes, %d villains, %d policies, %d games", defaults, len(j.Heroes), len(j.Villains), len(j.Policies), len(j.Games))
	}
	for _, v := range j.Villains {
		if v.Attributes == nil || v.Role != "minion" && v.Role != "leader" {
			t.Errorf("villain %s: role %q, attributes %v", v.Name, v.Role, v.Attributes)
		}
	}
}

// TestLogJSON checks log --format json against the text: the same events,
// and the outcome the text's last line states.
func TestLogJSON(t *testing.T) {
	text, _ := mustRun(t, exitOK, "log", "--index", "3", "--seed", "5")
	stdout, _ := mustRun(t, exitOK, "log", "--index", "3", "--seed", "5", "--format", "json")
	var j battlefile.Outcome
	if err := json.Unmarshal([]byte(stdout), &j); err != nil {
		t.Fatalf("log --format json: %v", err)
	}
	lines := strings.Split(strings.TrimSuffix(text, "\n"), "\n")
	if strings.Join(j.Events, "\n") != strings.Join(lines[:len(lines)-1], "\n") {
		t.Errorf("log --format json: %d events, the text %d lines before its outcome", len(j.Events), len(lines)-1)
	}
	winner := map[string]string{"heroes": "the heroes win", "villain": "the villain wins", "nobody": "nobody wins"}[j.Winner]
	want := fmt.Sprintf("outcome: battle 3 of seed 5, policy %s: %s in round %d (%s)", j.Policy, winner, j.Rounds, j.Reason)
	if last := lines[len(lines)-1]; last != want || j.Index != 3 || j.Seed != 5 || j.Source != "embedded:intro-brawl" {
		t.Errorf("log --format json: %+v (but events); the text ends %q", j, last)
	}
}
