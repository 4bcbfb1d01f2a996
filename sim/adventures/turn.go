package adventures

import "github.com/tmntsim/tmntsim/sim/adventures/grid"

// This file holds a hero's turn: its start and end, the loop of its
// actions, and the harm of harmful terrain at the end of a turn.

// maxTurnActions bounds the actions of one hero turn; every action spends a
// die or move points, so a turn ends long before (a safety net only).
const maxTurnActions = 64

// heroTurn plays hero h's turn when its initiative card is drawn: the active
// special move card returns, a knocked-down hero tries to awaken first, then
// the hero spends its Action dice one action at a time until it ends its
// turn (Adventures, "Cooperative Mode Round Sequence: Hero Turns",
// "Hero Turns", "Using Special Moves", "Harmful Terrain").
func (g *Game) heroTurn(h int) {
	hs := &g.heroes[h]
	f := &g.Figs[h]
	if hs.escaped {
		return
	}
	hs.special = -1
	hs.usedSp = false
	if f.Down {
		if !g.awaken(h) {
			g.checkEnd()
			return
		}
	}
	if g.log != nil {
		g.logf("turn: %s at %s, Life %d, Focus %d, dice%s", g.B.Heroes[h].Name, f.Cell.Label(), f.Life, hs.focus, g.diceString(h))
	}
	hs.startHarm = g.onHarm(h)
	g.mp = 0
	g.turnLoop(h)
	g.endTurn(h)
}

// turnLoop asks hero h for actions until it ends its turn.
func (g *Game) turnLoop(h int) {
	hs := &g.heroes[h]
	f := &g.Figs[h]
	for k := 0; k < maxTurnActions && !g.over && f.Standing() && !hs.escaped; k++ {
		o, ok := g.named(h)
		if !ok {
			opts := g.heroOptions(h)
			o = opts[g.ask(Decision{DecideAction, h}, opts)]
		}
		if o.Kind == OptNone {
			break
		}
		g.doAction(h, o)
	}
}

// endTurn ends hero h's turn, with harmful terrain's hit if it started the
// turn on it and stays there.
func (g *Game) endTurn(h int) {
	hs := &g.heroes[h]
	g.mp = 0
	start := hs.startHarm
	hs.startHarm = false
	if !hs.escaped {
		g.lingerHarm(h, start)
	}
}

// onHarm reports whether figure id stands on harmful terrain.
func (g *Game) onHarm(id int) bool {
	f := &g.Figs[id]
	return f.Standing() && g.B.Map.Terrain[f.Cell]&grid.Harmful != 0
}

// lingerHarm ends the turn of figure id, hero or villain, that started it on
// harmful terrain (started) and has not moved off it: the figure suffers 1
// unblockable hit. An AI villain's turn is its activation (Adventures,
// "Harmful Terrain"; docs/RULES.md).
func (g *Game) lingerHarm(id int, started bool) {
	if started && !g.over && g.onHarm(id) {
		g.harm(id)
	}
}

// harm deals 1 unblockable hit to figure id (Adventures, "Harmful Terrain").
func (g *Game) harm(id int) {
	if g.log != nil {
		g.logf("harm: %s suffers 1 unblockable hit at %s", g.figName(id), g.Figs[id].Cell.Label())
	}
	if g.Figs[id].Hero {
		g.woundHero(id, 1, false)
	} else {
		g.woundVillain(id, 1, -1)
	}
}
