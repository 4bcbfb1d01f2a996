package main

import (
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/tmntsim/tmntsim/internal/cli"
	"github.com/tmntsim/tmntsim/internal/textsafe"
	"github.com/tmntsim/tmntsim/lab"
)

// The output files of the commands (package cli): checked before any
// game is played, written in place, rescued to stdout if that fails.
var checkOut, writeOut, writeSafe = cli.CheckOut, cli.WriteOut, cli.WriteSafe

// rescueOut writes file, rescued to stdout if it cannot be (cli.Rescue).
func rescueOut(e *env, flag, file, what string, write func(io.Writer) error) bool {
	return cli.Rescue(e.stdout, e.stderr, flag, file, what, write)
}

// exitWith returns exitOK for no error, else reports err (fail).
func exitWith(e *env, err error) int {
	if err != nil {
		return fail(e, err)
	}
	return exitOK
}

// writeTo writes to file or stdout (cli.WriteTo) and returns the exit code.
func writeTo(e *env, flag, file string, write func(io.Writer) error) int {
	if err := checkOut(flag, file); err != nil {
		return fail(e, err)
	}
	return exitWith(e, cli.WriteTo(e.stdout, flag, file, write))
}

// A studyOut is how a study writes its result: as text, JSON and CSV (nil
// for a format the study has none of) and a PNG (nil: none).
type studyOut struct {
	text, json, csv, png func(io.Writer) error
}

// emit writes a study's result (cli.StudyOut.Emit) and returns exitOK,
// or the exit code of the failure it reports.
func (w studyOut) emit(e *env, out, pngFile, format, what string) int {
	ok, err := cli.StudyOut{Text: w.text, JSON: w.json, CSV: w.csv, PNG: w.png}.Emit(e.stdout, e.stderr, out, pngFile, format, what)
	if !ok {
		return exitError
	}
	return exitWith(e, err)
}

// failRun reports the error of a study's run (fail): an interrupted run
// says what it leaves, left ("no report written"), and exits 130.
func failRun(e *env, err error, left string) int {
	if lab.Interrupted(err) {
		fmt.Fprintf(e.stderr, "tmntsim: interrupted; %s\n", left)
		return exitInterrupted
	}
	return fail(e, err)
}

// writtenTo words, for the message of an interrupted study, the files it
// wrote with the results so far: "; written to x.json and x.png" ("" when
// files holds no name).
func writtenTo(files ...string) string {
	var names []string
	for _, f := range files {
		if f != "" {
			names = append(names, textsafe.Term(f))
		}
	}
	if len(names) == 0 {
		return ""
	}
	return "; written to " + andList(names)
}

// notWritten words, for the message of an interrupted study, the files it
// did not write: "; x.json not written", or "; x.json is as it was" for
// one there from before ("" when files holds no name).
func notWritten(files ...string) string {
	var s string
	for _, f := range files {
		switch _, err := os.Lstat(f); {
		case f == "":
		case err == nil:
			s += "; " + textsafe.Term(f) + " is as it was"
		default:
			s += "; " + textsafe.Term(f) + " not written"
		}
	}
	return s
}

// andList joins names as "a", "a and b", "a, b and c".
func andList(names []string) string {
	if len(names) <= 1 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}
