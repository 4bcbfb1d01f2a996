package main

import (
	"os"
	"slices"
	"strings"

	"github.com/spf13/pflag"

	"github.com/tmntsim/tmntsim/internal/cli"
	"github.com/tmntsim/tmntsim/internal/userfile"
	"github.com/tmntsim/tmntsim/reports"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
)

// rerunOut is the directory the rerun command line of a report writes,
// inside the report's directory.
const rerunOut = "rerun"

// rerunFlagsLeftOut are the flags a report's rerun command line leaves
// out: where it writes, and what does not change its numbers.
var rerunFlagsLeftOut = []string{"out", "progress", "workers"}

// reportRerun returns how a report can be made again from its directory:
// data, the file source it was made from (a path, or an embedded file
// "embedded:NAME" or NAME), is copied into it, and the command line names
// the copy and every flag that decides the numbers, at its value (so a
// later default changes nothing), --policy once for each of policies.
// With no data (an embedded match or table) the command line names the
// embedded file, which the version of tmntsim holds.
func reportRerun(fs *cli.Set, policies []string, source string, data []byte) reports.Rerun {
	rr := reports.Rerun{Version: tmntsimVersion()}
	arg := source
	if name, ok := strings.CutPrefix(source, "embedded:"); ok {
		arg = name
		if data != nil {
			source = name + ".yaml"
		}
	}
	if data != nil {
		rr.File, rr.Data = reports.SourceName(source), data
		arg = rr.File
	}
	args := []string{arg}
	fs.VisitAll(func(f *pflag.Flag) {
		if f.Hidden || slices.Contains(rerunFlagsLeftOut, f.Name) {
			return
		}
		vals := []string{f.Value.String()}
		if f.Name == "policy" {
			vals = policies
		}
		for _, v := range vals {
			if v != "" || f.Changed {
				args = append(args, "--"+f.Name+"="+v)
			}
		}
	})
	rr.Command = commandLine("report", append(args, "-o", rerunOut))
	return rr
}

// fileData returns the bytes of arg if it is a file on disk, else nil
// (an embedded file's name).
func fileData(arg string) []byte {
	if st, err := os.Stat(arg); err != nil || !st.Mode().IsRegular() {
		return nil
	}
	data, err := userfile.Read(arg, userfile.MaxBattle)
	if err != nil {
		return nil
	}
	return data
}

// rosterNote returns what a rerun of battle l needs besides its copy
// (battlefile.Loaded.RosterNote).
func rosterNote(l *battlefile.Loaded) string { return l.RosterNote() }
