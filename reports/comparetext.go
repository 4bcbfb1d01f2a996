package reports

import (
	"fmt"
	"io"
	"strings"

	"github.com/tmntsim/tmntsim/internal/textsafe"
	"github.com/tmntsim/tmntsim/lab"
	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures/policy"
)

// A CompareSide is a variant of tmntsim compare as its command line named
// it.
type CompareSide struct {
	Arg   string    // the file or embedded name given
	Setup sim.Setup // the setup played
	Specs []string  // the seats' policies of a game (nil for a coop battle)
	// Name, Source and Hash are a Cooperative Mode battle's (Coop): its
	// name, the file it was read from and the file's hash.
	Name, Source, Hash string
}

// A CompareResult is tmntsim compare's result as it prints it: two
// variants of a battle, a match or a table, game i of both from the same
// seed.
type CompareResult struct {
	A, B      CompareSide
	Cmp       *lab.Comparison
	Seed      uint64
	Requested int64 // the games asked for (-n)
	Flips     int   // --flips: how many flipped games to list each way
	// Coop is set for Cooperative Mode battles, compared in a battle's
	// words (and JSON), by their heroes' policies.
	Coop bool
	One  bool // A and B are one file, played by two policies
}

// heroes returns the heroes' policies of A and B of a coop comparison:
// their focus seat's.
func (c *CompareResult) heroes() (a, b string) {
	return c.hero(c.A), c.hero(c.B)
}

// hero returns the policy of a's focus seat (a battle's heroes').
func (c *CompareResult) hero(a CompareSide) string {
	return lab.Policies(a.Setup, nil)[a.Setup.Schema().Focus]
}

// label returns how variant a is named: a coop battle by its name and
// source, and its heroes' policy when the policies differ or the battle is
// the same; a game by its file and its seats' policies.
func (c *CompareResult) label(a CompareSide) string {
	if !c.Coop {
		return textsafe.Term(a.Arg) + ", " + lab.PolicyText(a.Setup, a.Specs)
	}
	s := fmt.Sprintf("%s (%s)", a.Name, a.Source)
	if pa, pb := c.heroes(); pa != pb || c.One {
		s += ", policy " + c.hero(a)
	}
	return textsafe.Term(s)
}

// WriteText writes the comparison as text, in the words of A's schema:
// its games, their length and its focus seat as the schema names them,
// whatever the policies are given as (a competitive battle compared by
// every seat's policies speaks of battles and rounds, as its tournament
// does). The verdict of a coop comparison speaks of B's heroes, that of a
// comparison of every seat's policies of the focus seat in B.
func (c *CompareResult) WriteText(w io.Writer) error {
	cmp := c.Cmp
	words := &c.A.Setup.Schema().Words
	who := textsafe.Term(words.Who)
	wins, name := Wins(who), strings.TrimPrefix(who, "the ")
	v := PairedView{LabelA: c.label(c.A), LabelB: c.label(c.B),
		Unit: words.Game, Requested: c.Requested, Seed: c.Seed, Complete: cmp.A.Complete, Wins: &cmp.Wins, Measure: &cmp.Turns,
		WinRow: name + wins, MeasureRow: words.Length, WonBy: "won by " + who, WinsInB: "in B, " + who + wins}
	if c.Coop {
		v.WinsInB = "B's " + name + wins
	}
	v.RateA[0], v.RateA[1], v.RateA[2] = lab.Rate(cmp.A)
	v.RateB[0], v.RateB[1], v.RateB[2] = lab.Rate(cmp.B)
	if err := v.Write(w); err != nil || c.Flips == 0 {
		return err
	}
	f := PairedFlips{Who: who, N: c.Flips, A: cmp.FlipsA, B: cmp.FlipsB, Logged: words.Logged,
		LogA: func(i int64) string { return c.logCommand(c.A, i) }, LogB: func(i int64) string { return c.logCommand(c.B, i) }}
	f.Write(w)
	return nil
}

// logCommand returns the tmntsim log command that shows battle i of
// variant a: of a coop battle, its heroes' policy unless the default.
func (c *CompareResult) logCommand(a CompareSide, i int64) string {
	return LogCommand(a.Arg, a.Setup, a.Specs, i, c.Seed, c.Coop, a.Setup.Schema().Focus, policy.Default)
}

// WriteJSON writes the comparison as JSON: a battle's or a game's.
func (c *CompareResult) WriteJSON(w io.Writer) error {
	x := Comparison{Cmp: c.Cmp, Seed: c.Seed, Flips: c.Flips}
	if c.Coop {
		x.PolicyA, x.PolicyB = c.heroes()
		return x.WriteBattleJSON(w)
	}
	s := c.A.Setup.Schema()
	x.Game, x.Focus, x.SourceA, x.SourceB = s.Game, s.Seats[s.Focus], c.A.Arg, c.B.Arg
	return x.WriteGameJSON(w)
}
