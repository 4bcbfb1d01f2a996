package policy

import "github.com/tmntsim/tmntsim/sim/munchkin"

// Greedy takes every immediate gain: it sells Items for levels as soon as
// it can, plays every card that makes it stronger, fights from its hand
// what it can beat, asks the strongest player for help when it would lose
// (offering half the Treasure, first pick its own), helps for any share unless the fighter
// would win the game, and plays against a fight that would win when the
// fighter is at least its Level. It proposes no trade and accepts one
// that gives it a card of more Value. It keeps no state between decisions.
type Greedy struct{}

// NewGreedy returns a greedy policy.
func NewGreedy() *Greedy { return &Greedy{} }

// Reset does nothing.
func (*Greedy) Reset(*munchkin.View) {}

// Choose scores every option and returns the best (the first on ties).
func (*Greedy) Choose(v *munchkin.View, d munchkin.Decision, opts []munchkin.Option) int {
	switch d {
	case munchkin.DecAskHelp:
		return askHelp(v, opts)
	case munchkin.DecKatas:
		return dropKata(v, opts)
	}
	margin := 0
	if d == munchkin.DecCombat {
		margin = v.PlayerSide() - v.MonsterSide()
	}
	best, bs := 0, -1<<30
	for i := range opts {
		if s := greedyScore(v, d, &opts[i], margin); s > bs {
			best, bs = i, s
		}
	}
	return best
}

// Value is a rough worth of card c to its holder, for Charity, looting and
// first picks of a shared Treasure.
func Value(v *munchkin.View, c uint8) int {
	cd := v.Card(c)
	switch cd.Kind {
	case munchkin.GoUpLevel, munchkin.Cheat:
		return 12
	case munchkin.Item:
		return 2*int(cd.Bonus) + int(cd.Gold)/200 + int(cd.Run)
	case munchkin.OneShot:
		if cd.Eliminate {
			return 6
		}
		return int(cd.Bonus) + int(cd.Gold)/300
	case munchkin.Ally:
		return 2*int(cd.Bonus) + int(cd.Run)
	case munchkin.Kata, munchkin.Stance:
		return int(cd.Bonus) + int(cd.Run)
	case munchkin.Enhancer:
		return 3
	case munchkin.WanderingMonster, munchkin.Trap:
		return 2
	}
	return 1
}

// greedyScore scores option o; margin is the fighting side's strength
// minus the monsters' in a combat.
func greedyScore(v *munchkin.View, d munchkin.Decision, o *munchkin.Option, margin int) int {
	me := v.Seat()
	switch o.Kind {
	case munchkin.OptDone, munchkin.OptAlone, munchkin.OptLoot, munchkin.OptShare:
		return 0 // a bigger set of Charity: the first tied player in turn order
	case munchkin.OptSell:
		return 100 * int(o.Arg)
	case munchkin.OptTrouble:
		cd := v.Card(o.Card)
		if v.Strength(me) > monsterStrength(v, o.Card, me) {
			return 10 + int(cd.Treasures)
		}
		return -1
	case munchkin.OptGive:
		return -Value(v, o.Card)
	case munchkin.OptTake:
		return Value(v, o.Card)
	case munchkin.OptAccept:
		if d == munchkin.DecTrade {
			_, give, take := v.Trade()
			in, out := Value(v, give), 0
			if take != munchkin.NoCard {
				out = Value(v, take)
			}
			if in > out {
				return 1
			}
			return -1
		}
		f, _ := v.Fighter()
		if (v.Offer() > 0 || v.OfferItem() != munchkin.NoCard) && v.Level(f)+v.MonsterLevels() < munchkin.WinLevel {
			return 1
		}
		return -1
	case munchkin.OptRefuse:
		return 0
	case munchkin.OptTeamUp:
		if margin <= 0 {
			return 5
		}
		return -1
	case munchkin.OptKata:
		if margin <= 0 {
			return 4
		}
		return -1
	case munchkin.OptPlay:
		if d == munchkin.DecCombat {
			return combatScore(v, o, margin > 0)
		}
		return playScore(v, o)
	case munchkin.OptLose:
		return -Value(v, o.Card)
	case munchkin.OptRun:
		// Running Away: a monster whose Bad Stuff kills first, since the
		// dead roll no more and keep their Level; else the order they
		// joined the fight.
		if v.Card(o.Card).BadStuff.Death {
			return 1
		}
		return 0
	}
	return -1
}

// monsterStrength is monster c's strength against player p alone.
func monsterStrength(v *munchkin.View, c uint8, p int) int {
	cd := v.Card(c)
	s := int(cd.Level)
	if cd.VsRace != munchkin.RaceAny && cd.VsRace == v.Race(p) {
		s += int(cd.VsBonus)
	}
	return s
}

// playScore scores playing a card outside combat.
func playScore(v *munchkin.View, o *munchkin.Option) int {
	me := v.Seat()
	cd := v.Card(o.Card)
	switch cd.Kind {
	case munchkin.GoUpLevel:
		if int(o.Target) == me {
			return 90
		}
		return -1
	case munchkin.Trap:
		return -1
	case munchkin.Cheat:
		if it := v.Card(o.Arg); !v.Equipped(o.Arg) && it.Bonus > 0 {
			return 35 + int(it.Bonus)
		}
		return -1
	case munchkin.Kata:
		return 50 + int(cd.Bonus)
	case munchkin.Item:
		return 40 + int(cd.Bonus)
	case munchkin.Stance, munchkin.Ally:
		cur := -1
		for _, c := range v.InPlay(me) {
			if v.Card(c).Kind == cd.Kind {
				cur = 2*int(v.Card(c).Bonus) + int(v.Card(c).Run)
			}
		}
		if 2*int(cd.Bonus)+int(cd.Run) > cur {
			return 30
		}
	}
	return -1
}

// combatScore scores a card played in a combat.
func combatScore(v *munchkin.View, o *munchkin.Option, winning bool) int {
	me := v.Seat()
	f, h := v.Fighter()
	cd := v.Card(o.Card)
	if me == f || me == h {
		if winning {
			return -1
		}
		switch {
		case cd.Kind == munchkin.OneShot && cd.Eliminate:
			return 10 + v.MonsterStrength(int(o.Target))
		case cd.Kind == munchkin.OneShot && o.Target == munchkin.TargetPlayers,
			cd.Kind == munchkin.Enhancer && cd.Bonus < 0,
			cd.Kind == munchkin.GoUpLevel && int(o.Target) == me,
			cd.Kind == munchkin.Ally:
			return 10 + int(cd.Bonus)
		}
		return -1
	}
	stop := winning && (v.Level(f) >= v.Level(me) || v.Level(f)+v.MonsterLevels() >= munchkin.WinLevel)
	if !stop {
		return -1
	}
	switch cd.Kind {
	case munchkin.Enhancer:
		if cd.Bonus > 0 {
			return 10 + int(cd.Bonus)
		}
	case munchkin.OneShot:
		if o.Target != munchkin.TargetPlayers {
			return 5 + int(cd.Bonus)
		}
	case munchkin.WanderingMonster:
		return 10 + int(v.Card(o.Arg).Level)
	case munchkin.Trap:
		if int(o.Target) == f && v.Card(o.Card).Trap.Penalty > 0 {
			return 8
		}
	}
	return -1
}

// askHelp asks, when the fight is lost alone, the strongest player who
// would make it a win, offering half the Treasure rounded up and keeping
// first pick.
func askHelp(v *munchkin.View, opts []munchkin.Option) int {
	need := v.MonsterSide() - v.PlayerSide() + 1
	if need <= 0 {
		return 0
	}
	half := uint8((v.Treasures() + 1) / 2)
	best, bs := 0, need-1
	for i, o := range opts {
		if o.Kind != munchkin.OptAsk || o.Arg != half || o.Card != munchkin.NoCard || o.First {
			continue
		}
		if s := v.Strength(int(o.Target)); s > bs {
			best, bs = i, s
		}
	}
	return best
}

// kataValue is what Kata c is worth to its holder, in the units of the
// engine's choice of equipment (16 a point of combat bonus, 1 a point of
// Run Away bonus); an ability paid with a card counts half its bonus.
func kataValue(cd *munchkin.Card) int {
	return 16*int(cd.Bonus) + 8*int(cd.DiscardBonus) + int(cd.Run)
}

// dropKata chooses the Kata to discard when Katas are over the Level
// (DecKatas): every Kata in play is an option, Arg the Rank over the
// Level. It keeps the Katas of most value whose Ranks fit the Level
// (every subset tried; a player has few Katas) and discards the first
// Kata outside them.
func dropKata(v *munchkin.View, opts []munchkin.Option) int {
	n := min(len(opts), munchkin.MaxKatas)
	total := 0
	for i := range n {
		total += int(v.Card(opts[i].Card).Rank)
	}
	level := total - int(opts[0].Arg)
	best, bv := 0, -1<<30
	for m := 0; m < 1<<n; m++ {
		r, val := 0, 0
		for i := range n {
			if m&(1<<i) != 0 {
				cd := v.Card(opts[i].Card)
				r += int(cd.Rank)
				val += kataValue(cd)
			}
		}
		if r <= level && val > bv {
			best, bv = m, val
		}
	}
	for i := range n {
		if best&(1<<i) == 0 {
			return i
		}
	}
	return 0
}
