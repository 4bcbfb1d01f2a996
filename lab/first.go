package lab

import (
	"context"
	"fmt"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/stats"
)

// A FirstStudy is the first player's advantage of a two-seat game, by a
// paired seat swap: game i played once with the first seat going first
// and once with the second seat going first, from the same (seed, i).
type FirstStudy struct {
	AFirst, BFirst *Summary // the games with the first seat first, and with the second seat first
	// Seat0 are the first seat's wins: A with the second seat first, B
	// with the first seat first; Seat0.Diff is the first seat's win rate
	// going first less going second.
	Seat0 stats.PairedBinary
	// Seat1 are the second seat's wins: A with the first seat first, B
	// with the second seat first.
	Seat1 stats.PairedBinary
	// FirstWins and FirstWinsSq are the sum over the pairs of games of
	// the games the player going first won (0, 1 or 2), and of its
	// square: half its mean is the first player's win rate over both
	// orders.
	FirstWins, FirstWinsSq int64
}

// FirstRate returns the first player's win rate over both orders and its
// 95% interval, paired by game.
func (f *FirstStudy) FirstRate() (rate, lo, hi float64) {
	m, l, h := stats.MeanInterval(f.FirstWins, f.FirstWinsSq, f.Seat0.N(), stats.Conf95)
	return m / 2, l / 2, h / 2
}

// First plays games 0 … o.Games-1 of aFirst (the first seat goes first)
// and bFirst (the second seat goes first), two setups of the same
// two-seat game that differ in who goes first alone, on the same seeds,
// and returns the paired study. Of o it takes Seed, Games, Workers, Batch
// and Progress; each entrant has its policies. Interrupted, it returns the
// games paired so far and ctx's error.
func First(ctx context.Context, aFirst, bFirst Entrant, o Options) (*FirstStudy, error) {
	sa, sb := aFirst.Setup.Schema(), bFirst.Setup.Schema()
	if len(sa.Seats) != 2 {
		return nil, fmt.Errorf("lab: a seat swap is for two seats; %s has %d", sa.Game, len(sa.Seats))
	}
	if err := sameGame(sa, sb); err != nil {
		return nil, err
	}
	f := &FirstStudy{}
	sums, err := playPaired(ctx, []Entrant{aFirst, bFirst}, o, func(_ int64, r *multiRecord) {
		a0, a1 := r[0].Outcome[0] == sim.Won, r[0].Outcome[1] == sim.Won
		b0, b1 := r[1].Outcome[0] == sim.Won, r[1].Outcome[1] == sim.Won
		f.Seat0.Add(b0, a0)
		f.Seat1.Add(a1, b1)
		n := int64(0)
		if a0 {
			n++
		}
		if b1 {
			n++
		}
		f.FirstWins += n
		f.FirstWinsSq += n * n
	})
	if sums == nil {
		return nil, err
	}
	f.AFirst, f.BFirst = sums[0], sums[1]
	return f, err
}
