package policy

import (
	"bytes"
	"strings"
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
)

// The greedy, tactician and planner heroes choose the ally card of most
// value (adventures.AllyValue) at setup, whatever the order of the cards.
func TestBestAlly(t *testing.T) {
	l, err := battlefile.Open("intro-brawl")
	if err != nil {
		t.Fatal(err)
	}
	for _, pol := range []string{"greedy", "tactician", "planner"} {
		b := *l.Battle
		b.Allies = []adventures.Ally{
			{Name: "Casey Jones", Side: adventures.Heroes, Ability: adventures.Ability{When: adventures.RoundStart, Effect: adventures.EffectFocus, N: 1}},
			{Name: "April O'Neil", Side: adventures.Heroes, Ability: adventures.Ability{When: adventures.Passive, Effect: adventures.EffectAttack, N: 1}},
			{Name: "Splinter", Side: adventures.Heroes, Ability: adventures.Ability{When: adventures.WhenStruck, Effect: adventures.EffectHeal, N: 1}},
		}
		p, err := New(pol)
		if err != nil {
			t.Fatal(err)
		}
		g := adventures.NewGame(&b, p)
		var log bytes.Buffer
		g.SetLog(&log)
		var rec sim.Record
		g.Play(1, 0, &rec)
		if got := g.Ally(adventures.Heroes); got != 1 {
			t.Errorf("%s: chose ally %d, want 1 (April O'Neil, attack 1)", pol, got)
		}
		if !strings.Contains(log.String(), `setup: ally "April O'Neil" (passive: attack 1)`) {
			t.Errorf("%s: the log does not name the ally chosen", pol)
		}
		g.SetLog(nil)
		i := uint64(0)
		if a := testing.AllocsPerRun(20, func() { i++; g.Play(1, i, &rec) }); a != 0 {
			t.Errorf("%s: %.1f allocations per battle with allies, want 0", pol, a)
		}
	}
}
