package stats

import (
	"fmt"
	"slices"

	"github.com/tmntsim/tmntsim/sim"
)

// Merge adds the games of o to s: the summary of both runs' games, the
// same as folding all their records into one summary. The two must
// summarize records of the same schema, from the same seed and policies;
// otherwise Merge returns an error saying what differs and leaves s
// unchanged. Which games each covers is the caller's to check (they must
// be disjoint). The merged summary is complete if both were; its Requested
// is the larger of the two.
func (s *SeatSummary) Merge(o *SeatSummary) error {
	a, b := &s.schema, &o.schema
	sameEntities := slices.EqualFunc(a.Entities, b.Entities, func(x, y sim.Entity) bool {
		return x.Name == y.Name && slices.Equal(x.Metrics, y.Metrics)
	})
	switch {
	case a.Game != b.Game || !slices.Equal(a.Seats, b.Seats) || a.Focus != b.Focus ||
		!slices.Equal(a.Reasons, b.Reasons) || !sameEntities:
		return fmt.Errorf("different records: %s with seats %v and %s with seats %v", a.Game, a.Seats, b.Game, b.Seats)
	case s.Seed != o.Seed:
		return fmt.Errorf("different seeds: %d and %d", s.Seed, o.Seed)
	case !slices.Equal(s.Policies, o.Policies):
		return fmt.Errorf("different policies: %v and %v", s.Policies, o.Policies)
	}
	s.n += o.n
	for seat := range s.outcome {
		for k := range s.outcome[seat] {
			s.outcome[seat][k] += o.outcome[seat][k]
		}
	}
	for i := range s.reasonCount {
		s.reasonCount[i] += o.reasonCount[i]
	}
	s.turnSum += o.turnSum
	s.turnSq += o.turnSq
	if len(o.turnHist) > len(s.turnHist) {
		s.turnHist = append(s.turnHist, make([]int64, len(o.turnHist)-len(s.turnHist))...)
	}
	for t, c := range o.turnHist {
		s.turnHist[t] += c
	}
	for e := range s.sum {
		for m := range s.sum[e] {
			s.sum[e][m] += o.sum[e][m]
			s.sq[e][m] += o.sq[e][m]
		}
	}
	s.Requested = max(s.Requested, o.Requested)
	s.Complete = s.Complete && o.Complete
	s.Perf.Elapsed += o.Perf.Elapsed
	s.Perf.Workers = max(s.Perf.Workers, o.Perf.Workers)
	return nil
}
