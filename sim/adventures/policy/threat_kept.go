package policy

import (
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/grid"
)

// A threatKept holds the parts of hero h's threat table that buildThreat
// keeps from one table to the next, with what they were worked out from:
// the spaces next to the heroes other than h (nearFriend), and each
// villain's nearest other hero it sees (threat.other, nearestOther). Both
// read h, the other heroes' spaces, whether they stand and what they
// crouch behind and whether that object is still there, and what sight
// reads of the map (the doors open, the blocking objects gone, the giants
// standing); a villain's other reads
// its space too (Adventures, "Line of Sight", "Crouch", "Targeting
// Priority"). The rest of the table (a villain's Move, Hit, actions,
// reach; the spaces next to the villains; the spawns) is read afresh for
// each table: it costs less than telling whether it changed.
type threatKept struct {
	battle *adventures.Battle
	dyn    grid.Set                      // the battle's doors and blocking objects (dynamic)
	heroes uint64                        // a hash of h, the other heroes and sight (heroesSig); 0: none kept
	from   [adventures.MaxFigs]grid.Cell // the space of each villain when other[id] was kept, else NoCell
	other  [adventures.MaxFigs]int
}

// heroesSig returns the hash of what the kept parts read besides a
// villain's space, for hero h's table.
func (k *threatKept) heroesSig(g adventures.View, h int, s *adventures.Sight) uint64 {
	if b := g.Battle(); k.battle != b {
		k.battle, k.dyn, k.heroes = b, dynamic(&b.Map), 0
	}
	m := newMixer(uint64(h))
	st := g.State()
	for o := 0; o < g.NumHeroes(); o++ {
		if f := g.Fig(o); o != h {
			x := uint64(uint16(f.Cell)) | uint64(uint16(f.Crouch))<<16
			if f.OnMap() {
				x |= 1 << 32
			}
			if f.Standing() {
				x |= 1 << 33
			}
			if f.Crouch != grid.NoCell && st.Gone.Has(f.Crouch) {
				x |= 1 << 34 // its object thrown, it hides no more (grid.Map.CrouchBlocked)
			}
			m.mix(x)
		}
	}
	for i := range mapWords(g) {
		m.mix((st.Open[i] | st.Gone[i]) & k.dyn[i])
	}
	if gi := s.Giants(); gi != nil {
		m.mix(1 << 62)
		for i := range mapWords(g) {
			m.mix(gi[i])
		}
	}
	return uint64(m) | 1 // never 0
}

// renew makes the kept parts stale unless sig is the hash they were kept
// for, and reports whether they were: the heroes' part is then kept.
func (k *threatKept) renew(g adventures.View, sig uint64) bool {
	if sig == k.heroes {
		return true
	}
	k.heroes = sig
	for id := range g.NumFigures() {
		k.from[id] = grid.NoCell
	}
	return false
}

// nearestOther sets th's other for hero h as th.nearestOther does, from
// the kept value when th's villain stands where it was kept for.
func (k *threatKept) nearestOther(g adventures.View, th *threat, h int) {
	id := int(th.id)
	if k.from[id] == th.cell {
		th.other = k.other[id]
		th.maxD = min(th.maxD, th.other)
		return
	}
	th.nearestOther(g, h)
	k.from[id], k.other[id] = th.cell, th.other
}
