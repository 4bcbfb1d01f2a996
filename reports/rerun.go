package reports

import (
	"io"
	"path"
	"strconv"
	"strings"
)

// A Rerun is what a shared report needs to be made again: the file it was
// made from, copied into the report byte for byte, the version of tmntsim
// that made it, and the command line that makes it again.
type Rerun struct {
	// Version is the tmntsim that made the report: its module version
	// and version control revision (tmntsim version).
	Version string
	// File is the copy's name in the report directory; "" when there is
	// no copy (a file embedded in tmntsim, which the command names).
	File string
	Data []byte // the file the report was made from, byte for byte
	// Command is the command line that makes the report again, run in
	// the report's directory.
	Command string
	// Note says what else the rerun needs, if anything (a roster file
	// the battle names).
	Note string
}

// SourceName returns the name the copy of file gets in a report
// directory: its base name, prefixed with "source-" if a report writes
// files of its kind (a CSV, PNG, JSON or HTML file, or the marker).
func SourceName(file string) string {
	base := path.Base(strings.ReplaceAll(file, `\`, "/"))
	switch path.Ext(base) {
	case ".csv", ".png", ".json", ".html", "":
		return "source-" + base
	}
	if base == Marker {
		return "source-" + base
	}
	return base
}

// rerunJSON is the Rerun in report.json.
type rerunJSON struct {
	Tmntsim string `json:"tmntsim"`
	File    string `json:"file,omitempty"`
	Command string `json:"command"`
	Note    string `json:"note,omitempty"`
}

func (rr *Rerun) json() rerunJSON { return rerunJSON{rr.Version, rr.File, rr.Command, rr.Note} }

// withSource returns fs with the copy of the report's file, if any, before
// index.html (the last).
func withSource(fs []file, rr *Rerun) []file {
	if rr.File == "" {
		return fs
	}
	copyFile := file{name: rr.File, write: func(w io.Writer) error { _, err := w.Write(rr.Data); return err }}
	return append(fs[:len(fs)-1:len(fs)-1], copyFile, fs[len(fs)-1])
}

// CommandLine returns the command line of a tmntsim command, quoted where
// an argument needs it.
func CommandLine(name string, args []string) string {
	parts := []string{"tmntsim", name}
	for _, a := range args {
		if a == "" || strings.ContainsAny(a, " \t\"'$\\*?") {
			a = strconv.Quote(a)
		}
		parts = append(parts, a)
	}
	return strings.Join(parts, " ")
}
