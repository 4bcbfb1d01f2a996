package tablefile

import (
	"fmt"
	"io"
	"strings"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/munchkin"
)

// Brief says what a Munchkin table is in a line: "munchkin table, 4 players"
// (tmntsim validate); setup is a *munchkin.Table.
func Brief(setup sim.Setup) string {
	return fmt.Sprintf("munchkin table, %d players", setup.(*munchkin.Table).Setup.Opt.Players)
}

// Describe writes a Munchkin table in words: its seats with their
// policies and Characters, the deck's cards by kind and the options.
func Describe(w io.Writer, setup sim.Setup) error {
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
