package cardfile_test

import (
	"errors"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"

	"github.com/tmntsim/tmntsim/scenarios"
	"github.com/tmntsim/tmntsim/sim/adventures/villaindeck"
	"github.com/tmntsim/tmntsim/sim/adventures/villaindeck/cardfile"
)

// FuzzLoad: no input panics the loader; a refused file's error is a
// positioned scenarios.ErrorList; an accepted one's named decks build and
// play.
func FuzzLoad(f *testing.F) {
	embedded, err := os.ReadFile(filepath.FromSlash(cardfile.EmbeddedFile))
	if err != nil {
		f.Fatal(err)
	}
	f.Add(embedded)
	f.Add([]byte(legalSet()))
	f.Add([]byte("cards: [{name: x, regroup: true}]\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		set, err := cardfile.Load("f.yaml", data, nil)
		if err != nil {
			var l scenarios.ErrorList
			if !errors.As(err, &l) || len(l) == 0 {
				t.Fatalf("the error is %T %v, want a scenarios.ErrorList", err, err)
			}
			return
		}
		for _, d := range set.Decks {
			deck, err := set.NamedDeck(d.Name, d.Types())
			if err != nil {
				t.Fatalf("deck %s of an accepted file: %v", d.Name, err)
			}
			var s villaindeck.State
			s.Reset(deck, villaindeck.ShadowsOfThePast, rand.New(rand.NewPCG(1, 1)))
			for range 20 {
				s.StartTurn(nil)
				for s.PlaysLeft() > 0 && len(s.Hand()) > 0 {
					s.Play(s.Hand()[len(s.Hand())-1])
				}
				s.EndTurn()
			}
		}
	})
}
