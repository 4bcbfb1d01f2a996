package munchkin

import (
	"fmt"

	"github.com/tmntsim/tmntsim/sim"
)

// verify checks the invariants after a turn: every card in exactly one
// zone, Levels within 1..10, Katas within the Level, equipped Items only in
// play and within the equipment limits (checkSlots), a win only at Level
// 10 (checkWins), the cached bonuses up to date. The first violation is
// kept in checkErr.
func (g *Game) verify() {
	if g.checkErr != nil {
		return
	}
	var seen [MaxCards]uint8
	count := func(p *pile) {
		for _, c := range p.cards() {
			seen[c]++
		}
	}
	count(&g.doorDeck)
	count(&g.doorDisc)
	count(&g.treDeck)
	count(&g.treDisc)
	count(&g.body)
	count(&g.cb.played)
	if g.cb.active {
		for _, c := range g.cb.mon[:g.cb.nmon] {
			seen[c]++
		}
	}
	for i := 0; i < g.n; i++ {
		pl := &g.pl[i]
		count(&pl.hand)
		count(&pl.items)
		if pl.stance != noCard {
			seen[pl.stance]++
		}
		if pl.ally != noCard {
			seen[pl.ally]++
		}
		if pl.cheat != noCard {
			seen[pl.cheat]++
			if pl.items.index(pl.cheated) < 0 {
				g.checkErr = fmt.Errorf("turn %d: seat %d's Cheat! is attached to no Item in play", g.turns, i+1)
				return
			}
		}
		for _, k := range pl.katas[:pl.nkatas] {
			seen[k]++
		}
		curse := 0
		for _, k := range pl.kept[:pl.nkept] {
			seen[k]++
			if g.S.Cards[k].Persistent {
				curse += int(g.S.Cards[k].Trap.Penalty)
			}
		}
		if curse != int(pl.curse) {
			g.checkErr = fmt.Errorf("turn %d: seat %d's persistent Traps give %d, cached %d", g.turns, i+1, curse, pl.curse)
			return
		}
		b, r := pl.bonus, pl.run
		g.recalc(i)
		if b != pl.bonus || r != pl.run {
			g.checkErr = fmt.Errorf("turn %d: seat %d's cached bonuses %d/%d, want %d/%d", g.turns, i+1, b, r, pl.bonus, pl.run)
			return
		}
		if pl.level < 1 || pl.level > WinLevel {
			g.checkErr = fmt.Errorf("turn %d: seat %d at Level %d", g.turns, i+1, pl.level)
			return
		}
		if pl.level == WinLevel && g.res.Outcome[i] != sim.Won {
			g.checkErr = fmt.Errorf("turn %d: seat %d at Level 10 without winning", g.turns, i+1)
			return
		}
		if r := g.kataRanks(i); r > int(pl.level) {
			g.checkErr = fmt.Errorf("turn %d: seat %d has Katas of Rank %d at Level %d", g.turns, i+1, r, pl.level)
			return
		}
		for _, c := range pl.items.cards() {
			if g.S.Cards[c].Kind != Item {
				g.checkErr = fmt.Errorf("turn %d: seat %d has %s in play as an Item", g.turns, i+1, g.S.Cards[c].Name)
				return
			}
		}
		if g.checkSlots(i); g.checkErr != nil {
			return
		}
	}
	if g.checkWins(); g.checkErr != nil {
		return
	}
	for c := range g.S.Cards {
		if seen[c] != 1 {
			g.checkErr = fmt.Errorf("turn %d: card %d (%s) in %d zones", g.turns, c, g.S.Cards[c].Name, seen[c])
			return
		}
		if g.equipped[c] && g.owner(uint8(c)) < 0 {
			g.checkErr = fmt.Errorf("turn %d: card %s equipped but not in play", g.turns, g.S.Cards[c].Name)
			return
		}
	}
}

// checkSlots checks the equipment limits of seat i's equipped Items
// (Munchkin TMNT, Treasures: Items): at most one Headgear, one Armor, one
// Footgear and one Big Item, and Hands for two (a two-Hands Item takes
// both); the Item a Cheat! is attached to is exempt.
func (g *Game) checkSlots(i int) {
	pl := &g.pl[i]
	var n [numSlots]int
	for _, c := range pl.items.cards() {
		if g.equipped[c] && c != pl.cheated {
			n[g.S.Cards[c].Slot]++
		}
	}
	for _, s := range [...]Slot{SlotHeadgear, SlotArmor, SlotFootgear, SlotBig} {
		if n[s] > 1 {
			g.checkErr = fmt.Errorf("turn %d: seat %d has %d %s Items equipped", g.turns, i+1, n[s], s)
			return
		}
	}
	if hands := n[SlotHand] + 2*n[SlotTwoHands]; hands > 2 {
		g.checkErr = fmt.Errorf("turn %d: seat %d has Items for %d Hands equipped", g.turns, i+1, hands)
	}
}

// checkWins checks the game's winners (Munchkin TMNT, Starting and
// finishing the game; Optional rules: shared victories): one seat wins,
// at Level 10, and the game ends only so (the turn limit is set after
// the check); with shared victories its helper may win beside it, at any
// Level.
func (g *Game) checkWins() {
	won, at10 := 0, 0
	for i := 0; i < g.n; i++ {
		if g.res.Outcome[i] == sim.Won {
			won++
			if g.pl[i].level == WinLevel {
				at10++
			}
		}
	}
	switch {
	case g.over && won == 0:
		g.checkErr = fmt.Errorf("turn %d: the game ended before a seat won", g.turns)
	case won > 0 && at10 == 0:
		g.checkErr = fmt.Errorf("turn %d: a seat won below Level %d", g.turns, WinLevel)
	case won > 2 || won == 2 && g.res.Reason != ReasonShared:
		g.checkErr = fmt.Errorf("turn %d: %d seats won", g.turns, won)
	}
}

// owner returns the player with Item c in play, or -1.
func (g *Game) owner(c uint8) int {
	for i := 0; i < g.n; i++ {
		if g.pl[i].items.index(c) >= 0 {
			return i
		}
	}
	return -1
}
