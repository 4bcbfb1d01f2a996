package villainpolicy

import (
	"strings"
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
	"github.com/tmntsim/tmntsim/sim/adventures/grid"
	"github.com/tmntsim/tmntsim/sim/adventures/villaindeck"
)

// alley is a competitive battle of Leonardo on d4, next to covered terrain
// on c4, and a Foot Ninja with the sheet ability ABILITY.
const alley = `
name: Alley
mode: competitive
villain_deck: foot-clan
heroes: [leonardo]
map:
  rows: |
    .......
    .......
    .......
    ..CH...
    .......
    .......
    .......
  legend:
    C: [covered]
    H: [hero-start]
villains:
  - {villain: karai, figures: 1, start: [a1]}
  - {villain: foot-ninja, figures: 1, start: [d6], ability: "ABILITY"}
  - {villain: foot-elite, figures: 1, start: [g1]}
win:
  - {kind: leader-ko-in-a-row, n: 3}
lose:
  - {kind: ko-in-a-row, n: 2}
round_limit: 10
at_round_limit: villain
`

// strikeProbe is a planner that, at its first decision, records what it
// makes of the Foot Ninja's 1-icon melee strike at Leonardo from c4 (on
// covered terrain) and from e4 (in the street).
type strikeProbe struct {
	*Planner
	done          bool
	cover, street float64
}

func (p *strikeProbe) Choose(s *adventures.VillainSeat, d adventures.VillainDecision, opts []adventures.VillainOption) int {
	if !p.done && s.Fig(0).Standing() {
		p.done = true
		p.cover = p.strikeValue(s, 2, grid.At(2, 3), villaindeck.KindMelee, 1)
		p.street = p.strikeValue(s, 2, grid.At(4, 3), villaindeck.KindMelee, 1)
	}
	return p.Planner.Choose(s, d, opts)
}

// The planner's estimate of a strike counts the villain sheet's passive
// Attack bonus where the figure strikes from (StrikeDiceFrom): +1 Attack
// is worth more from anywhere; +1 Attack on covered terrain only from c4.
func TestStrikeValueCountsAttackBonus(t *testing.T) {
	values := func(ability string) (cover, street float64) {
		l, err := battlefile.LoadBytes("alley.yaml", []byte(strings.Replace(alley, "ABILITY", ability, 1)))
		if err != nil {
			t.Fatal(err)
		}
		p := &strikeProbe{Planner: &Planner{}}
		g := adventures.NewGame(l.Battle, adventures.FirstPolicy{})
		g.SetVillainPolicy(p)
		var rec sim.Record
		g.Play(1, 0, &rec)
		if !p.done {
			t.Fatal("the villain made no decision")
		}
		return p.cover, p.street
	}
	cover0, street0 := values("none")
	cover1, street1 := values("passive: attack 1")
	coverT, streetT := values("passive: attack 1 on covered")
	if cover0 != street0 {
		t.Errorf("no ability: from cover %.3f, from the street %.3f, want them equal", cover0, street0)
	}
	if cover1 <= cover0 || street1 <= street0 {
		t.Errorf("+1 Attack: from cover %.3f, from the street %.3f, want above %.3f", cover1, street1, cover0)
	}
	if coverT != cover1 || streetT != street0 {
		t.Errorf("+1 Attack on covered: from cover %.3f, from the street %.3f, want %.3f and %.3f", coverT, streetT, cover1, street0)
	}
}
