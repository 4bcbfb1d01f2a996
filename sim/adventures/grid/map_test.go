package grid

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
)

// cellTerrain maps the characters of a test map to terrain. Upper-case
// letters are the elevated versions of the lower-case ones.
var cellTerrain = map[byte]Terrain{
	'.': 0,
	'#': Blocking,
	's': Slow,
	'r': Rough,
	'c': Covered,
	'u': Unstable,
	'o': Obscuring,
	'h': Harmful,
	'f': FireEscape,
	'd': Door,
	'k': LargeObject | CrouchBehind, // a car
	't': SoftLanding,                // a trash heap
	'b': SmallObject | Blocking,     // a blocking throwing object
	'E': Elevated,
	'S': Elevated | Slow,
	'C': Elevated | Covered,
	'O': Elevated | Obscuring,
	'F': Elevated | FireEscape,
	'U': Elevated | Unstable,
	'R': Elevated | Rough,
}

// edgeLine maps the characters between the spaces of a test map to lines.
var edgeLine = map[byte]Line{
	' ': 0,
	'|': LineBlocking,
	'-': LineBlocking,
	':': LineObscuring,
	'~': LineSlow,
	'!': LineClimbable,
	'=': LineGrind,
	'>': LineGrind,
	'<': LineGrind,
}

// parseMap builds a prepared Map from a drawing: even rows are spaces
// (a character per space at even columns, the line on its east edge at the
// odd column after it), odd rows are the lines on the south edges (a
// character under each space). '=' is a grind rail both ways, '>' forward
// only (south or east), '<' backward only.
func parseMap(t testing.TB, rows ...string) *Map {
	t.Helper()
	m := &Map{}
	for i, row := range rows {
		y := i / 2
		for j := 0; j < len(row); j++ {
			x := j / 2
			if i%2 == 0 {
				m.H = max(m.H, y+1)
			}
			if i%2 == 0 && j%2 == 0 {
				tr, ok := cellTerrain[row[j]]
				if !ok {
					t.Fatalf("row %d col %d: bad space %q", i, j, row[j])
				}
				m.Terrain[At(x, y)] = tr
				m.W = max(m.W, x+1)
				continue
			}
			l, ok := edgeLine[row[j]]
			if !ok {
				t.Fatalf("row %d col %d: bad line %q", i, j, row[j])
			}
			c := At(x, y)
			var shift uint
			if i%2 == 0 {
				m.East[c] |= l
			} else {
				m.South[c] |= l
				shift = 2
			}
			switch row[j] {
			case '=':
				m.GrindDir[c] |= 3 << shift
			case '>':
				m.GrindDir[c] |= 1 << shift
			case '<':
				m.GrindDir[c] |= 2 << shift
			}
		}
	}
	m.Prepare()
	return m
}

// cells parses space labels ("a1 c3") into cells.
func cells(t testing.TB, labels string) []Cell {
	t.Helper()
	var out []Cell
	for _, f := range strings.Fields(labels) {
		out = append(out, cell(t, f))
	}
	return out
}

// cell parses one space label such as "c4".
func cell(t testing.TB, label string) Cell {
	t.Helper()
	const letters = "abcdefghijklmnopqrstuvwxyzABCDEF"
	x := strings.IndexByte(letters, label[0])
	var y int
	if _, err := fmt.Sscan(label[1:], &y); err != nil || x < 0 {
		t.Fatalf("bad label %q", label)
	}
	return At(x, y-1)
}

// setOf returns the set of the labelled spaces.
func setOf(t testing.TB, labels string) *Set {
	var s Set
	for _, c := range cells(t, labels) {
		s.Add(c)
	}
	return &s
}

// labels lists the members of s in reading order.
func labels(s *Set) string {
	var b strings.Builder
	for y := 0; y < MaxSide; y++ {
		for x := 0; x < MaxSide; x++ {
			if s.Has(At(x, y)) {
				if b.Len() > 0 {
					b.WriteByte(' ')
				}
				b.WriteString(At(x, y).Label())
			}
		}
	}
	return b.String()
}

// randomMap builds a random prepared map of up to maxSide spaces a side,
// with every kind of terrain and line.
func randomMap(rng *rand.Rand, maxSide int) *Map {
	m := &Map{W: 1 + rng.IntN(maxSide), H: 1 + rng.IntN(maxSide)}
	kinds := []Terrain{Blocking, Slow, Rough, Covered, Unstable, Obscuring, Harmful, FireEscape, Door,
		LargeObject | CrouchBehind, SmallObject | Blocking, SoftLanding}
	elevated := rng.IntN(3) == 0
	for y := 0; y < m.H; y++ {
		for x := 0; x < m.W; x++ {
			c := At(x, y)
			if rng.IntN(3) == 0 {
				m.Terrain[c] |= kinds[rng.IntN(len(kinds))]
			}
			if rng.IntN(8) == 0 {
				m.Terrain[c] |= kinds[rng.IntN(len(kinds))]
			}
			if elevated && rng.IntN(3) == 0 || !elevated && rng.IntN(12) == 0 {
				m.Terrain[c] |= Elevated
			}
			lines := []Line{LineBlocking, LineObscuring, LineSlow, LineClimbable, LineGrind}
			if x+1 < m.W && rng.IntN(5) == 0 {
				m.East[c] |= lines[rng.IntN(len(lines))]
			}
			if y+1 < m.H && rng.IntN(5) == 0 {
				m.South[c] |= lines[rng.IntN(len(lines))]
			}
			m.GrindDir[c] = uint8(rng.IntN(16))
		}
	}
	m.Prepare()
	return m
}

// randomSet returns a random set of spaces of m, each with probability 1/n.
func randomSet(rng *rand.Rand, m *Map, n int) *Set {
	var s Set
	for y := 0; y < m.H; y++ {
		for x := 0; x < m.W; x++ {
			if rng.IntN(n) == 0 {
				s.Add(At(x, y))
			}
		}
	}
	return &s
}

// randomCell returns a random space of m.
func randomCell(rng *rand.Rand, m *Map) Cell { return At(rng.IntN(m.W), rng.IntN(m.H)) }

func TestParseMap(t *testing.T) {
	m := parseMap(t,
		". s|E",
		"  ~  ",
		"# . .",
	)
	if m.W != 3 || m.H != 2 {
		t.Fatalf("got %dx%d, want 3x2", m.W, m.H)
	}
	for _, tc := range []struct {
		label string
		want  Terrain
	}{{"a1", 0}, {"b1", Slow}, {"c1", Elevated}, {"a2", Blocking}} {
		if got := m.Terrain[cell(t, tc.label)]; got != tc.want {
			t.Errorf("%s: got terrain %b, want %b", tc.label, got, tc.want)
		}
	}
	if got := m.East[cell(t, "b1")]; got != LineBlocking {
		t.Errorf("east of b1: got %b, want blocking", got)
	}
	if got := m.South[cell(t, "b1")]; got != LineSlow {
		t.Errorf("south of b1: got %b, want slow", got)
	}
	if got := labels(&m.On); got != "a1 b1 c1 a2 b2 c2" {
		t.Errorf("On: got %q", got)
	}
}
