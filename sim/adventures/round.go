package adventures

import (
	"github.com/tmntsim/tmntsim/internal/plural"
	"github.com/tmntsim/tmntsim/sim/adventures/grid"
)

// setup places every figure and resets all battle state (Adventures,
// Cooperative Mode Setup, steps 5 and 10). Heroes stand on their own start
// space if the battle names one, otherwise on the free hero start spaces in
// reading order (docs/RULES.md: "arranged however they like" is fixed by the
// battle file, so every run of a battle starts alike).
func (g *Game) setup() {
	b := g.B
	g.B.Map.InitState(&g.Map)
	g.occ = grid.Set{}
	g.down = grid.Set{}
	g.tiny = [grid.MaxCells]uint8{}
	g.Round = 0
	g.over = false
	g.koType = [MaxVillainTypes]int{}
	g.koAll, g.data, g.doors, g.alerts, g.escaped = 0, 0, 0, 0, 0
	g.mp, g.reachFor = 0, -1
	// The villain leaders' KO tokens: an AI leader's under the optional
	// awakening rule (awakenLeaders); setupCompetitive resets them too.
	g.comp.ko, g.comp.koRow = [MaxFigs]int8{}, [MaxFigs]int8{}
	for i := range b.Carriables {
		g.carry[i] = carriableState{cell: b.Carriables[i].Cell, carrier: -1}
	}
	// Heroes.
	var taken grid.Set
	for h := range b.Heroes {
		if c := b.Heroes[h].Start; c != grid.NoCell {
			taken.Add(c)
		}
	}
	next := grid.Cell(0)
	for h := range b.Heroes {
		spec := &b.Heroes[h]
		c := spec.Start
		if c == grid.NoCell {
			for ; int(next) < grid.MaxCells; next++ {
				if b.Map.Terrain[next]&grid.HeroStart != 0 && !taken.Has(next) {
					break
				}
			}
			c = next
			taken.Add(c)
		}
		g.Figs[h] = Figure{Cell: c, Type: int8(h), Hero: true, Where: onMap, Aware: true,
			Life: spec.Life, Crouch: grid.NoCell, Carry: -1}
		g.occ.Add(c)
		hs := &g.heroes[h]
		*hs = heroState{focus: spec.Focus, special: -1, hacked: grid.NoCell}
	}
	// Villains: the first len(Start) figures of a type are on the map, the
	// rest in the figure pool.
	for t := range b.Villains {
		v := &b.Villains[t]
		for k := 0; k < v.Figures; k++ {
			id := g.vStart[t] + k
			f := Figure{Type: int8(t), Where: inPool, Life: v.Life, Aware: v.Wake == Aware,
				Cell: grid.NoCell, Crouch: grid.NoCell, Carry: -1}
			if k < len(v.Start) {
				f.Where = onMap
				f.Cell = v.Start[k]
				g.place(&f)
			}
			g.Figs[id] = f
		}
	}
	// Initiative deck: one card per hero and one per villain type.
	g.nDeck = 0
	for h := range b.Heroes {
		g.deck[g.nDeck] = int8(h)
		g.nDeck++
	}
	for t := range b.Villains {
		g.deck[g.nDeck] = int8(g.nh + t)
		g.nDeck++
	}
	if g.log != nil {
		g.logf("setup: battle %q, %s, %s", b.Name, plural.Of(g.nh, "hero"), plural.Of(len(b.Villains), "villain type"))
		for id := 0; id < g.nf; id++ {
			if f := &g.Figs[id]; f.Where == onMap {
				g.logf("setup: %s at %s", g.figName(id), f.Cell.Label())
			}
		}
	}
}

// place puts a villain figure's cell into the occupancy sets.
func (g *Game) place(f *Figure) {
	if g.B.Villains[f.Type].Tiny {
		g.tiny[f.Cell]++
	}
	g.occ.Add(f.Cell)
}

// unplace takes a standing figure's cell out of the occupancy sets.
func (g *Game) unplace(f *Figure) {
	if !f.Hero && g.B.Villains[f.Type].Tiny {
		g.tiny[f.Cell]--
		if g.tiny[f.Cell] > 0 {
			return
		}
	}
	g.occ.Remove(f.Cell)
}

// chooseSpecials lets each hero pick special move cards equal to its Skill
// plus the battle's skill modifier (Adventures, Cooperative Mode Setup,
// step 9).
func (g *Game) chooseSpecials() {
	for h := range g.B.Heroes {
		spec := &g.B.Heroes[h]
		want := int(spec.Skill) + g.B.SkillModifier
		for k := 0; k < want; k++ {
			opts := g.opts[:0]
			for i := range spec.Specials {
				if !g.heroes[h].hand[i] {
					opts = g.add(opts, Option{Kind: OptSpecial, Arg: int8(i)})
				}
			}
			if len(opts) == 0 {
				break
			}
			i := g.ask(Decision{DecideSpecials, h}, opts)
			g.heroes[h].hand[opts[i].Arg] = true
			if g.log != nil {
				g.logf("setup: %s chooses special move %q", spec.Name, spec.Specials[opts[i].Arg].Name)
			}
		}
		g.heroes[h].unchosen = g.usesUnchosen(h)
	}
}

// ask asks the policy to choose among opts and returns a valid index.
func (g *Game) ask(d Decision, opts []Option) int {
	if len(opts) == 1 {
		return 0
	}
	i := g.policy.Choose(View{g}, d, opts)
	if i < 0 || i >= len(opts) {
		i = 0
	}
	return i
}

// playRound plays one round: the setup phase, the battle phase and the
// clean-up phase (Adventures, Cooperative Mode Round Sequence).
func (g *Game) playRound() {
	g.Round++
	if g.log != nil {
		g.logf("round %d", g.Round)
	}
	g.wakeOnRound()
	g.roundAbilities()
	g.rollActionDice()
	g.rotateCameras()
	if g.over {
		return
	}
	g.shuffleDeck()
	g.deckPos = 0
	g.finishRound()
}

// finishRound draws the initiative cards from g.deckPos on, then spawns and
// ends the round (Adventures, "Battle Phase", "Clean-up Phase").
func (g *Game) finishRound() {
	for ; g.deckPos < g.nDeck && !g.over; g.deckPos++ {
		card := int(g.deck[g.deckPos])
		if card < g.nh {
			g.heroTurn(card)
		} else {
			g.activateType(card - g.nh)
		}
		g.checkEnd()
		if g.check {
			g.checkInvariants()
		}
	}
	if g.over {
		return
	}
	g.spawn()
	g.endOfRound()
}

// shuffleDeck shuffles the initiative deck (Adventures, Cooperative Mode
// Round Sequence, "Initiative Deck").
func (g *Game) shuffleDeck() {
	for i := g.nDeck - 1; i > 0; i-- {
		j := g.roll.IntN(i + 1)
		g.ctr.Draws++
		g.deck[i], g.deck[j] = g.deck[j], g.deck[i]
	}
	if g.log != nil {
		s := "initiative:"
		for i := 0; i < g.nDeck; i++ {
			c := int(g.deck[i])
			if c < g.nh {
				s += " " + g.B.Heroes[c].Name
			} else {
				s += " " + g.B.Villains[c-g.nh].Name
			}
		}
		g.logf("%s", s)
	}
}

// endOfRound checks the conditions that are decided when a round ends:
// surviving, the round limit and the safety cap.
func (g *Game) endOfRound() {
	for i := range g.B.Win {
		c := &g.B.Win[i]
		if c.Kind == SurviveRounds && g.Round >= c.N {
			g.finish(Heroes, EndSurvived)
			return
		}
	}
	if g.B.RoundLimit > 0 && g.Round >= g.B.RoundLimit {
		w := Side(g.B.LimitWinner)
		if w == NoSide {
			g.finish(NoSide, EndRoundLimit)
		} else {
			g.finish(w, EndRoundLimit)
		}
		return
	}
	if g.Round >= MaxRounds {
		g.finish(NoSide, EndTimeout)
	}
}

// finish ends the battle.
func (g *Game) finish(w Side, reason int) {
	if g.over {
		return
	}
	g.over = true
	setWinner(g.rec, w)
	g.rec.Reason = uint8(reason)
	g.rec.Turns = uint16(g.Round)
	for h := 0; h < g.nh; h++ {
		g.rec.Values[h][HKOTokens] = int32(g.heroes[h].ko)
	}
	if g.log != nil {
		g.logf("end: round %d, winner %s (%s)", g.Round, w, endReasonNames[reason])
	}
}
