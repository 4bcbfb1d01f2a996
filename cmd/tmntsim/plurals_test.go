package main

import (
	"strings"
	"testing"
)

// The studies word a count of one in the singular (internal/plural): a
// sweep of one battle a value, a gate decided after one battle, a matrix
// of one game a pair.
func TestStudiesWordCountsOfOne(t *testing.T) {
	for _, c := range []struct {
		code int
		args []string
		want []string
	}{
		{exitOK, []string{"sweep", "--vary", "round_limit=9,10", "-n", "1", "-p", "first"}, []string{", 1 battle a value "}},
		{exitUndecided, []string{"check", "intro-brawl", "--expect", "10%..90%", "--max-battles", "1", "-p", "first"}, []string{" after 1 battle; ", "at most 1 battle, "}},
		{exitOK, []string{"matrix", "genbu", "seiryu", "-n", "1", "-p", "random"}, []string{"each pair: 1 game, "}},
		{exitOK, []string{"first", "table-of-four", "-n", "1", "-p", "random"}, []string{"1 game, seed 1; "}},
	} {
		out, _ := mustRun(t, c.code, append(c.args, "--progress", "off")...)
		for _, w := range c.want {
			if !strings.Contains(out, w) {
				t.Errorf("%s: output lacks %q:\n%s", strings.Join(c.args, " "), w, out)
			}
		}
	}
}
