package reports

import (
	"fmt"
	"io"

	"github.com/tmntsim/tmntsim/internal/plural"
)

// WriteRunStopped writes to w why a run of cmd (tmntsim run, campaign)
// stopped after kept of total games, each called noun ("battle"), kept of
// played: the summary keeps the games before the first one not played, so
// that it resumes, and leaves out those other workers played past it. It
// says how to go on: with --resume out, or, with no out, how to write what
// can be resumed.
func WriteRunStopped(w io.Writer, cmd, out string, kept, played, total int64, noun string) {
	hint := "write the summary with -o FILE (or --format json > FILE) to be able to resume"
	if out != "" {
		hint = "continue with: tmntsim " + cmd + " --resume " + out
	}
	all := "all kept"
	if played > kept {
		all = fmt.Sprintf("kept of %d played (the summary holds the %ss before the first one not played, so that it resumes; %d played past it are left out)",
			played, noun, played-kept)
	}
	fmt.Fprintf(w, "tmntsim: interrupted after %d of %s, %s; %s\n", kept, plural.Of(total, noun), all, hint)
}

// WriteFirstStopped writes to w that a run's swapped games (the first
// player's advantage) were stopped: the summary is whole, the advantage
// left out.
func WriteFirstStopped(w io.Writer) {
	fmt.Fprintln(w, "tmntsim: interrupted while the seats were swapped; the summary is complete, the first player's advantage is left out")
}

// WriteRunUnplayed writes to w that a run stopped before its first game,
// called noun, wrote nothing.
func WriteRunUnplayed(w io.Writer, noun string) {
	fmt.Fprintf(w, "tmntsim: interrupted before the first %s; nothing written\n", noun)
}
