package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/tmntsim/tmntsim/internal/outfile"
	"github.com/tmntsim/tmntsim/internal/textsafe"
)

// checkOut checks, before any battle is played, that file, named on the
// command line by flag, can be written: its directory exists and takes new
// files, and it is not a directory. An empty file is no output: nil.
func checkOut(flag, file string) error {
	if file == "" {
		return nil
	}
	if err := outfile.Check(file); err != nil {
		return fmt.Errorf("%s %s: %w", flag, file, err)
	}
	return nil
}

// writeOut writes file, named on the command line by flag, with write (see
// package outfile for what it does with links, devices, pipes and modes).
func writeOut(flag, file string, write func(io.Writer) error) error {
	if err := outfile.Write(file, write); err != nil {
		return fmt.Errorf("%s %s: %w", flag, file, err)
	}
	return nil
}

// rescueOut writes file like writeOut. If that fails (a full disk, a
// volume gone), it says so on stderr and writes what the file would have
// held on stdout instead, so that the battles played are not lost; what
// names it in the message. It reports whether the file was written.
func rescueOut(e *env, flag, file, what string, write func(io.Writer) error) bool {
	err := writeOut(flag, file, write)
	if err == nil {
		return true
	}
	fmt.Fprintf(e.stderr, "tmntsim: %v\ntmntsim: %s follows on standard output instead, so that it is not lost\n", err, what)
	if err := write(e.stdout); err != nil {
		fmt.Fprintf(e.stderr, "tmntsim: standard output: %v\n", err)
	}
	return false
}

// writeSafe writes to w what write writes, made safe to print
// (textsafe.Lines): a file's names and text may hold escape codes.
func writeSafe(w io.Writer, write func(io.Writer) error) error {
	var text strings.Builder
	if err := write(&text); err != nil {
		return err
	}
	_, err := io.WriteString(w, textsafe.Lines(text.String()))
	return err
}

// exitWith returns exitOK for no error, else reports err (fail).
func exitWith(e *env, err error) int {
	if err != nil {
		return fail(e, err)
	}
	return exitOK
}

// writeTo writes with write to file, named on the command line by flag
// (writeOut), or to stdout when file is "", and returns the exit code.
func writeTo(e *env, flag, file string, write func(io.Writer) error) int {
	if file != "" {
		return exitWith(e, writeOut(flag, file, write))
	}
	return exitWith(e, write(e.stdout))
}

// A studyOut is how a study writes its result: as text, JSON and CSV (nil
// for a format the study has none of) and a PNG (nil: none).
type studyOut struct {
	text, json, csv, png func(io.Writer) error
}

// emit writes a study's result: its JSON to out (-o, rescued to stdout if
// the file cannot be written), its picture to pngFile (--png), and the
// result in format on stdout. It returns exitOK, or the exit code of the
// failure it reports; what names the JSON in a rescue ("the impact JSON").
func (w studyOut) emit(e *env, out, pngFile, format, what string) int {
	if out != "" && !rescueOut(e, "-o", out, what, w.json) {
		return exitError
	}
	if pngFile != "" && w.png != nil {
		if err := writeOut("--png", pngFile, w.png); err != nil {
			return fail(e, err)
		}
	}
	write := w.text
	switch {
	case format == "json":
		write = w.json
	case format == "csv" && w.csv != nil:
		write = w.csv
	}
	return exitWith(e, write(e.stdout))
}
