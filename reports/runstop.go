package reports

import (
	"fmt"
	"io"

	"github.com/tmntsim/tmntsim/internal/plural"
)

// WriteRunStopped writes to w why a run of cmd (tmntsim run, campaign)
// stopped after played of total games, each called noun ("battle"), and
// how to go on: with --resume out, or, with no out, how to write what can
// be resumed.
func WriteRunStopped(w io.Writer, cmd, out string, played, total int64, noun string) {
	hint := "write the summary with -o FILE (or --format json > FILE) to be able to resume"
	if out != "" {
		hint = "continue with: tmntsim " + cmd + " --resume " + out
	}
	fmt.Fprintf(w, "tmntsim: interrupted after %d of %s; %s\n", played, plural.Of(total, noun), hint)
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
