package main

import (
	"fmt"
	"runtime/debug"
	"strings"
)

func init() {
	register(&command{
		name:    "version",
		summary: "the version of tmntsim and the revision it was built from",
		run:     runVersion,
	})
}

func runVersion(e *env, args []string) int {
	fs := newFlagSet(e, "version")
	format := fs.String("format", "text", "`format` on stdout: text (one line) or json")
	fs.Usage = func() { writeHelp(e.stdout, "version", fs, nil) }
	if code, done := parseFlags(e, fs, args); done {
		return code
	}
	if fs.NArg() > 0 {
		return fail(e, usagef("version: takes no arguments (got %q)", fs.Arg(0)))
	}
	if err := checkFormatOf(*format, "text", "json"); err != nil {
		return fail(e, err)
	}
	info, _ := debug.ReadBuildInfo()
	var err error
	if *format == "json" {
		err = writeJSON(e.stdout, buildOf(info))
	} else {
		_, err = fmt.Fprintln(e.stdout, versionLine(info))
	}
	if err != nil {
		return fail(e, err)
	}
	return exitOK
}

// A build is what the build info of tmntsim records of it ("(devel)" and
// "unknown" for what the build did not record).
type build struct {
	Version   string `json:"version"`   // the module version
	Revision  string `json:"revision"`  // the version control revision
	Committed string `json:"committed"` // its time
	Modified  string `json:"modified"`  // whether the tree had uncommitted changes
	Go        string `json:"go"`        // the Go version that built it
}

// buildOf returns what info records.
func buildOf(info *debug.BuildInfo) build {
	b := build{"(devel)", "unknown", "unknown", "unknown", "unknown"}
	if info != nil {
		if v := info.Main.Version; v != "" {
			b.Version = v
		}
		b.Go = info.GoVersion
		for _, s := range info.Settings {
			switch s.Key {
			case "vcs.revision":
				b.Revision = s.Value
			case "vcs.time":
				b.Committed = s.Value
			case "vcs.modified":
				b.Modified = s.Value
			}
		}
	}
	return b
}

// versionLine says in one line which tmntsim info describes: the module
// version and the version control revision, its time and whether the tree
// had uncommitted changes ("(devel)" and "unknown" for what the build did
// not record).
func versionLine(info *debug.BuildInfo) string {
	b := buildOf(info)
	return fmt.Sprintf("tmntsim %s, revision %s, committed %s, modified %s, built with %s", b.Version, b.Revision, b.Committed, b.Modified, b.Go)
}

// tmntsimVersion returns what versionLine says of the running binary, but
// the program's name: the version a summary records.
func tmntsimVersion() string {
	info, _ := debug.ReadBuildInfo()
	return strings.TrimPrefix(versionLine(info), "tmntsim ")
}
