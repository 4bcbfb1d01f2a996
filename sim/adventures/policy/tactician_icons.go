package policy

import "github.com/tmntsim/tmntsim/sim/adventures"

// iconMemo keeps each hero's iconValues for the position iconKey hashes:
// the dice decisions of a round (arranging, rerolls, Chi faces, going on
// the defensive) ask them again and again of a position unchanged.
type iconMemo struct {
	e [adventures.MaxHeroes]iconEntry
}

// An iconEntry is one hero's iconValues for the position of key k in the
// battle of view, and the fetcher its role left the team with.
type iconEntry struct {
	k       uint64
	valid   bool
	view    adventures.View
	v       [4]float64
	fetcher int
}

// iconKey returns a hash of what iconValues of hero h reads besides the
// battle (its map, sheets and wins, and the tactician's brain, fixed for
// a battle): whether h escaped; every figure's space, where it is (on the
// map or not), whether it is knocked down, what it crouches behind (a
// crouching villain may be out of sight) and carries; where the item to
// carry (carry, or -1) is and who carries it; the data downloaded and the
// computer h hacked; the doors open and the objects gone (line of
// sight); and the team's fetcher (role, which may choose it anew). A
// figure's fields are mixed in one word, without a branch.
func iconKey(g adventures.View, h, carry, fetcher int) uint64 {
	k := newMixer(uint64(h) | 1<<63)
	k.mix(uint64(int64(fetcher)))
	k.mix(uint64(int64(g.Data())))
	if g.Escaped(h) {
		k.mix(1)
	}
	for id, n := 0, g.NumFigures(); id < n; id++ {
		f := g.Fig(id)
		k.mix(uint64(uint16(f.Cell)) | uint64(uint16(f.Crouch))<<16 | uint64(uint8(f.Carry))<<32 | uint64(f.Where)<<40 | uint64(b2u8(f.Down))<<48)
	}
	if carry >= 0 {
		c, carrier := g.Carriable(carry)
		k.mix(uint64(uint16(c)) | uint64(uint32(int32(carrier)))<<16)
	}
	k.mix(uint64(uint16(g.Hacked(h))))
	st := g.State()
	for i := range mapWords(g) {
		k.mix(st.Open[i])
		k.mix(st.Gone[i])
	}
	return uint64(k)
}
