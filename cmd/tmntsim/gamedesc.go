package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/munchkin"
	"github.com/tmntsim/tmntsim/sim/tcg"
)

// briefMatch says what a TCG match is in a line: "tcg match, genbu v seiryu".
func briefMatch(setup sim.Setup) string {
	m := setup.(*tcg.Match)
	return fmt.Sprintf("tcg match, %s v %s", m.Setup.Decks[0].Name, m.Setup.Decks[1].Name)
}

// describeMatch writes a TCG match in words: its seats with their decks
// (cards by type) and policies, who goes first and the turn cap.
func describeMatch(w io.Writer, setup sim.Setup) error {
	m := setup.(*tcg.Match)
	s := m.Setup
	var b strings.Builder
	fmt.Fprintf(&b, "TMNT Trading Card Game match: %s v %s\n\nSeats:\n", s.Decks[0].Name, s.Decks[1].Name)
	seats := m.Schema().Seats
	for i, d := range s.Decks {
		var n [tcg.NumCardTypes]int
		for _, id := range d.Cards {
			n[s.Cards[id].Type]++
		}
		var parts []string
		for t, c := range n {
			if c > 0 {
				parts = append(parts, fmt.Sprintf("%d %s", c, tcg.CardType(t)))
			}
		}
		ill := ""
		if d.Illustrative {
			ill = ", illustrative"
		}
		fmt.Fprintf(&b, "  %d. %-10s policy %-10s deck %s: %d cards (%s)%s\n", i+1, seats[i], m.Specs[i], d.Name, len(d.Cards), strings.Join(parts, ", "), ill)
	}
	first := [...]string{"random (a coin toss each game)", "seat 1", "seat 2"}[s.Opt.First]
	fmt.Fprintf(&b, "\nFirst player: %s\nMax turns:    %d (a longer game is a draw)\nCard set:     %d cards\n", first, s.Opt.MaxTurns, len(s.Cards))
	_, err := io.WriteString(w, b.String())
	return err
}

// briefTable says what a Munchkin table is in a line: "munchkin table, 4 players".
func briefTable(setup sim.Setup) string {
	return fmt.Sprintf("munchkin table, %d players", setup.(*munchkin.Table).Setup.Opt.Players)
}

// describeTable writes a Munchkin table in words: its seats with their
// policies and Characters, the deck's cards by kind and the options.
func describeTable(w io.Writer, setup sim.Setup) error {
	t := setup.(*munchkin.Table)
	s := t.Setup
	var b strings.Builder
	fmt.Fprintf(&b, "Munchkin TMNT table: %d players\n\nSeats:\n", s.Opt.Players)
	for i, seat := range t.Schema().Seats {
		ch := "random (dealt each game)"
		if c := s.Opt.Characters[i]; c >= 0 {
			ch = s.Characters[c].Name
		}
		fmt.Fprintf(&b, "  %d. %-6s policy %-11s character %s\n", i+1, seat, t.Specs[i], ch)
	}
	kinds := munchkin.KindNames()
	count := make([]int, len(kinds))
	doors, treasures := 0, 0
	for _, c := range s.Cards {
		count[c.Kind]++
		if c.Kind.IsTreasure() {
			treasures++
		} else {
			doors++
		}
	}
	var parts []string
	for k, n := range count {
		if n > 0 {
			parts = append(parts, fmt.Sprintf("%d %s", n, kinds[k]))
		}
	}
	var chars []string
	for _, c := range s.Characters {
		chars = append(chars, c.Name)
	}
	fmt.Fprintf(&b, "\nDeck: %d cards, %d Door and %d Treasure (%s)\nCharacters: %d (%s)\n", len(s.Cards), doors, treasures, strings.Join(parts, ", "), len(chars), strings.Join(chars, ", "))
	fmt.Fprintf(&b, "\nOptions:\n  listen at the door  %s\n  shared victories    %s\n  max turns           %d (a longer game is unfinished)\n", onOff(s.Opt.ListenAtTheDoor), onOff(s.Opt.SharedVictories), s.Opt.MaxTurns)
	_, err := io.WriteString(w, b.String())
	return err
}

func onOff(b bool) string {
	if b {
		return "on"
	}
	return "off"
}
