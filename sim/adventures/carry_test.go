package adventures

import (
	"testing"

	"github.com/tmntsim/tmntsim/sim/dice"
)

// "If a thrown item passes through a space containing an enemy figure,
// that figure may attempt to intercept the item" (Adventures, Intercepting
// Thrown Items; AI Villain Figures and Carried Items: the AI figure always
// tries): every space the straight line between the centres passes
// through, as line of sight counts them. A throw from a1 to c2 passes
// through b1 and b2; a figure off the line does not intercept. With
// Battle dice that always roll a double hit, an enemy on the line catches
// the item, and otherwise the catcher does.
func TestInterceptOnTheLine(t *testing.T) {
	for _, c := range []struct {
		ninja string
		stole bool
	}{{"b1", true}, {"b2", true}, {"e1", false}, {"a2", false}} {
		t.Run(c.ninja, func(t *testing.T) {
			b := &Battle{Name: "throw", Map: openMap(),
				Heroes:     []HeroSpec{turtle("Leonardo", cell(t, "a1")), turtle("Raphael", cell(t, "c2"))},
				Villains:   []VillainSpec{footNinja(1, cell(t, c.ninja))},
				Carriables: []Carriable{{Name: "disk", Cell: cell(t, "a1")}},
			}
			g := newTestGame(t, b, nil)
			g.setDie([]dice.Face{{Hits: 2}})
			g.Figs[0].Carry, g.carry[0].carrier = 0, 0
			g.passItem(0, Option{Kind: OptThrowItem, Target: 1})
			ninja := g.vStart[0]
			if got := g.Figs[ninja].Carry == 0; got != c.stole {
				t.Errorf("the Foot Ninja on %s intercepts: %v, want %v", c.ninja, got, c.stole)
			}
			if got := g.Figs[1].Carry == 0; got == c.stole {
				t.Errorf("Raphael catches: %v, want %v", got, !c.stole)
			}
		})
	}
}
