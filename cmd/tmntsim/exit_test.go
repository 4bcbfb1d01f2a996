package main

import (
	"strings"
	"testing"
)

// TestExitUsage checks that the mistakes the README's "Exit status" table
// calls bad usage exit 2, naming what is wrong and the likely fix.
func TestExitUsage(t *testing.T) {
	for _, c := range []struct {
		args []string
		want []string
	}{
		{[]string{"help", "bogus"}, []string{`unknown command "bogus"`}},
		{[]string{"help", "sweeep"}, []string{`unknown command "sweeep"`, `did you mean "sweep"?`}},
		{[]string{"sweep", "-n", "10", "--vary", "villains.foot-ninj.figures=6..8"},
			[]string{"--vary", "villains.foot-ninj.figures", `did you mean "foot-ninja"?`}},
		{[]string{"tune", "-n", "10", "--target", "50%", "--vary", "villains.foot-ninj.figures=6..8"},
			[]string{"--vary", "villains.foot-ninj.figures", `did you mean "foot-ninja"?`}},
		{[]string{"report", "-n", "10", "--vary", "villains.foot-ninj.figures=6..8"},
			[]string{"--vary", "villains.foot-ninj.figures", `did you mean "foot-ninja"?`}},
	} {
		code, _, errs := runArgs(c.args...)
		if code != exitUsage {
			t.Errorf("%v: exit %d, want %d (stderr %q)", c.args, code, exitUsage, errs)
		}
		for _, w := range c.want {
			if !strings.Contains(errs, w) {
				t.Errorf("%v: stderr %q lacks %q", c.args, errs, w)
			}
		}
	}
}

// TestHelpNamesEveryGame checks that tmntsim help says which games it plays.
func TestHelpNamesEveryGame(t *testing.T) {
	_, out, _ := runArgs("help")
	for _, game := range []string{"TMNT Adventures battle", "Trading Card Game match", "Munchkin TMNT table"} {
		if !strings.Contains(out, game) {
			t.Errorf("tmntsim help does not name %q:\n%s", game, out)
		}
	}
}
