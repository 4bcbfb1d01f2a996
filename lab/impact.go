package lab

import (
	"context"
	"fmt"
	"slices"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/stats"
)

// An Effect is the paired comparison of a setup with one variant of it
// (a card blanked) on the same seeds, from the side of one seat: A is the
// variant, B the setup, so Wins.Diff is the seat's win rate with the
// change undone, less with it: what the card is worth to the seat.
type Effect struct {
	Name  string             // the variant's (the card's) name
	Wins  stats.PairedBinary // the seat's wins: A the variant, B the setup
	Turns stats.PairedMean   // the game's turns: A the variant, B the setup
}

// Diff returns the seat's win rate in the setup less its win rate in the
// variant, and the paired 95% interval of the difference.
func (e *Effect) Diff() (d, lo, hi float64) { return e.Wins.Diff(stats.Conf95) }

// Impact plays games 0 … o.Games-1 of base and of every variant on the
// same seeds and returns, per variant, its paired comparison with base
// from the side of seat (an index of base's schema, which every variant
// shares), and base's summary. Base is played once per group of at most
// MaxEntrants-1 variants, each time the same games. Of o it takes Seed,
// Games, Workers, Batch and Progress; Progress counts the games of every
// group, of len(variants) groups' worth in all. Interrupted, it returns
// ctx's error and nothing, or, when its variants are one group (at most
// MaxEntrants-1), what it paired so far: a study of several groups is not
// worth its part.
func Impact(ctx context.Context, base Entrant, variants []Entrant, seat int, o Options) ([]Effect, *Summary, error) {
	s := base.Setup.Schema()
	if seat < 0 || seat >= len(s.Seats) {
		return nil, nil, fmt.Errorf("lab: seat %d of %d", seat, len(s.Seats))
	}
	for _, v := range variants {
		if err := sameGame(s, v.Setup.Schema()); err != nil {
			return nil, nil, fmt.Errorf("lab: variant %s: %w", v.Name, err)
		}
	}
	effects := make([]Effect, len(variants))
	for k, v := range variants {
		effects[k].Name = v.Name
	}
	per := MaxEntrants - 1
	groups := (len(variants) + per - 1) / per
	progress := o.Progress
	var baseSum *Summary
	for g := range groups {
		group := variants[g*per : min((g+1)*per, len(variants))]
		es := append([]Entrant{base}, group...)
		go1 := o
		if progress != nil {
			off := int64(g) * o.Games
			go1.Progress = func(done, _ int64) { progress(off+done, int64(groups)*o.Games) }
		}
		first := g * per
		sums, err := playPaired(ctx, es, go1, func(_ int64, r *multiRecord) {
			wb := r[0].Outcome[seat] == sim.Won
			for k := range group {
				e := &effects[first+k]
				e.Wins.Add(r[k+1].Outcome[seat] == sim.Won, wb)
				e.Turns.Add(int64(r[k+1].Turns), int64(r[0].Turns))
			}
		})
		if err != nil && groups == 1 && Interrupted(err) {
			return effects, sums[0], err
		} else if err != nil {
			return nil, nil, err
		}
		baseSum = sums[0]
	}
	if baseSum == nil {
		return nil, nil, fmt.Errorf("lab: an impact study of no variants")
	}
	return effects, baseSum, nil
}

// RankEffects sorts effects by their difference, largest first (the card
// worth most to the seat on top); ties keep their order.
func RankEffects(effects []Effect) {
	slices.SortStableFunc(effects, func(a, b Effect) int {
		da, _, _ := a.Diff()
		db, _, _ := b.Diff()
		switch {
		case da > db:
			return -1
		case da < db:
			return 1
		}
		return 0
	})
}
