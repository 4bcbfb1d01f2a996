package reports

import (
	"os"
	"strings"

	"github.com/tmntsim/tmntsim/internal/userfile"
)

// RerunDir is the directory the rerun command line of a report writes,
// inside the report's directory.
const RerunDir = "rerun"

// NewRerun returns how a report can be made again from its directory by
// tmntsim version: data, the file source it was made from (a path, or an
// embedded file "embedded:NAME" or NAME), is copied into it, and the
// command line (tmntsim report) names the copy, then flags, then -o
// RerunDir. With no data (an embedded match or table) the command line
// names the embedded file, which that version of tmntsim holds.
func NewRerun(version, source string, data []byte, flags []string) Rerun {
	rr := Rerun{Version: version}
	arg := source
	if name, ok := strings.CutPrefix(source, "embedded:"); ok {
		arg = name
		if data != nil {
			source = name + ".yaml"
		}
	}
	if data != nil {
		rr.File, rr.Data = SourceName(source), data
		arg = rr.File
	}
	args := append([]string{arg}, flags...)
	rr.Command = CommandLine("report", append(args, "-o", RerunDir))
	return rr
}

// SourceData returns the bytes of arg if it is a file on disk, else nil
// (an embedded file's name), for NewRerun.
func SourceData(arg string) []byte {
	if st, err := os.Stat(arg); err != nil || !st.Mode().IsRegular() {
		return nil
	}
	data, err := userfile.Read(arg, userfile.MaxBattle)
	if err != nil {
		return nil
	}
	return data
}
