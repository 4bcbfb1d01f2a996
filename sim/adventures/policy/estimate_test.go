package policy

import (
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
	"github.com/tmntsim/tmntsim/sim/adventures/grid"
)

// rooftops is a battle of Leonardo at c3 and two Foot Ninja, one on the
// rooftop (b1), one in the street (e2), which the test keeps from moving.
const rooftops = `name: Rooftops
heroes: [{hero: leonardo, start: c3, ability: "ABILITY"}]
map:
  rows: |
    ^^....
    ^^....
    ..H...
  legend:
    "^": [elevated]
    H: [hero-start]
villains:
  - {villain: foot-ninja, figures: 2, start: [b1, e2], ability: none}
win:
  - {kind: survive, n: 3}
`

// followProbe is a tactician that, at its first action, records what it
// makes of striking from a2 (on the rooftop, next to b1) and from f3 (in
// the street, next to e2).
type followProbe struct {
	*Tactician
	done bool
	roof float64
	road float64
}

func (p *followProbe) Choose(g adventures.View, d adventures.Decision, opts []adventures.Option) int {
	i := p.Tactician.Choose(g, d, opts)
	if d.Kind == adventures.DecideAction && !p.done {
		p.done = true
		pl := poolOf(g, d.Hero)
		p.roof = p.followCalc(g, d.Hero, grid.At(0, 1), &pl, false)
		p.road = p.followCalc(g, d.Hero, grid.At(5, 2), &pl, false)
	}
	return i
}

// The policies' estimates count the abilities' bonuses, asked of the
// engine's queries (StrikeDice): a hero with +1 Attack on elevated terrain
// values striking from a rooftop higher than from the street, where it is
// worth what it is to a hero without the ability.
func TestEstimateCountsTerrainAttack(t *testing.T) {
	values := func(ability string) (roof, road float64) {
		src := []byte(replaceOnce(rooftops, "ABILITY", ability))
		l, err := battlefile.LoadBytes("rooftops.yaml", src)
		if err != nil {
			t.Fatal(err)
		}
		b := l.Battle
		katana := adventures.MakeFace(adventures.IconMelee, 1, false)
		for d := 0; d < b.Heroes[0].NDice; d++ {
			b.Heroes[0].Dice[d] = [6]adventures.Face{katana, katana, katana, katana, katana, katana}
		}
		b.Villains[0].Move = 0
		p := &followProbe{Tactician: NewTactician(0.9, 1)}
		g := adventures.NewGame(b, p)
		var rec sim.Record
		g.Play(1, 0, &rec)
		if !p.done {
			t.Fatal("the hero took no action")
		}
		return p.roof, p.road
	}
	roof0, road0 := values("none")
	roof1, road1 := values("passive: attack 1 on elevated")
	if roof0 != road0 {
		t.Errorf("without the ability: rooftop %.3f, street %.3f, want them equal", roof0, road0)
	}
	if roof1 <= roof0 {
		t.Errorf("rooftop with +1 Attack there %.3f, without %.3f: want it higher", roof1, roof0)
	}
	if road1 != road0 {
		t.Errorf("street with +1 Attack on rooftops %.3f, without %.3f: want them equal", road1, road0)
	}
}

// replaceOnce replaces the first old in s by new.
func replaceOnce(s, old, new string) string {
	for i := 0; i+len(old) <= len(s); i++ {
		if s[i:i+len(old)] == old {
			return s[:i] + new + s[i+len(old):]
		}
	}
	return s
}
