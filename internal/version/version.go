// Package version says which tmntsim is running: the module version and
// the version control revision its build info records.
package version

import (
	"fmt"
	"runtime/debug"
	"strings"
)

// A Build is what the build info of tmntsim records of it ("(devel)" and
// "unknown" for what the build did not record).
type Build struct {
	Version   string `json:"version"`   // the module version
	Revision  string `json:"revision"`  // the version control revision
	Committed string `json:"committed"` // its time
	Modified  string `json:"modified"`  // whether the tree had uncommitted changes
	Go        string `json:"go"`        // the Go version that built it
}

// Of returns what info records (nil: nothing).
func Of(info *debug.BuildInfo) Build {
	b := Build{"(devel)", "unknown", "unknown", "unknown", "unknown"}
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

// Running returns what the running binary's build info records.
func Running() Build {
	info, _ := debug.ReadBuildInfo()
	return Of(info)
}

// Line says in one line which tmntsim b is: the module version and the
// version control revision, its time and whether the tree had
// uncommitted changes.
func (b Build) Line() string {
	return fmt.Sprintf("tmntsim %s, revision %s, committed %s, modified %s, built with %s", b.Version, b.Revision, b.Committed, b.Modified, b.Go)
}

// String is Line without the program's name: the version a summary
// records.
func (b Build) String() string { return strings.TrimPrefix(b.Line(), "tmntsim ") }
