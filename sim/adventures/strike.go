package adventures

import (
	"github.com/tmntsim/tmntsim/internal/plural"
	"github.com/tmntsim/tmntsim/sim/adventures/grid"
)

// rollFaces rolls n Battle dice into g.faces and returns the total hits and
// blocks.
func (g *Game) rollFaces(n int) (hits, blocks int) {
	n = max(0, min(n, len(g.faces)))
	g.countDice(n)
	f := g.roll.Roll(&g.bdie, n, g.faces[:0])
	return g.bdie.Sum(f)
}

// rerollFaces rerolls the first n dice in g.faces that score nothing of the
// wanted kind (hits, or blocks when blocks is true) and returns the new totals.
func (g *Game) rerollFaces(n int, blocks bool) (int, int) {
	n = max(0, min(n, len(g.faces)))
	keep := g.bdie.HitFaces()
	if blocks {
		keep = g.bdie.BlockFaces()
	}
	g.countDice(n)
	g.roll.Reroll(&g.bdie, g.faces[:n], keep)
	return g.bdie.Sum(g.faces[:n])
}

// rollHits rolls n Battle dice and returns the hits, without a reroll.
func (g *Game) rollHits(n int) int {
	g.countDice(max(n, 0))
	return g.roll.Hits(&g.bdie, n, false)
}

// anyMiss reports whether one of the first n dice in g.faces scores no hit
// (no block when blocks is true).
func (g *Game) anyMiss(n int, blocks bool) bool {
	for i := 0; i < n && i < len(g.faces); i++ {
		f := &g.die[g.faces[i]]
		if (!blocks && f.Hits == 0) || (blocks && f.Blocks == 0) {
			return true
		}
	}
	return false
}

// heroRoll rolls n strike dice for hero h and lets it reroll, once, every die
// that shows no hit: for 1 Focus, or free when the special move grants a free
// reroll, which then counts as the Focus reroll (Adventures, "Spending Focus
// on a Strike or Defense Roll"). The attacker decides before the defence roll.
func (g *Game) heroRoll(h, n int, free bool) int {
	hits, _ := g.rollFaces(n)
	free = free || g.bonus(h, EffectFreeReroll, g.Figs[h].Cell) > 0
	if (free || g.heroes[h].focus > 0) && g.anyMiss(n, false) {
		opts := append(g.opts[:0], Option{Kind: OptNone}, Option{Kind: OptReroll})
		if g.ask(Decision{DecideStrikeReroll, h}, opts) == 1 {
			if !free {
				g.spendFocus(h)
			}
			hits, _ = g.rerollFaces(n, false)
			if g.log != nil {
				g.logf("reroll: %s rerolls misses: %s", g.B.Heroes[h].Name, plural.Of(hits, "hit"))
			}
		}
	}
	return hits
}

// rollWithReroll rolls n Battle dice for hero h's heal or Focus check and
// offers its one Focus reroll of the dice showing no hit (decision kind)
// when it has Focus and the reroll could change the outcome: some die shows
// no hit and the hits fall short of need (the Life the hero misses, or the
// check's difficulty). It returns the hits (Adventures, "Healing Wounds":
// "results may be rerolled once at the cost of a Focus"; "Focus": "Focus may
// be spent after any die roll").
func (g *Game) rollWithReroll(h, n, need int, kind DecisionKind) int {
	hits, _ := g.rollFaces(n)
	if g.heroes[h].focus == 0 || hits >= need || !g.anyMiss(n, false) {
		return hits
	}
	g.pendDice, g.pendHits, g.pendNeed = n, hits, need
	opts := append(g.opts[:0], Option{Kind: OptNone}, Option{Kind: OptReroll})
	if g.ask(Decision{kind, h}, opts) == 1 {
		g.spendFocus(h)
		hits, _ = g.rerollFaces(n, false)
		if g.log != nil {
			g.logf("reroll: %s rerolls misses of a %s: %s", g.B.Heroes[h].Name, kind, plural.Of(hits, "hit"))
		}
	}
	g.pendDice = 0
	return hits
}

// PendingRoll describes the roll a DecideChiReroll, DecideHealReroll or
// DecideCheckReroll decision is about: the dice rolled (their faces are
// RolledFace(0..dice-1)), the hits they scored, and the hits that matter
// (the Life the hero misses for a heal, the difficulty of a Focus check).
func (g *Game) PendingRoll() (dice, hits, need int) { return g.pendDice, g.pendHits, g.pendNeed }

// heroDefend rolls hero h's defence roll: Battle dice equal to its Defend
// plus the defense icons it has in play plus terrain and card bonuses, with
// one Focus reroll of every die showing no block (Adventures, "Defense
// Roll", "Covered Terrain", "Take Cover", "Cooperative Mode ... Attacking").
// hits are the hits to block, which the players see before the roll (an AI
// villain's Hit less the range penalty, or a fall's rolled hits).
func (g *Game) heroDefend(h, hits int) int {
	g.defHits = hits
	n := g.defendDice(h)
	_, blocks := g.rollFaces(n)
	if g.heroes[h].focus > 0 && g.anyMiss(n, true) {
		opts := append(g.opts[:0], Option{Kind: OptNone}, Option{Kind: OptReroll})
		if g.ask(Decision{DecideDefendReroll, h}, opts) == 1 {
			g.spendFocus(h)
			_, blocks = g.rerollFaces(n, true)
		}
	}
	return blocks
}

// DefendDice returns the number of Battle dice hero h rolls to defend now.
func (g *Game) DefendDice(h int) int { return g.defendDice(h) }

func (g *Game) defendDice(h int) int {
	d := g.DefenseOf(h)
	return d.DiceAt(g.Figs[h].Cell)
}

// VillainBlock returns the hits villain figure id blocks: its Block attribute
// with its passive Defend bonus, +1 on covered terrain and +2 after taking
// cover (docs/RULES.md: terrain Defend bonuses add to an AI villain's
// Block).
func (g *Game) VillainBlock(id int) int {
	f := &g.Figs[id]
	p := &g.ab.block[f.Type]
	b := int(p.n) + g.CoverAt(f.Cell)
	if g.B.Map.Terrain[f.Cell]&p.on != 0 {
		b += int(p.onN)
	}
	if f.Cover {
		b += takeCoverBonus
	}
	return b
}

// heroStrike resolves a strike of n Battle dice by hero h against villain
// figure target, with the range penalty already known: hits minus penalty
// minus the target's Block are wounds (Adventures, "Melee Strikes",
// "Ranged Strikes", "Cooperative Mode ... Defending"). It returns the wounds.
func (g *Game) heroStrike(h, target, n, penalty int, free, stun bool) int {
	g.rec.Values[h][HStrikes]++
	hits := g.heroRoll(h, n, free) - penalty
	if hits < 0 {
		hits = 0
	}
	block := g.villainBlocks(target)
	w := hits - block
	if w < 0 {
		w = 0
	}
	if g.log != nil {
		g.logf("strike: %s rolls %s on %s: %s after penalty %d, block %d, %s",
			g.B.Heroes[h].Name, plural.Of(n, "die"), g.figName(target), plural.Of(hits, "hit"), penalty, block, plural.Of(w, "wound"))
	}
	g.wakeType(int(g.Figs[target].Type), WakeOnAttack)
	if w > 0 {
		g.rec.Values[h][HWoundsDealt] += int32(w)
		if stun && g.rs.Stun { // Shadows of the Past has no stun
			g.Figs[target].Stun++
		}
		g.woundVillain(target, w, h)
		g.strikeEffects(h, target)
	}
	g.react(target, WhenStruck, h)
	return w
}

// villainStrike resolves an AI villain's strike of hits (its Hit attribute
// less any range penalty) against hero h (Adventures, "Cooperative Mode
// Actions and Icons", "Attacking").
func (g *Game) villainStrike(id, h, hits int) {
	t := int(g.Figs[id].Type)
	blocks := g.heroDefend(h, hits)
	w := hits - blocks
	if w < 0 {
		w = 0
	}
	if g.log != nil {
		g.logf("strike: %s hits %s for %d, %d blocked, %s", g.figName(id), g.B.Heroes[h].Name, hits, blocks, plural.Of(w, "wound"))
	}
	if w > 0 {
		g.rec.Values[g.nh+t][VWoundsDealt] += int32(w)
		g.woundHero(h, w, true)
		g.strikeEffects(id, h)
	}
	g.react(h, WhenStruck, id)
}

// woundHero applies w wounds to hero h: a hero downloading data is disrupted,
// a hero who survives wounds from an attack (not harmful terrain, not a
// fall) may go on the defensive, a hero at 0 Life is knocked down
// (Adventures, "Wounds", "Going on the Defensive", "Downloading Data").
func (g *Game) woundHero(h, w int, attack bool) {
	f := &g.Figs[h]
	if !f.Standing() {
		return
	}
	g.rec.Values[h][HWoundsTaken] += int32(w)
	if g.heroes[h].dataRun > 0 {
		g.heroes[h].dataRun = 0
		g.data = g.downloaded()
	}
	f.Life -= int8(min(w, int(f.Life)))
	if f.Life <= 0 {
		g.knockDownHero(h)
		return
	}
	if attack && g.rs.GoDefensive { // no going on the defensive in Shadows of the Past
		g.goDefensive(h)
	}
}

// knockDownHero lays hero h down: its active special move returns to its
// hand, it drops what it carries, and the villain scores its knock-down
// (Adventures, "Knocked Down Figures, Awakening, and KO Tokens"; FAQ,
// "Competitive Cooperative": −5). A total party knock-out ends the battle
// at once ("Total Party Kill").
func (g *Game) knockDownHero(h int) {
	f := &g.Figs[h]
	f.Life = 0
	f.Down = true
	f.Cover = false
	f.Crouch = grid.NoCell
	g.occ.Remove(f.Cell)
	g.down.Add(f.Cell)
	if g.rs.KnockDownReturnsSpecial { // Shadows of the Past keeps it until the hero's next turn (Using Special Moves, p. 14)
		g.heroes[h].special = -1
	}
	g.dropCarried(h, f.Cell)
	g.rec.Values[h][HKnockdowns]++
	g.rec.Values[h][HScore] -= 5
	g.rec.Mark(int16(f.Cell))
	g.react(h, WhenKnockedDown, -1)
	if g.log != nil {
		g.logf("down: %s is knocked down at %s", g.B.Heroes[h].Name, f.Cell.Label())
	}
	g.checkEnd()
}

// woundVillain applies w wounds to villain figure id, struck by hero h (or
// -1). At 0 Life a minion is KO'ed to the figure pool and an AI leader is
// KO'ed from the battle, unless the optional awakening rule is on
// (Adventures, "Knocked Down Figures, Awakening, and KO Tokens").
func (g *Game) woundVillain(id, w, h int) {
	f := &g.Figs[id]
	if f.Where != onMap || f.Down {
		return
	}
	f.Life -= int8(min(w, int(f.Life)))
	if f.Life > 0 {
		return
	}
	t := int(f.Type)
	v := &g.B.Villains[t]
	g.koType[t]++
	g.koAll++
	g.rec.Values[g.nh+t][VKnockedOut]++
	if h >= 0 {
		if v.Leader {
			g.rec.Values[h][HScore] += 5
		} else {
			g.rec.Values[h][HScore]++
		}
	}
	g.dropCarried(id, f.Cell)
	g.unplace(f)
	f.Stun = 0
	f.Cover = false
	if v.Leader && g.B.LeadersAwaken {
		f.Down = true
		g.down.Add(f.Cell)
		if g.log != nil {
			g.logf("down: %s is knocked down at %s", g.figName(id), f.Cell.Label())
		}
		g.react(id, WhenKnockedDown, h)
		return
	}
	if g.log != nil {
		g.logf("ko: %s is KO'ed at %s", g.figName(id), f.Cell.Label())
	}
	if v.Leader {
		f.Where = removed
	} else {
		f.Where = inPool
		f.Life = v.Life
	}
	f.Cell = grid.NoCell
	g.react(id, WhenKnockedDown, h)
}

// heal gives figure id back up to n Life, never above its Life attribute
// (Adventures, "Healing Wounds").
func (g *Game) heal(id, n int) {
	f := &g.Figs[id]
	max := g.maxLife(id)
	f.Life = int8(min(int(f.Life)+n, max))
}

func (g *Game) maxLife(id int) int {
	f := &g.Figs[id]
	if f.Hero {
		return int(g.B.Heroes[f.Type].Life)
	}
	return int(g.B.Villains[f.Type].Life)
}

// awaken is a knocked-down hero's attempt to stand at the start of its turn:
// Battle dice equal to Defend, +1 per defense icon on its Action dice, +2 per
// adjacent standing hero, −3 per adjacent standing villain leader, −1 per
// adjacent space of villain minions (never below 0; no Focus reroll). Hits
// are regained as Life; the hero stands at its Awaken attribute, otherwise
// it takes a KO token and forfeits its turn (Adventures, "Awakening
// Heroes"; figures on obscuring terrain do not affect it, "Obscuring
// Terrain"). It reports whether the hero stood up.
func (g *Game) awaken(h int) bool {
	n := g.AwakenDice(h)
	hits := g.rollHits(n)
	g.heal(h, hits)
	f := &g.Figs[h]
	hs := &g.heroes[h]
	if f.Life >= g.B.Heroes[h].Awaken {
		f.Down = false
		g.down.Remove(f.Cell)
		g.occ.Add(f.Cell)
		hs.koRow = 0
		if g.log != nil {
			g.logf("awaken: %s rolls %s, %s, stands with %d Life", g.B.Heroes[h].Name, plural.Of(n, "die"), plural.Of(hits, "hit"), f.Life)
		}
		return true
	}
	hs.ko++
	hs.koRow++
	if g.log != nil {
		g.logf("awaken: %s rolls %s, %s, stays down (%d Life): KO token %d", g.B.Heroes[h].Name, plural.Of(n, "die"), plural.Of(hits, "hit"), f.Life, hs.ko)
	}
	return false
}

// AwakenDice returns the dice knocked-down hero h would roll to awaken now.
func (g *Game) AwakenDice(h int) int {
	heroes, leaders, minions := g.awakenNeighbours(h)
	n := int(g.B.Heroes[h].Defend) + g.shells(h) + 2*heroes - 3*leaders - minions
	return max(n, 0)
}

// checkEnd ends the battle as soon as a win or loss condition holds
// (Adventures, "Winning the Game", "Total Party Kill").
func (g *Game) checkEnd() {
	if g.over {
		return
	}
	// Total party knock-out: every hero still in the battle is down. The
	// longest run of KO tokens, escaped heroes' too, is found on the way.
	down, in, koRow := 0, 0, 0
	for h := 0; h < g.nh; h++ {
		hs := &g.heroes[h]
		koRow = max(koRow, int(hs.koRow))
		if hs.escaped {
			continue
		}
		in++
		if g.Figs[h].Down {
			down++
		}
	}
	if in > 0 && down == in {
		g.finish(Villain, EndTotalPartyKO)
		return
	}
	for i := range g.B.Lose {
		c := &g.B.Lose[i]
		switch c.Kind {
		case KOInARow:
			if koRow >= c.N {
				g.finish(Villain, EndKOInARow)
				return
			}
		case CameraAlerts:
			if g.alerts >= c.N {
				g.finish(Villain, EndCameraAlerts)
				return
			}
		case HeroesDown:
			if down >= c.N {
				g.finish(Villain, EndHeroesDown)
				return
			}
		}
	}
	for i := range g.B.Win {
		c := &g.B.Win[i]
		switch c.Kind {
		case DefeatLeaders:
			if g.leadersLeft() == 0 {
				g.finish(Heroes, EndLeadersDefeated)
				return
			}
		case LeaderKOInARow:
			if g.leaderKORow() >= c.N {
				g.finish(Heroes, EndLeadersDefeated)
				return
			}
		case DefeatFigures:
			k := g.koAll
			if c.Type >= 0 {
				k = g.koType[c.Type]
			}
			if k >= c.N {
				g.finish(Heroes, EndFiguresDefeated)
				return
			}
		case ReachExit:
			if g.escaped >= c.N {
				g.finish(Heroes, EndExitReached)
				return
			}
		case DownloadData:
			if g.downloaded() >= c.N {
				g.finish(Heroes, EndDataDownloaded)
				return
			}
		case OpenDoors:
			if g.doors >= c.N {
				g.finish(Heroes, EndDoorsOpened)
				return
			}
		case CarryTo:
			if g.carriedHome(c) {
				g.finish(Heroes, EndCarried)
				return
			}
		}
	}
	if in == 0 {
		// Every hero left by an exit without meeting a win condition.
		g.finish(NoSide, EndTimeout)
	}
}

// downloaded returns the most data one hero has downloaded since its
// download was last disrupted: a wound makes the hacking figure start the
// download over (Adventures, "Downloading Data").
func (g *Game) downloaded() int {
	best := 0
	for h := 0; h < g.nh; h++ {
		best = max(best, g.heroes[h].dataRun)
	}
	return best
}

// leadersLeft counts villain leaders not yet defeated. In Cooperative
// Mode a leader is defeated when it is knocked out (one knocked down under
// the optional awakening rule counts as defeated while it is down). In
// Competitive Mode a leader awakens, and it is defeated while it lies
// knocked down with a KO token received since it fell: the Cooperative
// leader "is considered to have received a KO token" when knocked out
// (Adventures, Awakening AI-Controlled Villain Leaders, p. 36;
// docs/RULES.md).
func (g *Game) leadersLeft() int {
	n := 0
	for t := range g.B.Villains {
		if !g.B.Villains[t].Leader {
			continue
		}
		for id := g.vStart[t]; id < g.vStart[t+1]; id++ {
			f := &g.Figs[id]
			if f.Standing() || g.B.Competitive != nil && f.Where == onMap && g.comp.koRow[id] == 0 {
				n++
			}
		}
	}
	return n
}

// leaderKORow returns the most KO tokens in a row a knocked-down villain
// leader has received: "if a leader remains knocked down and keeps
// receiving KO tokens for multiple turns in a row, the heroes win!"
// (Adventures, Awakening Player-Controlled Villain Leaders, p. 36).
func (g *Game) leaderKORow() int {
	best := 0
	for id := g.nh; id < g.nf; id++ {
		if g.Figs[id].Down {
			best = max(best, int(g.comp.koRow[id]))
		}
	}
	return best
}
