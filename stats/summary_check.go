package stats

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"math/bits"
	"reflect"
	"strings"

	"github.com/tmntsim/tmntsim/sim"
)

// Limits of a summary read from JSON, beyond those of a record.
const (
	maxRounds   = math.MaxUint16 + 1 // entries of the turns histogram: a record's turns are a uint16
	maxMapCells = 1 << 20            // board height × stride
	maxReasons  = 256                // end reasons: a record's reason is a byte
)

// pathNames names the JSON paths of a summary's fields in the format it
// was read from, for the messages of check.
type pathNames struct {
	games, requested, turns, reasons string
	unit                             string                               // "games" (format 1: "battles")
	outcome                          func(seat int, o sim.Outcome) string // a seat's count of an outcome
	seatShort                        func(seat int) string                // where a seat's counts fall short
	reason                           func(i int) string                   // reason i's count
	metric                           func(e, m int) string                // metric m of entity e
}

// format2Paths names the fields of a format 2 summary.
func format2Paths(u *Summary) *pathNames {
	names := [...]string{sim.Won: "wins", sim.Lost: "losses", sim.Drew: "draws", sim.Unfinished: "unfinished"}
	return &pathNames{
		games: "games", requested: "requested", turns: "turns", reasons: "reasons", unit: "games",
		outcome:   func(seat int, o sim.Outcome) string { return fmt.Sprintf("seats[%d].%s", seat, names[o]) },
		seatShort: func(seat int) string { return fmt.Sprintf("seats[%d]", seat) },
		reason:    func(i int) string { return fmt.Sprintf("reasons[%d].games", i) },
		metric:    func(e, m int) string { return fmt.Sprintf("entities[%d].metrics[%d]", e, m) },
	}
}

// A NotSummaryError says that data is not a tmntsim summary at all (not
// JSON, or JSON of something else). It quotes nothing of the data.
type NotSummaryError struct{ Why string }

func (e *NotSummaryError) Error() string { return "not a tmntsim summary (" + e.Why + ")" }

// A FieldError is a summary field whose value cannot be right. Field is
// its JSON path, e.g. "heroes[2].metrics.wounds_dealt.sum_sq".
type FieldError struct {
	Field string
	Msg   string
}

func (e *FieldError) Error() string { return e.Field + ": " + e.Msg }

func fieldErrorf(field, format string, args ...any) error {
	return &FieldError{Field: field, Msg: fmt.Sprintf(format, args...)}
}

// jsonTypeError turns an error of json.Unmarshal into the value at JSON
// path field into a FieldError naming the member at fault, or, for the whole
// summary (field ""), a NotSummaryError if the value is not an object.
func jsonTypeError(field string, err error) error {
	var te *json.UnmarshalTypeError
	if !errors.As(err, &te) {
		return fieldErrorf(field, "%v", err)
	}
	path := te.Field
	if field != "" && path != "" {
		path = field + "." + path
	} else if field != "" {
		path = field
	}
	got, _, _ := strings.Cut(te.Value, " ")
	if path == "" {
		return &NotSummaryError{"it is JSON, but not an object"}
	}
	if got == "number" {
		return fieldErrorf(path, "want %s, got a number out of its range or not whole", wantType(te.Type))
	}
	return fieldErrorf(path, "want %s, got a JSON %s", wantType(te.Type), got)
}

// wantType says in words what a JSON value of Go type t is.
func wantType(t reflect.Type) string {
	switch t.Kind() {
	case reflect.Int, reflect.Int64, reflect.Uint64:
		return "a whole number"
	case reflect.Float64:
		return "a number"
	case reflect.String:
		return "a string"
	case reflect.Bool:
		return "true or false"
	case reflect.Slice, reflect.Array:
		return "an array"
	}
	return "an object"
}

// objectError turns an error of eachMember on the value at path field into
// a FieldError.
func objectError(field string, err error) error {
	var fe *FieldError
	if errors.As(err, &fe) {
		return err
	}
	return fieldErrorf(field, "want an object")
}

// checkRun checks the run's parameters and its coverage: the games of
// each shard within what the games requested allow, all of them if the run
// is complete and did not stop on a precision.
func (s *Summary) checkRun(p *pathNames) error {
	switch {
	case s.Requested < 0:
		return fieldErrorf(p.requested, "%d is not a number of %s", s.Requested, p.unit)
	case math.IsNaN(s.Precision) || s.Precision < 0 || s.Precision >= 0.5:
		return fieldErrorf("precision", "%g is not 0 (none) or in (0, 0.5)", s.Precision)
	case math.IsNaN(s.Perf.Elapsed) || s.Perf.Elapsed < 0:
		return fieldErrorf("perf.elapsed_s", "%g is not a time in seconds", s.Perf.Elapsed)
	case s.Perf.Workers < 0:
		return fieldErrorf("perf.workers", "%d is negative", s.Perf.Workers)
	}
	c := s.Coverage
	for i, r := range c.Residues {
		most := ShardBattles(r, c.Shards, s.Requested)
		field := fmt.Sprintf("shard_counts[%d]", i)
		switch n := c.Counts[i]; {
		case n > most:
			return fieldErrorf(field, "%d %s, but shard %d/%d of a run of %d %s (%s) has %d", n, p.unit, r, c.Shards, s.Requested, p.unit, p.requested, most)
		case s.Complete && s.Precision == 0 && n < most:
			return fieldErrorf(field, "%d %s of the %d of shard %d/%d, but the summary says complete", n, p.unit, most, r, c.Shards)
		}
	}
	// The counts are at most the games requested in all: no overflow.
	if total := c.Total(); s.n != total {
		return fieldErrorf(p.games, "%d, but shard_counts add up to %d", s.n, total)
	}
	return nil
}

// setBoard sets the board of s, whose JSON path is field, and fills its
// marks from cells; word is what messages call the board.
func (s *Summary) setBoard(field, word string, b sim.Board, unplaced int64, cells []koCell) error {
	switch {
	case b.W < 0 || b.W > maxMapCells:
		return fieldErrorf(field+".width", "%d is not a %s width (0 to %d)", b.W, word, maxMapCells)
	case b.H < 0 || b.H > maxMapCells:
		return fieldErrorf(field+".height", "%d is not a %s height (0 to %d)", b.H, word, maxMapCells)
	case b.Stride < b.W || b.Stride > maxMapCells:
		return fieldErrorf(field+".stride", "%d is not a stride of a %s %d wide (%d to %d)", b.Stride, word, b.W, b.W, maxMapCells)
	case int64(b.H)*int64(b.Stride) > maxMapCells:
		return fieldErrorf(field+".height", "a %s of %d rows of stride %d has more than %d cells", word, b.H, b.Stride, maxMapCells)
	case int64(b.W)*int64(b.H) > 1<<15:
		return fieldErrorf(field+".height", "a %s of %dx%d has more than %d spaces", word, b.W, b.H, 1<<15)
	case unplaced < 0:
		return fieldErrorf(field+".unplaced", "%d is negative", unplaced)
	}
	s.schema.Board = &b
	s.marks = make([]int64, b.H*b.Stride)
	s.marksLost = unplaced
	total := unplaced
	for i, c := range cells {
		f := fmt.Sprintf("%s.cells[%d]", field, i)
		switch {
		case c.X < 0 || c.X >= b.W || c.Y < 0 || c.Y >= b.H:
			return fieldErrorf(f, "(%d,%d) is off the %dx%d %s", c.X, c.Y, b.W, b.H, word)
		case c.Cell != CellLabel(c.X, c.Y):
			return fieldErrorf(f+".cell", "%q is not the label of (%d,%d), %s", clipName(c.Cell), c.X, c.Y, CellLabel(c.X, c.Y))
		case c.Count < 1:
			return fieldErrorf(f+".count", "%d is not a positive count", c.Count)
		case s.marks[c.Y*b.Stride+c.X] != 0:
			return fieldErrorf(f, "space %s is listed twice", c.Cell)
		case c.Count > math.MaxInt64-total:
			return fieldErrorf(f+".count", "%d marks in all overflow", c.Count)
		}
		s.marks[c.Y*b.Stride+c.X] = c.Count
		total += c.Count
	}
	return nil
}

// memberPath returns the JSON path step to the member key of an object:
// ".key" for a plain name, `["key"]` (quoted, cut if long) for any other.
func memberPath(key string) string {
	plain := key != "" && len(key) <= 40
	for _, c := range key {
		plain = plain && (c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '-')
	}
	if plain {
		return "." + key
	}
	return fmt.Sprintf("[%q]", clipName(key))
}

// clipName cuts s to a length fit for a message.
func clipName(s string) string {
	if len(s) > 40 {
		return s[:40] + "…"
	}
	return s
}

// check checks that the run and the counts and sums of s agree with one
// another and with what whole numbers (int32 for metrics, uint16 for
// turns) allow; p names the fields in messages.
func (s *Summary) check(p *pathNames) error {
	if err := s.checkRun(p); err != nil {
		return err
	}
	if err := s.schema.Check(); err != nil {
		return fieldErrorf("game", "%v", err)
	}
	n := s.n
	// Each seat's outcomes split the games, and so do the end reasons.
	for seat := range s.schema.Seats {
		var counts []namedCount
		for _, o := range []sim.Outcome{sim.Won, sim.Lost, sim.Drew, sim.Unfinished} {
			counts = append(counts, namedCount{p.outcome(seat, o), s.outcome[seat][o]})
		}
		if err := splitBattles(counts, n, p.seatShort(seat), "the outcomes of seat "+clipName(s.schema.Seats[seat])); err != nil {
			return err
		}
	}
	reasons := make([]namedCount, len(s.schema.Reasons))
	for i := range s.schema.Reasons {
		reasons[i] = namedCount{p.reason(i), s.reasonCount[i]}
	}
	if err := splitBattles(reasons, n, p.reasons, "the end reasons"); err != nil {
		return err
	}
	if err := s.checkTurns(p); err != nil {
		return err
	}
	for e, ent := range s.schema.Entities {
		for m, name := range ent.Metrics {
			if err := checkMetric(p.metric(e, m), name, s.sum[e][m], s.sq[e][m], n); err != nil {
				return err
			}
		}
	}
	return nil
}

// A namedCount is a count of battles and its JSON path.
type namedCount struct {
	field string
	v     int64
}

// splitBattles checks that counts, each of some of the n battles, add up to
// n without overflow; what names them in the message, field is where the
// sum falls short.
func splitBattles(counts []namedCount, n int64, field, what string) error {
	for _, c := range counts {
		if c.v < 0 {
			return fieldErrorf(c.field, "%d is negative", c.v)
		}
	}
	left := n
	for _, c := range counts {
		if c.v > left {
			return fieldErrorf(c.field, "%d is too many: battles = %d, of which %d are not counted before it", c.v, n, left)
		}
		left -= c.v
	}
	if left != 0 {
		return fieldErrorf(field, "%s add up to %d, but battles = %d", what, n-left, n)
	}
	return nil
}

// checkTurns checks the turns histogram against the games and the turns'
// sum and sum of squares, which it determines exactly.
func (s *Summary) checkTurns(p *pathNames) error {
	if len(s.turnHist) > maxRounds {
		return fieldErrorf(p.turns+".histogram", "%d entries, more than the %d a game's turns allow", len(s.turnHist), maxRounds)
	}
	if len(s.turnHist) == 0 {
		s.turnHist = nil
	}
	hist := make([]namedCount, len(s.turnHist))
	var sum, sq u128
	for t, c := range s.turnHist {
		hist[t] = namedCount{fmt.Sprintf("%s.histogram[%d]", p.turns, t), c}
	}
	if err := splitBattles(hist, s.n, p.turns+".histogram", "the histogram"); err != nil {
		return err
	}
	for t, c := range s.turnHist {
		sum.addMul(uint64(t), uint64(c))
		sq.addMul(uint64(t)*uint64(t), uint64(c))
	}
	switch {
	case !sum.is(s.turnSum):
		return fieldErrorf(p.turns+".sum", "%d, but the histogram's games last %s turns in all", s.turnSum, sum)
	case !sq.is(s.turnSq):
		return fieldErrorf(p.turns+".sum_sq", "%d, but the squares of the histogram's turns add up to %s", s.turnSq, sq)
	}
	return nil
}

// checkMetric checks the sum and sum of squares of metric name, at JSON
// path field, over n battles of 32-bit whole values.
func checkMetric(field, name string, sum, sq, n int64) error {
	abs := absU(sum)
	switch {
	case sq < 0:
		return fieldErrorf(field+".sum_sq", "%d is negative", sq)
	case n == 0 && sum != 0:
		return fieldErrorf(field+".sum", "%d, but there are no battles", sum)
	case n == 0 && sq != 0:
		return fieldErrorf(field+".sum_sq", "%d, but there are no battles", sq)
	case sum < 0 && !sim.Signed(name):
		return fieldErrorf(field+".sum", "%d is negative, but %s counts something and is never negative", sum, name)
	case !mulAtLeast(uint64(n), 1<<31, abs):
		return fieldErrorf(field+".sum", "%d is beyond what %d battles of 32-bit values allow", sum, n)
	case !mulAtLeast(uint64(n), 1<<62, uint64(sq)):
		return fieldErrorf(field+".sum_sq", "%d is beyond what %d battles of 32-bit values allow", sq, n)
	case sum >= 0 && !sim.Signed(name) && !mulAtLeast(uint64(sum), math.MaxInt32, uint64(sq)):
		return fieldErrorf(field+".sum_sq", "%d is beyond what the sum %d of values from 0 to 2^31-1 allows", sq, sum)
	case sq < sum:
		return fieldErrorf(field+".sum_sq", "%d is less than the sum %d, but a whole number's square is at least the number", sq, sum)
	case (sum^sq)&1 != 0:
		return fieldErrorf(field+".sum_sq", "%d and the sum %d are not both even or both odd, as a whole number and its square are", sq, sum)
	}
	// Cauchy–Schwarz: sum² ≤ n · sum_sq.
	h1, l1 := bits.Mul64(abs, abs)
	h2, l2 := bits.Mul64(uint64(n), uint64(sq))
	if h1 > h2 || h1 == h2 && l1 > l2 {
		return fieldErrorf(field+".sum_sq", "%d is too small for the sum %d of %d battles (sum² cannot exceed battles × sum_sq)", sq, sum, n)
	}
	return nil
}

// absU returns |x| as a uint64, exact for math.MinInt64.
func absU(x int64) uint64 {
	if x < 0 {
		return uint64(-(x + 1)) + 1
	}
	return uint64(x)
}

// mulAtLeast reports whether a·b >= c.
func mulAtLeast(a, b, c uint64) bool {
	hi, lo := bits.Mul64(a, b)
	return hi > 0 || lo >= c
}

// u128 is an unsigned 128-bit sum.
type u128 struct{ hi, lo uint64 }

func (u *u128) addMul(a, b uint64) {
	hi, lo := bits.Mul64(a, b)
	var carry uint64
	u.lo, carry = bits.Add64(u.lo, lo, 0)
	u.hi, _ = bits.Add64(u.hi, hi, carry)
}

// is reports whether u equals v.
func (u u128) is(v int64) bool { return v >= 0 && u.hi == 0 && u.lo == uint64(v) }

func (u u128) String() string {
	if u.hi == 0 {
		return fmt.Sprint(u.lo)
	}
	return "more than 2^64"
}

// mergeOverflow returns the first field whose sum would overflow when o is
// merged into s, or "".
func (s *Summary) mergeOverflow(o *Summary) string {
	over := func(a, b int64) bool { return b > 0 && a > math.MaxInt64-b || b < 0 && a < math.MinInt64-b }
	switch {
	case over(s.n, o.n):
		return "games"
	case over(s.turnSum, o.turnSum):
		return "turns.sum"
	case over(s.turnSq, o.turnSq):
		return "turns.sum_sq"
	case over(s.marksLost, o.marksLost):
		return "board.unplaced"
	}
	for e, ent := range s.schema.Entities {
		for m, name := range ent.Metrics {
			if over(s.sum[e][m], o.sum[e][m]) || over(s.sq[e][m], o.sq[e][m]) {
				return fmt.Sprintf("the sums of %q of %q", clipName(name), clipName(ent.Name))
			}
		}
	}
	var k, ok int64
	for c := range s.marks {
		k, ok = k+s.marks[c], ok+o.marks[c]
		if over(s.marks[c], o.marks[c]) || over(k, ok) {
			return "board.cells"
		}
	}
	return ""
}
