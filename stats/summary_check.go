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
	maxRounds   = math.MaxUint16 + 1 // entries of the rounds histogram: a record's rounds are a uint16
	maxMapCells = 1 << 20            // ko_map height × stride
)

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

// checkRun checks the run's parameters and its coverage: the battles of
// each shard within what battles_requested allows, all of them if the run
// is complete and did not stop on a precision.
func (s *Summary) checkRun() error {
	switch {
	case s.Requested < 0:
		return fieldErrorf("battles_requested", "%d is not a number of battles", s.Requested)
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
			return fieldErrorf(field, "%d battles, but shard %d/%d of a run of %d battles (battles_requested) has %d", n, r, c.Shards, s.Requested, most)
		case s.Complete && s.Precision == 0 && n < most:
			return fieldErrorf(field, "%d battles of the %d of shard %d/%d, but the summary says complete", n, most, r, c.Shards)
		}
	}
	// The counts are at most battles_requested in all: no overflow.
	if total := c.Total(); s.n != total {
		return fieldErrorf("battles", "%d, but shard_counts add up to %d", s.n, total)
	}
	return nil
}

// setKOMap sizes the knock-down map of s and fills it with cells.
func (s *Summary) setKOMap(cells []koCell) error {
	switch {
	case s.mapW < 0 || s.mapW > maxMapCells:
		return fieldErrorf("ko_map.width", "%d is not a map width (0 to %d)", s.mapW, maxMapCells)
	case s.mapH < 0 || s.mapH > maxMapCells:
		return fieldErrorf("ko_map.height", "%d is not a map height (0 to %d)", s.mapH, maxMapCells)
	case s.stride < s.mapW || s.stride > maxMapCells:
		return fieldErrorf("ko_map.stride", "%d is not a stride of a map %d wide (%d to %d)", s.stride, s.mapW, s.mapW, maxMapCells)
	case int64(s.mapH)*int64(s.stride) > maxMapCells:
		return fieldErrorf("ko_map.height", "a map of %d rows of stride %d has more than %d cells", s.mapH, s.stride, maxMapCells)
	case s.koUnplaced < 0:
		return fieldErrorf("ko_map.unplaced", "%d is negative", s.koUnplaced)
	}
	s.ko = make([]int64, s.mapH*s.stride)
	total := s.koUnplaced
	for i, c := range cells {
		field := fmt.Sprintf("ko_map.cells[%d]", i)
		switch {
		case c.X < 0 || c.X >= s.mapW || c.Y < 0 || c.Y >= s.mapH:
			return fieldErrorf(field, "(%d,%d) is off the %dx%d map", c.X, c.Y, s.mapW, s.mapH)
		case c.Cell != CellLabel(c.X, c.Y):
			return fieldErrorf(field+".cell", "%q is not the label of (%d,%d), %s", clipName(c.Cell), c.X, c.Y, CellLabel(c.X, c.Y))
		case c.Count < 1:
			return fieldErrorf(field+".count", "%d is not a positive count", c.Count)
		case s.ko[c.Y*s.stride+c.X] != 0:
			return fieldErrorf(field, "space %s is listed twice", c.Cell)
		case c.Count > math.MaxInt64-total:
			return fieldErrorf(field+".count", "%d knock-downs in all overflow", c.Count)
		}
		s.ko[c.Y*s.stride+c.X] = c.Count
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

// check checks that the counts and sums of s agree with one another and
// with what whole numbers (int32 for metrics, uint16 for rounds) allow.
func (s *Summary) check() error {
	n := s.n
	// The outcomes and the end reasons each split the battles.
	outcomes := []namedCount{{"hero_wins", s.heroWins}, {"villain_wins", s.villainWins}, {"timeouts", s.timeouts}}
	if err := splitBattles(outcomes, n, "timeouts", "hero_wins + villain_wins + timeouts"); err != nil {
		return err
	}
	reasons := make([]namedCount, len(s.reasons))
	for i, name := range s.reasons {
		reasons[i] = namedCount{"end_reasons" + memberPath(name), s.reasonCount[i]}
	}
	if err := splitBattles(reasons, n, "end_reasons", "the end reasons"); err != nil {
		return err
	}
	if err := s.checkRounds(); err != nil {
		return err
	}
	for e := range s.entities {
		field := "heroes"
		first := 0
		if s.entities[e].Kind != Hero {
			field = "villains"
			for first < len(s.entities) && s.entities[first].Kind == Hero {
				first++
			}
		}
		for m, name := range s.metrics(e) {
			f := fmt.Sprintf("%s[%d].metrics%s", field, e-first, memberPath(name))
			if err := checkMetric(f, name, s.sum[e][m], s.sq[e][m], n); err != nil {
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

// checkRounds checks the rounds histogram against the battles and the
// rounds' sum and sum of squares, which it determines exactly.
func (s *Summary) checkRounds() error {
	if len(s.roundHist) > maxRounds {
		return fieldErrorf("rounds.histogram", "%d entries, more than the %d a battle's rounds allow", len(s.roundHist), maxRounds)
	}
	hist := make([]namedCount, len(s.roundHist))
	var sum, sq u128
	for r, c := range s.roundHist {
		hist[r] = namedCount{fmt.Sprintf("rounds.histogram[%d]", r), c}
	}
	if err := splitBattles(hist, s.n, "rounds.histogram", "the histogram"); err != nil {
		return err
	}
	for r, c := range s.roundHist {
		sum.addMul(uint64(r), uint64(c))
		sq.addMul(uint64(r)*uint64(r), uint64(c))
	}
	switch {
	case !sum.is(s.roundSum):
		return fieldErrorf("rounds.sum", "%d, but the histogram's battles last %s rounds in all", s.roundSum, sum)
	case !sq.is(s.roundSq):
		return fieldErrorf("rounds.sum_sq", "%d, but the squares of the histogram's rounds add up to %s", s.roundSq, sq)
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
		return "battles"
	case over(s.roundSum, o.roundSum):
		return "rounds.sum"
	case over(s.roundSq, o.roundSq):
		return "rounds.sum_sq"
	case over(s.koUnplaced, o.koUnplaced):
		return "ko_map.unplaced"
	}
	for e := range s.entities {
		for m, name := range s.metrics(e) {
			if over(s.sum[e][m], o.sum[e][m]) || over(s.sq[e][m], o.sq[e][m]) {
				return fmt.Sprintf("the sums of %q of %q", clipName(name), clipName(s.entities[e].Name))
			}
		}
	}
	var ko, oko int64
	for c := range s.ko {
		ko, oko = ko+s.ko[c], oko+o.ko[c]
		if over(s.ko[c], o.ko[c]) || over(ko, oko) {
			return "ko_map.cells"
		}
	}
	return ""
}
