package policy

import "math"

// A race tallies the paired differences between each candidate's
// playouts and the first choice's, playout by playout, and drops a
// candidate once it has shown too little to overrule the first choice:
// lookahead's search then plays out only the candidates still in the
// race (racing, as in successive halving). Candidate 0 is the first
// choice, in the race while any other is.
type race struct {
	sum, sq [maxCandidates]float64 // of the paired differences, per candidate
	out     [maxCandidates]bool    // dropped
	left    int                    // candidates but the first choice still in the race
}

// start begins a race of k candidates.
func (r *race) start(k int) {
	for c := 0; c < k; c++ {
		r.sum[c], r.sq[c], r.out[c] = 0, 0, false
	}
	r.left = k - 1
}

// add counts candidate c's paired difference d from its n-th playout (n
// from 1) and drops it when, from playout after on, its playouts have
// not beaten the first choice's at all: a sum of differences at or below
// 0 (after 0: never). A candidate dropped so would seldom end more than
// conf standard errors above the first choice, and the few that would
// are close to it.
func (r *race) add(c, n, after int, d float64) {
	r.sum[c] += d
	r.sq[c] += d * d
	if after > 0 && n >= after && r.sum[c] <= 0 {
		r.out[c] = true
		r.left--
	}
}

// beats returns the mean paired difference of candidate c after n
// playouts, and whether it beats the first choice by more than conf
// standard errors.
func (r *race) beats(c, n int, conf float64) (float64, bool) {
	if r.out[c] {
		return 0, false
	}
	nf := float64(n)
	mean := r.sum[c] / nf
	se := math.Sqrt(max(r.sq[c]/nf-mean*mean, 0) / max(nf-1, 1))
	return mean, mean > conf*se
}
