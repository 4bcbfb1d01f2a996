package policy

import (
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
	"github.com/tmntsim/tmntsim/sim/adventures/grid"
)

// street is a battle of Leonardo at a2 and one aware Foot Ninja (Move 4,
// Hit 2) at p2, fifteen spaces away, with the villain's ability ABILITY.
const street = `name: Street
heroes: [{hero: leonardo, start: a2}]
map:
  rows: |
    ................
    H...............
    ................
  legend:
    H: [hero-start]
villains:
  - {villain: foot-ninja, figures: 1, start: [p2], ability: "ABILITY"}
win:
  - {kind: survive, n: 3}
`

// dangerProbe is a tactician that, at its first action, records the
// danger it sees on the spaces 1 to 7 to the left of the villain.
type dangerProbe struct {
	*Tactician
	done   bool
	vx     int // the villain's column
	danger [8]float64
}

func (p *dangerProbe) Choose(g adventures.View, d adventures.Decision, opts []adventures.Option) int {
	if d.Kind == adventures.DecideAction && !p.done {
		p.done = true
		p.prepareThreat(g, d.Hero)
		v := g.Fig(g.NumHeroes()).Cell
		p.vx = v.X()
		if p.vx < len(p.danger) {
			return p.Tactician.Choose(g, d, opts)
		}
		for k := 1; k < len(p.danger); k++ {
			p.danger[k] = p.dangerAt(g, d.Hero, grid.At(v.X()-k, v.Y()))
		}
	}
	return p.Tactician.Choose(g, d, opts)
}

// The heroes' view of what an AI villain threatens counts the villain's
// passive bonuses, asked of the engine (VillainMoveAt, VillainHitAt): a
// Foot Ninja with Move +1 reaches, and strikes, a hero one space farther
// (6 spaces away: 5 to move next to it); with Hit +1 it deals more where
// it reaches.
func TestThreatCountsVillainBonuses(t *testing.T) {
	dangers := func(ability string) [8]float64 {
		l, err := battlefile.LoadBytes("street.yaml", []byte(replaceOnce(street, "ABILITY", ability)))
		if err != nil {
			t.Fatal(err)
		}
		p := &dangerProbe{Tactician: NewTactician(0.5, 1)}
		g := adventures.NewGame(l.Battle, p)
		var rec sim.Record
		g.Play(1, 0, &rec)
		if !p.done {
			t.Fatal("the hero took no action")
		}
		if p.vx < len(p.danger) {
			t.Fatalf("the villain is on column %d, want 8 or more to measure", p.vx)
		}
		return p.danger
	}
	none := dangers("none")
	move := dangers("passive: move 1")
	hit := dangers("passive: attack 1")
	if none[6] != 0 {
		t.Errorf("Move 4: danger 6 spaces away %.3f, want 0 (out of reach)", none[6])
	}
	if move[6] <= 0 {
		t.Errorf("Move 4 +1: danger 6 spaces away %.3f, want above 0 (in reach)", move[6])
	}
	if move[7] != 0 {
		t.Errorf("Move 4 +1: danger 7 spaces away %.3f, want 0 (out of reach)", move[7])
	}
	for k := 1; k <= 5; k++ {
		if move[k] != none[k] {
			t.Errorf("Move 4 +1: danger %d spaces away %.3f, want %.3f (in reach either way)", k, move[k], none[k])
		}
		if hit[k] <= none[k] {
			t.Errorf("Hit 2 +1: danger %d spaces away %.3f, want above Hit 2's %.3f", k, hit[k], none[k])
		}
	}
	if hit[6] != 0 {
		t.Errorf("Hit 2 +1: danger 6 spaces away %.3f, want 0 (out of reach)", hit[6])
	}
}

// Knocking out a villain is worth the wounds its strikes would deal, its
// passive Attack bonus counted (VillainTypeHit): a Foot Ninja with Hit +1
// is worth more, one with Hit +1 on rooftops only (not where it strikes
// from, in general) no more.
func TestKillWorthCountsVillainAttack(t *testing.T) {
	worth := func(ability string) float64 {
		l, err := battlefile.LoadBytes("street.yaml", []byte(replaceOnce(street, "ABILITY", ability)))
		if err != nil {
			t.Fatal(err)
		}
		return killWorth(adventures.NewGame(l.Battle, NewTactician(0.5, 1)).View(), 0)
	}
	none, hit, roof := worth("none"), worth("passive: attack 1"), worth("passive: attack 1 on elevated")
	if hit <= none {
		t.Errorf("Hit 2 +1: worth %.3f, want above Hit 2's %.3f", hit, none)
	}
	if roof != none {
		t.Errorf("Hit 2 +1 on elevated: worth %.3f, want Hit 2's %.3f", roof, none)
	}
}
