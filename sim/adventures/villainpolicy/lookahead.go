package villainpolicy

import (
	"github.com/tmntsim/tmntsim/sim/adventures"
)

// Lookahead plays as the planner, but chooses each card of its turn by
// playing it out: the planner's best few card plays (face up or face
// down) are each played on a scratch copy of the battle
// (adventures.VillainSeat.Scratch), with the rest of the villain's turn
// played by the planner, on a few futures of the dice and of the deck's
// unknown order, the same futures for every card (common random numbers);
// the card whose turns end best on average is played. A turn's end is
// judged by the wounds and knock-downs of the heroes, the battle won or
// lost, and the villain's figures standing, its guarded leaders down (the
// more for each turn in a row they took a KO token) or in the heroes'
// reach. The first card of a turn is thus weighed with the
// second the planner would play after it: the planner's best card pairs.
type Lookahead struct {
	Planner
	inner Planner // plays the scratch copies
	top   [lookTop]int
}

// The lookahead's breadth: the planner's best lookTop card plays, each
// played out lookRollouts times.
const (
	lookTop      = 3
	lookRollouts = 4
)

// Reset readies the planner and makes the scratch game.
func (p *Lookahead) Reset(s *adventures.VillainSeat) {
	p.Planner.Reset(s)
	p.inner.Reset(s)
	s.Scratch(&p.inner)
}

// Choose makes decision d: a card by playing out the planner's best
// cards, anything else as the planner does.
func (p *Lookahead) Choose(s *adventures.VillainSeat, d adventures.VillainDecision, opts []adventures.VillainOption) int {
	if d.Kind != adventures.VDecideCard || len(opts) < 2 {
		return p.Planner.Choose(s, d, opts)
	}
	// The planner's best lookTop options, best first.
	var topV [lookTop]float64
	n := 0
	for i := range opts {
		v := p.cardScore(s, &opts[i])
		k := min(n, lookTop)
		if k == lookTop {
			if v <= topV[lookTop-1] {
				continue
			}
			k--
		} else {
			n++
		}
		for k > 0 && topV[k-1] < v {
			topV[k], p.top[k] = topV[k-1], p.top[k-1]
			k--
		}
		topV[k], p.top[k] = v, i
	}
	if n == 1 {
		return p.top[0]
	}
	seed := s.PeekRand()
	best, bestV := p.top[0], -1e18
	for _, i := range p.top[:n] {
		v := 0.0
		for r := range uint64(lookRollouts) {
			sc := s.Scratch(&p.inner)
			sc.VillainRollout(seed, r, opts[i])
			v += turnEnd(sc)
		}
		if v > bestV+1e-9 {
			best, bestV = i, v
		}
	}
	return best
}

// turnEnd judges the end of a villain turn played out on g, for the
// villain: a battle won or lost outweighs the rest; then each wound of a
// hero and, more, each hero down; less each villain figure off the map or
// down, by its Life; a guarded leader down, the more for its KO tokens in
// a row, or in the heroes' reach (the leader rule of greedy and the
// planner) costs most.
func turnEnd(g *adventures.Game) float64 {
	v := 0.0
	if g.Over() {
		switch adventures.Winner(g.Rec()) {
		case adventures.Villain:
			return 1000
		case adventures.Heroes:
			return -1000
		}
	}
	b := g.B
	nh := len(b.Heroes)
	for h := 0; h < nh; h++ {
		f := &g.Figs[h]
		v += float64(b.Heroes[h].Life - f.Life)
		if !f.Standing() {
			v += 6
		}
	}
	guard := guardedBattle(b)
	fig := func(id int) *adventures.Figure { return &g.Figs[id] }
	for id := nh; id < g.NumFigures(); id++ {
		f := &g.Figs[id]
		vt := &b.Villains[f.Type]
		if !f.Standing() {
			if vt.Leader && guard {
				v -= 30 + 12*float64(g.VillainKOInARow(id))
			}
			continue
		}
		v += 0.5 * float64(f.Life)
		if vt.Leader && guard && exposedOn(b, fig, f.Cell) {
			v -= 4
		}
	}
	return v
}
