package tablefile

import (
	"github.com/tmntsim/tmntsim/lab"
	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/munchkin"
)

// Deck returns the deck a study of cards (tmntsim impact) changes in
// table t: the deck the table shares.
func Deck(t *munchkin.Table) lab.Deck { return tableCards{t} }

type tableCards struct{ t *munchkin.Table }

func (c tableCards) Titles(int) ([]string, []int) {
	titles := c.t.CardTitles()
	count := map[string]int{}
	for _, card := range c.t.Setup.Cards {
		count[card.Name]++
	}
	copies := make([]int, len(titles))
	for i, t := range titles {
		copies[i] = count[t]
	}
	return titles, copies
}

func (c tableCards) Blank(_ int, title string) (sim.Setup, error) { return c.t.WithBlankCard(title) }
func (tableCards) BlankName() string {
	return "a blank card of the same deck (a Door that does nothing, a Treasure worth nothing)"
}
func (tableCards) Name(int) string { return "the table's deck" }
func (tableCards) Seat() int       { return -1 }
