package main

import (
	"fmt"
	"io"
	"runtime/debug"
	"strings"

	"github.com/spf13/pflag"
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
	fs.Usage = func() { versionHelp(e.stdout, fs) }
	if code, done := parseFlags(e, fs, args); done {
		return code
	}
	if fs.NArg() > 0 {
		return fail(e, usagef("version: takes no arguments (got %q)", fs.Arg(0)))
	}
	info, _ := debug.ReadBuildInfo()
	if _, err := fmt.Fprintln(e.stdout, versionLine(info)); err != nil {
		return fail(e, err)
	}
	return exitOK
}

// versionLine says in one line which tmntsim info describes: the module
// version and the version control revision, its time and whether the tree
// had uncommitted changes ("(devel)" and "unknown" for what the build did
// not record).
func versionLine(info *debug.BuildInfo) string {
	version, revision, at, modified := "(devel)", "unknown", "unknown", "unknown"
	goVersion := "unknown"
	if info != nil {
		if v := info.Main.Version; v != "" {
			version = v
		}
		goVersion = info.GoVersion
		for _, s := range info.Settings {
			switch s.Key {
			case "vcs.revision":
				revision = s.Value
			case "vcs.time":
				at = s.Value
			case "vcs.modified":
				modified = s.Value
			}
		}
	}
	return fmt.Sprintf("tmntsim %s, revision %s, committed %s, modified %s, built with %s", version, revision, at, modified, goVersion)
}

// tmntsimVersion returns what versionLine says of the running binary, but
// the program's name: the version a summary records.
func tmntsimVersion() string {
	info, _ := debug.ReadBuildInfo()
	return strings.TrimPrefix(versionLine(info), "tmntsim ")
}

func versionHelp(w io.Writer, fs *pflag.FlagSet) {
	fmt.Fprint(w, `Usage: tmntsim version

Prints in one line the module version of tmntsim, the version control
revision it was built from, that revision's time, whether the working tree
had uncommitted changes (modified true), and the Go version that built it.
What the build did not record reads "(devel)" (the version of a build from a
checkout) or "unknown". Quote it with a summary when a result must be
reproduced.

Flags:
`)
	fmt.Fprint(w, fs.FlagUsages())
	fmt.Fprint(w, `
Examples:
  tmntsim version
`)
}
