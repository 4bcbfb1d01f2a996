package deckfile

import (
	"fmt"
	"io"
	"strings"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/tcg"
)

// Brief says what a TCG match is in a line: "tcg match, genbu v seiryu"
// (tmntsim validate); setup is a *tcg.Match.
func Brief(setup sim.Setup) string {
	m := setup.(*tcg.Match)
	return fmt.Sprintf("tcg match, %s v %s", m.Setup.Decks[0].Name, m.Setup.Decks[1].Name)
}

// Describe writes a TCG match in words: its seats with their decks
// (cards by type) and policies, who goes first and the turn cap.
func Describe(w io.Writer, setup sim.Setup) error {
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
