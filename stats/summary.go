// Package stats holds the statistics of tmntsim: streaming, mergeable
// summaries of battle records, confidence intervals, paired comparisons of
// two variants on the same seeds, difficulty curves and where they cross a
// target, exact dice distributions and goodness-of-fit tests. It knows
// records, not rules.
package stats

import (
	"fmt"
	"slices"

	"github.com/tmntsim/tmntsim/sim"
)

// A BattleRef identifies the battle a summary is about.
type BattleRef struct {
	Name   string `json:"name"`
	Source string `json:"source"` // what was given to load it: an embedded battle name or a file path
	Hash   string `json:"hash"`   // hash of the battle's content; summaries merge only with equal hashes
}

// Perf is how fast a summary's battles were played. It is the one part of
// a summary that depends on the machine and on the number of workers.
type Perf struct {
	Elapsed float64 // seconds spent playing (summed over resumed sessions and merged parts)
	Workers int     // workers of the run (the most of any merged part)
}

// maxReasons bounds the end reasons of a summary.
const maxReasons = 32

// EntityKind says which metric list applies to an entity of a summary.
type EntityKind uint8

// The kinds of entities.
const (
	Hero        EntityKind = iota // a hero (the first entities, sharing the first's metrics)
	VillainType                   // a villain figure type (the others)
)

// An Entity is one named participant whose metrics a summary carries.
type Entity struct {
	Name string
	Kind EntityKind
}

// A Summary accumulates the Records of a run: counts, exact integer sums
// and sums of squares of every metric, a histogram of rounds, end reasons
// and knock-down locations. Its size does not grow with the number of
// battles, and two summaries of disjoint battles of the same run merge
// into exactly the summary of their union.
//
// The exported fields describe the run; the caller sets them. A Summary is
// not safe for concurrent use.
type Summary struct {
	Battle    BattleRef
	Policy    string   // policy spec the heroes played
	Seed      uint64   // run seed: battle i was played from (Seed, i)
	Requested int64    // battles asked for (-n), over all shards
	Precision float64  // the run stopped once the win interval was within ±Precision (0: not used)
	CI        CIMethod // interval method of the hero win rate
	Coverage  Coverage // battle indices covered
	Complete  bool     // the run(s) played every battle they set out to play
	Perf      Perf

	game           string
	entities       []Entity
	heroMetrics    []string
	villainMetrics []string
	reasons        []string
	mapW, mapH     int
	stride         int

	n           int64
	heroWins    int64
	villainWins int64
	timeouts    int64
	reasonCount [maxReasons]int64
	roundSum    int64
	roundSq     int64
	roundHist   []int64 // roundHist[r]: battles that lasted r rounds
	nMetrics    [sim.MaxEntities]int
	sum, sq     [sim.MaxEntities][sim.MaxMetrics]int64
	ko          []int64 // knock-downs per cell (y*stride + x)
	koUnplaced  int64   // knock-downs a record counted but did not place
}

// NewSummary returns an empty summary of records of schema s. It panics if
// s exceeds the limits of a record or lists a hero after a villain type
// (the summary JSON lists heroes and villains apart, heroes first).
func NewSummary(s *sim.Schema) *Summary {
	if err := s.Check(); err != nil || len(s.Reasons) > maxReasons {
		panic(fmt.Sprintf("stats: schema %q exceeds the limits of a summary", s.Game))
	}
	u := &Summary{
		game:     s.Game,
		reasons:  slices.Clone(s.Reasons),
		Coverage: ShardCoverage(0, 1, 0),
		Complete: true,
	}
	if b := s.Board; b != nil {
		u.mapW, u.mapH, u.stride = b.W, b.H, b.Stride
	}
	for e, ent := range s.Entities {
		switch {
		case e == 0 || u.entities[e-1].Kind == Hero && slices.Equal(ent.Metrics, u.heroMetrics):
			u.heroMetrics = slices.Clone(ent.Metrics)
			u.entities = append(u.entities, Entity{ent.Name, Hero})
		case u.villainMetrics == nil || slices.Equal(ent.Metrics, u.villainMetrics):
			u.villainMetrics = slices.Clone(ent.Metrics)
			u.entities = append(u.entities, Entity{ent.Name, VillainType})
		default:
			panic(fmt.Sprintf("stats: schema %q: entity %q has other metrics than the villain types before it", s.Game, ent.Name))
		}
	}
	u.setKinds()
	u.ko = make([]int64, u.mapH*u.stride)
	return u
}

func (s *Summary) setKinds() {
	for e := range s.entities {
		s.nMetrics[e] = len(s.metrics(e))
	}
}

// Schema returns the record schema of s.
func (s *Summary) Schema() sim.Schema {
	u := sim.Schema{Game: s.game, Seats: []string{"heroes", "villain"}, Reasons: slices.Clone(s.reasons)}
	for e, ent := range s.entities {
		u.Entities = append(u.Entities, sim.Entity{Name: ent.Name, Metrics: slices.Clone(s.metrics(e))})
	}
	if s.stride > 0 {
		u.Board = &sim.Board{W: s.mapW, H: s.mapH, Stride: s.stride, Mark: "knock-downs"}
	}
	return u
}

func (s *Summary) metrics(e int) []string {
	if s.entities[e].Kind == Hero {
		return s.heroMetrics
	}
	return s.villainMetrics
}

// Add folds one battle's record into s. It allocates only when a battle
// lasts more rounds than any before it. It panics if r names an end reason
// outside the schema.
func (s *Summary) Add(r *sim.Record) {
	s.n++
	switch {
	case r.Outcome[0] == sim.Won:
		s.heroWins++
	case r.Outcome[1] == sim.Won:
		s.villainWins++
	default:
		s.timeouts++
	}
	if int(r.Reason) >= len(s.reasons) {
		panic("stats: record end reason outside the schema")
	}
	s.reasonCount[r.Reason]++
	rounds := int(r.Turns)
	s.roundSum += int64(rounds)
	s.roundSq += int64(rounds) * int64(rounds)
	if rounds >= len(s.roundHist) {
		s.roundHist = append(s.roundHist, make([]int64, rounds+1-len(s.roundHist))...)
	}
	s.roundHist[rounds]++
	for e := range s.entities {
		for m := range s.nMetrics[e] {
			v := int64(r.Values[e][m])
			s.sum[e][m] += v
			s.sq[e][m] += v * v
		}
	}
	for _, c := range r.Marks[:r.NMarks] {
		if c >= 0 && int(c) < len(s.ko) {
			s.ko[c]++
		} else {
			s.koUnplaced++
		}
	}
	s.koUnplaced += int64(r.MarksLost)
}

// Battles returns the number of battles added.
func (s *Summary) Battles() int64 { return s.n }

// Wins returns the battles won by the heroes, won by the villain, and
// ended with no winner (timeouts and draws).
func (s *Summary) Wins() (heroes, villain, none int64) { return s.heroWins, s.villainWins, s.timeouts }

// HeroWinRate returns the heroes' win rate and its 95% interval by the
// summary's CI method; the rate is NaN with no battles.
func (s *Summary) HeroWinRate() (rate, lo, hi float64) {
	lo, hi = s.CI.Interval(s.heroWins, s.n, Conf95)
	return float64(s.heroWins) / float64(s.n), lo, hi
}

// HalfWidth returns half the width of the 95% interval of the heroes' win
// rate: the "±" a precision-driven run stops on.
func (s *Summary) HalfWidth() float64 {
	_, lo, hi := s.HeroWinRate()
	return (hi - lo) / 2
}

// Reasons returns the end reason names of the schema.
func (s *Summary) Reasons() []string { return s.reasons }

// ReasonCount returns the number of battles that ended by reason i.
func (s *Summary) ReasonCount(i int) int64 { return s.reasonCount[i] }

// Entities returns the entities of the schema: heroes, then villain types.
func (s *Summary) Entities() []Entity { return s.entities }

// Metrics returns the metric names of entity e.
func (s *Summary) Metrics(e int) []string { return s.metrics(e) }

// Metric returns the per-battle mean of metric m of entity e and its 95%
// interval (NaN bounds with fewer than two battles).
func (s *Summary) Metric(e, m int) (mean, lo, hi float64) {
	return MeanInterval(s.sum[e][m], s.sq[e][m], s.n, Conf95)
}

// Rounds returns the mean number of rounds and its 95% interval.
func (s *Summary) Rounds() (mean, lo, hi float64) {
	return MeanInterval(s.roundSum, s.roundSq, s.n, Conf95)
}

// RoundsQuantile returns the q-quantile of the number of rounds: the
// smallest r such that at least a fraction q of the battles lasted r
// rounds or fewer. It returns -1 with no battles.
func (s *Summary) RoundsQuantile(q float64) int { return histQuantile(s.roundHist, s.n, q) }

// RoundsHistogram returns the histogram of rounds: element r is the
// number of battles that lasted r rounds. The slice belongs to s.
func (s *Summary) RoundsHistogram() []int64 { return s.roundHist }

// KO returns the number of hero knock-downs at map column x, row y.
func (s *Summary) KO(x, y int) int64 { return s.ko[y*s.stride+x] }

// MapSize returns the width and height of the map.
func (s *Summary) MapSize() (w, h int) { return s.mapW, s.mapH }

// KOUnplaced returns the knock-downs whose space was not recorded.
func (s *Summary) KOUnplaced() int64 { return s.koUnplaced }

// Merge adds the battles of o to s. The two must be summaries of the same
// battle (equal content hash and schema), policy, seed, number of battles
// requested, precision and interval method, and cover disjoint battle
// indices; otherwise Merge returns an error saying what differs and leaves
// s unchanged. The merged summary is complete if both were.
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
	s.Perf.Elapsed += o.Perf.Elapsed
	s.Perf.Workers = max(s.Perf.Workers, o.Perf.Workers)
	s.n += o.n
	s.heroWins += o.heroWins
	s.villainWins += o.villainWins
	s.timeouts += o.timeouts
	for i := range s.reasonCount {
		s.reasonCount[i] += o.reasonCount[i]
	}
	s.roundSum += o.roundSum
	s.roundSq += o.roundSq
	if len(o.roundHist) > len(s.roundHist) {
		s.roundHist = append(s.roundHist, make([]int64, len(o.roundHist)-len(s.roundHist))...)
	}
	for r, c := range o.roundHist {
		s.roundHist[r] += c
	}
	for e := range s.entities {
		for m := range s.nMetrics[e] {
			s.sum[e][m] += o.sum[e][m]
			s.sq[e][m] += o.sq[e][m]
		}
	}
	for c, k := range o.ko {
		s.ko[c] += k
	}
	s.koUnplaced += o.koUnplaced
	return nil
}

// compatible returns an error if s and o are not of the same run.
func (s *Summary) compatible(o *Summary) error {
	switch {
	case s.Battle.Hash != o.Battle.Hash:
		return fmt.Errorf("different battles: %q (%s) and %q (%s)", s.Battle.Name, s.Battle.Hash, o.Battle.Name, o.Battle.Hash)
	case s.Policy != o.Policy:
		return fmt.Errorf("different policies: %q and %q", s.Policy, o.Policy)
	case s.Seed != o.Seed:
		return fmt.Errorf("different seeds: %d and %d", s.Seed, o.Seed)
	case s.Requested != o.Requested:
		return fmt.Errorf("different battle counts requested (-n): %d and %d", s.Requested, o.Requested)
	case s.Precision != o.Precision:
		return fmt.Errorf("different precisions: %g and %g", s.Precision, o.Precision)
	case s.CI != o.CI:
		return fmt.Errorf("different interval methods: %v and %v", s.CI, o.CI)
	case !s.SameSchema(o):
		return fmt.Errorf("battles %q and %q have the same hash but different record schemas (%s and %s)",
			s.Battle.Name, o.Battle.Name, s.game, o.game)
	}
	return nil
}

// SameSchema reports whether s and o summarize records of the same schema.
// The metric names of a kind of entity the battle does not have are not
// compared (the summary JSON cannot carry them).
func (s *Summary) SameSchema(o *Summary) bool {
	if s.game != o.game || s.Battle.Name != o.Battle.Name || !slices.Equal(s.entities, o.entities) ||
		!slices.Equal(s.reasons, o.reasons) || s.mapW != o.mapW || s.mapH != o.mapH || s.stride != o.stride {
		return false
	}
	for e := range s.entities {
		if !slices.Equal(s.metrics(e), o.metrics(e)) {
			return false
		}
	}
	return true
}
