package adventures

import (
	"strconv"

	"github.com/tmntsim/tmntsim/sim/adventures/grid"
	"github.com/tmntsim/tmntsim/sim/adventures/villaindeck"
)

// A Trigger is when a character ability acts (Adventures, Hero and Villain
// Basic Abilities: "available for the hero or villain to use at different
// times during the battle depending on the ability").
type Trigger uint8

// The triggers. NoTrigger, the zero Ability's, is no ability at all.
const (
	NoTrigger Trigger = iota
	// Passive: the effect holds for as long as the ability is active
	// (abilityActive), on the terrain Ability.On if it names one.
	Passive
	// WhenStruck: the effect occurs after an enemy strike at the figure
	// resolves, if the ability is still active then (the figure stands).
	WhenStruck
	// WhenKnockedDown: the effect occurs when the figure (a hero or a
	// leader) is knocked down, or a figure of a minion type is KO'ed: a
	// stated exception to "the ability is no longer active".
	WhenKnockedDown
	// RoundStart: the effect occurs at the start of each round, before the
	// Action dice are rolled, if the ability is active.
	RoundStart
	NumTriggers
)

var triggerNames = [NumTriggers]string{"none", "passive", "struck", "knocked-down", "round-start"}

func (t Trigger) String() string { return triggerNames[t] }

// TriggerNames returns the triggers as roster files spell them, without
// "none".
func TriggerNames() []string { return triggerNames[1:] }

// An AbilityEffect is what a character ability does. The effects a villain
// ability card has too are the card's (villaindeck.Effect, same number and
// name); the others follow them.
type AbilityEffect uint8

// The effects of character abilities. A figure's "own type" is the hero,
// or the villain type whose sheet carries the ability.
const (
	// EffectDefend (passive): +N Defend dice for a hero, +N Block for an
	// AI villain, +N Defend dice for a player-controlled villain.
	EffectDefend = AbilityEffect(villaindeck.Defend)
	// EffectAttack (passive): +N Battle dice on a hero's strikes, +N Hit
	// on an AI villain's: "Attack/Hit +X" (Using Special Moves).
	EffectAttack = AbilityEffect(villaindeck.Attack)
	// EffectMove (passive): +N move points for each move icon a hero
	// spends (Move Icon); +N to an AI villain's Move.
	EffectMove = AbilityEffect(villaindeck.Move)
	// EffectFreeReroll (passive): a hero may reroll a strike for free,
	// "counted as their focus reroll" (Spending Focus on a Strike or
	// Defense Roll).
	EffectFreeReroll = AbilityEffect(villaindeck.FreeReroll)
	// EffectStun: passive, an enemy wounded by the figure's strike gets N
	// stun tokens; when struck, the striker gets N stun tokens (Stun).
	EffectStun = AbilityEffect(villaindeck.Stun)
	// EffectHeal (struck, knocked-down, round-start): roll N Battle dice
	// and heal the figure, or the most wounded figure of a villain type,
	// by the hits (Healing Wounds).
	EffectHeal = AbilityEffect(villaindeck.Heal)
	// EffectFocus (struck, knocked-down, round-start): a hero gains N
	// Focus, never above its starting Focus (Focus); a player-controlled
	// villain gains N villain Focus; AI villains have no Focus.
	EffectFocus = AbilityEffect(villaindeck.Focus)
	// EffectSpawn (round-start, minion sheets): up to N more minions of
	// the type spawn from the figure pool at the spawning locations
	// (Spawning New Minions).
	EffectSpawn = AbilityEffect(villaindeck.Spawn)
	// EffectGrindDiscount (passive, heroes): the grind terrain move costs
	// 1 move icon less (Michelangelo, Terrain Moves, example 2).
	EffectGrindDiscount = AbilityEffect(villaindeck.NumEffects)
	// EffectPush (passive): an enemy wounded by the figure's melee strike
	// that still stands is pushed up to N spaces straight away from it.
	EffectPush = EffectGrindDiscount + 1
)

// The extra action icons of a kind (passive, heroes): an action that
// spends icons of the kind counts N more of them (extraIcons).
const (
	EffectMoveIcons = EffectPush + 1 + iota
	EffectMeleeIcons
	EffectRangedIcons
)

var ownEffectNames = [...]string{"grind-discount", "push", "move-icons", "melee-icons", "ranged-icons"}

func (e AbilityEffect) String() string {
	if e < AbilityEffect(villaindeck.NumEffects) {
		return villaindeck.Effect(e).String()
	}
	return ownEffectNames[e-AbilityEffect(villaindeck.NumEffects)]
}

// abilityEffects are the effects a character ability may have, in the
// order of their numbers; the deck's own (hand-bonus, draw,
// reshuffle-discards) are not among them.
var abilityEffects = []AbilityEffect{EffectDefend, EffectAttack, EffectMove, EffectFreeReroll, EffectStun,
	EffectHeal, EffectFocus, EffectSpawn, EffectGrindDiscount, EffectPush, EffectMoveIcons, EffectMeleeIcons, EffectRangedIcons}

// AbilityEffectNames returns the effects of character abilities as roster
// files spell them.
func AbilityEffectNames() []string {
	s := make([]string, len(abilityEffects))
	for i, e := range abilityEffects {
		s[i] = e.String()
	}
	return s
}

// ParseAbilityEffect returns the effect a word names.
func ParseAbilityEffect(w string) (AbilityEffect, bool) {
	for _, e := range abilityEffects {
		if e.String() == w {
			return e, true
		}
	}
	return 0, false
}

// Counted reports whether e takes an amount N.
func (e AbilityEffect) Counted() bool { return e != EffectFreeReroll && e != EffectGrindDiscount }

// Triggers reports which triggers effect e may have, and whether it is for
// heroes and for villains (leaders, minions).
func (e AbilityEffect) Triggers() (when []Trigger, hero, leader, minion bool) {
	switch e {
	case EffectDefend, EffectAttack, EffectMove, EffectPush:
		return []Trigger{Passive}, true, true, true
	case EffectFreeReroll, EffectGrindDiscount, EffectMoveIcons, EffectMeleeIcons, EffectRangedIcons:
		return []Trigger{Passive}, true, false, false
	case EffectStun:
		return []Trigger{Passive, WhenStruck}, true, true, true
	case EffectHeal, EffectFocus:
		return []Trigger{WhenStruck, WhenKnockedDown, RoundStart}, true, true, true
	case EffectSpawn:
		return []Trigger{RoundStart}, false, false, true
	}
	return nil, false, false, false
}

// An Ability is a character ability as data: when it acts, what it does,
// its amount, and for a passive one the terrain it needs. The zero Ability
// is none.
type Ability struct {
	When   Trigger
	Effect AbilityEffect
	N      int8         // the amount (1 when the effect takes none)
	On     grid.Terrain // a passive Defend bonus: only while the figure stands on this terrain (0: anywhere)
}

// String returns the ability as a roster file spells it: "passive: defend
// 1", "passive: defend 1 on covered", "struck: heal 2", "none".
func (a Ability) String() string {
	if a.When == NoTrigger {
		return "none"
	}
	s := a.When.String() + ": " + a.Effect.String()
	if a.Effect.Counted() {
		s += " " + strconv.Itoa(int(a.N))
	}
	if a.On != 0 {
		s += " on " + TerrainName(a.On)
	}
	return s
}

// TerrainName returns the roster word of a terrain flag a passive ability
// may need, or its number.
func TerrainName(t grid.Terrain) string {
	for i, x := range AbilityTerrains {
		if x == t {
			return AbilityTerrainNames[i]
		}
	}
	return strconv.Itoa(int(t))
}

// AbilityTerrains are the terrains a passive ability may need, and
// AbilityTerrainNames their roster words.
var (
	AbilityTerrains     = []grid.Terrain{grid.Slow, grid.Rough, grid.Covered, grid.Elevated, grid.Obscuring, grid.FireEscape}
	AbilityTerrainNames = []string{"slow", "rough", "covered", "elevated", "obscuring", "fire-escape"}
)

// maxAbilities is the number of abilities one side of a figure carries:
// its sheet's and its side's ally's.
const maxAbilities = 2

// An abilities holds the abilities of a battle for play: each hero's and
// villain type's (owner o: hero o, villain type o-nh), and which effects
// and triggers occur at all, so that a battle with none pays one test per
// hook.
type abilities struct {
	of      [MaxHeroes + MaxVillainTypes][maxAbilities]Ability
	passive [MaxHeroes + MaxVillainTypes][numEffects]passive
	// block is each villain type's Block with its passive Defend bonus
	// (VillainBlock).
	block   [MaxVillainTypes]passive
	effects uint32 // bit e: some passive ability has effect e
	when    uint8  // bit t: some ability has trigger t
	ally    [2]int8
}

// numEffects bounds the effect numbers.
const numEffects = EffectRangedIcons + 1

// A passive is the passive bonus of one effect of an owner: N anywhere,
// and N on a terrain (the sheet's and the ally's on any of their
// terrains, should both need one).
type passive struct {
	n, onN int8
	on     grid.Terrain
}

// initAbilities gathers the sheet abilities and those of the chosen
// allies (heroAlly, villainAlly: indexes into Battle.Allies, or -1).
func (g *Game) initAbilities(heroAlly, villainAlly int) {
	a := &g.ab
	*a = abilities{ally: [2]int8{int8(heroAlly), int8(villainAlly)}}
	for o := 0; o < g.nh+len(g.B.Villains); o++ {
		var sheet, ally Ability
		if o < g.nh {
			sheet = g.B.Heroes[o].Ability
			if heroAlly >= 0 {
				ally = g.B.Allies[heroAlly].Ability
			}
		} else {
			sheet = g.B.Villains[o-g.nh].Ability
			if villainAlly >= 0 {
				ally = g.B.Allies[villainAlly].Ability
			}
		}
		a.of[o] = [maxAbilities]Ability{sheet, ally}
		for _, x := range a.of[o] {
			if x.When == NoTrigger {
				continue
			}
			a.when |= 1 << x.When
			if x.When == Passive {
				a.effects |= 1 << x.Effect
				p := &a.passive[o][x.Effect]
				if x.On == 0 {
					p.n += x.N
				} else {
					p.on |= x.On
					p.onN += x.N
				}
			}
		}
	}
	for t := range g.B.Villains {
		a.block[t] = a.passive[g.nh+t][EffectDefend]
		a.block[t].n += g.B.Villains[t].Block
	}
}

// owner returns the ability owner of figure id: the hero, or nh plus its
// villain type.
func (g *Game) owner(id int) int {
	if id < g.nh {
		return id
	}
	return g.nh + int(g.Figs[id].Type)
}

// abilityActive reports whether the character abilities of owner o are
// active: "If a hero or villain leader is knocked down or there are no
// figures of their type on the board, the ability is no longer active and
// may not be activated until the figure stands back up or a figure is
// placed on the board" (Adventures, Hero and Villain Basic Abilities). A
// minion type's ability is active while one of its figures stands on the
// map.
func (g *Game) abilityActive(o int) bool {
	if o < g.nh {
		return g.Figs[o].Standing()
	}
	t := o - g.nh
	for id := g.vStart[t]; id < g.vStart[t+1]; id++ {
		if g.Figs[id].Standing() {
			return true
		}
	}
	return false
}

// bonus returns the passive bonus of effect e standing figure id has on
// space c: the sum of the N of its passive abilities of that effect that
// need no terrain or a terrain c has. A standing figure's abilities are
// active (abilityActive: a hero or leader that stands, a figure of its
// type on the board), and only standing figures move, strike, defend and
// grind; so the bonus is a table's, cheap enough for the engine's and the
// policies' hot paths.
func (g *Game) bonus(id int, e AbilityEffect, c grid.Cell) int {
	o := id
	if id >= g.nh {
		o = g.nh + int(g.Figs[id].Type)
	}
	p := &g.ab.passive[o][e]
	n := int(p.n)
	if p.on != 0 && g.B.Map.Terrain[c]&p.on != 0 {
		n += int(p.onN)
	}
	return n
}

// react applies the abilities of trigger w of figure id, struck by figure
// by (or -1). A knocked-down trigger acts although the figure's ability is
// no longer active; a struck one needs the figure still standing, its
// ability active.
func (g *Game) react(id int, w Trigger, by int) {
	if g.ab.when&(1<<w) != 0 {
		g.reactNow(id, w, by)
	}
}

// reactNow is react for a battle with some ability of trigger w.
func (g *Game) reactNow(id int, w Trigger, by int) {
	if g.over {
		return
	}
	o := g.owner(id)
	if w == WhenStruck && (!g.Figs[id].Standing() || !g.abilityActive(o)) {
		return // a figure knocked down or KO'ed by the strike does not react
	}
	for _, a := range g.ab.of[o] {
		if a.When == w {
			g.abilityEffect(o, id, a, by)
		}
	}
}

// roundAbilities applies the round-start abilities of every hero and
// villain type, heroes first, in seating and battle order.
func (g *Game) roundAbilities() {
	if g.ab.when&(1<<RoundStart) != 0 {
		g.roundAbilitiesNow()
	}
}

// roundAbilitiesNow is roundAbilities for a battle with some.
func (g *Game) roundAbilitiesNow() {
	for o := 0; o < g.nh+len(g.B.Villains) && !g.over; o++ {
		if !g.abilityActive(o) {
			continue
		}
		for _, a := range g.ab.of[o] {
			if a.When == RoundStart {
				g.abilityEffect(o, -1, a, -1)
			}
		}
	}
}

// abilityEffect applies an instant ability a of owner o: figure id (or -1
// for the owner's figures) is the one it acts for, by the striker it
// reacts to (or -1).
func (g *Game) abilityEffect(o, id int, a Ability, by int) {
	acted := false
	switch a.Effect {
	case EffectHeal:
		acted = g.abilityHeal(o, id, int(a.N))
	case EffectFocus:
		acted = g.abilityFocus(o, int(a.N))
	case EffectSpawn:
		acted = g.abilitySpawn(o-g.nh, int(a.N))
	case EffectStun:
		acted = g.abilityStun(by, int(a.N))
	}
	if acted && g.log != nil {
		g.logf("ability: %s: %s", g.ownerName(o), a)
	}
}

// ownerName returns the name of a hero or villain type.
func (g *Game) ownerName(o int) string {
	if o < g.nh {
		return g.B.Heroes[o].Name
	}
	return g.B.Villains[o-g.nh].Name
}

// abilityHeal rolls n Battle dice and heals by the hits hero o, figure id,
// or the most wounded figure of villain type o-nh on the map (Adventures,
// Healing Wounds: "Characters may be healed in a number of ways, such as
// ... special move cards"). A hero may reroll the dice once for 1 Focus.
// No dice are rolled for a figure that misses no Life ("A character cannot
// be healed past their Life attribute"). It reports whether it rolled.
func (g *Game) abilityHeal(o, id, n int) bool {
	if o < g.nh {
		if lost := g.maxLife(o) - int(g.Figs[o].Life); lost > 0 {
			g.heal(o, g.rollWithReroll(o, n, lost, DecideHealReroll))
			return true
		}
		return false
	}
	if id < 0 || !g.Figs[id].Standing() || int(g.Figs[id].Life) == g.maxLife(id) {
		id = g.mostWounded(o - g.nh)
	}
	if id >= 0 {
		g.heal(id, g.rollHits(n))
	}
	return id >= 0
}

// mostWounded returns the standing figure of villain type t that misses
// the most Life, or -1 when none misses any.
func (g *Game) mostWounded(t int) int {
	best, worst := -1, 0
	for id := g.vStart[t]; id < g.vStart[t+1]; id++ {
		if f := &g.Figs[id]; f.Standing() {
			if lost := g.maxLife(id) - int(f.Life); lost > worst {
				best, worst = id, lost
			}
		}
	}
	return best
}

// abilityFocus gives hero o n Focus, never above its starting Focus, or
// the villain player n villain Focus (Adventures, Focus: "or when a
// special move or ability allows them to regain Focus. A hero may never
// exceed their starting Focus"). AI villains have no Focus. It reports
// whether Focus was gained.
func (g *Game) abilityFocus(o, n int) bool {
	if o < g.nh {
		hs := &g.heroes[o]
		was := hs.focus
		hs.focus = int8(min(int(hs.focus)+n, int(g.B.Heroes[o].Focus)))
		return hs.focus > was
	}
	if g.B.Competitive != nil {
		was := g.comp.focus
		g.comp.focus = g.rs.GainVillainFocus(g.comp.focus, n, g.B.Competitive.Focus)
		return g.comp.focus > was
	}
	return false
}

// abilitySpawn brings up to n minions of villain type t from the figure
// pool onto empty spawning location spaces (Adventures, Spawning New
// Minions; in Competitive Mode the villain player places them). It
// reports whether the pool had a figure.
func (g *Game) abilitySpawn(t, n int) bool {
	if g.B.Villains[t].Leader || g.inPool(t) == 0 {
		return false
	}
	if g.B.Competitive != nil {
		g.spawnN(t, n)
		return true
	}
	var dist spawnDistances // the heroes stay where they are while minions spawn
	g.spawnDistances(&dist)
	for ; n > 0; n-- {
		c := g.spawnCell(t, &dist)
		if c == grid.NoCell || g.inPool(t) == 0 {
			break
		}
		g.spawnFigure(t, c)
	}
	return true
}

// abilityStun gives figure by, which struck, n stun tokens, when the
// battle's rules have stun (Adventures, Stun), and reports whether it
// did.
func (g *Game) abilityStun(by, n int) bool {
	if by >= 0 && g.rs.Stun && g.Figs[by].Standing() {
		g.Figs[by].Stun += int8(n)
		return true
	}
	return false
}

// strikeEffects applies the passive abilities of figure by whose strike
// just wounded figure id: its stun tokens (Stun) and its push, which for
// a melee strike (at an adjacent figure) moves a figure that still stands up to N spaces straight
// away from the striker, stopping before a space it could not end a move
// in or on another level. One call per wounding strike.
func (g *Game) strikeEffects(by, id int) {
	if g.ab.effects&(1<<EffectStun|1<<EffectPush) != 0 {
		g.strikeEffectsNow(by, id)
	}
}

// strikeEffectsNow is strikeEffects for a battle with a passive stun or
// push.
func (g *Game) strikeEffectsNow(by, id int) {
	from := g.Figs[by].Cell
	melee := g.B.Map.Adjacent(from, g.Figs[id].Cell) // a ranged strike is at a figure not adjacent (Ranged Strikes)
	if s := g.bonus(by, EffectStun, from); s > 0 && g.rs.Stun && g.Figs[id].Standing() {
		g.Figs[id].Stun += int8(s)
	}
	if p := g.bonus(by, EffectPush, from); p > 0 && melee && g.Figs[id].Standing() {
		g.push(id, from, p)
	}
}

// push moves standing figure id up to n spaces straight away from space
// from (see strikeEffects), a step at a time as PushStep allows.
func (g *Game) push(id int, from grid.Cell, n int) {
	f := &g.Figs[id]
	for ; n > 0; n-- {
		c, ok := PushStep(&g.B.Map, &g.occ, &g.down, f.Cell, from)
		if !ok {
			break
		}
		g.relocate(id, c)
		if g.log != nil {
			g.logf("push: %s is pushed to %s", g.figName(id), c.Label())
		}
	}
}

// PushStep returns the space one step straight away from space from that a
// figure on c is pushed onto, and whether it may be: a push is a step of a
// move, so it stops before a space off the map, blocking, a door, unstable,
// harmful, occupied (occ) or holding a knocked-down figure (down), on
// another level, or across a blocking or climbable line (Adventures,
// "Terrain Types - Lines"; docs/RULES.md, push). The way is straight, so
// every step of one push goes the same way.
func PushStep(m *grid.Map, occ, down *grid.Set, c, from grid.Cell) (grid.Cell, bool) {
	const stop = grid.Blocking | grid.Door | grid.Unstable | grid.Harmful
	x, y := c.X()+sign(c.X()-from.X()), c.Y()+sign(c.Y()-from.Y())
	if !m.Inside(x, y) {
		return grid.NoCell, false
	}
	p := grid.At(x, y)
	if !m.On.Has(p) || m.Terrain[p]&stop != 0 || occ.Has(p) || down.Has(p) || !m.Adjacent(c, p) ||
		m.Crossing(c, p)&(grid.LineBlocking|grid.LineClimbable) != 0 {
		return grid.NoCell, false
	}
	return p, true
}

func sign(x int) int {
	switch {
	case x > 0:
		return 1
	case x < 0:
		return -1
	}
	return 0
}

// iconEffects are the effects of extra icons of each icon kind.
var iconEffects = [IconRanged + 1]AbilityEffect{IconMove: EffectMoveIcons, IconMelee: EffectMeleeIcons, IconRanged: EffectRangedIcons}

// extraIcons returns the action icons hero h's passive abilities add to an
// action that spends its slots in mask: N of a kind for each kind of icon
// the action spends, counted with the icons of the dice. "Some special
// moves and abilities" give extra icons (Adventures, Attack/Hit +X: "Any
// additional icons ... are not lost but added to the bonus if that icon
// matches the requirement of the bonus"); they add to what the icons spent
// do (a strike's dice, halved with the others into or out of obscuring
// terrain; a move's move points; a special's per-extra-icon bonus of its
// kind), and pay no cost (docs/RULES.md).
func (g *Game) extraIcons(h int, mask uint8) int {
	var kinds uint8
	for k := 0; k < g.NumSlots(h); k++ {
		if mask&(1<<k) != 0 {
			f, _ := g.Slot(h, k)
			kinds |= 1 << f.Kind()
		}
	}
	n := 0
	for k := IconMove; k <= IconRanged; k++ {
		if kinds&(1<<k) != 0 {
			n += g.ExtraIcons(h, k)
		}
	}
	return n
}

// iconEffectBits are the bits of the extra icons' effects in
// abilities.effects.
const iconEffectBits = 1<<EffectMoveIcons | 1<<EffectMeleeIcons | 1<<EffectRangedIcons

// ExtraIcons returns the extra icons of kind k (IconMove, IconMelee,
// IconRanged) hero h's passive abilities give an action spending that
// kind (extraIcons).
func (g *Game) ExtraIcons(h, k int) int {
	if k < IconMove || k > IconRanged {
		return 0
	}
	return int(g.ab.passive[h][iconEffects[k]].n)
}
