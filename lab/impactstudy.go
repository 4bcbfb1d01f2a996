package lab

import (
	"strings"

	"github.com/tmntsim/tmntsim/sim"
)

// ImpactOf returns the study of the cards of deck in setup (tmntsim
// impact), named name in output: its seats played by the -p values
// (CheckedPolicies), measured at seat (--seat: a seat's name; "" for the
// seat the deck says, else the focus seat), blanking titles (--cards: a
// comma-separated list; "" for every title). Its errors are UsageErrors
// naming the flag.
func ImpactOf(setup sim.Setup, name string, deck Deck, values []string, seat, titles string) (*DeckStudy, error) {
	st := &DeckStudy{Setup: setup, Name: name, Deck: deck}
	var err error
	if st.Seat, err = SeatNamed(setup, seat); err != nil {
		return nil, Usagef("--seat: %v", err)
	} else if deck.Seat() >= 0 && seat == "" {
		st.Seat = deck.Seat()
	}
	if st.Policies, err = CheckedPolicies(setup, values); err != nil {
		return nil, err
	}
	var picked []string
	if titles != "" {
		picked = strings.Split(titles, ",")
	}
	if err := st.Pick(picked); err != nil && picked != nil {
		return nil, Usagef("--cards: %v", err)
	} else if err != nil {
		return nil, Usagef("impact: %v", err)
	}
	return st, nil
}
