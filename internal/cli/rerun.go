package cli

import (
	"os"
	"slices"
	"strings"

	"github.com/spf13/pflag"

	"github.com/tmntsim/tmntsim/internal/userfile"
	"github.com/tmntsim/tmntsim/reports"
)

// RerunOut is the directory the rerun command line of a report writes,
// inside the report's directory.
const RerunOut = "rerun"

// rerunFlagsLeftOut are the flags a report's rerun command line leaves
// out: where it writes, and what does not change its numbers.
var rerunFlagsLeftOut = []string{"out", "progress", "workers"}

// ReportRerun returns how a report made with the flags of s by tmntsim
// version can be made again from its directory: data, the file source it
// was made from (a path, or an embedded file "embedded:NAME" or NAME), is
// copied into it, and the command line names the copy and every flag that
// decides the numbers, at its value (so a later default changes nothing),
// --policy once for each of policies. With no data (an embedded match or
// table) the command line names the embedded file, which the version of
// tmntsim holds.
func (s *Set) ReportRerun(version string, policies []string, source string, data []byte) reports.Rerun {
	rr := reports.Rerun{Version: version}
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
	s.VisitAll(func(f *pflag.Flag) {
		if f.Hidden || slices.Contains(rerunFlagsLeftOut, f.Name) {
			return
		}
		vals := []string{f.Value.String()}
		if f.Name == "policy" {
			vals = policies
		}
		unset := f.Value.Type() == "duration" && f.DefValue == "0s" // a game's --budget
		for _, v := range vals {
			if v != "" && !unset || f.Changed {
				args = append(args, "--"+f.Name+"="+v)
			}
		}
	})
	rr.Command = reports.CommandLine("report", append(args, "-o", RerunOut))
	return rr
}

// FileData returns the bytes of arg if it is a file on disk, else nil
// (an embedded file's name).
func FileData(arg string) []byte {
	if st, err := os.Stat(arg); err != nil || !st.Mode().IsRegular() {
		return nil
	}
	data, err := userfile.Read(arg, userfile.MaxBattle)
	if err != nil {
		return nil
	}
	return data
}
