package main

import (
	"fmt"
	"os"

	"github.com/tmntsim/tmntsim/lab"
)

// checkNotInput refuses, before any game is played, an output file given
// to flag that is one of the command's input files (a battle, match,
// table or gates file), which writing would destroy: "-o my-battle.yaml"
// for "-o my-battle.json". Names that are no file (an embedded battle) and
// outputs that do not exist yet pass. Like an output whose directory is
// missing, it is an output that cannot be written: a run error (exit
// status 1), not bad usage.
func checkNotInput(flag, out string, inputs ...string) error {
	if out == "" {
		return nil
	}
	o, err := os.Stat(out)
	if err != nil || !o.Mode().IsRegular() {
		return nil
	}
	for _, in := range inputs {
		if i, err := os.Stat(in); err == nil && os.SameFile(o, i) {
			return fmt.Errorf("%s %s: that is a file the command reads (%s); give another file for its output", flag, out, in)
		}
	}
	return nil
}

// argFiles returns the files the games of gs were read from besides their
// arguments (lab.InputFiles): an adventure's battles, a battle's roster.
func argFiles(gs []lab.Arg) []string {
	var files []string
	for _, g := range gs {
		files = append(files, lab.InputFiles(g.Setup)...)
	}
	return files
}
