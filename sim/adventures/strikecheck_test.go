package adventures_test

import (
	"math/rand/v2"
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
	"github.com/tmntsim/tmntsim/sim/adventures/grid"
)

// strikeChecker plays at random and, at every DecideAction of a hero not
// stunned, checks every strike CheckAction would look up in the list (a
// melee strike at each adjacent villain standing, a ranged strike and a
// throw at each other one the hero sees, with every dice mask, no space,
// the object's space or none, and Arg 0 or 1) both ways: directly and in
// the list; it counts the strikes checked, those found and those that
// differ.
type strikeChecker struct {
	t                      *testing.T
	r                      *rand.Rand
	checked, found, differ int
	moves                  int // move dice options checked
}

func (c *strikeChecker) Reset(adventures.View) {}

func (c *strikeChecker) Choose(v adventures.View, d adventures.Decision, opts []adventures.Option) int {
	if h := d.Hero; d.Kind == adventures.DecideAction && v.Fig(h).Stun == 0 {
		c.check(v, h, opts)
	}
	return c.r.IntN(len(opts))
}

func (c *strikeChecker) check(v adventures.View, h int, opts []adventures.Option) {
	f := v.Fig(h)
	m := &v.Battle().Map
	cells := [3]grid.Cell{0, grid.NoCell, grid.NoCell}
	for i := range opts {
		if opts[i].Kind == adventures.OptThrow {
			cells[2] = opts[i].Cell
		}
	}
	for dice := 0; dice < 1<<v.NumSlots(h); dice++ {
		if !slotsUnspent(v, h, uint8(dice)) {
			continue
		}
		for arg := int8(0); arg < 2; arg++ {
			o := adventures.Option{Kind: adventures.OptMoveDice, Dice: uint8(dice), Arg: arg, Target: int16(arg)}
			checked, listed := v.MoveDiceCheck(h, o)
			c.moves++
			if checked != listed {
				c.differ++
				if c.differ <= 5 {
					c.t.Errorf("%s: move dice %+v: checked %v, listed %v", v.Battle().Heroes[h].Name, o, checked, listed)
				}
			}
		}
	}
	for id := v.NumHeroes(); id < v.NumFigures(); id++ {
		tf := v.Fig(id)
		if !tf.Standing() {
			continue
		}
		adj := m.Adjacent(f.Cell, tf.Cell)
		kinds := []adventures.OptionKind{adventures.OptMelee}
		if !adj {
			if !v.CanSee(h, id) {
				continue
			}
			kinds = []adventures.OptionKind{adventures.OptRanged, adventures.OptThrow}
		}
		for _, k := range kinds {
			for dice := 0; dice < 1<<v.NumSlots(h); dice++ {
				if !slotsUnspent(v, h, uint8(dice)) {
					continue
				}
				for _, cell := range cells {
					for arg := int8(0); arg < 2; arg++ {
						o := adventures.Option{Kind: k, Target: int16(id), Dice: uint8(dice), Cell: cell, Arg: arg}
						direct, listed := v.StrikeCheck(h, o)
						c.checked++
						if listed {
							c.found++
						}
						if direct != listed {
							c.differ++
							if c.differ <= 5 {
								c.t.Errorf("%s: strike %+v: direct %v, listed %v", v.Battle().Heroes[h].Name, o, direct, listed)
							}
						}
					}
				}
			}
		}
	}
}

// slotsUnspent reports whether every slot of mask holds an unspent face
// of hero h (CheckAction refuses the others first: ErrNoSlot).
func slotsUnspent(v adventures.View, h int, mask uint8) bool {
	for k := 0; k < 8; k++ {
		if mask&(1<<k) == 0 {
			continue
		}
		if k >= v.NumSlots(h) {
			return false
		}
		if _, ok := v.Slot(h, k); !ok {
			return false
		}
	}
	return true
}

// TestStrikeListedIsListed plays random battles of every example and
// checks, at every action decision, that the direct check of a strike
// (strikeListed) finds it exactly when the list of the strikes at its
// target holds it, for every strike CheckAction looks up.
func TestStrikeListedIsListed(t *testing.T) {
	n := 20
	if testing.Short() {
		n = 4
	}
	c := &strikeChecker{t: t, r: rand.New(rand.NewPCG(3, 4))}
	for _, name := range battlefile.Embedded() {
		ld, err := battlefile.Open(name)
		if err != nil {
			t.Fatal(err)
		}
		g := adventures.NewGame(ld.Battle, c)
		var rec sim.Record
		for i := 0; i < n; i++ {
			g.Play(1, uint64(i), &rec)
		}
	}
	t.Logf("%d strikes checked, %d listed, %d move dice options; %d differ", c.checked, c.found, c.moves, c.differ)
	if c.differ != 0 || c.found == 0 || c.checked == c.found {
		t.Errorf("got %d strikes checked, %d listed, %d differ; want some listed, some not, none differing", c.checked, c.found, c.differ)
	}
}
