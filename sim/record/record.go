// Package record defines the fixed-size result of one simulated battle and
// the schema that names its fields. Every game engine under sim/ fills a
// Record; the runner, stats and reports read Records through a Schema and
// know nothing of the rules that produced them.
//
// All values are integers, so sums over any number of battles are exact and
// independent of the order in which battles are folded: a run on one worker,
// a run on sixteen and the merge of shards give identical totals.
package record

// Limits of a Record. They bound the memory of one record, which is copied by
// value between workers and the folding goroutine.
const (
	MaxEntities = 16 // heroes plus villain types (or players) in one battle
	MaxMetrics  = 10 // metrics recorded per entity
	MaxKO       = 64 // knock-down locations kept per battle; later ones are counted, not placed
	MaxReasons  = 32 // distinct end reasons a game may name
)

// Side is who won a battle.
type Side uint8

const (
	NoSide  Side = iota // a timeout or a draw
	Heroes              // the first side: the heroes (or player 1)
	Villain             // the second side: the villain (or player 2)
)

// String returns "heroes", "villain" or "none".
func (s Side) String() string {
	switch s {
	case Heroes:
		return "heroes"
	case Villain:
		return "villain"
	}
	return "none"
}

// A Record is the outcome of one battle. It is a plain value: an engine
// resets it with Reset and fills it during play, without allocating.
type Record struct {
	Winner Side
	Reason uint8  // index into Schema.Reasons
	Rounds uint16 // rounds played (the round in which the battle ended)

	// Values[e][m] is metric m (Schema.Metrics for the entity's kind) of
	// entity e (Schema.Entities).
	Values [MaxEntities][MaxMetrics]int32

	// KO holds the map cells (Schema.Cell order) of the first NKO hero
	// knock-downs; KOOverflow counts the ones that did not fit.
	KO         [MaxKO]int16
	NKO        uint8
	KOOverflow uint16
}

// Reset clears r for a new battle.
func (r *Record) Reset() { *r = Record{} }

// AddKO records a knock-down at cell.
func (r *Record) AddKO(cell int16) {
	if int(r.NKO) < MaxKO {
		r.KO[r.NKO] = cell
		r.NKO++
		return
	}
	r.KOOverflow++
}

// EntityKind says which metric list applies to an entity.
type EntityKind uint8

const (
	Hero        EntityKind = iota // a hero (uses Schema.HeroMetrics)
	VillainType                   // a villain figure type (uses Schema.VillainMetrics)
)

// An Entity is one named participant whose metrics a Record carries.
type Entity struct {
	Name string     `json:"name"`
	Kind EntityKind `json:"-"`
}

// A Schema names the fields of the Records of one battle: which entity each
// row of Values is, what each metric means, what each end reason is called,
// and the map geometry that KO cells refer to.
type Schema struct {
	Game           string   // e.g. "adventures-cooperative"
	Battle         string   // battle name
	Entities       []Entity // len <= MaxEntities
	HeroMetrics    []string // metric names for Hero entities, len <= MaxMetrics
	VillainMetrics []string // metric names for VillainType entities
	Reasons        []string // end reason names, len <= MaxReasons
	MapW, MapH     int      // map size; a KO cell c is at x = c % CellStride, y = c / CellStride
	CellStride     int
}

// Metrics returns the metric names that apply to entity e.
func (s *Schema) Metrics(e int) []string {
	if s.Entities[e].Kind == Hero {
		return s.HeroMetrics
	}
	return s.VillainMetrics
}

// Signed reports whether the values of the metric called name may be
// negative. Metrics count things (wounds, strikes, figures) and are never
// negative, but for a score, which a knock-down lowers; readers of summaries
// refuse a negative sum of any other metric.
func Signed(name string) bool { return name == "score" }
