// Package bad is a policy that writes what its views hand it: every line
// marked "want" is a write the checker must find.
package bad

import (
	"slices"

	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/grid"
	"github.com/tmntsim/tmntsim/sim/tcg"
)

type policy struct {
	kept  *adventures.Figure
	cells []grid.Cell
	seat  *tcg.View
}

func (p *policy) direct(v adventures.View) {
	v.Fig(0).Life = 3               // want
	v.Fig(1).Stun++                 // want
	v.Battle().Name = "x"           // want
	v.Battle().Heroes[0].Name = "x" // want
}

func (p *policy) local(v adventures.View) {
	f := v.Fig(0)
	f.Down = true // want
	var b = v.Battle()
	b.Spawns[0] = 0 // want
	s := v.State()
	*s = grid.State{} // want
}

func (p *policy) address(v adventures.View) {
	life := &v.Fig(0).Life
	*life = 0 // want
	heroes := v.Battle().Heroes
	h := &heroes[1]
	h.Name = "x" // want
}

func (p *policy) slices(v adventures.View) {
	sp := v.Battle().Spawns
	_ = append(sp[:0], 1)             // want
	copy(v.Battle().Spawns, p.cells)  // want
	slices.Reverse(v.Battle().Spawns) // want
	r := v.MoveReach(0)
	r.End = grid.Set{} // want
}

func (p *policy) field(v adventures.View) {
	p.kept = v.Fig(2)
}

func (p *policy) later() {
	p.kept.Cell = 0 // want
}

func hurt(f *adventures.Figure) { f.Life-- }

func hurtVia(f *adventures.Figure) { hurt(f) }

func (p *policy) calls(v adventures.View) {
	hurt(v.Fig(0))    // want
	hurtVia(v.Fig(1)) // want
}

func pick(v adventures.View, i int) *adventures.Figure { return v.Fig(i) }

func (p *policy) viaResult(v adventures.View) {
	pick(v, 0).Life = 1 // want
}

func first(fs []*adventures.Figure) *adventures.Figure { return fs[0] }

func (p *policy) viaParamResult(v adventures.View) {
	fs := []*adventures.Figure{v.Fig(0)}
	first(fs).Life = 1 // want
}

func (p *policy) ranged(v adventures.View) {
	for i := range v.Battle().Heroes {
		v.Battle().Heroes[i].Life = 1 // want
	}
	for _, h := range v.Battle().Heroes {
		h.Life = 1 // a copy: no write
	}
}

func (p *policy) villain(s *adventures.VillainSeat) {
	s.Fig(0).Life = 0 // want
	hand := s.Hand()
	hand[0] = 1 // want
}

func (p *policy) tcgView(v *tcg.View) {
	v.Seat = 1      // want
	v.Hand()[0] = 0 // want
	p.seat = v
}

func (p *policy) tcgLater() {
	p.seat.Seat = 0 // want
}

func (p *policy) methods(v adventures.View) bool {
	v.State().Open.Add(3) // want
	open := &v.State().Gone
	open.Remove(2) // want
	return v.State().Open.Has(3) && v.Fig(0).Standing()
}

func (p *policy) closure(v adventures.View) {
	f := v.Fig(0)
	func() {
		f.Life = 0 // want
	}()
}

func (p *policy) collected(v adventures.View) {
	var fs []*adventures.Figure
	fs = append(fs, v.Fig(0), v.Fig(1))
	fs[1].Life = 0 // want
	m := map[int]*adventures.Figure{0: v.Fig(0)}
	m[0].Stun = 1 // want
}

func (p *policy) copied(v adventures.View) {
	h := v.Battle().Heroes[0] // a copy, but its slices are the battle's
	h.Specials[0].Name = "x"  // want
	h.Dice[0][0] = 0          // the copy's own array: no write
}

func hurtAll(fs []*adventures.Figure) {
	for _, f := range fs {
		f.Life--
	}
}

func (p *policy) helperOfSlice(v adventures.View) {
	hurtAll([]*adventures.Figure{v.Fig(0)}) // want
}

type search struct {
	setup   *tcg.Setup
	scratch *tcg.Game
}

func (s *search) Reset(v *tcg.View) {
	s.setup = v.Setup()
	s.scratch = tcg.NewGame(s.setup, []tcg.Policy{nil, nil})
	s.setup.Opt.MaxTurns = 3     // want
	s.scratch.S.Opt.MaxTurns = 3 // want
}
