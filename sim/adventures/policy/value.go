package policy

import (
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/grid"
)

// Values of a battle's end, for lookahead, in the units of stateValue.
const (
	wonValue  = 200
	lostValue = -200
)

// stateValue returns the tactician's value of battle g as it stands, for
// the heroes: the outcome when it is over (a quicker win is worth a little
// more); otherwise the heroes' Life, knock-downs and KO tokens, the danger
// each standing hero is in (dangerAt), the villains still standing and
// their Life, and the progress toward the battle's win (data, doors,
// exits, the carried item, villains knocked out, the heroes' distance to
// their goals).
func (t *Tactician) stateValue(g *adventures.Game) float64 {
	if g.Over() {
		r := g.Rec()
		switch adventures.Winner(r) {
		case adventures.Heroes:
			return wonValue - 0.5*float64(r.Turns)
		case adventures.Villain:
			return lostValue
		}
		return lostValue / 2
	}
	return t.positionValue(g.View())
}

// positionValue is stateValue of a battle not over, read through its view.
func (t *Tactician) positionValue(g adventures.View) float64 {
	br := &t.br
	v := 0.0
	for h := 0; h < g.NumHeroes(); h++ {
		f := g.Fig(h)
		switch {
		case g.Escaped(h):
			if br.exitN > 0 {
				v += winValue / float64(br.exitN)
			}
		case f.Down:
			_, row := g.KOTokens(h)
			v -= 10 + 10*float64(row) - 0.5*float64(f.Life)
		default:
			v += 0.6*float64(f.Life) + 0.2*float64(g.Focus(h))
			// The wounds and knock-down the villains threaten before the
			// hero's next turn.
			t.prepareThreat(g, h)
			v -= t.dangerAt(g, h, f.Cell)
			targets, w := t.role(g, h)
			if w > 0 {
				d := 1 << 20
				forEach(&targets, func(c grid.Cell) { d = min(d, grid.Chebyshev(f.Cell, c)) })
				if d < 1<<20 {
					v -= w * float64(d) * float64(g.MovePointsFor(h, 1)) / 3 // the move points a move icon brings
				}
			}
		}
	}
	for id := g.NumHeroes(); id < g.NumFigures(); id++ {
		f := g.Fig(id)
		if !f.Standing() {
			continue
		}
		kill, _ := t.villainWorth(g, id)
		life := float64(g.Battle().Villains[f.Type].Life)
		v -= kill * (0.5 + 0.5*float64(f.Life)/life)
	}
	if br.dataN > 0 {
		v += t.dataValue() * float64(min(g.Data(), br.dataN))
		for h := 0; h < g.NumHeroes(); h++ {
			if g.Hacked(h) != grid.NoCell {
				v += 2 * t.dataValue()
			}
		}
	}
	if br.doorsN > 0 {
		v += winValue / float64(br.doorsN) * float64(min(g.DoorsOpened(), br.doorsN))
	}
	if br.carry >= 0 {
		cell, carrier := g.Carriable(br.carry)
		if carrier >= 0 && carrier < g.NumHeroes() {
			v += 5
		}
		d := 1 << 20
		forEach(&br.carryZone, func(c grid.Cell) { d = min(d, grid.Chebyshev(cell, c)) })
		if d < 1<<20 {
			v -= objectiveWeight * float64(d)
		}
	}
	for i := range g.Battle().Win {
		if w := &g.Battle().Win[i]; w.Kind == adventures.DefeatFigures {
			v += winValue / float64(max(w.N, 1)) * float64(min(g.KnockedOut(w.Type), w.N)) / 2
		}
	}
	return v
}
