package adventures

import (
	"fmt"
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

// "A figure may drop a carried item in the space it occupies, or an
// adjacent space, at any time" (Adventures, Dropping Carried Items), not
// into blocking terrain nor across levels; a carried character is dropped
// "in its current space" (Carrying Characters). Dropping an item ends the
// move action; dropping a character is done "without spending move points
// or move actions", so the move goes on (docs/RULES.md).
func TestDropSpaces(t *testing.T) {
	for _, c := range []struct {
		name      string
		character bool
		want      int // spaces offered
		mp        int // move points left after dropping
	}{{"item", false, 7, 0}, {"character", true, 1, 2}} {
		t.Run(c.name, func(t *testing.T) {
			// b2 is the carrier's space; around it c1 is blocking and
			// a1 elevated: 8 neighbours less those 2.
			m := testMap(
				"^.#.",
				"....",
				"....",
			)
			b := &Battle{Name: "drop", Map: m,
				Heroes:     []HeroSpec{turtle("Leonardo", cell(t, "b2"), dieOf(MakeFace(IconMove, 1, false)))},
				Carriables: []Carriable{{Name: "canister", Character: c.character, Cell: cell(t, "b2")}},
			}
			g := newTestGame(t, b, nil)
			g.rollActionDice()
			g.Figs[0].Carry, g.carry[0].carrier = 0, 0
			g.mp = 2
			var drops []Option
			for _, o := range g.heroOptions(0) {
				if o.Kind == OptDrop {
					drops = append(drops, o)
				}
			}
			if len(drops) != c.want {
				t.Fatalf("%d drop spaces offered (%v), want %d", len(drops), drops, c.want)
			}
			o := drops[len(drops)-1]
			g.doAction(0, o)
			if g.carry[0].cell != o.Cell || g.carry[0].carrier != -1 || g.Figs[0].Carry != -1 {
				t.Errorf("dropped at %s: lies at %s, carrier %d", o.Cell.Label(), g.carry[0].cell.Label(), g.carry[0].carrier)
			}
			if g.mp != c.mp {
				t.Errorf("%d move points left after dropping, want %d", g.mp, c.mp)
			}
		})
	}
}

// A hand-off is made "by making a melee strike" (Handing Off Carried
// Items), and "any strike made into or out of obscuring terrain costs twice
// as many action icons" (Obscuring Terrain): to a catcher on obscuring
// terrain it needs 2 katana and rolls Attack + 1 die for them. Next to 2
// enemies the hand-off needs 3 hits: with Battle dice that always roll 1
// hit, Attack 1 + 2 katana succeeds in the open, and falls short into
// obscuring terrain.
func TestHandOffObscuring(t *testing.T) {
	for _, c := range []struct {
		name     string
		obscured bool
		masks    []uint8 // the dice the hand-offs may spend
		caught   bool
	}{
		{"open", false, []uint8{0b01, 0b10, 0b11}, true},
		{"into obscuring", true, []uint8{0b11}, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			row := "...."
			if c.obscured {
				row = "..O."
			}
			m := testMap("....", row, "....", "....")
			katana := dieOf(MakeFace(IconMelee, 1, false))
			b := &Battle{Name: "pass", Map: m,
				Heroes:     []HeroSpec{turtle("Leonardo", cell(t, "b2"), katana, katana), turtle("Raphael", cell(t, "c2"))},
				Villains:   []VillainSpec{footNinja(2, cell(t, "a1"), cell(t, "a3"))},
				Carriables: []Carriable{{Name: "disk", Cell: cell(t, "b2")}},
			}
			g := newTestGame(t, b, nil)
			g.rollActionDice()
			g.setDie([]dice.Face{{Hits: 1}})
			g.Figs[0].Carry, g.carry[0].carrier = 0, 0
			var got []uint8
			var last Option
			for _, o := range g.heroOptions(0) {
				if o.Kind == OptHandOff {
					got = append(got, o.Dice)
					last = o
				}
			}
			if fmt.Sprint(got) != fmt.Sprint(c.masks) {
				t.Fatalf("hand-offs spend dice %b, want %b", got, c.masks)
			}
			g.passItem(0, last)
			if caught := g.Figs[1].Carry == 0; caught != c.caught {
				t.Errorf("Raphael catches: %v, want %v", caught, c.caught)
			}
		})
	}
}
