package munchkin

import "github.com/tmntsim/tmntsim/sim"

// A Rollout plays a game on from one seat's decision, as that seat can
// know it: for determinization search (the "search" policy). It is one
// policy's, reused for every rollout, and allocates nothing once built.
type Rollout struct {
	g    *Game
	rec  sim.Record
	pool pile
}

// NewRollout returns a Rollout of games of setup whose seats are played by
// policies, one per seat (their own instances: a rollout resets them).
func NewRollout(setup *Setup, policies []Policy) *Rollout {
	return &Rollout{g: NewGame(setup, policies)}
}

// Play copies the game that v sees at decision d, re-deals at random (from
// seed) the cards v's seat cannot see, takes option o there for v's seat,
// and plays the game to its end with the rollout's policies. It returns
// the record of that end, valid until the next Play.
//
// What v's seat cannot see are the other players' hands and the order of
// both decks: those cards are shuffled together, Door and Treasure cards
// apart, and dealt back so that every hand keeps its number of Door and
// of Treasure cards (the backs differ) and the decks their sizes.
// Everything in play, the discards and the combat are kept. d must be
// DecTrouble, DecAskHelp, DecHelp or DecCombat, the decisions at which the
// engine can take up a game in the middle.
func (r *Rollout) Play(v *View, d Decision, o Option, seed uint64) *sim.Record {
	g := r.g
	r.deal(v, seed)
	for i := 0; i < g.n; i++ {
		g.pols[i].Reset(&g.views[i])
	}
	g.resume(v.seat, d, o)
	g.afterFight(g.turn)
	for g.nextTurn(); !g.over; g.nextTurn() {
		g.playTurn()
	}
	g.finish()
	return &r.rec
}

// deal copies the game v sees into the rollout's and re-deals what v's
// seat cannot see, from seed.
func (r *Rollout) deal(v *View, seed uint64) {
	g, src, me := r.g, v.g, v.seat
	g.doorDeck, g.doorDisc, g.treDeck, g.treDisc = src.doorDeck, src.doorDisc, src.treDeck, src.treDisc
	g.pl, g.equipped, g.body, g.cb = src.pl, src.equipped, src.body, src.cb
	g.turn, g.turns, g.over, g.seeds = src.turn, src.turns, src.over, src.seeds
	r.rec = *src.res
	g.res = &r.rec
	g.dec = 0
	g.pcg.Seed(seed, 0x726f6c6c6f7574)
	r.redeal(me, false)
	r.redeal(me, true)
}

// redeal shuffles the cards of one deck (the Treasure deck if treasure,
// else the Door deck) that seat me cannot see — the deck and those cards
// in the other players' hands — and deals them back in their places.
func (r *Rollout) redeal(me int, treasure bool) {
	g := r.g
	deck := &g.doorDeck
	if treasure {
		deck = &g.treDeck
	}
	r.pool.n = 0
	for i := 0; i < g.n; i++ {
		if i == me {
			continue
		}
		for _, c := range g.pl[i].hand.cards() {
			if g.S.Cards[c].Kind.IsTreasure() == treasure {
				r.pool.push(c)
			}
		}
	}
	for _, c := range deck.cards() {
		r.pool.push(c)
	}
	g.shuffle(&r.pool)
	k := 0
	for i := 0; i < g.n; i++ {
		if i == me {
			continue
		}
		h := &g.pl[i].hand
		for j, c := range h.cards() {
			if g.S.Cards[c].Kind.IsTreasure() == treasure {
				h.c[j] = r.pool.c[k]
				k++
			}
		}
	}
	deck.n = 0
	for ; k < r.pool.n; k++ {
		deck.push(r.pool.c[k])
	}
}

// resume takes option o for seat me at decision d of the copied game and
// plays the fight (or phase 2) on to its end.
func (g *Game) resume(me int, d Decision, o Option) {
	cb := &g.cb
	switch d {
	case DecTrouble:
		g.troubleOrLoot(g.turn, o)
		return
	case DecAskHelp:
		if o.Kind == OptAsk && !g.askHelp(cb.fighter, o) {
			g.teamUp(cb.fighter)
		}
		g.interfere(0, 0, true)
	case DecHelp:
		if !g.answerHelp(me, o.Kind == OptAccept) {
			g.teamUp(cb.fighter)
		}
		g.interfere(0, 0, true)
	case DecCombat:
		passed := cb.passed
		if o.Kind != OptDone {
			passed = false
			g.combatPlay(me, o)
		}
		if !g.pl[cb.fighter].dead {
			g.interfere(cb.round, cb.k+1, passed)
		}
	default:
		panic("munchkin: no rollout from a " + d.String() + " decision")
	}
	g.resolveFight()
}
