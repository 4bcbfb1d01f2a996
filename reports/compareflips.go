package reports

import (
	"fmt"
	"io"
	"strings"

	"github.com/tmntsim/tmntsim/internal/textsafe"
	"github.com/tmntsim/tmntsim/lab"
	"github.com/tmntsim/tmntsim/sim"
)

// PairedFlips lists, after a comparison's tables, the first games the
// winner flipped in each way: won by Who in B only, then in A only.
type PairedFlips struct {
	Who  string  // the focus seat in words ("the heroes")
	N    int     // the most listed each way (--flips)
	A, B []int64 // the games won in A only, in B only
	// Logged says tmntsim log shows the games: each is listed with the
	// commands LogA and LogB return for it.
	Logged     bool
	LogA, LogB func(i int64) string
}

// Write writes the lists.
func (f *PairedFlips) Write(w io.Writer) {
	note := "tmntsim log does not show these games yet"
	if f.Logged {
		note = "the log of each variant shows why"
	}
	for _, side := range []struct {
		name string
		idx  []int64
	}{{"B", f.B}, {"A", f.A}} {
		fmt.Fprintf(w, "\nwon by %s in %s only (the first %d of them; %s):", f.Who, side.name, f.N, note)
		if len(side.idx) == 0 {
			fmt.Fprint(w, " none")
		}
		for _, i := range side.idx {
			if f.Logged {
				fmt.Fprintf(w, "\n  %-7d B: %s\n  %-7s A: %s", i, textsafe.Term(f.LogB(i)), "", textsafe.Term(f.LogA(i)))
			} else {
				fmt.Fprintf(w, " %d", i)
			}
		}
		fmt.Fprintln(w)
	}
}

// LogCommand returns the tmntsim log command that shows game i of seed of
// the file arg ("" for the default battle) played by setup with the seats'
// specs: every seat's policy as SEAT=SPEC, or with heroOnly (a Cooperative
// Mode battle) the policy of seat hero alone, unless it is def.
func LogCommand(arg string, setup sim.Setup, specs []string, i int64, seed uint64, heroOnly bool, hero int, def string) string {
	s := "tmntsim log"
	if arg != "" {
		s += " " + ShellWord(arg)
	}
	s += fmt.Sprintf(" --index %d --seed %d", i, seed)
	seats := setup.Schema().Seats
	for k, p := range lab.Policies(setup, specs) {
		switch {
		case !heroOnly:
			s += " -p " + ShellWord(seats[k]+"="+p)
		case k == hero && p != def:
			s += " -p " + ShellWord(p)
		}
	}
	return s
}

// ShellWord quotes s for a POSIX shell when it holds anything but letters,
// digits and -_./:=,+@.
func ShellWord(s string) string {
	plain := s != ""
	for _, r := range s {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || strings.ContainsRune("-_./:=,+@", r)) {
			plain = false
			break
		}
	}
	if plain {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}
