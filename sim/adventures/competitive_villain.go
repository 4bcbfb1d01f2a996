package adventures

import (
	"math/bits"

	"github.com/tmntsim/tmntsim/internal/plural"
	"github.com/tmntsim/tmntsim/sim/adventures/grid"
	"github.com/tmntsim/tmntsim/sim/adventures/villaindeck"
)

// villainTurn plays one villain turn: the active cards whose time is out
// are discarded (their when-discarded abilities occur), the villain plays
// 2 cards from the hand, resolving each as it is played, and refills the
// hand to 5 (Adventures, Villain Turns and Active Villain Ability Cards,
// p. 15). The 2 plays are not optional; a hand of fewer cards plays what
// it holds (docs/RULES.md).
func (g *Game) villainTurn() {
	c := &g.comp
	for _, id := range c.deck.StartTurn(c.disc[:0]) {
		g.cardAbilities(id, villaindeck.WhenDiscarded)
	}
	c.struck, c.strikers, c.struckAt = 0, 0, grid.Set{}
	if g.log != nil {
		g.logf("villain turn %d: Focus %d, hand of %d", c.deck.Turn(), c.focus, len(c.deck.Hand()))
	}
	g.turnAwakenings()
	g.finishVillainTurn()
}

// finishVillainTurn plays the villain's cards left to play this turn and
// ends the turn.
func (g *Game) finishVillainTurn() {
	c := &g.comp
	for c.deck.PlaysLeft() > 0 && len(c.deck.Hand()) > 0 && !g.over {
		g.playVillainCard()
		g.checkEnd()
	}
	c.deck.EndTurn()
	c.active = -1 // no figure is activated in the heroes' turns
}

// turnAwakenings has every knocked-down villain leader attempt to awaken
// at the start of the villain's turn, when the ruleset says so: a
// KO'ed token is given to a figure that "failed to awaken on their turn"
// (Shadows of the Past, Tokens), and "The Villain player will have to
// attempt to awaken again on their next turn" (Awakening Villain Leaders;
// docs/RULES.md). The attempt is not an activation: a leader who stands
// may be activated by a card later in the turn.
func (g *Game) turnAwakenings() {
	if !g.rs.LeaderAwakensEachTurn {
		return
	}
	for id := g.nh; id < g.nf && !g.over; id++ {
		if f := &g.Figs[id]; f.Where == onMap && f.Down && g.B.Villains[f.Type].Leader {
			g.awakenVillain(id)
		}
	}
}

// playVillainCard asks the villain for a card of its hand, face up or
// face down, and resolves it.
func (g *Game) playVillainCard() {
	c := &g.comp
	opts := c.opts[:0]
	for _, id := range c.deck.Hand() {
		opts = append(opts, VillainOption{Kind: VOptPlay, Card: id})
	}
	for _, id := range c.deck.Hand() {
		if c.deck.CanPlayFaceDown(id) {
			opts = g.desperationOptions(id, opts)
		}
	}
	g.resolveVillainCard(opts[g.askVillain(VillainDecision{VDecideCard, -1}, opts)])
}

// resolveVillainCard plays the card of option o (VDecideCard), face up or
// face down, and resolves it.
func (g *Game) resolveVillainCard(o VillainOption) {
	c := &g.comp
	if o.Kind == VOptFaceDown {
		c.deck.PlayFaceDown(o.Card)
		g.desperate(o)
		return
	}
	card := c.deck.Play(o.Card)
	if g.log != nil {
		g.logf("villain plays %q", card.Name)
	}
	g.cardAbilities(o.Card, villaindeck.WhenPlayed)
	if !card.Regroup {
		g.playCard(card)
	}
}

// playCard activates up to the card's number of figures of its villain
// type, one at a time, each with the card's icons; "the villain player
// must complete each figure's entire turn before moving on to the next
// figure", and "may only activate a given figure once per turn"
// (Adventures, Playing Villain Ability Cards, p. 21).
func (g *Game) playCard(card *villaindeck.Card) {
	c := &g.comp
	t := int(card.Type)
	for k := 0; k < int(card.Figures) && !g.over; k++ {
		// The icons are the seat's to see while the villain chooses.
		c.nIcons, c.spent = copy(c.icons[:], card.IconList()), 0
		opts := append(c.opts[:0], VillainOption{Kind: VOptNone})
		for id := g.vStart[t]; id < g.vStart[t+1]; id++ {
			if g.canActivate(id) {
				opts = append(opts, VillainOption{Kind: VOptFigure, Fig: int16(id)})
			}
		}
		if len(opts) == 1 {
			return
		}
		o := opts[g.askVillain(VillainDecision{VDecideFigure, -1}, opts)]
		if o.Kind == VOptNone {
			return
		}
		g.activateVillain(int(o.Fig))
	}
}

// canActivate reports whether villain figure id may activate now: on the
// map, standing or a knocked-down leader (who attempts to awaken), and not
// yet activated this villain turn. Under Shadows of the Past
// (LeaderAwakensEachTurn) a knocked-down leader has made its attempt of
// the turn at the turn's start, and a card does not activate it: after a
// failed attempt "their activation immediately ends. The Villain player
// will have to attempt to awaken again on their next turn" (Awakening
// Villain Leaders; docs/RULES.md).
func (g *Game) canActivate(id int) bool {
	f := &g.Figs[id]
	return f.Where == onMap && (!f.Down || g.B.Villains[f.Type].Leader && !g.rs.LeaderAwakensEachTurn) && !g.comp.deck.Activated(id)
}

// desperationOptions appends the desperation plays of card id (Adventures,
// Desperation Activation, p. 21; Stun, p. 35): 1 move, melee or ranged
// icon for any 1 figure that may activate (any figure may take any of the
// three, "an action they normally cannot perform" included), an attempt
// to awaken a knocked-down leader, the removal of a stun token. A space
// of tiny figures is one option, named by its first figure that may
// activate (tinyBehind; "Tiny Characters: Competitive Mode").
func (g *Game) desperationOptions(id villaindeck.CardID, opts []VillainOption) []VillainOption {
	c := &g.comp
	for _, d := range g.B.Competitive.Rules.Desperations(c.desp[:0]) {
		for f := g.nh; f < g.nf && len(opts) < len(c.opts); f++ {
			// mayDesperate, inlined by hand: this loop runs for every
			// figure at every listing of a villain turn's options.
			if !g.despReady(d, f) || d == villaindeck.DesperateUnstun && g.Figs[f].Stun == 0 ||
				d == villaindeck.DesperateMelee && !g.adjacentHero(f) {
				continue
			}
			if !g.hasTiny || g.tinyMayDesperate(d, f) {
				opts = append(opts, VillainOption{Kind: VOptFaceDown, Card: id, Desp: d, Fig: int16(f)})
			}
		}
	}
	return opts
}

// mayDesperate reports whether villain figure f may take desperation play
// d now (desperationOptions).
func (g *Game) mayDesperate(d villaindeck.Desperation, f int) bool {
	if !g.despReady(d, f) {
		return false
	}
	switch d {
	case villaindeck.DesperateUnstun:
		return g.Figs[f].Stun > 0
	case villaindeck.DesperateMelee:
		return g.adjacentHero(f)
	}
	return true
}

// despReady is the cheap part of mayDesperate, small enough to be inlined
// in desperationOptions' loop over every figure: f is on the map, not
// activated this turn, and down for an awakening, standing for the
// removal of a stun token; for the 1 icon of a move, melee or ranged
// play, standing or a knocked-down leader where desperation may awaken
// one, whose activation begins with the attempt: "the next time that
// villain is activated (including desperation), they roll ... The
// awakened figure may now continue their turn as normal" (Adventures,
// Awakening Player-Controlled Villain Leaders, p. 36; Desperation
// Activation, p. 21; docs/RULES.md).
func (g *Game) despReady(d villaindeck.Desperation, f int) bool {
	fig := &g.Figs[f]
	if fig.Where != onMap || g.comp.deck.Activated(f) {
		return false
	}
	if fig.Down && d <= villaindeck.DesperateRanged {
		return g.B.Villains[fig.Type].Leader && g.comp.deck.Rules().DesperationAwakens
	}
	return fig.Down == (d == villaindeck.DesperateAwaken)
}

// adjacentHero reports whether a standing hero is next to figure id.
func (g *Game) adjacentHero(id int) bool {
	for h := 0; h < g.nh; h++ {
		if g.Figs[h].Standing() && g.B.Map.Adjacent(g.Figs[id].Cell, g.Figs[h].Cell) {
			return true
		}
	}
	return false
}

// desperate resolves a card played face down (Adventures, Desperation
// Activation, p. 21; Stun, p. 35).
func (g *Game) desperate(o VillainOption) {
	id := int(o.Fig)
	if g.log != nil {
		g.logf("villain plays a card face down: %s for %s", o.Desp, g.figName(id))
	}
	if g.B.Villains[g.Figs[id].Type].Tiny {
		g.desperateTiny(o)
		return
	}
	if o.Desp == villaindeck.DesperateUnstun {
		g.Figs[id].Stun--
		return
	}
	g.desperateIcon(o)
	g.activateVillain(id)
}

// desperateIcon sets the activation's icons to the 1 icon of desperation
// play o (none for an awakening).
func (g *Game) desperateIcon(o VillainOption) {
	c := &g.comp
	c.nIcons = 0
	if ic, ok := o.Desp.Icon(); ok {
		c.icons[0] = ic
		c.nIcons = 1
	}
}

// activateVillain plays villain figure id's activation with the icons in
// g.comp.icons: a knocked-down leader first attempts to awaken and
// forfeits the activation if it stays down; then the villain spends the
// icons one at a time (Adventures, Player-Controlled Actions and Icons,
// pp. 16–19). The activation is the figure's turn for harmful terrain.
func (g *Game) activateVillain(id int) {
	c := &g.comp
	f := &g.Figs[id]
	c.deck.Activate(id)
	c.spent, c.free, c.active = 0, false, id
	if g.B.Villains[f.Type].Leader {
		c.leaderActed[id] = true
	}
	if f.Down && !g.awakenVillain(id) {
		return
	}
	start := g.onHarm(id)
	for k := 0; k < maxTurnActions && !g.over && f.Standing(); k++ {
		opts := g.villainActions(id, c.opts[:0])
		o := opts[g.askVillain(VillainDecision{VDecideAction, id}, opts)]
		if o.Kind == VOptNone {
			break
		}
		if o.Kind != VOptCrouch {
			f.Crouch = grid.NoCell // a new action ends a crouch (Terrain Moves: Crouch, p. 31)
		}
		n := c.optionIcons(&o) // before the icons are marked spent
		c.spent |= 1<<o.Icon | o.With
		ic := c.icons[o.Icon]
		switch o.Kind {
		case VOptClearStun:
			f.Stun--
			if g.log != nil {
				g.logf("stun: %s spends %s to clear a stun token", g.figName(id), ic)
			}
		case VOptMove:
			g.villainMove(id, g.villainMP(id, n), o.Cell)
		case VOptClimb:
			g.villainClimb(id, o)
		case VOptTakeCover, VOptCrouch, VOptLeap, VOptGrind, VOptThrow:
			g.villainTerrainMove(id, o)
		case VOptMelee, VOptRanged:
			g.tinyStrike(id)
			g.villainCardStrike(id, int(o.Fig), n, o.Kind == VOptRanged)
		}
	}
	g.lingerHarm(id, start)
}

// villainActions appends the actions villain figure id may take with the
// icons left: a stunned figure may only spend a non-shell icon to clear a
// stun token (Stun, p. 35); else a move icon moves it to any space its
// move points reach, a melee icon strikes an adjacent standing hero, a
// ranged icon one it sees and is not adjacent to (Move Icon, Melee Icon,
// Ranged Icon, pp. 16–17), each alone or with any of the other unspent
// icons of its kind: "A character may spend multiple icons of the same
// type on a single action in order to boost that action's effects"
// (Combining and Dividing Up Action Icons, p. 17; Shadows of the Past,
// Actions: "Treat the cards as though you had rolled those symbols on
// Action dice"). A combination is listed once, by its first icon, after
// that icon alone; a mixed icon combines by its move, melee or ranged
// part (Mixed Icon, p. 16). Move icons also pay for the terrain moves
// climb, take cover, crouch, leap and grind (villainClimbs,
// villainTerrainMoves), melee and ranged icons a throw of a small object
// (villainThrows; Terrain Moves, p. 31). A shell is never spent. The
// first option is to end the figure's turn.
func (g *Game) villainActions(id int, opts []VillainOption) []VillainOption {
	c := &g.comp
	f := &g.Figs[id]
	opts = append(opts, VillainOption{Kind: VOptNone, Fig: int16(id)})
	for i := 0; i < c.nIcons; i++ {
		ic := c.icons[i]
		if c.spent&(1<<i) != 0 || ic.Count() == 0 {
			continue
		}
		if f.Stun > 0 {
			opts = append(opts, VillainOption{Kind: VOptClearStun, Icon: int8(i), Fig: int16(id)})
			continue
		}
		more := c.sameKindAfter(i) // the icons icon i may combine with
		switch ic.Kind() {
		case villaindeck.KindMove:
			for with := uint8(0); ; with = (with - more) & more { // the subsets of more, 0 first
				g.villainReachMP(id, g.villainMP(id, c.optionIcons(&VillainOption{Icon: int8(i), With: with})))
				for j, w := range g.reach.End {
					for ; w != 0 && len(opts) < len(c.opts); w &= w - 1 {
						cell := grid.Cell(j<<6 | bits.TrailingZeros64(w))
						if cell != f.Cell {
							opts = append(opts, VillainOption{Kind: VOptMove, Icon: int8(i), With: with, Fig: int16(id), Cell: cell})
						}
					}
				}
				if with == more {
					break
				}
			}
			opts = g.villainClimbs(id, i, opts)
			opts = g.villainTerrainMoves(id, i, opts)
		case villaindeck.KindMelee, villaindeck.KindRanged:
			if g.tinyStruck(id) {
				continue
			}
			ranged := ic.Kind() == villaindeck.KindRanged
			k := VOptMelee
			if ranged {
				k = VOptRanged
			}
			for with := uint8(0); ; with = (with - more) & more { // the subsets of more, 0 first
				n := c.optionIcons(&VillainOption{Icon: int8(i), With: with})
				for h := 0; h < g.nh && len(opts) < len(c.opts); h++ {
					hf := &g.Figs[h]
					if !hf.Standing() || g.heroes[h].escaped {
						continue
					}
					adj := g.B.Map.Adjacent(f.Cell, hf.Cell)
					if g.strikeIcons(id, h, n) == 0 {
						continue
					}
					if !ranged && adj || ranged && !adj && g.CanSee(id, h) {
						opts = append(opts, VillainOption{Kind: k, Icon: int8(i), With: with, Fig: int16(h)})
					}
				}
				if with == more {
					break
				}
			}
			opts = g.villainThrows(id, i, opts)
		}
	}
	return opts
}

// sameKindAfter returns the unspent icons after icon i of the activation
// with its kind (bit j: icon j): those it may be combined with.
func (c *competitive) sameKindAfter(i int) uint8 {
	var m uint8
	k := c.icons[i].Kind()
	for j := i + 1; j < c.nIcons; j++ {
		if c.spent&(1<<j) == 0 && c.icons[j].Kind() == k {
			m |= 1 << j
		}
	}
	return m
}

// villainMP returns the move points villain figure id receives for n
// move icons spent together: its Move for each, plus the move bonus of
// the active cards and of its sheet's passive ability for each (Move
// Icon, p. 16: "If they spend 2 move icons, they receive 6 move points";
// docs/RULES.md, the move ability; sheetBonus).
func (g *Game) villainMP(id, n int) int {
	f := &g.Figs[id]
	per := int(g.B.Villains[f.Type].Move) + g.comp.deck.Bonus(villaindeck.TypeID(f.Type), villaindeck.Move) + g.sheetBonus(id, EffectMove)
	return n * per
}

// villainReachMP fills g.reach with where villain figure id can move with
// mp move points, breaking away from the standing heroes (Movement).
func (g *Game) villainReachMP(id, mp int) *[grid.MaxCells]uint8 {
	f := &g.Figs[id]
	v := &g.B.Villains[f.Type]
	var enemies grid.Set
	for h := 0; h < g.nh; h++ {
		if g.Figs[h].Standing() {
			enemies.Add(g.Figs[h].Cell)
		}
	}
	brk := g.breakAway(&g.villainBrk, &enemies, &grid.Set{})
	occ := g.villainOccupied(id)
	q := grid.MoveQuery{From: f.Cell, MP: mp, Occupied: &occ, Down: &g.down, SlowFigures: g.slowFigures(), BreakAway: brk,
		IgnoreSlow: v.Giant || v.Tiny, Carrying: g.carryingCharacter(id)}
	g.ctr.Reach++
	g.B.Map.Reach(&g.Map, &q, &g.reach)
	g.reachFor = -1
	return brk
}

// villainMove moves villain figure id with mp move points to dst, taking
// the hits of the harmful terrain it passes (Movement, Harmful Terrain).
func (g *Game) villainMove(id, mp int, dst grid.Cell) {
	f := &g.Figs[id]
	v := &g.B.Villains[f.Type]
	brk := g.villainReachMP(id, mp)
	if !g.reach.End.Has(dst) {
		return
	}
	from := f.Cell
	if g.log != nil {
		g.logf("move: %s moves %s -> %s", g.figName(id), from.Label(), dst.Label())
	}
	if reachedAny(&g.reach, &g.harmful) {
		occ := g.villainOccupied(id)
		q := grid.MoveQuery{From: f.Cell, MP: mp, Occupied: &occ, Down: &g.down, SlowFigures: g.slowFigures(), BreakAway: brk,
			IgnoreSlow: v.Giant || v.Tiny}
		g.ctr.Paths++
		for i, c := range g.B.Map.Path(&g.Map, &q, &g.reach, dst, g.path[:0]) {
			if i == 0 && c == from {
				continue
			}
			if g.B.Map.Terrain[c]&grid.Harmful != 0 {
				g.relocateThrough(id, c)
				g.harm(id)
				if !f.Standing() {
					return
				}
			}
		}
	}
	g.relocate(id, dst)
}

// villainStrikeDice returns the Battle dice villain figure id rolls on a
// strike at hero h spending n melee or ranged icons: the Attack of its
// Competitive sheet plus the icons that count (strikeIcons), plus the
// attack bonus of the active cards and of its sheet's passive ability
// (Melee Strikes, p. 18: "Battle dice equal to the character's Attack
// attribute plus the number of melee icons spent on the strike"; Ranged
// Strikes, p. 19; sheetBonus).
func (g *Game) villainStrikeDice(id, h, n int) int {
	t := g.Figs[id].Type
	return int(g.B.Competitive.Sheets[t].Attack) + g.strikeIcons(id, h, n) + g.comp.deck.Bonus(villaindeck.TypeID(t), villaindeck.Attack) +
		g.sheetBonus(id, EffectAttack)
}

// strikeIcons returns how many of n icons spent count toward a strike by
// villain figure id at hero h: all of them, or half (rounded down) into or
// out of obscuring terrain, where a strike "costs twice as many action
// icons" (not doubled again for both; machines are not affected). 0 means
// the icons cannot pay for the strike (Adventures, Obscuring Terrain, p. 28;
// Machine).
func (g *Game) strikeIcons(id, h, n int) int {
	a, b := g.Figs[id].Cell, g.Figs[h].Cell
	if !g.B.Villains[g.Figs[id].Type].Machine && (g.B.Map.Terrain[a]|g.B.Map.Terrain[b])&grid.Obscuring != 0 {
		return n / 2
	}
	return n
}

// villainCardStrike resolves a player-controlled villain's strike at hero
// h spending n icons: Battle dice rolled, one reroll of the dice showing
// no hit for 1 villain Focus (or free, by a card's ability, counted as the
// Focus reroll) decided before the defense roll, the range penalty of a
// ranged strike, then the hero's defense roll (Melee Strikes, Defense
// Roll, Spending Focus on a Strike or Defense Roll, Ranged Strikes,
// pp. 18–19). A hero wounded while a stun ability holds takes its stun
// tokens (Stun, p. 35), and the passive stun and push of the villain's
// sheet act on it as on an AI villain's strike (strikeEffects).
func (g *Game) villainCardStrike(id, h, n int, ranged bool) {
	g.playerVillainStrike(id, h, g.villainStrikeDice(id, h, n), ranged)
}

// playerVillainStrike resolves villain figure id's strike of n Battle dice at
// hero h, as villainCardStrike describes.
func (g *Game) playerVillainStrike(id, h, n int, ranged bool) {
	f := &g.Figs[id]
	t := int(f.Type)
	defer g.react(h, WhenStruck, id) // the hero's reaction to being struck (abilities.go)
	hits, _ := g.rollFaces(n)
	if g.villainReroll(id, n, false) {
		hits, _ = g.rerollFaces(n, false)
	}
	if ranged {
		hits = max(0, hits-g.RangePenalty(f.Cell, g.Figs[h].Cell))
	}
	blocks := g.heroDefend(h, hits)
	w := max(0, hits-blocks)
	if g.log != nil {
		g.logf("strike: %s rolls %s on %s: %s, %d blocked, %s", g.figName(id), plural.Of(n, "die"), g.B.Heroes[h].Name, plural.Of(hits, "hit"), blocks, plural.Of(w, "wound"))
	}
	if w == 0 {
		return
	}
	g.rec.Values[g.nh+t][VWoundsDealt] += int32(w)
	if s := g.comp.deck.Bonus(villaindeck.TypeID(t), villaindeck.Stun); s > 0 && g.rs.Stun { // Shadows of the Past has no stun
		g.Figs[h].Stun += int8(s)
	}
	g.woundHero(h, w, true)
	g.strikeEffects(id, h) // the passive stun and push of the villain's sheet (abilities.go)
}

// villainReroll decides whether villain figure id rerolls the first n dice
// just rolled (their misses: no hit, or no block when blocks): once per
// roll, for free when a card's free-reroll ability holds and the figure
// has not used it this activation, else for 1 villain Focus (Spending
// Focus on a Strike or Defense Roll, p. 18; Focus, p. 37).
func (g *Game) villainReroll(id, n int, blocks bool) bool {
	c := &g.comp
	free := !c.free && g.comp.deck.Bonus(villaindeck.TypeID(g.Figs[id].Type), villaindeck.FreeReroll) > 0
	if (!free && c.focus == 0) || !g.anyMiss(n, blocks) {
		return false
	}
	opts := append(c.opts[:0], VillainOption{Kind: VOptNone, Fig: int16(id)}, VillainOption{Kind: VOptReroll, Fig: int16(id)})
	if g.askVillain(VillainDecision{VDecideReroll, id}, opts) == 0 {
		return false
	}
	if free {
		c.free = true
	} else {
		c.focus--
	}
	if g.log != nil {
		g.logf("reroll: the villain rerolls the misses of %s (free %v), Focus %d", g.figName(id), free, c.focus)
	}
	return true
}

// villainDefendDice returns the Battle dice villain figure id rolls to
// defend: the Defend of its Competitive sheet, +1 per defense icon of the
// active cards of its type, the defend bonus of active card abilities and
// of its sheet's passive ability (sheetBonus), +1 on covered terrain and
// +2 after taking cover (Defense Roll, p. 18; Defense Icons, p. 21).
func (g *Game) villainDefendDice(id int) int {
	f := &g.Figs[id]
	t := villaindeck.TypeID(f.Type)
	n := int(g.B.Competitive.Sheets[f.Type].Defend) + g.comp.deck.DefenseIcons(t) + g.comp.deck.Bonus(t, villaindeck.Defend) +
		g.sheetBonus(id, EffectDefend)
	if g.B.Map.Terrain[f.Cell]&grid.Covered != 0 {
		n++
	}
	if f.Cover {
		n += 2
	}
	return n
}

// villainBlocks returns the hits villain figure id blocks when struck: in
// Competitive Mode its defense roll, rerolled for 1 villain Focus if the
// villain chooses (Defense Roll, p. 18); in Cooperative Mode the AI's
// Block.
func (g *Game) villainBlocks(id int) int {
	if g.B.Competitive == nil {
		return g.VillainBlock(id)
	}
	n := g.villainDefendDice(id)
	_, blocks := g.rollFaces(n)
	if g.villainReroll(id, n, true) {
		_, blocks = g.rerollFaces(n, true)
	}
	return blocks
}

// awakenVillain is a knocked-down player-controlled villain leader's
// attempt to stand when activated: Battle dice equal to its Defend, +1 per
// defense icon on active cards of its type, −2 per adjacent standing hero,
// +3 per adjacent standing villain leader, +1 per adjacent space of villain
// minions, figures on obscuring terrain left out (never below 0; no
// Focus). The hits are regained as Life; it stands at
// its Awaken, else it takes a KO token and forfeits the activation
// (Adventures, Awakening Player-Controlled Villain Leaders, p. 36). It
// reports whether the leader stood up.
func (g *Game) awakenVillain(id int) bool {
	f := &g.Figs[id]
	n := g.villainAwakenDice(id)
	hits := g.rollHits(n)
	g.heal(id, hits)
	if f.Life >= g.B.Competitive.Sheets[f.Type].Awaken {
		f.Down = false
		g.down.Remove(f.Cell)
		g.place(f)
		g.comp.koRow[id] = 0
		if g.log != nil {
			g.logf("awaken: %s rolls %s, stands at Life %d", g.figName(id), plural.Of(n, "die"), f.Life)
		}
		return true
	}
	g.leaderKOToken(id, false)
	if g.log != nil {
		g.logf("awaken: %s rolls %s, Life %d, stays down (KO token %d)", g.figName(id), plural.Of(n, "die"), f.Life, g.comp.ko[id])
	}
	g.checkEnd()
	return false
}

// villainAwakenDice returns the dice of awakenVillain; figures on
// obscuring terrain do not count, as for a hero (awakenNeighbours).
func (g *Game) villainAwakenDice(id int) int {
	f := &g.Figs[id]
	heroes, leaders, minions := g.awakenNeighbours(id)
	n := int(g.B.Competitive.Sheets[f.Type].Defend) + g.comp.deck.DefenseIcons(villaindeck.TypeID(f.Type)) - 2*heroes + 3*leaders + minions
	return max(n, 0)
}

// cardAbilities applies the engine's instant abilities of timing w of card
// id (the deck applies its own): heal rolls N Battle dice and heals the
// most wounded figure of the card's type; focus gives the villain N Focus,
// not above the starting Focus; spawn brings up to N minions of the type
// from the pool to the spawning locations (Special Abilities, p. 21;
// Healing Wounds, p. 35; docs/RULES.md).
func (g *Game) cardAbilities(id villaindeck.CardID, w villaindeck.Timing) {
	card := &g.B.Competitive.Deck.Cards[id]
	t := int(card.Type)
	for _, a := range card.AbilityList() {
		if a.When != w {
			continue
		}
		switch a.Effect {
		case villaindeck.Heal:
			best, worst := -1, 0
			for f := g.vStart[t]; f < g.vStart[t+1]; f++ {
				if fig := &g.Figs[f]; fig.Where == onMap {
					if lost := g.maxLife(f) - int(fig.Life); lost > worst {
						best, worst = f, lost
					}
				}
			}
			if best >= 0 {
				g.heal(best, g.rollHits(int(a.N)))
			}
		case villaindeck.Focus:
			g.comp.focus = g.rs.GainVillainFocus(g.comp.focus, int(a.N), g.B.Competitive.Focus) // uncapped in Shadows of the Past's partly Korean edition (Focus, p. 17)
		case villaindeck.Spawn:
			g.spawnN(t, int(a.N))
		}
	}
}

// spawnN brings up to n minions of villain type t from the figure pool to
// empty spawning location spaces the villain chooses (Competitive Mode
// Spawning, p. 35).
func (g *Game) spawnN(t, n int) {
	c := &g.comp
	c.want = [MaxVillainTypes]int{}
	if !g.B.Villains[t].Leader {
		c.want[t] = min(n, g.inPool(t))
	}
	g.spawnWanted()
}

// competitiveSpawn spawns new minions at the end of a round: half of each
// minion type's figures in the pool (rounded up; Spawning New Minions,
// p. 35), placed by the villain on empty spawning location spaces; "The
// villain cannot spawn more figures in a given round than there are empty
// spawning location spaces on the map. If there are more spawned figures
// than empty spawning location spaces, the villain player decides which
// figures spawn and which do not" (Competitive Mode Spawning, p. 35).
func (g *Game) competitiveSpawn() {
	if g.over {
		return
	}
	c := &g.comp
	c.want = [MaxVillainTypes]int{}
	for t := range g.B.Villains {
		if !g.B.Villains[t].Leader {
			c.want[t] = (g.inPool(t) + 1) / 2
		}
	}
	g.spawnWanted()
}

// inPool returns the figures of villain type t in the figure pool.
func (g *Game) inPool(t int) int {
	n := 0
	for id := g.vStart[t]; id < g.vStart[t+1]; id++ {
		if g.Figs[id].Where == inPool {
			n++
		}
	}
	return n
}

// spawnWanted spawns the minions of g.comp.want one at a time, the villain
// choosing which type and where, until none is wanted or no spawning
// location space can take one (canSpawnOn).
func (g *Game) spawnWanted() {
	c := &g.comp
	for {
		opts := c.opts[:0]
		for t := range g.B.Villains {
			if c.want[t] == 0 {
				continue
			}
			for _, cell := range g.B.Spawns {
				if g.canSpawnOn(t, cell) && len(opts) < len(c.opts) {
					opts = append(opts, VillainOption{Kind: VOptSpawn, Type: int8(t), Cell: cell})
				}
			}
		}
		if len(opts) == 0 {
			return
		}
		o := opts[g.askVillain(VillainDecision{VDecideSpawn, -1}, opts)]
		t := int(o.Type)
		c.want[t]--
		id := g.poolFigure(t)
		f := &g.Figs[id]
		f.Where, f.Cell, f.Down, f.Life, f.Aware = onMap, o.Cell, false, g.B.Villains[t].Life, true
		f.Stun, f.Cover, f.Crouch, f.Carry = 0, false, grid.NoCell, -1
		g.place(f)
		g.rec.Values[g.nh+t][VSpawned]++
		if g.log != nil {
			g.logf("spawn: %s at %s", g.figName(id), o.Cell.Label())
		}
	}
}
