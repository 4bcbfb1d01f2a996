package main

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"
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
		var j sweepJSON
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
