package policy

import (
	"math/rand/v2"
	"testing"

	"github.com/tmntsim/tmntsim/sim/adventures/grid"
)

// TestRankTop checks that rankTop, which searches only the candidates that
// can be brought forward, leaves the candidates and their values as the
// full selection sort of the plan does, ties included, and weighs the same
// candidates in the same order.
func TestRankTop(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for trial := 0; trial < 2000; trial++ {
		n := 1 + rng.IntN(80)
		levels := 1 + rng.IntN(12) // few levels: many ties
		cand := make([]grid.Cell, n)
		v := make([]float64, n)
		var top topValues
		for i := range cand {
			cand[i] = grid.Cell(i)
			v[i] = float64(rng.IntN(levels))
			// a value below the least of top stays out of it (plan)
			if top.below(v[i]) && rng.IntN(2) == 0 {
				continue
			}
			top.add(v[i])
		}
		weight := func(c grid.Cell) float64 { return float64(int(c)*7%11) - 5 }
		wantC, wantV := append([]grid.Cell(nil), cand...), append([]float64(nil), v...)
		var wantOrder []grid.Cell
		for k := 0; k < rangedTop && k < n; k++ {
			j := k
			for i := k + 1; i < n; i++ {
				if wantV[i] > wantV[j] {
					j = i
				}
			}
			wantC[k], wantC[j] = wantC[j], wantC[k]
			wantV[k], wantV[j] = wantV[j], wantV[k]
			wantOrder = append(wantOrder, wantC[k])
			wantV[k] = weight(wantC[k])
		}
		var gotOrder []grid.Cell
		rank := make([]int16, n)
		rankTop(cand, v, rank, &top, func(k int) {
			gotOrder = append(gotOrder, cand[k])
			v[k] = weight(cand[k])
		})
		for i := range cand {
			if cand[i] != wantC[i] || v[i] != wantV[i] {
				t.Fatalf("trial %d (n %d): candidate %d is %d (%v), want %d (%v)", trial, n, i, cand[i], v[i], wantC[i], wantV[i])
			}
		}
		if len(gotOrder) != len(wantOrder) {
			t.Fatalf("trial %d: %d weighed, want %d", trial, len(gotOrder), len(wantOrder))
		}
		for i := range gotOrder {
			if gotOrder[i] != wantOrder[i] {
				t.Fatalf("trial %d: weighed %d at %d, want %d", trial, gotOrder[i], i, wantOrder[i])
			}
		}
	}
}
