package battlefile

import (
	"fmt"
	"strings"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures"
)

// An Outcome is how battle Index of a run of Seed, played by Policy,
// ended, and the lines of its play-by-play (tmntsim log).
type Outcome struct {
	Battle string   `json:"battle"`
	Source string   `json:"source"`
	Index  uint64   `json:"index"`
	Seed   uint64   `json:"seed"`
	Policy string   `json:"policy"`
	Winner string   `json:"winner"` // heroes, villain or nobody
	Reason string   `json:"reason"`
	Rounds int      `json:"rounds"`
	Events []string `json:"events"`
}

// NewOutcome returns the outcome of battle index of l's run of seed and
// spec, which ended as rec; events is its play-by-play, a line each.
func NewOutcome(l *Loaded, rec *sim.Record, seed, index uint64, spec, events string) Outcome {
	o := Outcome{Battle: l.Name, Source: l.Source, Index: index, Seed: seed, Policy: spec, Winner: "nobody", Reason: "unknown",
		Rounds: int(rec.Turns), Events: strings.Split(strings.TrimSuffix(events, "\n"), "\n")}
	if s := l.Battle.Schema(); int(rec.Reason) < len(s.Reasons) {
		o.Reason = s.Reasons[rec.Reason]
	}
	switch adventures.Winner(rec) {
	case adventures.Heroes:
		o.Winner = "heroes"
	case adventures.Villain:
		o.Winner = "villain"
	}
	return o
}

// Line says in one line how the battle ended: the winner, the round and
// the reason.
func (o *Outcome) Line() string {
	who := map[string]string{"heroes": "the heroes win", "villain": "the villain wins"}[o.Winner]
	if who == "" {
		who = "nobody wins"
	}
	return fmt.Sprintf("outcome: battle %d of seed %d, policy %s: %s in round %d (%s)", o.Index, o.Seed, o.Policy, who, o.Rounds, o.Reason)
}
