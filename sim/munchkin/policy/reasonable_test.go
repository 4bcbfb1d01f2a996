package policy_test

import (
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/munchkin"
	"github.com/tmntsim/tmntsim/sim/munchkin/policy"
)

// watch wraps a policy and checks each of its choices with a rule.
type watch struct {
	inner munchkin.Policy
	t     *testing.T
	bad   *int
}

func (w watch) Reset(v *munchkin.View) { w.inner.Reset(v) }

func (w watch) Choose(v *munchkin.View, d munchkin.Decision, opts []munchkin.Option) int {
	k := w.inner.Choose(v, d, opts)
	o := opts[k]
	me := v.Seat()
	f, h := v.Fighter()
	switch {
	case d == munchkin.DecAskHelp && o.Kind == munchkin.OptAsk && v.PlayerSide() > v.MonsterSide():
		w.t.Errorf("asked for help in a fight already won (%d vs %d)", v.PlayerSide(), v.MonsterSide())
	case d == munchkin.DecAskHelp && o.Kind == munchkin.OptAsk && int(o.Arg) > 1:
		w.t.Errorf("offered %d Treasures, want at most 1", o.Arg)
	case d == munchkin.DecHelp && o.Kind == munchkin.OptAccept && v.Level(f)+v.MonsterLevels() >= munchkin.WinLevel:
		w.t.Errorf("helped seat %d to win the game", f+1)
	case d == munchkin.DecCombat && o.Kind == munchkin.OptPlay && me != f && me != h && v.PlayerSide() <= v.MonsterSide():
		c := v.Card(o.Card)
		if c.Kind == munchkin.Enhancer && c.Bonus > 0 || c.Kind == munchkin.WanderingMonster {
			w.t.Errorf("played %s against a fight already lost", c.Name)
		}
	case d == munchkin.DecAnyTime && o.Kind == munchkin.OptTrade && o.Arg == munchkin.NoCard:
		w.t.Errorf("gave %s away", v.Card(o.Card).Name)
	case d == munchkin.DecBribe && o.Kind == munchkin.OptBribe:
		w.t.Errorf("added %s to a bribe", v.Card(o.Card).Name)
	case d == munchkin.DecCombat && o.Kind == munchkin.OptKata && v.PlayerSide() > v.MonsterSide():
		w.t.Errorf("used %s in a fight already won", v.Card(o.Card).Name)
	case d == munchkin.DecCombat && o.Kind == munchkin.OptPlay && me != f && me != h && v.Card(o.Card).Eliminate &&
		v.Level(f)+v.MonsterLevels() < munchkin.WinLevel:
		w.t.Errorf("eliminated a monster of seat %d's fight, which would not win the game", f+1)
	case d == munchkin.DecTrade && o.Kind == munchkin.OptAccept:
		if from, _, take := v.Trade(); take != munchkin.NoCard && v.Level(from) >= 8 {
			w.t.Errorf("traded with seat %d at Level %d", from+1, v.Level(from))
		}
	case d == munchkin.DecCombat && o.Kind == munchkin.OptPlay && (me == f || me == h) && v.PlayerSide() > v.MonsterSide():
		w.t.Errorf("played %s in a fight already won", v.Card(o.Card).Name)
	}
	if w.t.Failed() {
		*w.bad++
	}
	return k
}

// TestReasonableChoices plays reasonable seats among greedy and random ones
// and checks what the policy promises: help asked only when needed for at
// most one Treasure, no help to a winning fighter, no card wasted on a fight
// already decided, no monster of a rival's fight eliminated unless the
// fight would win the game, no Item given away, no bribe of several
// cards, no trade with a player at Level 8 or more.
func TestReasonableChoices(t *testing.T) {
	s := tableOfFour(t)
	bad := 0
	pols := []munchkin.Policy{
		watch{policy.NewReasonable(), t, &bad}, policy.NewGreedy(),
		watch{policy.NewReasonable(), t, &bad}, policy.NewRandom(),
	}
	g := munchkin.NewGame(s, pols)
	var res sim.Record
	for i := 0; i < 500 && bad == 0; i++ {
		g.Play(5, uint64(i), &res)
	}
}

// tally wraps a policy and counts its offers of first pick, the offers of
// first pick it accepted and refused, and its first picks.
type tally struct {
	inner                   munchkin.Policy
	t                       *testing.T
	offered, took, declined *int
	picks                   *int
}

func (w tally) Reset(v *munchkin.View) { w.inner.Reset(v) }

func (w tally) Choose(v *munchkin.View, d munchkin.Decision, opts []munchkin.Option) int {
	k := w.inner.Choose(v, d, opts)
	o := opts[k]
	me := v.Seat()
	f, _ := v.Fighter()
	switch {
	case d == munchkin.DecAskHelp && o.Kind == munchkin.OptAsk && o.First:
		*w.offered++
		if v.Level(me) <= v.Level(int(o.Target)) {
			w.t.Errorf("offered first pick to seat %d at Level %d, Level %d itself", o.Target+1, v.Level(int(o.Target)), v.Level(me))
		}
	case d == munchkin.DecHelp && !v.OfferFirst() && v.Offer() > 0 && v.Offer() < v.Treasures() &&
		v.Level(f) > v.Level(me) && o.Kind == munchkin.OptAccept:
		w.t.Errorf("took part of the Treasure without first pick from seat %d, a Level ahead", f+1)
	case d == munchkin.DecHelp && v.OfferFirst():
		if o.Kind == munchkin.OptAccept {
			*w.took++
		} else {
			*w.declined++
		}
	case d == munchkin.DecPick:
		*w.picks++
		for _, x := range opts {
			if policy.Value(v, x.Card) > policy.Value(v, o.Card) && v.Card(x.Card).Only == munchkin.RaceAny {
				w.t.Errorf("picked %s, left %s", v.Card(o.Card).Name, v.Card(x.Card).Name)
			}
		}
	}
	return k
}

// TestReasonableFirstPick plays four reasonable seats and checks the
// first-pick rule: it is offered only to a player at a lower Level, and
// the picks take the card of most Value.
func TestReasonableFirstPick(t *testing.T) {
	s := tableOfFour(t)
	var offered, took, declined, picks int
	pols := make([]munchkin.Policy, 4)
	for i := range pols {
		pols[i] = tally{policy.NewReasonable(), t, &offered, &took, &declined, &picks}
	}
	g := munchkin.NewGame(s, pols)
	var res sim.Record
	for i := 0; i < 2000 && !t.Failed(); i++ {
		g.Play(5, uint64(i), &res)
	}
	t.Logf("first pick offered %d times, accepted %d, refused %d; %d first picks", offered, took, declined, picks)
	if offered == 0 || took == 0 || picks == 0 {
		t.Errorf("first pick offered %d, accepted %d, picks %d; want each above 0", offered, took, picks)
	}
	if took+declined != offered {
		t.Errorf("%d offers of first pick answered, want %d", took+declined, offered)
	}
}
