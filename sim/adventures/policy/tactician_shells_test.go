package policy

import (
	"math"
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
	"github.com/tmntsim/tmntsim/sim/adventures/grid"
)

// decisionLog plays as its policy and hashes every decision it makes and
// the option it chooses or names, so that two policies' battles are told
// apart by a single decision.
type decisionLog struct {
	adventures.Actor
	sum mixer
	n   int
}

func (l *decisionLog) Choose(g adventures.View, d adventures.Decision, opts []adventures.Option) int {
	i := l.Actor.Choose(g, d, opts)
	l.note(d, opts[i], true)
	return i
}

func (l *decisionLog) Act(g adventures.View, d adventures.Decision) (adventures.Option, bool) {
	o, ok := l.Actor.Act(g, d)
	l.note(d, o, ok)
	return o, ok
}

func (l *decisionLog) note(d adventures.Decision, o adventures.Option, ok bool) {
	l.n++
	l.sum.mix(uint64(d.Kind) | uint64(d.Hero)<<8 | uint64(o.Kind)<<16 | uint64(o.Dice)<<24 | uint64(uint16(o.Cell))<<32 | uint64(uint16(o.Target))<<48)
	l.sum.mix(uint64(b2i(ok)) | uint64(uint8(o.Arg))<<8 | uint64(uint8(o.Arg2))<<16)
}

// tacticianActor is a tactician that names no action: it chooses from the
// engine's list.
type tacticianActor struct{ *Tactician }

func (tacticianActor) Act(adventures.View, adventures.Decision) (adventures.Option, bool) {
	return adventures.Option{}, false
}

// shellCheck plays as the planner and, at every choice of going on the
// defensive, checks the danger on the hero's space from its terms
// (shellDanger) against dangerWith, with 0 to 4 extra dice.
type shellCheck struct {
	*Planner
	asked, differ int
}

func (c *shellCheck) Choose(g adventures.View, d adventures.Decision, opts []adventures.Option) int {
	if h := d.Hero; d.Kind == adventures.DecideDefensive && g.Fig(h).Standing() {
		t := &c.Tactician
		t.prepareOwnSpace(g, h)
		t.readShells(g, g.Fig(h).Cell, &t.shells)
		for k := 0; k <= 4; k++ {
			c.asked++
			a, b := t.shellDanger(g, h, &t.shells, k), t.dangerWith(g, h, g.Fig(h).Cell, k, grid.NoCell)
			if math.Float64bits(a) != math.Float64bits(b) {
				c.differ++
			}
		}
	}
	return c.Planner.Choose(g, d, opts)
}

// TestShellDanger checks that the danger on a hero's space with extra
// defence dice, from the terms read once (shellTerms), is dangerWith's,
// bit for bit, and that the planner and the tactician play every example
// as they do asking dangerWith for each number of shells (noShells): the
// same decisions, the same battles.
func TestShellDanger(t *testing.T) {
	newPlanner := func() *Planner {
		p, err := New(Default)
		if err != nil {
			t.Fatal(err)
		}
		return p.(*Planner)
	}
	asked := 0
	var c *shellCheck
	playExamples(t, 20, 4, func() adventures.Policy {
		c = &shellCheck{Planner: newPlanner()}
		return c
	}, func(name string) {
		if c.differ != 0 {
			t.Errorf("%s: %d of %d dangers from the terms differ from dangerWith", name, c.differ, c.asked)
		}
		asked += c.asked
	})
	if asked == 0 {
		t.Fatal("no hero went on the defensive")
	}
	n := 200
	if testing.Short() {
		n = 20
	}
	makers := []struct {
		name string
		mk   func(noShells bool) adventures.Actor
	}{
		{"planner", func(noShells bool) adventures.Actor {
			p := newPlanner()
			p.noShells = noShells
			return p
		}},
		{"tactician", func(noShells bool) adventures.Actor {
			p := NewTactician(0.9, 1)
			p.noShells = noShells
			return tacticianActor{p}
		}},
	}
	for _, m := range makers {
		for _, name := range battlefile.Embedded() {
			ld, err := battlefile.Open(name)
			if err != nil {
				t.Fatal(err)
			}
			la, lb := &decisionLog{Actor: m.mk(false)}, &decisionLog{Actor: m.mk(true)}
			a, b := adventures.NewGame(ld.Battle, la), adventures.NewGame(ld.Battle, lb)
			schema := ld.Battle.Schema()
			var ra, rb sim.Record
			for i := 0; i < n; i++ {
				a.Play(1, uint64(i), &ra)
				b.Play(1, uint64(i), &rb)
				if la.sum != lb.sum || la.n != lb.n || string(sim.AppendRecord(nil, &schema, &ra)) != string(sim.AppendRecord(nil, &schema, &rb)) {
					t.Fatalf("%s, %s: battle %d plays otherwise with the danger of the shells from its terms", m.name, name, i)
				}
			}
		}
	}
}
