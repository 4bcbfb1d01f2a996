package stats

import (
	"fmt"

	"github.com/tmntsim/tmntsim/sim/dice"
)

// A Side is one side of a strike, or the dice of a Focus check or a heal: it
// rolls Dice dice and adds Fixed, a value that is not rolled (an AI
// villain's Hit or Block attribute, which rolls no dice). With Reroll, every
// die that scores nothing is rolled once more and the new face stands, the
// Focus reroll a player makes for more hits or blocks.
type Side struct {
	Dice   int
	Fixed  int
	Reroll bool
}

// HitPMF returns the distribution of the hits side s scores with a die of
// the given faces: pmf[k] is the probability of k hits. Use it for Focus
// checks (AtLeast(pmf, difficulty)), healing and awakening as well as
// strikes. It panics if faces is empty or a count is negative.
func HitPMF(faces []dice.Face, s Side) []float64 {
	return sidePMF(faces, s, false)
}

// BlockPMF returns the distribution of the blocks side s scores with a die
// of the given faces: pmf[k] is the probability of k blocks. It panics if
// faces is empty or a count is negative.
func BlockPMF(faces []dice.Face, s Side) []float64 {
	return sidePMF(faces, s, true)
}

// WoundPMF returns the exact distribution of the wounds of a strike with
// dice of the given faces: pmf[k] is the probability that the attacker's
// hits, less penalty (not below 0), less the defender's blocks (not below
// 0), are k (Adventures rulebook, "Melee Strikes", "Defense Roll", "Ranged
// Strikes"). The pmf ends at the most wounds possible: its length is that
// number plus one. It panics if faces is empty or a count or the penalty is
// negative.
//
// It is computed, not sampled: one die's pmf after the optional reroll,
// convolved once per die, then combined over every pair of hit and block
// totals.
func WoundPMF(faces []dice.Face, atk, def Side, penalty int) []float64 {
	if penalty < 0 {
		panic(fmt.Sprintf("stats: negative range penalty %d", penalty))
	}
	hits := HitPMF(faces, atk)
	blocks := BlockPMF(faces, def)
	// The most hits always have a chance (every die on its best face); the
	// fewest blocks are the first with one.
	most := max(0, len(hits)-1-penalty-least(blocks))
	w := make([]float64, most+1)
	for h, ph := range hits {
		left := max(0, h-penalty)
		for b, pb := range blocks {
			if pb > 0 { // below the least blocks, left-b may pass the most wounds
				w[max(0, left-b)] += ph * pb
			}
		}
	}
	return w
}

// least returns the smallest k with pmf[k] > 0.
func least(pmf []float64) int {
	for k, p := range pmf {
		if p > 0 {
			return k
		}
	}
	return 0
}

// sidePMF returns the pmf of the hits (blocks if blocks is true) of s.
func sidePMF(faces []dice.Face, s Side, blocks bool) []float64 {
	if s.Dice < 0 || s.Fixed < 0 {
		panic(fmt.Sprintf("stats: negative dice or fixed value in %+v", s))
	}
	die := facePMF(faces, blocks, s.Reroll)
	pmf := make([]float64, s.Fixed+s.Dice*(len(die)-1)+1)
	pmf[s.Fixed] = 1
	for n := 0; n < s.Dice; n++ {
		convolveInPlace(pmf[:s.Fixed+(n+1)*(len(die)-1)+1], die)
	}
	return pmf
}

// facePMF returns the pmf of the score (hits, or blocks if blocks is true)
// of one die, rolled once more when the first face scores nothing and reroll
// is true: P(0) = q0², P(v) = q(v)·(1 + q0) for v > 0.
func facePMF(faces []dice.Face, blocks, reroll bool) []float64 {
	if len(faces) == 0 {
		panic("stats: a die with no faces")
	}
	top := 0
	for _, f := range faces {
		top = max(top, score(f, blocks))
	}
	q := make([]float64, top+1)
	for _, f := range faces {
		q[score(f, blocks)] += 1 / float64(len(faces))
	}
	if reroll {
		q0 := q[0]
		for v := 1; v <= top; v++ {
			q[v] *= 1 + q0
		}
		q[0] = q0 * q0
	}
	return q
}

func score(f dice.Face, blocks bool) int {
	if blocks {
		return int(f.Blocks)
	}
	return int(f.Hits)
}

// convolveInPlace replaces dst with its convolution with die, truncated to
// len(dst). The entries of dst beyond its support must be 0; it walks from
// the top so each entry is read before it is overwritten.
func convolveInPlace(dst, die []float64) {
	for k := len(dst) - 1; k >= 0; k-- {
		var sum float64
		for v := 0; v < len(die) && v <= k; v++ {
			sum += dst[k-v] * die[v]
		}
		dst[k] = sum
	}
}

// Mean returns the mean of the distribution pmf over 0, 1, 2, ....
func Mean(pmf []float64) float64 {
	var m float64
	for k, p := range pmf {
		m += float64(k) * p
	}
	return m
}

// AtLeast returns the probability that a value with distribution pmf is at
// least k: the chance of passing a Focus check of difficulty k with
// HitPMF (Adventures rulebook, "Focus Checks"). It sums the tail from the
// top, so small tails keep their precision.
func AtLeast(pmf []float64, k int) float64 {
	if k <= 0 {
		return 1 // exactly, not the rounded sum of the pmf
	}
	var p float64
	for i := len(pmf) - 1; i >= max(k, 0); i-- {
		p += pmf[i]
	}
	return p
}
