package lab

import (
	"context"
	"strings"

	"github.com/tmntsim/tmntsim/sim"
)

// A CompareAsk is what a comparison of two variants was asked for: the
// files named (Args), whether --vs was given, the games of each variant
// and the flipped games to list each way (--flips). Coop says the files
// are Cooperative Mode battles, whose one seat with a policy is the
// heroes' (compared in a battle's words): one file is a comparison only
// with --vs.
type CompareAsk struct {
	Args  []string
	VS    bool
	Games int64
	Flips int
	Coop  bool
}

// SeatsSetup returns the setup a comparison of a game's files plays of
// a, by its seats' policies: its game's deck setup when it has one (a
// competitive battle's, named by its file; Game.DeckSetup), else a's.
func (a Arg) SeatsSetup() sim.Setup {
	if a.Game.DeckSetup != nil {
		if d := a.Game.DeckSetup(a.Setup, false); d != nil {
			return d
		}
	}
	return a.Setup
}

// Unit returns the word for the games compared: "battle" or "game".
func (c CompareAsk) Unit() string {
	if c.Coop {
		return "battle"
	}
	return "game"
}

// Names returns the names of the variants in errors.
func (c CompareAsk) Names() (a, b string) {
	if c.Coop {
		return "variant A", "variant B"
	}
	return "A", "B"
}

// Nothing returns the error of a comparison of a variant with itself,
// saying what to give.
func (c CompareAsk) Nothing() error {
	if c.Coop {
		return Usagef("compare: nothing to compare; give two battles (tmntsim compare A.yaml B.yaml) or two policies (tmntsim compare BATTLE --policy P --vs Q)")
	}
	return Usagef("compare: nothing to compare; give two files (tmntsim compare A.yaml B.yaml) or two policies (tmntsim compare FILE -p SPEC --vs SPEC)")
}

// Same returns Nothing when one file's two variants a and b play by the
// same policies (PolicyText of each), else nil.
func (c CompareAsk) Same(a, b Entrant) error {
	if len(c.Args) < 2 && PolicyText(a.Setup, a.Policies) == PolicyText(b.Setup, b.Policies) {
		return c.Nothing()
	}
	return nil
}

// Check returns the usage error of the comparison: more than two files,
// nothing to compare (Nothing), fewer than 2 games, the error of format
// (the flag's own check) or a negative --flips.
func (c CompareAsk) Check(format func() error) error {
	switch {
	case len(c.Args) > 2:
		return Usagef("compare: two variants at most (got %s)", strings.Join(c.Args, " "))
	case c.Coop && len(c.Args) < 2 && !c.VS:
		return c.Nothing()
	case c.Games < 2:
		return Usagef("--battles: %d; a comparison needs at least 2 %ss", c.Games, c.Unit())
	}
	if err := format(); err != nil {
		return err
	}
	if c.Flips < 0 {
		return Usagef("--flips: %d is negative; give how many flipped %ss to list each way", c.Flips, c.Unit())
	}
	return nil
}

// Play compares variant a with b (Compare), each named as Names says,
// listing the first Flips games that flipped each way.
func (c CompareAsk) Play(ctx context.Context, a, b Entrant, o Options) (*Comparison, error) {
	a.Name, b.Name = c.Names()
	return Compare(ctx, a, b, o, c.Flips)
}
