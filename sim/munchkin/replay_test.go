package munchkin_test

import (
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/munchkin"
	"github.com/tmntsim/tmntsim/sim/munchkin/policy"
	"github.com/tmntsim/tmntsim/sim/munchkin/tablefile"
)

// divert records every choice of a table and, at decision `at`, takes
// another option than its policy would.
type divert struct {
	inner munchkin.Policy
	log   *[]int
	at    int
}

func (d divert) Reset(v *munchkin.View) { d.inner.Reset(v) }

func (d divert) Choose(v *munchkin.View, dec munchkin.Decision, opts []munchkin.Option) int {
	k := d.inner.Choose(v, dec, opts)
	if len(*d.log) == d.at {
		k = (k + 1) % len(opts)
	}
	*d.log = append(*d.log, k)
	return k
}

// playLogged plays game (seed, i) at a table of reasonable players,
// diverting decision at, and returns its choices and result.
func playLogged(t *testing.T, i uint64, at int) ([]int, sim.Record) {
	opt := munchkin.Options{Players: 4}
	for s := range opt.Characters {
		opt.Characters[s] = -1
	}
	s, err := munchkin.NewSetup(tablefile.DefaultDeck(), opt)
	if err != nil {
		t.Fatal(err)
	}
	var log []int
	pols := make([]munchkin.Policy, 4)
	for p := range pols {
		pols[p] = divert{policy.NewReasonable(), &log, at}
	}
	var res sim.Record
	munchkin.NewGame(s, pols).Play(8, i, &res)
	return log, res
}

// TestCounterfactualReplay: a game replayed from its (seed, index) with
// one choice changed makes the same choices up to it, so counterfactuals
// (the kingmaking index) need no copy of a game in progress.
func TestCounterfactualReplay(t *testing.T) {
	flips := 0
	for i := uint64(0); i < 20; i++ {
		base, res := playLogged(t, i, -1)
		at := len(base) / 2
		alt, res2 := playLogged(t, i, at)
		for k := 0; k < at; k++ {
			if base[k] != alt[k] {
				t.Fatalf("game %d: choice %d differs before the diverted one (%d)", i, k, at)
			}
		}
		if res != res2 {
			flips++
		}
	}
	t.Logf("%d of 20 games changed with one choice changed halfway", flips)
}
