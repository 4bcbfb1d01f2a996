package munchkin

import "github.com/tmntsim/tmntsim/internal/plural"

// fight runs a combat of player t against monster c (Combat): the fighter
// may ask for help, everyone may interfere, then the fight is won (Rewards)
// or lost (Running Away and Bad Stuff).
func (g *Game) fight(t int, c uint8) {
	cb := &g.cb
	*cb = combat{active: true, fighter: t, helper: -1, nmon: 1}
	cb.mon[0] = c
	for i := 0; i < g.n; i++ {
		g.pl[i].teamUsed = false
		cb.asked[i] = i == t || g.pl[i].dead
	}
	if g.log != nil {
		g.logf("  fights %s (Level %d)", g.name(c), g.S.Cards[c].Level)
	}
	g.teamUp(t)
	g.interfere(0, 0, true)
	g.resolveFight()
}

// resolveFight ends the combat once no one plays more cards: won
// (Rewards) or lost (Running Away and Bad Stuff), then the helper may play
// what it received.
func (g *Game) resolveFight() {
	t := g.cb.fighter
	win := g.won()
	if g.log != nil {
		g.logf("  players %d vs monsters %d: %s", g.playerSide(), g.monsterSide(), map[bool]string{true: "killed", false: "lost, runs away"}[win])
	}
	if g.winningFight() {
		g.res.Values[t][MetWinFights]++
		if !win || g.cb.gone > 0 && !g.reachesWin() {
			g.res.Values[t][MetStopped]++
			g.leaderBashed()
		}
	}
	h, hFrom := g.cb.helper, 0
	if h >= 0 {
		hFrom = g.pl[h].hand.n
	}
	if win {
		g.rewards()
	} else {
		g.runAway()
	}
	g.endCombat()
	if win && h >= 0 && !g.over {
		g.receivedPlays(h, hFrom)
	}
}

// leaderBashed records a lost fight that would have won the game as
// leader-bashing when other players played cards against it while it would
// (docs/RULES.md, Munchkin TMNT, "Leader-bashing and kingmaking"): the
// fighter was bashed, each of them took part in stopping it.
func (g *Game) leaderBashed() {
	cb := &g.cb
	bashed := false
	for s := 0; s < g.n; s++ {
		if cb.against[s] > 0 {
			g.res.Values[s][MetBashStops]++
			bashed = true
		}
	}
	if bashed {
		g.res.Values[cb.fighter][MetBashed]++
	}
}

// won reports whether the fighting side wins the combat: it is stronger
// than the monsters (Combat: ties lose), or every monster was eliminated
// ("Sometimes a card will let you defeat a monster without killing it.
// This is still winning"). A dead fighter has lost.
func (g *Game) won() bool {
	if g.pl[g.cb.fighter].dead {
		return false
	}
	return g.cb.nmon == 0 || g.playerSide() > g.monsterSide()
}

// reachesWin reports whether the monsters still in combat give the
// fighter the levels to reach Level 10: a winning fight whose monster was
// eliminated may not (it was stopped, though won).
func (g *Game) reachesWin() bool { return g.levelIfWon() >= WinLevel }

// levelIfWon is the fighter's Level plus the levels of the monsters still
// in combat.
func (g *Game) levelIfWon() int {
	lv := int(g.pl[g.cb.fighter].level)
	for i := 0; i < g.cb.nmon; i++ {
		lv += int(g.S.Cards[g.cb.mon[i]].Reward)
	}
	return lv
}

// winningFight reports whether killing the monsters in combat would take
// the fighter to Level 10; monsters eliminated from it count, as the fight
// was one that would have won the game.
func (g *Game) winningFight() bool {
	return g.levelIfWon()+int(g.cb.gone) >= WinLevel
}

// playerSide is the fighting players' combined strength: the fighter's,
// the helper's and the One-Shots played for them (Combat; Teaming-up). A
// dead fighter has lost.
func (g *Game) playerSide() int {
	cb := &g.cb
	if g.pl[cb.fighter].dead {
		return -1 << 20
	}
	s := g.strength(cb.fighter) + int(cb.sideBonus)
	if cb.helper >= 0 && !g.pl[cb.helper].dead {
		s += g.strength(cb.helper) - g.sameStance(cb.fighter, cb.helper)
	}
	return s
}

// sameStance is the bonus of helper h's Stance when fighter f is in the
// same Stance: it is not applied twice (Teaming-up: "if your helper has
// the same Stance as you, the bonus or penalty is not applied twice").
func (g *Game) sameStance(f, h int) int {
	a, b := g.pl[f].stance, g.pl[h].stance
	if a == noCard || b == noCard || g.S.Cards[a].Name != g.S.Cards[b].Name {
		return 0
	}
	return int(g.S.Cards[b].Bonus)
}

// monsterSide is the monsters' combined strength: each one's Level, its
// enhancers and One-Shots, and its bonus against a race when the fighter
// or the helper is of that race (Combat; Monster enhancers; Fighting
// multiple monsters; Teaming-up: "the special abilities of the monster also
// apply to your helper").
func (g *Game) monsterSide() int {
	s := 0
	for i := 0; i < g.cb.nmon; i++ {
		s += g.monsterStrength(i)
	}
	return s
}

// monsterStrength is the strength of the i-th monster in combat: its
// Level, its enhancers and One-Shots, and its bonus against the fighter's
// or the helper's race.
func (g *Game) monsterStrength(i int) int {
	cb := &g.cb
	m := &g.S.Cards[cb.mon[i]]
	s := int(m.Level) + int(cb.monBonus[i])
	if m.VsRace != RaceAny && (g.raceOf(cb.fighter) == m.VsRace || cb.helper >= 0 && g.raceOf(cb.helper) == m.VsRace) {
		s += int(m.VsBonus)
	}
	return s
}

func (g *Game) raceOf(p int) Race { return g.S.Characters[g.pl[p].char].Race }

// treasureCount is the Treasures of the monsters in combat, with their
// enhancers, never below 0 for a monster (Monster enhancers; Rewards).
func (g *Game) treasureCount() int {
	cb := &g.cb
	n := 0
	for i := 0; i < cb.nmon; i++ {
		n += max(int(g.S.Cards[cb.mon[i]].Treasures)+int(cb.monExtra[i]), 0)
	}
	return n
}

// teamUp lets the fighter ask the other players, one at a time, to help,
// offering a share of the Treasure — with first pick to the helper or to
// itself, a term of the offer when the share is part of the Treasure — or
// cards — Items it carries, Go Up a
// Level cards from its hand to play on the helper — until one accepts or
// the fighter stops (Teaming-up). An Item given goes at once to the
// helper's play, unequipped until the combat ends. Both then use their
// Team-up abilities (Team-up abilities).
func (g *Game) teamUp(t int) {
	cb := &g.cb
	for {
		g.opts = g.opts[:0]
		g.opts = append(g.opts, Option{Kind: OptAlone})
		tr := g.treasureCount()
		for s := 0; s < g.n; s++ {
			if cb.asked[s] {
				continue
			}
			for k := 0; k <= tr; k++ {
				g.opts = append(g.opts, Option{Kind: OptAsk, Card: noCard, Target: uint8(s), Arg: uint8(k)})
				if k > 0 && k < tr {
					g.opts = append(g.opts, Option{Kind: OptAsk, Card: noCard, Target: uint8(s), Arg: uint8(k), First: true})
				}
			}
			for _, c := range g.pl[t].items.cards() {
				g.opts = append(g.opts, Option{Kind: OptAsk, Card: c, Target: uint8(s)})
			}
			if g.pl[s].level < WinLevel-1 {
				for _, c := range g.pl[t].hand.cards() {
					if g.S.Cards[c].Kind == GoUpLevel {
						g.opts = append(g.opts, Option{Kind: OptAsk, Card: c, Target: uint8(s)})
					}
				}
			}
		}
		o := g.ask(t, DecAskHelp)
		if o.Kind != OptAsk || g.askHelp(t, o) {
			return
		}
	}
}

// askHelp makes fighter t's offer o (Teaming-up) and reports whether it
// was accepted.
func (g *Game) askHelp(t int, o Option) bool {
	cb := &g.cb
	h := int(o.Target)
	cb.asked[h] = true
	cb.offer, cb.first, cb.nbribe = int(o.Arg), o.First, 0
	if o.Card != noCard {
		cb.bribe[0], cb.nbribe = o.Card, 1
	}
	if o.Card != noCard || cb.offer > 0 {
		g.addToBribe(t, h)
	}
	g.opts = g.opts[:0]
	g.opts = append(g.opts, Option{Kind: OptRefuse}, Option{Kind: OptAccept})
	return g.answerHelp(h, g.ask(h, DecHelp).Kind == OptAccept)
}

// addToBribe lets fighter t add cards to the bribe offered to player h,
// one at a time until it is done (Teaming-up: "You may offer your helper
// any Item(s) you are currently carrying, or any number of the Treasure
// cards the monster is worth ... You may also offer to play any cards from
// your hand that you legally could, such as Go Up a Level cards, on your
// helper"): more Items it carries unless the offer is a share of the
// Treasure (Items or a share: the rulesheet's "or"), and Go Up a Level
// cards as long as they would not take h to Level 10, with either ("also").
func (g *Game) addToBribe(t, h int) {
	cb := &g.cb
	for cb.nbribe < MaxBribe {
		g.opts = g.opts[:0]
		g.opts = append(g.opts, Option{Kind: OptDone})
		lv := int(g.pl[h].level)
		for _, c := range cb.bribe[:cb.nbribe] {
			if g.S.Cards[c].Kind == GoUpLevel {
				lv++
			}
		}
		for _, c := range g.pl[t].items.cards() {
			if cb.offer == 0 && !g.inBribe(c) {
				g.opts = append(g.opts, Option{Kind: OptBribe, Card: c, Target: uint8(h)})
			}
		}
		if lv < WinLevel-1 {
			for _, c := range g.pl[t].hand.cards() {
				if g.S.Cards[c].Kind == GoUpLevel && !g.inBribe(c) {
					g.opts = append(g.opts, Option{Kind: OptBribe, Card: c, Target: uint8(h)})
				}
			}
		}
		o := g.ask(t, DecBribe)
		if o.Kind != OptBribe {
			return
		}
		cb.bribe[cb.nbribe] = o.Card
		cb.nbribe++
	}
}

// inBribe reports whether card c is in the bribe on the table.
func (g *Game) inBribe(c uint8) bool {
	for _, b := range g.cb.bribe[:g.cb.nbribe] {
		if b == c {
			return true
		}
	}
	return false
}

// answerHelp is player h's answer to the offer on the table: accepted, it
// becomes the helper, takes the Items offered, the Go Up a Level cards
// offered are played on it, and both Team-up abilities apply (Teaming-up;
// Team-up abilities). It returns acc.
func (g *Game) answerHelp(h int, acc bool) bool {
	cb := &g.cb
	t := cb.fighter
	if g.log != nil {
		bribe := ""
		if cb.offer > 0 || cb.nbribe == 0 {
			bribe = plural.Of(cb.offer, "Treasure")
		}
		if cb.first {
			bribe += " and first pick"
		}
		for _, c := range cb.bribe[:cb.nbribe] {
			if bribe != "" {
				bribe += ", "
			}
			bribe += g.name(c)
		}
		g.logf("  asks seat %d for help for %s: accepted %v", h+1, bribe, acc)
	}
	if acc {
		cb.helper, cb.share, cb.helperFirst = h, cb.offer, cb.first
		for _, c := range cb.bribe[:cb.nbribe] {
			if g.S.Cards[c].Kind == GoUpLevel {
				g.goUpALevel(t, h, c)
			} else {
				g.giveItem(t, h, c)
			}
		}
		g.pl[t].teamUsed, g.pl[h].teamUsed = true, true
	}
	return acc
}

// giveItem moves Item c from player p's play to player q's, unequipped
// (Trading: "You may also give Items away ... to bribe other players"; an
// Item received remains in play).
func (g *Game) giveItem(p, q int, c uint8) {
	pl := &g.pl[p]
	pl.items.removeAt(pl.items.index(c))
	g.equipped[c] = false
	g.itemGone(p, c)
	g.recalc(p)
	g.pl[q].items.push(c)
}

// combatOptions lists what seat s may play in the combat (Interfering with
// combat; When you may take actions): One-Shots for either side, monster
// enhancers, a Wandering Monster with a monster from the hand, Traps and Go
// Up a Level cards on the fighting players, and for the fighting players an
// Ally from the hand or discarding the Ally for the Team-up ability.
func (g *Game) combatOptions(s int) {
	cb := &g.cb
	pl := &g.pl[s]
	g.opts = g.opts[:0]
	g.opts = append(g.opts, Option{Kind: OptDone})
	if pl.dead {
		return
	}
	fighting := s == cb.fighter || s == cb.helper
	if fighting && pl.ally != noCard && !pl.teamUsed {
		g.opts = append(g.opts, Option{Kind: OptTeamUp})
	}
	if fighting {
		g.kataOptions(s)
	}
	for _, c := range pl.hand.cards() {
		switch cd := &g.S.Cards[c]; cd.Kind {
		case OneShot, Enhancer:
			if cd.Kind == OneShot && !cd.Eliminate {
				g.opts = append(g.opts, Option{Kind: OptPlay, Card: c, Target: TargetPlayers})
			}
			for m := 0; m < cb.nmon; m++ {
				g.opts = append(g.opts, Option{Kind: OptPlay, Card: c, Target: uint8(m)})
			}
		case WanderingMonster:
			if cb.nmon < MaxMonsters {
				for _, m := range pl.hand.cards() {
					if g.S.Cards[m].Kind == Monster {
						g.opts = append(g.opts, Option{Kind: OptPlay, Card: c, Arg: m})
					}
				}
			}
		case Trap, GoUpLevel:
			for _, v := range [2]int{cb.fighter, cb.helper} {
				if v >= 0 && !g.pl[v].dead && (g.S.Cards[c].Kind == Trap || int(g.pl[v].level) < WinLevel-1) {
					g.opts = append(g.opts, Option{Kind: OptPlay, Card: c, Target: uint8(v)})
				}
			}
		case Ally:
			if fighting {
				g.opts = append(g.opts, Option{Kind: OptPlay, Card: c, Target: uint8(s)})
			}
		}
	}
}

// interfere gives every player, the fighter first and then in turn order,
// the chance to play cards on the combat, round after round until a whole
// round passes (Interfering with combat). The "bite of pizza" wait is this
// last round. It starts at round round, with the k-th player in turn order
// from the fighter; passed says whether the round has passed so far.
func (g *Game) interfere(round, k int, passed bool) {
	cb := &g.cb
	for ; round < 4*MaxCards; round++ {
		for ; k < g.n; k++ {
			s := (cb.fighter + k) % g.n
			g.combatOptions(s)
			if len(g.opts) == 1 {
				continue
			}
			cb.round, cb.k, cb.passed = round, k, passed
			o := g.ask(s, DecCombat)
			if o.Kind == OptDone {
				continue
			}
			passed = false
			g.combatPlay(s, o)
			if g.pl[cb.fighter].dead {
				return
			}
		}
		if passed {
			return
		}
		k, passed = 0, true
	}
}

// combatPlay plays option o of seat s in the combat.
func (g *Game) combatPlay(s int, o Option) {
	cb := &g.cb
	pl := &g.pl[s]
	if o.Kind == OptTeamUp {
		g.loseAlly(s)
		pl.teamUsed = true
		return
	}
	if o.Kind == OptKata {
		g.useKata(s, o.Card, o.Arg)
		return
	}
	cd := &g.S.Cards[o.Card]
	against := s != cb.fighter && s != cb.helper
	if g.log != nil {
		g.logf("  seat %d plays %s (target %d)", s+1, cd.Name, o.Target)
	}
	switch cd.Kind {
	case OneShot, Enhancer:
		pl.hand.removeAt(pl.hand.index(o.Card))
		cb.played.push(o.Card)
		if cd.Eliminate {
			// Against the fighting side only when it takes a won fight
			// from it: the monster gives no level then.
			against = against && g.won()
			g.eliminate(int(o.Target), cd.Loot)
		} else if o.Target == TargetPlayers {
			cb.sideBonus += cd.Bonus
			against = false
		} else {
			cb.monBonus[o.Target] += cd.Bonus
			cb.monExtra[o.Target] += cd.Extra
			against = against && cd.Bonus > 0
		}
	case WanderingMonster:
		pl.hand.removeAt(pl.hand.index(o.Card))
		pl.hand.removeAt(pl.hand.index(o.Arg))
		cb.played.push(o.Card)
		cb.mon[cb.nmon] = o.Arg
		cb.monBonus[cb.nmon], cb.monExtra[cb.nmon] = 0, 0
		cb.nmon++
	case Trap:
		g.playTrap(s, int(o.Target), o.Card)
		if int(o.Target) == cb.helper && g.pl[cb.helper].dead {
			cb.helper = -1
		}
	case GoUpLevel:
		g.goUpALevel(s, int(o.Target), o.Card)
		against = false
	case Ally:
		g.playCard(s, o.Card)
		against = false
	}
	if against {
		g.res.Values[s][MetInterfered]++
		if g.winningFight() {
			g.res.Values[s][MetBashes]++
			cb.against[s]++
		}
	}
}

// eliminate takes the i-th monster out of the combat; the fight goes on
// against the others (Fighting multiple monsters: "you can eliminate one
// monster from the combat and fight the other(s) normally"). It gives no
// level; its Treasures, with its enhancers, only if loot and the fight is
// won (Combat: "defeat a monster without killing it ... you don't get a
// level. Unless the card says otherwise, you don't get the Treasures,
// either"; "If you eliminate one monster, but then run from the other(s),
// you don't get any levels or Treasure"). It is discarded with the combat.
func (g *Game) eliminate(i int, loot bool) {
	cb := &g.cb
	m := cb.mon[i]
	if g.log != nil {
		g.logf("  %s is eliminated from the fight", g.name(m))
	}
	cb.gone += g.S.Cards[m].Reward
	if loot {
		cb.loot += int8(max(int(g.S.Cards[m].Treasures)+int(cb.monExtra[i]), 0))
	}
	cb.played.push(m)
	copy(cb.mon[i:cb.nmon-1], cb.mon[i+1:cb.nmon])
	copy(cb.monBonus[i:cb.nmon-1], cb.monBonus[i+1:cb.nmon])
	copy(cb.monExtra[i:cb.nmon-1], cb.monExtra[i+1:cb.nmon])
	cb.nmon--
}

// rewards is a won fight (Combat; Rewards): the fighter goes up one level
// per monster killed (or the monster's reward) — the only way to reach
// Level 10 — and draws the Treasures, with the Team-up abilities' extra
// ones when a monster was killed and those of monsters eliminated by a
// Loot card; the helper gets the agreed share and no levels (Teaming-up).
func (g *Game) rewards() {
	cb := &g.cb
	f := cb.fighter
	lv := 0
	for i := 0; i < cb.nmon; i++ {
		lv += int(g.S.Cards[cb.mon[i]].Reward)
	}
	tr := g.treasureCount() + int(cb.loot)
	for _, p := range [2]int{f, cb.helper} {
		if p >= 0 && g.pl[p].teamUsed && cb.nmon > 0 {
			tr += int(g.S.Characters[g.pl[p].char].TeamTreasure)
		}
	}
	g.res.Values[f][MetKills] += int32(cb.nmon)
	if cb.helper >= 0 {
		g.res.Values[cb.helper][MetHelps]++
		g.shareTreasures(tr)
	} else {
		for k := 0; k < tr; k++ {
			c := g.nextTreasure()
			if c == noCard {
				break
			}
			g.gainTreasure(f, c)
		}
	}
	if cb.nmon > 0 {
		g.dropKept(f, true)
	}
	g.gainLevels(f, lv, true)
	if g.pl[f].level >= WinLevel {
		g.win(f, cb.helper)
	}
}

// shareTreasures draws the tr Treasures of a fight won with a helper face
// up and shares them as agreed (Rewards: "face up, so the whole party can
// see what you got, if someone helped you"; Teaming-up: "If you offer your
// helper part of the monster's Treasure, you must agree which of you gets
// first pick"). The player with first pick takes all its cards first, one
// at a time, each its policy's choice among those left; the other takes
// the rest. The helper's share is cut to the Treasures drawn.
func (g *Game) shareTreasures(tr int) {
	cb := &g.cb
	f, h := cb.fighter, cb.helper
	sp := &g.spoils
	sp.n = 0
	for sp.n < tr {
		c := g.nextTreasure()
		if c == noCard {
			break
		}
		sp.push(c)
	}
	share := min(cb.share, sp.n)
	first, rest, picks := f, h, sp.n-share
	switch {
	case share == 0:
		rest, picks = f, 0
	case share == sp.n:
		picks = 0
	case cb.helperFirst:
		first, rest, picks = h, f, share
	}
	if g.log != nil && picks > 0 {
		g.logf("  seat %d picks first", first+1)
	}
	for ; picks > 0; picks-- {
		g.opts = g.opts[:0]
		for _, c := range sp.cards() {
			g.opts = append(g.opts, Option{Kind: OptTake, Card: c})
		}
		c := g.ask(first, DecPick).Card
		sp.removeAt(sp.index(c))
		g.gainTreasure(first, c)
	}
	for _, c := range sp.cards() {
		g.gainTreasure(rest, c)
	}
	sp.n = 0
}

// gainTreasure puts Treasure c won in a fight into player p's hand.
func (g *Game) gainTreasure(p int, c uint8) {
	g.pl[p].hand.push(c)
	g.res.Values[p][MetTreasures]++
}

// runAway is a lost fight (Running Away and Bad Stuff): the fighter, then
// the helper, rolls a die for each monster, "in any order you choose"
// (each player chooses the next monster while several are left); 5 or
// more (with the player's and the monster's modifiers) escapes, less
// suffers its Bad Stuff at once. The dead roll no more (Death: "Once you
// have died, you don't have to Run Away from any remaining monsters").
func (g *Game) runAway() {
	cb := &g.cb
	for _, p := range [2]int{cb.fighter, cb.helper} {
		if p < 0 {
			continue
		}
		var rolled [MaxMonsters]bool
		for range cb.nmon {
			if g.pl[p].dead {
				break
			}
			g.opts = g.opts[:0]
			for i := 0; i < cb.nmon; i++ {
				if !rolled[i] {
					g.opts = append(g.opts, Option{Kind: OptRun, Card: cb.mon[i], Target: uint8(p), Arg: uint8(i)})
				}
			}
			i := int(g.ask(p, DecRun).Arg)
			rolled[i] = true
			m := &g.S.Cards[cb.mon[i]]
			die := 1 + g.rng.IntN(6)
			if g.log != nil {
				g.logf("  seat %d rolls %d to run from %s", p+1, die, m.Name)
			}
			if g.escapes(p, m, die) {
				g.res.Values[p][MetEscapes]++
				continue
			}
			g.res.Values[p][MetCaught]++
			g.applyEffect(p, &m.BadStuff)
		}
	}
}

// escapes reports whether a Run Away roll of die by player p escapes
// monster m: die + modifiers ≥ 5 (Running Away and Bad Stuff).
func (g *Game) escapes(p int, m *Card, die int) bool {
	return die+g.runBonus(p)+int(m.Run) >= RunTarget
}

// endCombat discards the monsters and the cards played (Combat: "discard
// them and any other cards played"), ends the fighters' "next combat"
// penalties and Team-up abilities, and lets them re-equip.
func (g *Game) endCombat() {
	cb := &g.cb
	for i := 0; i < cb.nmon; i++ {
		g.discard(cb.mon[i])
	}
	for cb.played.n > 0 {
		g.discard(cb.played.pop())
	}
	cb.nmon = 0
	cb.active = false
	for _, p := range [2]int{cb.fighter, cb.helper} {
		if p >= 0 {
			g.pl[p].penalty = 0
			g.dropKept(p, false)
			g.pl[p].teamUsed = false
			g.equip(p)
		}
	}
}

// kataOptions adds the Kata abilities fighting player s may use (Katas:
// "Some Katas require you to discard a card to use them. You may discard
// any card you have in play or in your hand to activate the Kata"): each
// of its Katas with such an ability not yet used in this combat, paid with
// any card of its hand or any Item, Ally or Stance it has in play.
func (g *Game) kataOptions(s int) {
	pl := &g.pl[s]
	for _, k := range pl.katas[:pl.nkatas] {
		if g.S.Cards[k].DiscardBonus == 0 || g.kataUsed(k) {
			continue
		}
		for _, c := range pl.hand.cards() {
			g.opts = append(g.opts, Option{Kind: OptKata, Card: k, Target: uint8(s), Arg: c})
		}
		for _, c := range pl.items.cards() {
			g.opts = append(g.opts, Option{Kind: OptKata, Card: k, Target: uint8(s), Arg: c})
		}
		for _, c := range [2]uint8{pl.ally, pl.stance} {
			if c != noCard {
				g.opts = append(g.opts, Option{Kind: OptKata, Card: k, Target: uint8(s), Arg: c})
			}
		}
	}
}

// kataUsed reports whether Kata k's ability was used in this combat.
func (g *Game) kataUsed(k uint8) bool {
	for _, u := range g.cb.katas[:g.cb.nkatas] {
		if u == k {
			return true
		}
	}
	return false
}

// useKata uses Kata k's ability for player s, discarding card c from its
// hand or its play: the Kata's bonus goes to the fighting side for the
// rest of the combat (Katas: "Some Katas require you to discard a card to
// use them"). An Item in play discarded so stops giving its bonus.
func (g *Game) useKata(s int, k, c uint8) {
	cb := &g.cb
	pl := &g.pl[s]
	if g.log != nil {
		g.logf("  seat %d uses %s, discarding %s", s+1, g.name(k), g.name(c))
	}
	switch {
	case pl.hand.index(c) >= 0:
		pl.hand.removeAt(pl.hand.index(c))
	case pl.items.index(c) >= 0:
		pl.items.removeAt(pl.items.index(c))
		g.itemGone(s, c)
	case c == pl.ally:
		pl.ally = noCard
	case c == pl.stance:
		pl.stance = noCard
	}
	g.discard(c)
	g.recalc(s)
	cb.katas[cb.nkatas] = k
	cb.nkatas++
	cb.sideBonus += g.S.Cards[k].DiscardBonus
}
