package policy

import (
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
	"github.com/tmntsim/tmntsim/sim/adventures/villainpolicy"
)

// idleStunned is the greedy policy, counting the turns it ends stunned
// while a die could clear a stun token.
type idleStunned struct {
	Greedy
	idle, stunned int
}

func (p *idleStunned) Choose(g adventures.View, d adventures.Decision, opts []adventures.Option) int {
	i := p.Greedy.Choose(g, d, opts)
	if d.Kind == adventures.DecideAction && g.Fig(d.Hero).Stun > 0 {
		p.stunned++
		if opts[i].Kind == adventures.OptNone && len(opts) > 1 {
			p.idle++
		}
	}
	return i
}

// TestGreedyClearsStun: a stunned greedy hero spends a die on each stun
// token rather than end its turn (Adventures, Stun, p. 35); it once stood
// stunned for the rest of the battle, and the greedy heroes won 2.65% of
// shredders-lair, whose villain cards stun, against the greedy villain.
func TestGreedyClearsStun(t *testing.T) {
	l, err := battlefile.Open("shredders-lair")
	if err != nil {
		t.Fatal(err)
	}
	p := &idleStunned{}
	g := adventures.NewGame(l.Battle, p)
	vp, err := villainpolicy.New("greedy")
	if err != nil {
		t.Fatal(err)
	}
	g.SetVillainPolicy(vp)
	for i := range uint64(20) {
		var rec sim.Record
		g.Play(1, i, &rec)
	}
	if p.stunned == 0 {
		t.Fatal("no greedy hero was stunned in 20 battles; the test needs a battle whose villain stuns")
	}
	if p.idle != 0 {
		t.Errorf("a stunned greedy hero ended %d of %d decisions with a die to clear a stun token; want 0", p.idle, p.stunned)
	}
}
