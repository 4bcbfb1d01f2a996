package policy

import (
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
)

// keptChecker plays as the tactician, and at each action of a hero whose
// plan nextHero kept, checks that the kept plan (planTurn) is the plan
// made anew.
type keptChecker struct {
	*Tactician
	t                 *testing.T
	kept, wrong, ties int
}

func (k *keptChecker) Choose(g adventures.View, d adventures.Decision, opts []adventures.Option) int {
	t := k.Tactician
	if d.Kind == adventures.DecideAction && t.next.valid && t.next.h == d.Hero && g.Fig(d.Hero).Stun == 0 {
		t.prepare(g, d.Hero)
		t.newDecision(g, d.Hero)
		p := poolOf(g, d.Hero)
		got := t.planTurn(g, d.Hero, &p, true)
		if !t.next.valid && got == t.next.pl {
			k.kept++
			want := t.plan(g, d.Hero, &p, true)
			switch {
			case got.gainMove != want.gainMove || got.strikeFirst != want.strikeFirst:
				k.wrong++
				if k.wrong <= 3 {
					k.t.Errorf("round %d, hero %d: kept plan %+v, made anew %+v", g.Round(), d.Hero, got, want)
				}
			case got != want:
				k.ties++ // another space of the same value
			}
		}
	}
	return t.Choose(g, d, opts)
}

// TestNextHeroPlanKept: in Competitive Mode the plan nextHero made for the
// hero it chose is the plan of that hero's first action, so planTurn
// keeps it instead of planning again; over 60 battles of each competitive
// example, plans are kept, and each is worth what the plan made anew is
// worth. A new plan may end on another space of the same value (the
// pruning of plan depends on the values cached, which break ties): at
// most 1% of them.
func TestNextHeroPlanKept(t *testing.T) {
	for _, name := range []string{"foot-clan-ambush", "shadows-ambush", "shredders-lair", "thugs-turf"} {
		l, err := battlefile.Open(name)
		if err != nil {
			t.Fatal(err)
		}
		k := &keptChecker{Tactician: NewTactician(0.9, 1), t: t}
		g := adventures.NewGame(l.Battle, k)
		var rec sim.Record
		for i := range uint64(60) {
			g.Play(1, i, &rec)
		}
		if k.kept == 0 {
			t.Errorf("%s: no plan kept from the choice of the next hero", name)
		}
		t.Logf("%s: %d plans kept, %d wrong, %d ties", name, k.kept, k.wrong, k.ties)
		if k.ties*100 > k.kept {
			t.Errorf("%s: %d of %d kept plans end on another space of the same value than a new plan; want at most 1%%", name, k.ties, k.kept)
		}
	}
}
