package policy_test

import (
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/munchkin"
	"github.com/tmntsim/tmntsim/sim/munchkin/policy"
)

// chooser wraps a policy and checks its choices of the order of Run Away
// rolls, of the Katas to discard and of the best Item to lose among those
// that tie, counting them.
type chooser struct {
	inner              munchkin.Policy
	t                  *testing.T
	runs, katas, loses *int
}

func (w chooser) Reset(v *munchkin.View) { w.inner.Reset(v) }

func (w chooser) Choose(v *munchkin.View, d munchkin.Decision, opts []munchkin.Option) int {
	k := w.inner.Choose(v, d, opts)
	switch d {
	case munchkin.DecRun:
		*w.runs++
		death := false
		for _, o := range opts {
			death = death || v.Card(o.Card).BadStuff.Death
		}
		if death && !v.Card(opts[k].Card).BadStuff.Death {
			w.t.Errorf("ran first from %s, not from the monster that kills", v.Card(opts[k].Card).Name)
		}
	case munchkin.DecLose:
		*w.loses++
		for _, o := range opts {
			if policy.Value(v, o.Card) < policy.Value(v, opts[k].Card) {
				w.t.Errorf("lost %s, not the %s worth less", v.Card(opts[k].Card).Name, v.Card(o.Card).Name)
			}
		}
	case munchkin.DecKatas:
		*w.katas++
		level := -int(opts[0].Arg)
		for _, o := range opts {
			level += int(v.Card(o.Card).Rank)
		}
		if all, without := bestKeep(v, opts, -1, level), bestKeep(v, opts, k, level); without != all {
			w.t.Errorf("discarded %s: the Katas kept are worth %d, %d at best", v.Card(opts[k].Card).Name, without, all)
		}
	}
	return k
}

// bestKeep is the most combat bonus (then Run Away bonus, abilities paid
// with a card at half) of Katas among opts, but the skip-th, whose Ranks
// fit level.
func bestKeep(v *munchkin.View, opts []munchkin.Option, skip, level int) int {
	best := 0
	for m := 0; m < 1<<len(opts); m++ {
		r, val := 0, 0
		for i, o := range opts {
			if m&(1<<i) != 0 && i != skip {
				cd := v.Card(o.Card)
				r += int(cd.Rank)
				val += 16*int(cd.Bonus) + 8*int(cd.DiscardBonus) + int(cd.Run)
			}
		}
		if r <= level {
			best = max(best, val)
		}
	}
	return best
}

// Running Away in the order the player chooses, Katas discarded and the
// best Item lost among those that tie by the player's choice (Running Away
// and Bad Stuff; Character stats, Katas; Traps): greedy and reasonable
// roll first against a monster that kills, keep the Katas of most value
// that fit the Level, and lose the Item of least value.
func TestRunAndKataChoices(t *testing.T) {
	s := tableOfFour(t)
	var runs, katas, loses int
	pols := []munchkin.Policy{
		chooser{policy.NewReasonable(), t, &runs, &katas, &loses}, chooser{policy.NewGreedy(), t, &runs, &katas, &loses},
		chooser{policy.NewReasonable(), t, &runs, &katas, &loses}, chooser{policy.NewGreedy(), t, &runs, &katas, &loses},
	}
	g := munchkin.NewGame(s, pols)
	var res sim.Record
	for i := 0; i < 2000 && !t.Failed(); i++ {
		g.Play(7, uint64(i), &res)
	}
	if runs == 0 || katas == 0 || loses == 0 {
		t.Errorf("%d choices of the Run Away order, %d of Katas to discard, %d of the best Item to lose; want some of each", runs, katas, loses)
	}
	t.Logf("%d choices of the Run Away order, %d of Katas to discard, %d of the best Item to lose", runs, katas, loses)
}
