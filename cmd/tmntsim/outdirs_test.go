package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Every -o refuses a directory that does not exist, before the first
// battle, naming the flag and saying how to make it: a report's -o DIR
// (whose own directory it makes) as a file's -o FILE; none makes missing
// directories above it.
func TestOutRefusesMissingDirectories(t *testing.T) {
	useFakeGame(t, -1, nil)
	dir := t.TempDir()
	missing := filepath.Join(dir, "a", "b")
	for _, args := range [][]string{
		{"report", "-o", filepath.Join(missing, "c"), "-n", "100", "--budget", "0"},
		{"run", "-n", "10", "-o", filepath.Join(missing, "s.json")},
		{"tournament", "-p", "random,first", "-n", "10", "-o", filepath.Join(missing, "t.csv")},
	} {
		code, _, stderr := runArgs(append(args, "--progress", "off")...)
		want := "directory " + missing + " does not exist; make it first (mkdir -p " + missing + ")"
		if code != exitError || !strings.Contains(stderr, "-o "+filepath.Join(missing)) || !strings.Contains(stderr, want) {
			t.Errorf("%s: exit %d, stderr %q; want exit %d and %q", strings.Join(args, " "), code, stderr, exitError, want)
		}
		if _, err := os.Stat(filepath.Join(dir, "a")); err == nil {
			t.Fatalf("%s made %s", strings.Join(args, " "), filepath.Join(dir, "a"))
		}
	}
}
