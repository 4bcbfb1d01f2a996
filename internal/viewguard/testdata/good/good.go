// Package good is a policy that reads its views and writes its own
// memory only: the checker must find nothing.
package good

import (
	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/grid"
	"github.com/tmntsim/tmntsim/sim/tcg"
)

type policy struct {
	life  [8]int8
	cells []grid.Cell
	reach grid.Reach
	brk   [grid.MaxCells]uint8
	fig   adventures.Figure
	sight adventures.Sight
}

func (p *policy) Reset(v adventures.View) {
	p.cells = append(p.cells[:0], v.Battle().Spawns...)
	p.cells[0] = 1
	for i := range v.NumFigures() {
		p.life[i] = v.Fig(i).Life
	}
	p.fig = *v.Fig(0)
	p.fig.Life = 9
}

func (p *policy) Choose(v adventures.View, d adventures.Decision, opts []adventures.Option) int {
	v.HeroReach(0, 3, &p.reach, &p.brk)
	v.Sight(&p.sight)
	g := v.Scratch(adventures.FirstPolicy{})
	g.Figs[0].Life = 1
	_ = v.Battle().Map.LOS(v.State(), 0, 1, p.sight.Giants())
	opts[0].Arg = 1
	lent := v.ActionsBut(0, 0)
	_ = append(lent, adventures.Option{})
	h := v.Battle().Heroes[0]
	h.Name = "copy"
	return 0
}

func (p *policy) tcgView(v *tcg.View) int {
	n := 0
	for _, c := range v.Hand() {
		n += int(c)
	}
	return n + v.Seat
}

// figs collects view memory in a slice of its own, which it may change.
func (p *policy) figs(v adventures.View) int {
	var fs []*adventures.Figure
	for i := range v.NumFigures() {
		fs = append(fs, v.Fig(i))
	}
	fs[0] = nil
	fs = fs[:0]
	byCell := map[grid.Cell]*adventures.Figure{}
	byCell[v.Fig(0).Cell] = v.Fig(0)
	delete(byCell, 0)
	return len(fs) + len(byCell)
}

func (p *policy) text(v adventures.View) []byte {
	return append([]byte(nil), v.Battle().Name...)
}

// search plays the game out on a scratch game of its own, built on the
// view's setup.
type search struct {
	setup   *tcg.Setup
	scratch *tcg.Game
	rec     sim.Record
}

func (s *search) Reset(v *tcg.View) {
	s.setup = v.Setup()
	s.scratch = tcg.NewGame(s.setup, []tcg.Policy{nil, nil})
}

func (s *search) Choose(v *tcg.View, d tcg.Decision, opts []tcg.Option) int {
	if s.scratch.Rollout(v, 0, 1, &s.rec) && s.rec.Outcome[v.Seat] == sim.Won {
		return 1
	}
	return 0
}
