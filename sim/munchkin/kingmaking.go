package munchkin

import "github.com/tmntsim/tmntsim/sim"

// Limits of the kingmaking measure.
const (
	// MaxCandidates is the most candidate decisions checked in one game;
	// later ones are not checked.
	MaxCandidates = 32
	// MaxAlternatives is the most other options of one candidate decision
	// replayed: the first ones in the engine's order, which begins with
	// passing or refusing.
	MaxAlternatives = 4
)

// candidate is a decision that may decide the winner: made during a fight
// that would win the game, by a player other than the fighter.
type candidate struct {
	dec    int32 // the decision's index in the game (Game.dec)
	seat   int8
	chosen uint8 // the option taken
	nopts  uint8 // the options offered
}

// replay is the state of a game's counterfactual replays: a second Game of
// the same Setup with its own policies, which plays the same (seed, index)
// with one decision diverted.
type replay struct {
	g     *Game
	cands [MaxCandidates]candidate
	n     int
	rec   sim.Record
}

// MeasureKingmaking makes Play measure the kingmaking metric of every
// game by replaying it with fresh instances of the game's policies, one
// per seat (they must not share state with the game's own). nil turns the
// measure off. It allocates once, here.
func (g *Game) MeasureKingmaking(policies []Policy) {
	if policies == nil {
		g.rp = nil
		return
	}
	r := NewGame(g.S, policies)
	r.arrange = g.arrange
	g.rp = &replay{g: r}
}

// noteCandidate records seat s's choice k among n options as a candidate
// decision when it is made during a fight that would win the game, by a
// player other than the fighter (help asked, cards played or passed).
func (g *Game) noteCandidate(s int, d Decision, k, n int) {
	r := g.rp
	if (d != DecHelp && d != DecCombat) || !g.cb.active || s == g.cb.fighter || r.n == MaxCandidates || !g.winningFight() {
		return
	}
	r.cands[r.n] = candidate{dec: int32(g.dec), seat: int8(s), chosen: uint8(k), nopts: uint8(n)}
	r.n++
}

// winners is the set of seats that won game rec, a bit per seat.
func winners(rec *sim.Record) uint8 {
	var m uint8
	for s, o := range rec.Outcome {
		if o == sim.Won {
			m |= 1 << s
		}
	}
	return m
}

// kingmaking counts, in the finished game (seed, index), the kingmaking
// decisions (docs/RULES.md, Munchkin TMNT, "Leader-bashing and
// kingmaking"): a candidate decision of a seat that did not win is
// kingmaking when the game replayed with another option there has another
// winner, and no option replayed lets that seat win. It replays each
// candidate's alternatives, up to MaxAlternatives, from the start.
func (g *Game) kingmaking(seed, index uint64) {
	r := g.rp
	base := winners(g.res)
	for _, c := range r.cands[:r.n] {
		s := int(c.seat)
		if base&(1<<s) != 0 {
			continue
		}
		flip, canWin := false, false
		for j, tried := 0, 0; j < int(c.nopts) && tried < MaxAlternatives && !canWin; j++ {
			if j == int(c.chosen) {
				continue
			}
			tried++
			r.g.divertAt, r.g.divertTo = int(c.dec), j
			r.g.Play(seed, index, &r.rec)
			w := winners(&r.rec)
			canWin = w&(1<<s) != 0
			flip = flip || w != base
		}
		if flip && !canWin {
			g.res.Values[s][MetKingmade]++
		}
	}
}
