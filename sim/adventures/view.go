package adventures

import (
	"github.com/tmntsim/tmntsim/sim/adventures/grid"
	"github.com/tmntsim/tmntsim/sim/dice"
)

// A View is what the heroes' players see of a battle in play and may ask
// of it: the Battle, the figures, the map's doors and objects, each hero's
// dice, Focus and cards, the progress toward the win, and the engine's
// answers to rule questions (StrikeOf, DefenseOf, Sees, HeroReach). It is
// what a Policy is handed: none of its methods changes the battle or draws
// from its random source, and it has no way to play, to set a policy or
// to reach the Game. What it returns by pointer (Battle, Fig, State) a
// policy reads and never writes.
//
// A policy that plays positions out (lookahead) gets a copy of the battle
// to play from Scratch: a Game of its own, never the battle itself.
//
// A View is a small value (it names its Game), passed and kept by value;
// it is good as long as its Game.
type View struct{ g *Game }

// View returns g's view: what a Policy of g is handed.
func (g *Game) View() View { return View{g} }

// Scratch copies the battle as it stands into a scratch Game kept for
// the view, played by p, and returns it: a policy plays it out (Reseed,
// ShuffleUndrawn, Rollout) to weigh an option, without touching the
// battle. Each call overwrites the scratch game of the last; the scratch
// game logs nothing and checks nothing, and has a record of its own. The
// first call allocates the scratch game: a policy that searches calls
// Scratch once in Reset, so that Choose allocates nothing.
func (v View) Scratch(p Policy) *Game {
	g := v.g
	if g.scratch == nil {
		g.scratch = NewGame(g.sharedBattle(), p)
	}
	g.scratch.SetPolicy(p)
	g.scratch.CopyFrom(g)
	return g.scratch
}

// Battle returns the battle being played. It is shared by every worker:
// read it, never write it. In a battle whose heroes may throw a large
// object (Battle.ThrowsLarge) it is the Game's own copy, whose Map loses
// each object thrown: what a policy derives from the map must not outlive
// a throw there.
func (v View) Battle() *Battle { return v.g.B }

// Fig returns figure id: heroes are figures 0 to NumHeroes()-1, then the
// villain figures, up to NumFigures(). It is the battle's own figure, not
// a copy (a copy costs the tactician 2% more instructions): read it, never
// write it.
func (v View) Fig(id int) *Figure { return &v.g.Figs[id] }

// State returns the state of the map: the doors open, the objects thrown
// or destroyed, the cameras' facings. Read it, never write it.
func (v View) State() *grid.State { return &v.g.Map }

// Round returns the round being played, from 1.
func (v View) Round() int { return v.g.Round }

// NumHeroes returns the number of heroes.
func (v View) NumHeroes() int { return v.g.nh }

// NumFigures returns the number of figures, heroes and villains.
func (v View) NumFigures() int { return v.g.nf }

// Focus returns hero h's Focus tokens.
func (v View) Focus(h int) int { return v.g.Focus(h) }

// MovePoints returns the move points left to the hero whose turn it is.
func (v View) MovePoints() int { return v.g.mp }

// Slot returns the face of hero h's action slot s and whether h can still
// spend it (Game.Slot).
func (v View) Slot(h, s int) (Face, bool) { return v.g.Slot(h, s) }

// NumSlots returns the number of action slots of hero h.
func (v View) NumSlots(h int) int { return v.g.NumSlots(h) }

// Icons returns the icons on hero h's action slots in mask (Game.Icons).
func (v View) Icons(h int, mask uint8) int { return v.g.Icons(h, mask) }

// StrikeOf returns the strike option o of hero h makes (Game.StrikeOf).
func (v View) StrikeOf(h int, o *Option) (Strike, bool) { return v.g.StrikeOf(h, o) }

// ActionIcons returns the icons an action spending hero h's slots in mask
// counts, with its abilities' extra icons (Game.ActionIcons).
func (v View) ActionIcons(h int, mask uint8) int { return v.g.ActionIcons(h, mask) }

// MovePointsOf returns the move points hero h receives spending the move
// icons of its slots in mask (Game.MovePointsOf).
func (v View) MovePointsOf(h int, mask uint8) int { return v.g.MovePointsOf(h, mask) }

// MovePointsFor returns the move points hero h receives for icons move
// icons counted (Game.MovePointsFor).
func (v View) MovePointsFor(h, icons int) int { return v.g.MovePointsFor(h, icons) }

// ExtraIcons returns the extra icons of kind k hero h's abilities give an
// action spending that kind (Game.ExtraIcons).
func (v View) ExtraIcons(h, k int) int { return v.g.ExtraIcons(h, k) }

// StrikeDice returns the Battle dice hero h rolls striking from space from
// at space to with icons action icons (Game.StrikeDice).
func (v View) StrikeDice(h, icons int, from, to grid.Cell) int {
	return v.g.StrikeDice(h, icons, from, to)
}

// RangePenalty returns the hits a ranged strike from space from at space to
// loses (Game.RangePenalty).
func (v View) RangePenalty(from, to grid.Cell) int { return v.g.RangePenalty(from, to) }

// DefendDice returns the Battle dice hero h rolls to defend now.
func (v View) DefendDice(h int) int { return v.g.defendDice(h) }

// PriorityValue returns hero h's value under the villains' secondary
// targeting priority pr, higher preferred, as the villains' AI reads it
// (Adventures, "Targeting Priority": current Life, Focus or Skill).
func (v View) PriorityValue(h int, pr Priority) int { return v.g.priorityValue(h, pr) }

// DefenseOf returns hero h's defence roll, to ask of spaces (Game.DefenseOf).
func (v View) DefenseOf(h int) Defense { return v.g.DefenseOf(h) }

// VillainBlock returns the hits villain figure id blocks (Game.VillainBlock).
func (v View) VillainBlock(id int) int { return v.g.VillainBlock(id) }

// Sight fills s with what blocks line of sight now (Game.Sight).
func (v View) Sight(s *Sight) { v.g.Sight(s) }

// Sees reports whether a figure on a draws line of sight to a figure on b
// (Game.Sees). The rule is written here and Game.Sees asks it: this way
// round it inlines into the policies' loops over spaces.
func (v View) Sees(s *Sight, a, b grid.Cell) bool { return v.g.B.Map.LOS(&v.g.Map, a, b, s.Giants()) }

// CanSee reports whether figure a can draw line of sight to figure b
// (Game.CanSee).
func (v View) CanSee(a, b int) bool { return v.g.CanSee(a, b) }

// CheckDifficulty returns the difficulty of a Focus check at the closed
// door or the computer on c (Game.CheckDifficulty).
func (v View) CheckDifficulty(c grid.Cell) int { return v.g.CheckDifficulty(c) }

// BreakHits returns the hits a strike at the closed door or the camera on
// c needs (Game.BreakHits).
func (v View) BreakHits(c grid.Cell) int { return v.g.BreakHits(c) }

// Actions returns the actions each figure of villain type t takes when
// its card is drawn (Game.Actions).
func (v View) Actions(t int) int { return v.g.Actions(t) }

// PassNeed returns the hits hero h needs to hand off (or throw) its item to
// hero o (Game.PassNeed).
func (v View) PassNeed(h, o int, throw bool) int { return v.g.PassNeed(h, o, throw) }

// AwakenDice returns the Battle dice knocked-down hero h rolls to awaken
// (Game.AwakenDice).
func (v View) AwakenDice(h int) int { return v.g.AwakenDice(h) }

// PendingRoll returns the roll a heal or Focus-check reroll decision is
// about (Game.PendingRoll).
func (v View) PendingRoll() (dice, hits, need int) { return v.g.PendingRoll() }

// OnMap reports whether f is on the map, standing or knocked down (not in
// the figure pool, not KO'ed from the battle, not gone by an exit).
func (f *Figure) OnMap() bool { return f.Where == onMap }

// PeekRand returns the next number the battle's random source would give, drawn
// from a copy of the source so that the battle's own draws are unchanged.
// Called from Policy.Reset, it depends on the battle's (seed, index) alone,
// which makes it a per-battle seed for a policy's own random numbers.
func (v View) PeekRand() uint64 {
	p := v.g.pcg
	return p.Uint64()
}

// Escaped reports whether hero h has left the battle by an exit.
func (v View) Escaped(h int) bool { return v.g.heroes[h].escaped }

// InHand reports whether special move sp of hero h is in h's hand (chosen
// at setup).
func (v View) InHand(h, sp int) bool { return v.g.heroes[h].hand[sp] }

// SpecialUsed reports whether hero h has used a special move this turn.
func (v View) SpecialUsed(h int) bool { return v.g.heroes[h].usedSp }

// ActiveSpecial returns the special move of hero h active since its last
// turn, or -1.
func (v View) ActiveSpecial(h int) int { return int(v.g.heroes[h].special) }

// Hacked returns the computer hero h has hacked, or grid.NoCell.
func (v View) Hacked(h int) grid.Cell { return v.g.heroes[h].hacked }

// KOTokens returns the KO tokens hero h has received, and how many of them
// on consecutive turns.
func (v View) KOTokens(h int) (total, inARow int) {
	g := v.g
	return int(g.heroes[h].ko), int(g.heroes[h].koRow)
}

// Shared returns which of hero h's own dice it shares this round: left
// with its left neighbour (its leftmost die) and right with its right
// neighbour (its rightmost die).
func (v View) Shared(h int) (left, right int) {
	g := v.g
	return int(g.heroes[h].leftmost), int(g.heroes[h].rightmst)
}

// VillainFigures returns the figure ids of villain type t: first up to,
// not including, end.
func (v View) VillainFigures(t int) (first, end int) { return v.g.vStart[t], v.g.vStart[t+1] }

// KnockedOut returns the villain figures of type t KO'ed so far, of every
// type when t < 0.
func (v View) KnockedOut(t int) int {
	g := v.g
	if t < 0 {
		return g.koAll
	}
	return g.koType[t]
}

// Data returns the data downloaded so far.
func (v View) Data() int { return v.g.data }

// DoorsOpened returns the doors opened so far.
func (v View) DoorsOpened() int { return v.g.doors }

// Alerts returns the camera alerts so far.
func (v View) Alerts() int { return v.g.alerts }

// EscapedHeroes returns the number of heroes who left by an exit.
func (v View) EscapedHeroes() int { return v.g.escaped }

// Carriable returns where carriable i is and the figure carrying it (-1
// when none).
func (v View) Carriable(i int) (cell grid.Cell, carrier int) {
	g := v.g
	return g.carry[i].cell, int(g.carry[i].carrier)
}

// Occupied returns the spaces of standing figures.
func (v View) Occupied() grid.Set { return v.g.occ }

// DownSpaces returns the spaces of knocked-down figures.
func (v View) DownSpaces() grid.Set { return v.g.down }

// Acted reports whether hero h's initiative card was played earlier in the
// round: its turn is over. It is meaningful in the battle phase only (the
// deck is shuffled after the setup phase).
func (v View) Acted(h int) bool {
	g := v.g
	for i := 0; i < g.deckPos && i < g.nDeck; i++ {
		if int(g.deck[i]) == h {
			return true
		}
	}
	return false
}

// VillainCardsLeft returns how many villain initiative cards are still to
// be drawn in this round, after the card being played. Players know which
// cards were drawn, not the order of the rest: no view tells it. It is
// meaningful in the battle phase only.
func (v View) VillainCardsLeft() int {
	g := v.g
	n := 0
	for i := g.deckPos + 1; i < g.nDeck; i++ {
		if int(g.deck[i]) >= g.nh {
			n++
		}
	}
	return n
}

// ExpectedVillainCardsBefore returns how many villain initiative cards a
// player expects to be played in this round before hero h's card, the
// cards not yet drawn being in a uniformly random order: half of them
// (each is as likely to come before h's card as after it), or all of them
// when h's card is drawn. It is meaningful in the battle phase only.
func (v View) ExpectedVillainCardsBefore(h int) float64 {
	g := v.g
	n := v.VillainCardsLeft()
	for i := g.deckPos + 1; i < g.nDeck; i++ {
		if int(g.deck[i]) == h {
			return float64(n) / 2
		}
	}
	return float64(n)
}

// DefendHits returns the hits the defence roll being decided must block,
// which the players see before they roll: the striking AI villain's Hit
// less its range penalty, or the hits a fall rolled. It is meaningful at
// a DecideDefendReroll.
func (v View) DefendHits() int { return v.g.defHits }

// HeroReach fills r with where hero h could move now with mp move points,
// as its move action would: standing figures block, villains are broken
// away from (Adventures, "Breaking Away from Enemies"), a carried character
// slows. brk is the caller's scratch space. Asked while choosing an action
// with the move points left, it copies the search the option list was
// built from instead of searching again.
func (v View) HeroReach(h, mp int, r *grid.Reach, brk *[grid.MaxCells]uint8) {
	g := v.g
	if mp == g.mp && g.reachKept(h) {
		r.CopyResult(&g.reach)
		*brk = g.heroBrk.cost
		return
	}
	*brk = *g.heroReachInto(h, mp, r)
}

// MoveReach returns where hero h can move now with the move points left,
// as its move would: the engine's own search, made once per space and
// move points and shared with the option list, CheckAction and the move.
// It is valid until the policy returns.
func (v View) MoveReach(h int) *grid.Reach { return v.g.moveReach(h) }

// CanMoveTo reports whether hero h can move to space c now with the move
// points left, as its move there would: MoveReach(h).End.Has(c) for a
// space other than the hero's. It answers from the engine's whole search
// (MoveReach), not one toward c alone: a policy that asks mostly asks
// MoveReach at the same decision too, and the list, CheckAction and the
// move there reuse it; a search toward c saves a sixth of one.
func (v View) CanMoveTo(h int, c grid.Cell) bool {
	g := v.g
	if g.mp <= 0 || c == g.Figs[h].Cell || !g.B.Map.Inside(c.X(), c.Y()) || g.occ.Has(c) || g.down.Has(c) {
		return false
	}
	if g.reachPartKept(h, c) {
		return g.reach.End.Has(c)
	}
	return g.moveReach(h).End.Has(c)
}

// ActionsBut returns the legal actions of hero h now but those of the kinds
// in but (a mask of 1<<OptionKind), ending the turn first, as the option
// list would hold them: a policy that names its action can list the
// kinds it does not work out itself. The slice is the engine's option
// buffer (cap included), valid until the policy returns.
func (v View) ActionsBut(h int, but uint32) []Option {
	return v.g.listActions(h, ^but, -1, v.g.opts[:0])
}

// CheckAction reports why hero h may not take action o now, or nil when it
// may (Game.CheckAction).
func (v View) CheckAction(h int, o *Option) error { return v.g.CheckAction(h, o) }

// RolledFace returns the face of die i of the Battle dice rolled last (a
// strike, defence or check): a policy asked whether to reroll reads the
// roll with it, for i below the number of dice it knows were rolled.
func (v View) RolledFace(i int) dice.Face { return v.g.die[v.g.faces[i]] }
