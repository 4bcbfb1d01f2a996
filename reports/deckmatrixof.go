package reports

import (
	"github.com/tmntsim/tmntsim/lab"
	"github.com/tmntsim/tmntsim/sim/tcg/deckfile"
)

// NewDeckMatrix returns the matrix m that study st played from seed, as
// tmntsim matrix prints it: each deck by its label, its file and its
// policy.
func NewDeckMatrix(st *deckfile.Matrix, seed uint64, m *lab.Matrix) *DeckMatrix {
	dm := &DeckMatrix{Gauntlet: st.Gauntlet, Seed: seed, M: m}
	for _, d := range st.Decks {
		dm.Decks = append(dm.Decks, MatrixDeck{Label: d.Label, Source: d.Arg, Policy: d.Policy})
	}
	return dm
}
