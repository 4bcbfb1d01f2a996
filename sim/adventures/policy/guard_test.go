package policy_test

import (
	"fmt"
	"testing"

	"github.com/tmntsim/tmntsim/internal/viewguard"
	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
	"github.com/tmntsim/tmntsim/sim/adventures/policy"
	"github.com/tmntsim/tmntsim/sim/adventures/villainpolicy"
)

// engineScratch names the Game's fields that are no part of the battle:
// the scratch games a policy plays out (View.Scratch,
// VillainSeat.Scratch) and the engine's caches and buffers, which the
// view's methods fill as they answer, and the counters of the work
// they do (Counters).
var engineScratch = []string{"scratch", "opts", "chk", "reach", "reachFor", "reachPart", "reachTo",
	"fields", "wgt", "path", "cells", "order", "runs", "subs", "gbuf", "slow",
	"heroBrk", "villainBrk", "sight", "ctr"}

// guardedHeroes plays a hero policy under a Guard.
type guardedHeroes struct {
	p adventures.Policy
	w *viewguard.Guard
}

func (g guardedHeroes) Reset(v adventures.View) { g.w.Check(v, "Reset", func() { g.p.Reset(v) }) }

func (g guardedHeroes) Choose(v adventures.View, d adventures.Decision, opts []adventures.Option) (i int) {
	g.w.Check(v, "Choose("+d.Kind.String()+")", func() { i = g.p.Choose(v, d, opts) })
	return i
}

// guardedVillain plays a villain policy under a Guard, in the battle
// it was Reset for: the scratch games that the heroes' lookahead plays
// out keep the villain's policy, and are the heroes' own to change.
type guardedVillain struct {
	p    adventures.VillainPolicy
	w    *viewguard.Guard
	seat **adventures.VillainSeat
}

func (g guardedVillain) Reset(s *adventures.VillainSeat) {
	*g.seat = s
	g.w.Check(s, "villain Reset", func() { g.p.Reset(s) })
}

func (g guardedVillain) Choose(s *adventures.VillainSeat, d adventures.VillainDecision, opts []adventures.VillainOption) (i int) {
	if s != *g.seat {
		return g.p.Choose(s, d, opts)
	}
	g.w.Check(s, fmt.Sprintf("villain Choose(%v)", d.Kind), func() { i = g.p.Choose(s, d, opts) })
	return i
}

// TestPoliciesLeaveTheBattleAlone plays every hero policy on every example
// battle (against the default villain policy in Competitive Mode), and
// every villain policy on every competitive example (against the default
// hero policy), a few battles each, and fingerprints the whole game
// (figures, map, battle, dice, decks and hands, progress) before and
// after each Reset and Choose: a policy reads its view and never changes
// the game. The engine's caches and the scratch games of lookahead are
// left out (engineScratch).
func TestPoliciesLeaveTheBattleAlone(t *testing.T) {
	n := uint64(2)
	if testing.Short() {
		n = 1
	}
	for _, b := range battlefile.Embedded() {
		l, err := battlefile.Open(b)
		if err != nil {
			t.Fatal(err)
		}
		comp := l.Battle.Competitive != nil
		var pairs [][2]string
		for _, name := range policy.Names() {
			pairs = append(pairs, [2]string{name, villainpolicy.Default})
		}
		pairs = append(pairs, [2]string{"planner:camp=0.3", villainpolicy.Default})          // a term off by default (planner_learn.go)
		pairs = append(pairs, [2]string{"planner:next=3", villainpolicy.Default})            // plays on the scratch game, off by default (planner_next.go)
		pairs = append(pairs, [2]string{"planner:shield=1,target=3", villainpolicy.Default}) // target off by default (planner_shield.go)
		if comp {
			for _, name := range villainpolicy.Names() {
				pairs = append(pairs, [2]string{policy.Default, name})
			}
		}
		for _, pair := range pairs {
			hp, err := policy.New(pair[0])
			if err != nil {
				t.Fatal(err)
			}
			w := &viewguard.Guard{T: t, Where: fmt.Sprintf("%s, heroes %s", b, pair[0]), Skip: engineScratch}
			if comp {
				w.Where += ", villain " + pair[1]
			}
			g := adventures.NewGame(l.Battle, guardedHeroes{hp, w})
			if comp {
				vp, err := villainpolicy.New(pair[1])
				if err != nil {
					t.Fatal(err)
				}
				g.SetVillainPolicy(guardedVillain{vp, w, new(*adventures.VillainSeat)})
			}
			for i := range n {
				var rec sim.Record
				g.Play(1, i, &rec)
			}
		}
	}
}
