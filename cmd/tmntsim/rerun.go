package main

import (
	"github.com/tmntsim/tmntsim/internal/cli"
	"github.com/tmntsim/tmntsim/reports"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
)

// rerunOut is the directory the rerun command line of a report writes,
// inside the report's directory.
const rerunOut = reports.RerunDir

// reportRerun returns how a report can be made again from its directory
// (reports.NewRerun): from the file source, data its bytes (nil: an
// embedded file), with every flag that decides the numbers at its value
// but where it writes and what does not change its numbers, --policy once
// for each of policies.
func reportRerun(fs *cli.Set, policies []string, source string, data []byte) reports.Rerun {
	return reports.NewRerun(tmntsimVersion(), source, data, fs.RerunArgs(policies, "out", "progress", "workers"))
}

// fileData returns the bytes of arg if it is a file on disk, else nil
// (an embedded file's name): reports.SourceData.
func fileData(arg string) []byte { return reports.SourceData(arg) }

// rosterNote returns what a rerun of battle l needs besides its copy
// (battlefile.Loaded.RosterNote).
func rosterNote(l *battlefile.Loaded) string { return l.RosterNote() }
