// Package stats holds the statistics of tmntsim: streaming, mergeable
// summaries of game records by seat, confidence intervals, paired
// comparisons of two variants on the same seeds, difficulty curves and
// where they cross a target, exact dice distributions and goodness-of-fit
// tests. It knows records, not rules.
package stats

import (
	"fmt"
	"math"
	"slices"

	"github.com/tmntsim/tmntsim/sim"
)

// A BattleRef identifies what a summary's games were played from.
type BattleRef struct {
	Name   string `json:"name"`
	Source string `json:"source"` // what was given to load it: an embedded battle name or a file path
	Hash   string `json:"hash"`   // hash of the battle's content; summaries merge only with equal hashes
}

// Perf is how fast a summary's games were played. It is the one part of a
// summary that depends on the machine and on the number of workers.
type Perf struct {
	Elapsed float64 // seconds spent playing (summed over resumed sessions and merged parts)
	Workers int     // workers of the run (the most of any merged part)
}

// A Summary accumulates the sim.Records of a run of any game, by seat:
// each seat's wins, losses, draws and unfinished games, end reasons, a
// histogram of turns, exact integer sums and sums of squares of every
// metric of every entity, and the marks games put on the board (per cell,
// plus the marks not placed). Its size does not grow with the number of
// games, and two summaries of disjoint games of the same run merge into
// exactly the summary of their union.
//
// The exported fields describe the run; the caller sets them. A Summary is
// not safe for concurrent use.
type Summary struct {
	Name     string   // what was played: a battle's, match's or table's name
	Source   string   // what it was loaded from: an embedded name or a file path
	Hash     string   // hash of the source's content; summaries merge only with equal hashes
	Policies []string // each seat's policy spec, in Schema().Seats order
	// Params holds each seat's policy spec with every parameter given its
	// value (sim.PolicyResolver), in Schema().Seats order; "" or missing
	// where unknown (a summary written before summaries kept them).
	Params    []string
	Seed      uint64   // run seed: game i was played from (Seed, i)
	Requested int64    // games asked for (-n), over all shards
	Precision float64  // the run stopped once the focus seat's win interval was within ±Precision (0: not used)
	CI        CIMethod // interval method of the win rates
	Coverage  Coverage // game indices covered
	Complete  bool     // the run(s) played every game they set out to play
	Perf      Perf
	Version   string // the version of tmntsim that played the games ("" if unknown)

	schema      sim.Schema
	n           int64
	outcome     [sim.MaxSeats][4]int64 // by sim.Outcome
	reasonCount []int64
	turnSum     int64
	turnSq      int64
	turnHist    []int64 // turnHist[t]: games that lasted t turns
	sum, sq     [sim.MaxEntities][sim.MaxMetrics]int64
	marks       []int64 // marks per cell (y*Board.Stride + x)
	marksLost   int64   // marks a record counted but did not place
}

// A SeatSummary is a Summary: the name it had when only the games played
// by seat used it.
type SeatSummary = Summary

// NewSeatSummary is NewSummary.
func NewSeatSummary(s *sim.Schema) *Summary { return NewSummary(s) }

// NewSummary returns an empty summary of records of schema s. It panics if
// s does not fit a sim.Record (sim.Schema.Check).
func NewSummary(s *sim.Schema) *Summary {
	if err := s.Check(); err != nil {
		panic(err)
	}
	u := &Summary{schema: cloneSchema(s), Complete: true, Coverage: ShardCoverage(0, 1, 0)}
	u.reasonCount = make([]int64, len(s.Reasons))
	if b := u.schema.Board; b != nil {
		u.marks = make([]int64, b.H*b.Stride)
	}
	return u
}

// cloneSchema returns a copy of s that shares nothing with it.
func cloneSchema(s *sim.Schema) sim.Schema {
	c := *s
	c.Seats = slices.Clone(s.Seats)
	c.Reasons = slices.Clone(s.Reasons)
	c.Favours = slices.Clone(s.Favours)
	c.Groups = slices.Clone(s.Groups)
	for i := range c.Groups {
		c.Groups[i].Panels = slices.Clone(c.Groups[i].Panels)
	}
	c.Entities = slices.Clone(s.Entities)
	for i := range c.Entities {
		c.Entities[i].Metrics = slices.Clone(c.Entities[i].Metrics)
	}
	if s.Board != nil {
		b := *s.Board
		c.Board = &b
	}
	return c
}

// Schema returns the schema of the summary's records. It belongs to s.
func (s *Summary) Schema() *sim.Schema { return &s.schema }

// Add folds one record into s. It allocates only when a game lasts more
// turns than any before it. A summary that covers one shard (as a new one
// does: shard 0/1) counts the game in its Coverage, its shard's next; a
// run of another shard sets Coverage itself.
func (s *Summary) Add(r *sim.Record) {
	s.n++
	if len(s.Coverage.Counts) == 1 {
		s.Coverage.Counts[0]++
	}
	for seat := range s.schema.Seats {
		s.outcome[seat][min(r.Outcome[seat], sim.Drew)]++
	}
	if int(r.Reason) < len(s.reasonCount) {
		s.reasonCount[r.Reason]++
	}
	t := int64(r.Turns)
	s.turnSum += t
	s.turnSq += t * t
	if int(t) >= len(s.turnHist) {
		s.turnHist = append(s.turnHist, make([]int64, int(t)+1-len(s.turnHist))...)
	}
	s.turnHist[t]++
	for e, ent := range s.schema.Entities {
		for m := range ent.Metrics {
			v := int64(r.Values[e][m])
			s.sum[e][m] += v
			s.sq[e][m] += v * v
		}
	}
	for _, c := range r.Marks[:r.NMarks] {
		if c >= 0 && int(c) < len(s.marks) {
			s.marks[c]++
		} else {
			s.marksLost++
		}
	}
	s.marksLost += int64(r.MarksLost)
}

// Games returns the number of games folded.
func (s *Summary) Games() int64 { return s.n }

// Count returns how many games seat ended with outcome o.
func (s *Summary) Count(seat int, o sim.Outcome) int64 { return s.outcome[seat][o] }

// WinRate returns seat's win rate and its 95% interval by the summary's
// CI method; the rate is NaN with no games.
func (s *Summary) WinRate(seat int) (rate, lo, hi float64) {
	w := s.outcome[seat][sim.Won]
	lo, hi = s.CI.Interval(w, s.n, Conf95)
	return float64(w) / float64(s.n), lo, hi
}

// HalfWidth returns half the width of the 95% interval of the focus
// seat's win rate: the "±" a precision-driven run stops on.
func (s *Summary) HalfWidth() float64 {
	_, lo, hi := s.WinRate(s.schema.Focus)
	return (hi - lo) / 2
}

// ReasonCount returns the number of games that ended by reason i.
func (s *Summary) ReasonCount(i int) int64 { return s.reasonCount[i] }

// Turns returns the mean number of turns and its 95% interval.
func (s *Summary) Turns() (mean, lo, hi float64) {
	return MeanInterval(s.turnSum, s.turnSq, s.n, Conf95)
}

// TurnsQuantile returns the q-quantile of the number of turns: the
// smallest t such that at least a fraction q of the games lasted t turns
// or fewer; -1 with no games.
func (s *Summary) TurnsQuantile(q float64) int { return histQuantile(s.turnHist, s.n, q) }

// TurnsMin returns the fewest turns a game lasted, -1 with no games.
func (s *Summary) TurnsMin() int {
	for t, c := range s.turnHist {
		if c > 0 {
			return t
		}
	}
	return -1
}

// TurnsHistogram returns the histogram of turns: element t is the number
// of games that lasted t turns. The slice belongs to s.
func (s *Summary) TurnsHistogram() []int64 { return s.turnHist }

// Metric returns the per-game mean of metric m of entity e and its 95%
// interval (NaN bounds with fewer than two games).
func (s *Summary) Metric(e, m int) (mean, lo, hi float64) {
	return MeanInterval(s.sum[e][m], s.sq[e][m], s.n, Conf95)
}

// Marks returns the marks placed at column x, row y of the board (0
// without a board).
func (s *Summary) Marks(x, y int) int64 {
	b := s.schema.Board
	if b == nil || x < 0 || y < 0 || x >= b.W || y >= b.H {
		return 0
	}
	return s.marks[y*b.Stride+x]
}

// MarksLost returns the marks whose cell was not recorded.
func (s *Summary) MarksLost() int64 { return s.marksLost }

// Ref returns what the summary's games were played from.
func (s *Summary) Ref() BattleRef { return BattleRef{s.Name, s.Source, s.Hash} }

// EntityGroups splits the entities of s into runs of consecutive entities
// that share their metric names: a table each. The Adventures system's are
// the heroes, then the villain types.
func EntityGroups(s *sim.Schema) [][]int {
	var groups [][]int
	for e, ent := range s.Entities {
		if n := len(groups); n > 0 && slices.Equal(s.Entities[e-1].Metrics, ent.Metrics) {
			groups[n-1] = append(groups[n-1], e)
			continue
		}
		groups = append(groups, []int{e})
	}
	return groups
}

// histQuantile returns the q-quantile of n values whose histogram is hist:
// the smallest v such that at least a fraction q of the values are v or
// less; -1 when n is 0.
func histQuantile(hist []int64, n int64, q float64) int {
	if n == 0 {
		return -1
	}
	need := max(int64(math.Ceil(q*float64(n))), 1)
	var acc int64
	for v, c := range hist {
		acc += c
		if acc >= need {
			return v
		}
	}
	return len(hist) - 1
}

// Merge adds the games of o to s. The two must be summaries of the same
// source (equal content hash and schema), policies (and the policies'
// parameters' values, where both summaries record them), seed, number of games
// requested, precision and interval method, and cover disjoint game
// indices; otherwise Merge returns an error saying what differs and leaves
// s unchanged. The merged summary is complete if both were; it knows a
// seat's policy parameters if both did (PlayUnknown); its Version is
// s's, or o's if s has none, and so are its words (sim.Words).
func (s *Summary) Merge(o *Summary) error {
	if err := s.compatible(o); err != nil {
		return err
	}
	cov, err := s.Coverage.Union(o.Coverage)
	if err != nil {
		return err
	}
	if f := s.mergeOverflow(o); f != "" {
		return fmt.Errorf("%s would overflow: the summaries cannot come from one run", f)
	}
	s.Coverage = cov
	s.Complete = s.Complete && o.Complete
	for i := range s.Params {
		if o.Param(i) == "" {
			s.Params[i] = "" // the merged games' play is known only where both knew it
		}
	}
	if s.Version == "" {
		s.Version = o.Version
	}
	if s.schema.Words == (sim.Words{}) {
		s.schema.Words = o.schema.Words // a summary written before summaries kept their game's words has none
	}
	s.Perf.Elapsed += o.Perf.Elapsed
	s.Perf.Workers = max(s.Perf.Workers, o.Perf.Workers)
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
	for e, ent := range s.schema.Entities {
		for m := range ent.Metrics {
			s.sum[e][m] += o.sum[e][m]
			s.sq[e][m] += o.sq[e][m]
		}
	}
	for c, k := range o.marks {
		s.marks[c] += k
	}
	s.marksLost += o.marksLost
	return nil
}

// compatible returns an error if s and o are not of the same run.
func (s *Summary) compatible(o *Summary) error {
	switch {
	case s.Hash != o.Hash && s.Name == o.Name && s.Source == o.Source:
		return fmt.Errorf("the battle changed: %s was %s in one summary and %s in the other (its file was edited between the runs); play both with the same battle",
			s.Source, short(s.Hash), short(o.Hash))
	case s.Hash != o.Hash:
		return fmt.Errorf("different battles: %q (%s) and %q (%s)", s.Name, s.Hash, o.Name, o.Hash)
	case !s.samePolicies(o):
		i := 0
		for s.Policy(i) == o.Policy(i) {
			i++
		}
		seat := fmt.Sprint(i)
		if i < len(s.schema.Seats) {
			seat = s.schema.Seats[i]
		}
		return fmt.Errorf("different policies: %q and %q (seat %s)", s.Policy(i), o.Policy(i), seat)
	case s.playDiffers(o) >= 0:
		i := s.playDiffers(o)
		return fmt.Errorf("different play of policy %q (seat %s): %s in one summary and %s in the other (a default changed between the runs); play both with the same tmntsim",
			s.Policy(i), s.seatName(i), s.Param(i), o.Param(i))
	case s.Seed != o.Seed:
		return fmt.Errorf("different seeds: %d and %d", s.Seed, o.Seed)
	case s.Requested != o.Requested:
		return fmt.Errorf("different battle counts requested (-n): %d and %d", s.Requested, o.Requested)
	case s.Precision != o.Precision:
		return fmt.Errorf("different precisions: %g and %g", s.Precision, o.Precision)
	case s.CI != o.CI:
		return fmt.Errorf("different interval methods: %v and %v", s.CI, o.CI)
	case !s.SameSchema(o):
		return fmt.Errorf("battles %q and %q have the same hash but different record schemas (%s and %s)", s.Name, o.Name, s.schema.Game, o.schema.Game)
	}
	return nil
}

// Param returns seat i's resolved policy spec (Params), "" if unknown.
func (s *Summary) Param(i int) string {
	if i < len(s.Params) {
		return s.Params[i]
	}
	return ""
}

// playDiffers returns the first seat whose resolved policy specs s and o
// both know and differ in, or -1.
func (s *Summary) playDiffers(o *Summary) int {
	for i := range max(len(s.Params), len(o.Params)) {
		if a, b := s.Param(i), o.Param(i); a != "" && b != "" && a != b {
			return i
		}
	}
	return -1
}

// PlayUnknown returns the first seat whose resolved policy spec one of s
// and o knows and the other does not (a summary written before summaries
// kept them), or -1: Merge merges them on their policy specs alone.
func (s *Summary) PlayUnknown(o *Summary) int {
	for i := range max(len(s.Params), len(o.Params)) {
		if (s.Param(i) == "") != (o.Param(i) == "") {
			return i
		}
	}
	return -1
}

// seatName returns the name of seat i, or its number.
func (s *Summary) seatName(i int) string {
	if i < len(s.schema.Seats) {
		return s.schema.Seats[i]
	}
	return fmt.Sprint(i)
}

// samePolicies reports whether s and o give each seat the same spec (a
// missing spec is "").
func (s *Summary) samePolicies(o *Summary) bool {
	for i := range max(len(s.schema.Seats), len(s.Policies), len(o.Policies)) {
		if s.Policy(i) != o.Policy(i) {
			return false
		}
	}
	return true
}

// SameSchema reports whether s and o summarize records of the same schema
// of the same named source.
func (s *Summary) SameSchema(o *Summary) bool {
	a, b := &s.schema, &o.schema
	if s.Name != o.Name || a.Game != b.Game || a.Focus != b.Focus || !slices.Equal(a.Seats, b.Seats) ||
		!slices.Equal(a.Reasons, b.Reasons) || len(a.Entities) != len(b.Entities) || (a.Board == nil) != (b.Board == nil) ||
		a.Board != nil && *a.Board != *b.Board {
		return false
	}
	for e := range a.Entities {
		if a.Entities[e].Name != b.Entities[e].Name || !slices.Equal(a.Entities[e].Metrics, b.Entities[e].Metrics) {
			return false
		}
	}
	return true
}

// short returns the first 12 characters of a content hash, as summaries
// print it.
func short(hash string) string {
	if len(hash) > 12 {
		return hash[:12]
	}
	return hash
}
