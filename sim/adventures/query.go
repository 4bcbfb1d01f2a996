package adventures

import (
	"math/bits"

	"github.com/tmntsim/tmntsim/sim/adventures/grid"
)

// This file holds the answers to rule questions that the engine asks while
// it plays and that policies ask while they weigh options: the dice of a
// strike, its range penalty, the cover of a space and the defence roll of
// a hero. Each rule is written here once; a policy asks, it does not
// re-derive. None of these changes the battle or draws a random number.

// Icons returns the icons on hero h's action slots in mask, spent or not
// (Adventures, "Player-Controlled Actions and Icons": a die with 2 icons
// counts 2).
func (g *Game) Icons(h int, mask uint8) int {
	n := 0
	mask &= uint8(uint(1)<<g.NumSlots(h) - 1) // the slots there are
	for ; mask != 0; mask &= mask - 1 {
		f, _ := g.Slot(h, bits.TrailingZeros8(mask))
		n += f.Count()
	}
	return n
}

// ActionIcons returns the icons an action spending hero h's action slots
// in mask counts: the icons on the dice (Icons) and the extra icons of its
// abilities for the kinds spent (extraIcons).
func (g *Game) ActionIcons(h int, mask uint8) int { return g.withExtra(h, mask, g.Icons(h, mask)) }

// withExtra returns n icons of an action spending hero h's slots in mask
// with its extra icons; inlined, it costs a battle without them one test.
func (g *Game) withExtra(h int, mask uint8, n int) int {
	if g.ab.effects&iconEffectBits == 0 {
		return n
	}
	return n + g.extraIcons(h, mask)
}

// MovePointsOf returns the move points hero h receives spending the move
// icons of its slots in mask: its Move, with its passive Move bonus where
// it stands, for each icon counted (Adventures, "Move Icon": "For each
// move icon spent, a character receives move points equal to the Move
// attribute"; ActionIcons).
func (g *Game) MovePointsOf(h int, mask uint8) int { return g.MovePointsFor(h, g.ActionIcons(h, mask)) }

// MovePointsFor returns the move points hero h receives for icons move
// icons counted (MovePointsOf).
func (g *Game) MovePointsFor(h, icons int) int {
	return (int(g.B.Heroes[h].Move) + g.bonus(h, EffectMove, g.Figs[h].Cell)) * icons
}

// Obscured reports whether a strike between spaces a and b is made into or
// out of obscuring terrain, which costs twice as many action icons, once
// even when both spaces obscure (Adventures, "Obscuring Terrain"; machines
// are unaffected, which their callers check).
func (g *Game) Obscured(a, b grid.Cell) bool {
	return (g.B.Map.Terrain[a]|g.B.Map.Terrain[b])&grid.Obscuring != 0
}

// StrikeDice returns the Battle dice hero h rolls for a strike from space
// from at space to that counts icons action icons: its Attack plus one die
// per icon, half of them (rounded down) when the strike is made into or
// out of obscuring terrain, plus the passive Attack bonus of its abilities
// on space from (Adventures, "Melee Strikes", "Ranged Strikes", "Obscuring
// Terrain", Attack/Hit +X).
func (g *Game) StrikeDice(h, icons int, from, to grid.Cell) int {
	if g.Obscured(from, to) {
		icons /= 2
	}
	p := &g.ab.passive[h][EffectAttack] // bonus(h, EffectAttack, from), written out to keep this inlined
	if g.B.Map.Terrain[from]&p.on != 0 {
		icons += int(p.onN)
	}
	return int(g.B.Heroes[h].Attack) + icons + int(p.n)
}

// RangePenalty returns the hits a ranged strike from space from at space
// to loses: 1 for every space beyond the second, a target on covered
// terrain counting 1 space farther (Adventures, "Ranged Strikes",
// "Covered Terrain").
func (g *Game) RangePenalty(from, to grid.Cell) int {
	return grid.RangePenalty(g.rs.RangedDistance(&g.B.Map, from, to)) // elevation ignored in Shadows of the Past's partly Korean edition (Ranged Strikes, p. 13)
}

// Targets of a Strike besides a villain figure.
const (
	AllAdjacent = -1 // every villain figure adjacent to the striker
	NoFigure    = -2 // a door or a camera, on Strike.To
)

// A Strike is the strike an action makes, as the engine rolls it: Dice
// Battle dice, whose hits less Penalty (and less the target's Block, for a
// villain) are wounds or open a door.
type Strike struct {
	Target     int       // villain figure struck, AllAdjacent or NoFigure
	From       grid.Cell // the striker's space (a leaping special's landing)
	To         grid.Cell // the space struck (the striker's, for AllAdjacent)
	Dice       int       // Battle dice rolled
	Penalty    int       // range penalty, taken off the hits
	FreeReroll bool      // the reroll costs no Focus
	Stun       bool      // a wounded target is stunned
}

// StrikeOf returns the strike option o of hero h makes, and false when o
// makes none or names a villain figure not standing (an option kept from
// an earlier position may): a melee, ranged or thrown strike, a special
// move's strike, or a strike at a door or camera (Adventures, "Melee
// Strikes", "Ranged Strikes", "Obscuring Terrain", "Using Special Moves",
// "Attack/Hit +X", "Leap", "Doors", "Cameras"). The Attack +X of a special
// move adds X dice, and 1 per icon spent beyond its cost when the card
// says so, not halved by obscuring terrain (docs/RULES.md); a special that
// leaps strikes from where it lands.
func (g *Game) StrikeOf(h int, o *Option) (Strike, bool) {
	from := g.Figs[h].Cell
	switch o.Kind {
	case OptMelee, OptRanged, OptThrow:
		t := int(o.Target)
		if !g.standingVillain(t) {
			return Strike{}, false
		}
		to := g.Figs[t].Cell
		s := Strike{Target: t, From: from, To: to, Dice: g.StrikeDice(h, g.withExtra(h, o.Dice, g.Icons(h, o.Dice)), from, to)}
		if o.Kind != OptMelee {
			s.Penalty = g.RangePenalty(from, to)
		}
		return s, true
	case OptStrikeDoor:
		s := Strike{Target: NoFigure, From: from, To: o.Cell, Dice: g.StrikeDice(h, g.withExtra(h, o.Dice, g.Icons(h, o.Dice)), from, o.Cell)}
		if o.Arg == 1 {
			s.Penalty = g.RangePenalty(from, o.Cell)
		}
		return s, true
	case OptUseSpecial:
		spec := &g.B.Heroes[h]
		sp := &spec.Specials[o.Arg]
		if sp.Strike == NoStrike {
			return Strike{}, false
		}
		extra := 0
		if sp.PerExtra {
			extra = g.Icons(h, o.Dice) - int(sp.CostIcons) + g.ExtraIcons(h, sp.CostKind)
		}
		if sp.Leap {
			from = o.Cell
		}
		s := Strike{Target: int(o.Target), From: from, To: from,
			Dice: int(spec.Attack) + int(sp.AttackBonus) + extra + g.bonus(h, EffectAttack, from), FreeReroll: sp.FreeReroll, Stun: sp.Stun}
		switch {
		case sp.AllAdjacent:
			s.Target = AllAdjacent
		case !g.standingVillain(s.Target):
			return Strike{}, false
		default:
			s.To = g.Figs[s.Target].Cell
			if sp.Strike == Ranged {
				s.Penalty = g.RangePenalty(from, s.To)
			}
		}
		return s, true
	}
	return Strike{}, false
}

// standingVillain reports whether figure id is a villain figure standing
// on the map.
func (g *Game) standingVillain(id int) bool {
	return id >= g.nh && id < g.nf && g.Figs[id].Standing()
}

// CoverAt returns the defence a figure standing on c has from its terrain:
// 1 on covered terrain, else 0; a hero rolls that many more defence dice,
// an AI villain blocks that many more hits (Adventures, "Covered Terrain";
// docs/RULES.md: terrain Defend bonuses add to an AI villain's Block).
func (g *Game) CoverAt(c grid.Cell) int { return coverAt(&g.B.Map, c) }

func coverAt(m *grid.Map, c grid.Cell) int {
	if m.Terrain[c]&grid.Covered != 0 {
		return 1
	}
	return 0
}

// takeCoverBonus is what taking cover adds to a figure's defence while it
// stays in its space (Adventures, "Take Cover": Defend +2).
const takeCoverBonus = 2

// A Defense is hero h's defence roll as it stands, asked of the spaces h
// might stand on: what its dice would be there, the rest of the battle
// unchanged. It is a value: it does not follow the battle.
type Defense struct {
	m     *grid.Map
	dice  int          // the dice wherever h stands: Defend, shells, a special's bonus
	cover grid.Cell    // the space h took cover in, or NoCell
	on    grid.Terrain // the terrain of h's passive Defend bonus on a terrain
	onN   int          // that bonus
}

// DefenseOf returns hero h's defence roll now: its Defend, plus its shells
// in play, plus the Defend bonus of its active special move; the terrain
// and cover are added by Defense.DiceAt (Adventures, "Defense Roll",
// "Defense Icon", "Mixed Icon", "Using Special Moves").
func (g *Game) DefenseOf(h int) Defense {
	d := Defense{m: &g.B.Map, dice: int(g.B.Heroes[h].Defend) + g.shells(h), cover: grid.NoCell}
	if sp := g.heroes[h].special; sp >= 0 {
		d.dice += int(g.B.Heroes[h].Specials[sp].DefendBonus)
	}
	if f := &g.Figs[h]; f.Cover {
		d.cover = f.Cell
	}
	p := &g.ab.passive[h][EffectDefend]
	d.dice, d.on, d.onN = d.dice+int(p.n), p.on, int(p.onN)
	return d
}

// DiceAt returns the Battle dice the hero of d rolls to defend standing on
// c: d's dice, +1 on covered terrain, +2 when c is the space it took cover
// in; moving off that space loses the cover (Adventures, "Covered
// Terrain", "Take Cover").
func (d *Defense) DiceAt(c grid.Cell) int {
	n := d.dice + coverAt(d.m, c)
	if c == d.cover {
		n += takeCoverBonus
	}
	if d.m.Terrain[c]&d.on != 0 {
		n += d.onN
	}
	return n
}

// CheckDifficulty returns the difficulty of a Focus check at the closed
// door or the computer on c: the hits the check needs to open the door or
// hack the computer (Adventures, "Focus Checks", "Doors", "Hacking
// Computers").
func (g *Game) CheckDifficulty(c grid.Cell) int {
	m := &g.B.Map
	if m.Terrain[c]&grid.Door != 0 && !g.Map.Open.Has(c) {
		return int(m.DoorDifficulty[c])
	}
	return int(m.ComputerDifficulty[c])
}

// BreakHits returns the hits, after the range penalty, a strike at the
// closed door or the camera on c needs to open or destroy it: the door's
// difficulty + 3, or 3 for a camera (Adventures, "Doors", "Cameras").
func (g *Game) BreakHits(c grid.Cell) int {
	m := &g.B.Map
	if m.Terrain[c]&grid.Door != 0 && !g.Map.Open.Has(c) {
		return int(m.DoorDifficulty[c]) + 3
	}
	return 3
}

// Actions returns the actions each figure of villain type t takes when
// its card is drawn: 3 for a leader, 2 for a minion; a stunned figure
// spends one of them per stun token (Adventures, "Villain Turns",
// "Leaders and Minions", "Stun").
func (g *Game) Actions(t int) int {
	if g.B.Villains[t].Leader {
		return 3
	}
	return 2
}
