package adventures

import "math/bits"

// This file holds a hero's action slots: the unspent dice of each kind
// and the subsets of them an option can spend.

// slotSet lists the available action slots of a hero whose faces match.
type slotSet struct {
	n     int
	slot  [MaxSlots]int8
	icons [MaxSlots]int8
}

// slots returns hero h's unspent slots whose icon kind is in kinds (a bit
// mask of 1<<IconMove, 1<<IconMelee, 1<<IconRanged).
func (g *Game) slots(h int, kinds int) slotSet {
	var s slotSet
	for k := 0; k < g.NumSlots(h); k++ {
		f, ok := g.Slot(h, k)
		if ok && f.Count() > 0 && kinds&(1<<f.Kind()) != 0 {
			s.add(k, f.Count())
		}
	}
	return s
}

// Buffers of Game.subs: the dice subsets heroOptions pairs with targets.
const (
	subMelee   = 0 // melee strikes, needing 1 and 2 icons
	subRanged  = 2 // ranged strikes, needing 1 and 2 icons
	subBoth    = 4 // thrown objects, needing 1 and 2 icons
	subMove2   = 6 // take cover, crouch, climb
	subMove3   = 7 // leap, grind
	subSpecial = 8 // the special move being listed
	numSubs    = 9
)

// A subsetBuf holds the slot masks of subsets of a slotSet: at most every
// non-empty subset of MaxSlots slots.
type subsetBuf [1<<MaxSlots - 1]uint8

// subsets appends to dst the slot mask of every non-empty subset of s whose
// icons total at least need, in a fixed order, and returns the extended
// slice; when minimal is true only the subsets from which no die can be
// dropped (characters cannot "make change" from a die, but need not spend
// more dice than the cost). Option lists compute the masks once and pair
// them with each target.
func (s *slotSet) subsets(need int, minimal bool, dst []uint8) []uint8 {
	var t subsetTables
	return s.subsetsWith(&t, need, minimal, dst)
}

// subsetTables is the scratch space of subsets: for each subset of the
// slots, its icons, the fewest icons of one of its dice and its slot mask.
type subsetTables struct {
	total, least, mask [1 << MaxSlots]uint8
}

// subsetsWith is subsets with its scratch space in t, whose entries need
// not be clear: each is written before it is read. The option list keeps
// one (Game.subT) rather than clearing 768 bytes per list of subsets.
func (s *slotSet) subsetsWith(t *subsetTables, need int, minimal bool, dst []uint8) []uint8 {
	// Subset m extends subset m&(m-1) by its lowest member: its icons,
	// fewest icons of a die and slot mask follow from that subset's.
	total, least, mask := &t.total, &t.least, &t.mask
	total[0], least[0], mask[0] = 0, 127, 0
	for m := 1; m < 1<<s.n; m++ {
		i, p := bits.TrailingZeros(uint(m)), m&(m-1)
		total[m] = total[p] + uint8(s.icons[i])
		least[m] = min(least[p], uint8(s.icons[i]))
		mask[m] = mask[p] | 1<<s.slot[i]
		if int(total[m]) < need || (minimal && int(total[m]-least[m]) >= need) {
			continue
		}
		dst = append(dst, mask[m])
	}
	return dst
}

// heroSlots are a hero's unspent slots by icon kind (kind[IconMove],
// kind[IconMelee], kind[IconRanged]) and those of melee or ranged icons
// (both), as slots would list them.
type heroSlots struct {
	kind [IconRanged + 1]slotSet
	both slotSet
}

// heroSlots lists hero h's unspent slots of every kind in one pass: the
// dice, then the placeholders (Slot).
func (g *Game) heroSlots(h int) heroSlots {
	var sl heroSlots
	hs := &g.heroes[h]
	n := g.B.Heroes[h].NDice
	for k := 0; k < n; k++ {
		if !hs.spent[k] {
			sl.put(k, hs.face[k])
		}
	}
	for i := range hs.phFace {
		if hs.phValid[i] && !hs.phSpent[i] {
			sl.put(n+i, hs.phFace[i])
		}
	}
	return sl
}

// put lists slot k, showing face f, under its kind if it has icons.
func (sl *heroSlots) put(k int, f Face) {
	c := f.Count()
	if c == 0 {
		return
	}
	kind := f.Kind()
	sl.kind[kind].add(k, c)
	if kind != IconMove {
		sl.both.add(k, c)
	}
}

// total returns the icons of the slots in s.
func (s *slotSet) total() int {
	n := 0
	for i := 0; i < s.n; i++ {
		n += int(s.icons[i])
	}
	return n
}

// add puts slot k with n icons at the end of s.
func (s *slotSet) add(k, n int) {
	s.slot[s.n] = int8(k)
	s.icons[s.n] = int8(n)
	s.n++
}

// maskOf returns the slot mask of every slot in s.
func (g *Game) maskOf(s *slotSet) uint8 {
	var m uint8
	for i := 0; i < s.n; i++ {
		m |= 1 << s.slot[i]
	}
	return m
}
