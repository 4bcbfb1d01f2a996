package policy

import (
	"fmt"

	"github.com/tmntsim/tmntsim/sim/adventures"
)

// Variants of a battle's ally cards, for the study of what each ally is
// worth (tmntsim impact of a battle with allies): the battle with one ally
// card the only one offered, against the battle with none, on the same
// seeds. Each is the setup over a copy of the battle, built once; its
// games play as the battle's do, allocating nothing.

// NoAlly describes the battle WithoutAllies returns, for the output.
const NoAlly = "no ally card offered to either side"

// WithAllyOnly returns the setup with ally card i of the battle the only
// ally card offered: its side takes it at setup and the other side has
// none.
func (s *Setup) WithAllyOnly(i int) (*Setup, error) {
	if i < 0 || i >= len(s.Battle.Allies) {
		return nil, fmt.Errorf("no ally card %d in %s (it has %d)", i, s.Battle.Name, len(s.Battle.Allies))
	}
	return s.withAllies(s.Battle.Allies[i : i+1 : i+1]), nil
}

// WithoutAllies returns the setup with no ally card offered.
func (s *Setup) WithoutAllies() *Setup { return s.withAllies(nil) }

// withAllies returns a copy of the setup over a copy of the battle whose
// ally cards are allies.
func (s *Setup) withAllies(allies []adventures.Ally) *Setup {
	b := *s.Battle
	b.Allies = allies
	v := *s
	v.Battle = &b
	return &v
}

// IsCompetitiveWithAllies reports whether s is a Competitive Mode battle
// with ally cards, whose impact study is the value of each ally card (as a
// cooperative battle's with allies) rather than its villain deck's: an
// ally is the designer's choice of the battle, the deck the villain
// player's.
func IsCompetitiveWithAllies(s *Setup) bool {
	return s.Battle.Competitive != nil && len(s.Battle.Allies) > 0
}
