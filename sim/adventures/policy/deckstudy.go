package policy

import (
	"strings"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures/villaindeck"
)

// What an impact study of a competitive battle's villain deck changes:
// each colour group swapped for another villain type's group
// (WithGroupSwapped) and each card blanked (WithCardBlanked).

// GroupPrefix begins the title of a colour group in a study of the deck.
const GroupPrefix = "group "

// DeckTitles returns the titles a study of the villain deck changes, the
// colour groups that have a swap first, then the cards, with the copies of
// each in the deck.
func (s *Setup) DeckTitles() (titles []string, copies []int) {
	for _, g := range s.Groups() {
		if _, ok := s.SwapFor(g); ok {
			titles, copies = append(titles, GroupPrefix+g.String()), append(copies, villaindeck.GroupSize)
		}
	}
	for _, name := range s.Cards() {
		titles, copies = append(titles, name), append(copies, 1)
	}
	return titles, copies
}

// WithTitleBlanked returns the setup with title, one of DeckTitles,
// changed: a colour group swapped, a card blanked.
func (s *Setup) WithTitleBlanked(title string) (sim.Setup, error) {
	if g, ok := strings.CutPrefix(title, GroupPrefix); ok {
		for _, x := range s.Groups() {
			if x.String() == g {
				v, _, err := s.WithGroupSwapped(x)
				return v, err
			}
		}
	}
	return s.WithCardBlanked(title)
}

// BlankTitle says in words what WithTitleBlanked puts in place of a card
// and of each colour group.
func (s *Setup) BlankTitle() string {
	var swaps []string
	for _, g := range s.Groups() {
		if w, ok := s.SwapFor(g); ok {
			swaps = append(swaps, g.String()+" by "+w.String())
		}
	}
	text := BlankCard
	if len(swaps) > 0 {
		text += "; and each colour group (" + GroupPrefix + "…) by a copy of the first group of the battle's next villain type: " + strings.Join(swaps, ", ")
	}
	return text
}
