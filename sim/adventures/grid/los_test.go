package grid

import (
	"strings"
	"testing"
)

// Ranged Strikes, Examples 1-3, and covered terrain.
func TestRangedDistance(t *testing.T) {
	m := parseMap(t,
		". . . . . . . .",
		"",
		". . . E . c C E",
	)
	for _, tc := range []struct {
		name     string
		from, to string
		dist     int
		penalty  int
		adjacent bool
	}{
		{"Example 1: 6 spaces", "a1", "g1", 6, 4, false},
		{"Example 3: 3 spaces into elevated", "a2", "d2", 5, 3, false},
		{"Example 2: elevated to an adjacent low space", "d2", "c2", 1, 0, false},
		{"adjacent", "a1", "b2", 1, 0, true},
		{"diagonal counts 1 per space", "a1", "c2", 2, 0, false},
		{"covered +1", "a1", "f2", 6, 4, false},
		{"elevated and covered from low +3", "a1", "g2", 9, 7, false},
		{"elevated to elevated", "d2", "h2", 4, 2, false},
	} {
		from, to := cell(t, tc.from), cell(t, tc.to)
		d := m.RangedDistance(from, to)
		if d != tc.dist || RangePenalty(d) != tc.penalty {
			t.Errorf("%s: got distance %d penalty %d, want %d and %d", tc.name, d, RangePenalty(d), tc.dist, tc.penalty)
		}
		if got := m.Adjacent(from, to); got != tc.adjacent {
			t.Errorf("%s: got Adjacent %v, want %v", tc.name, got, tc.adjacent)
		}
	}
	if !m.LOS(nil, cell(t, "d2"), cell(t, "c2"), nil) {
		t.Errorf("Example 2: got no line of sight from elevated to the adjacent low space")
	}
}

func TestAdjacent(t *testing.T) {
	m := parseMap(t,
		". E f",
		"",
		". . .",
	)
	for _, tc := range []struct {
		a, b string
		want bool
	}{
		{"a1", "a2", true},
		{"a1", "b2", true},
		{"a1", "b1", false}, // low and elevated
		{"b1", "a2", false},
		{"b1", "c1", true}, // fire escape next to elevated
		{"c1", "c2", true}, // and to low
		{"a1", "a1", false},
		{"a1", "c1", false},
	} {
		if got := m.Adjacent(cell(t, tc.a), cell(t, tc.b)); got != tc.want {
			t.Errorf("Adjacent(%s, %s): got %v, want %v", tc.a, tc.b, got, tc.want)
		}
	}
}

// losCase is one line-of-sight check on a map.
type losCase struct {
	name     string
	from, to string
	giants   string // spaces of standing giants
	open     string // opened doors
	gone     string // thrown objects
	want     bool
}

func checkLOS(t *testing.T, m *Map, cases []losCase) {
	t.Helper()
	for _, tc := range cases {
		s := &State{}
		m.InitState(s)
		s.Open = *setOf(t, tc.open)
		s.Gone = *setOf(t, tc.gone)
		var giants *Set
		if tc.giants != "" {
			giants = setOf(t, tc.giants)
		}
		from, to := cell(t, tc.from), cell(t, tc.to)
		if got := m.LOS(s, from, to, giants); got != tc.want {
			t.Errorf("%s: LOS %s→%s: got %v, want %v", tc.name, tc.from, tc.to, got, tc.want)
		}
		if got := m.LOS(s, to, from, giants); got != tc.want {
			t.Errorf("%s: LOS %s→%s: got %v, want %v", tc.name, tc.to, tc.from, got, tc.want)
		}
		v := losView{m: m, s: s, giants: giants, elevBlock: !(m.Elevated(from) && m.Elevated(to))}
		if got := from == to || v.walk(from, to); got != tc.want {
			t.Errorf("%s: walk %s→%s: got %v, want %v", tc.name, tc.from, tc.to, got, tc.want)
		}
	}
}

// Line of Sight, Examples 1 and 2; doors, objects and giants.
func TestLOSExamples12(t *testing.T) {
	m := parseMap(t,
		". . . . . . .",
		"",
		". . # . o . .",
		"",
		". . d . b . .",
		"",
		". . . . . . .",
	)
	checkLOS(t, m, []losCase{
		{name: "Example 1: through figures (no giants)", from: "a1", to: "g1", want: true},
		{name: "a giant blocks", from: "a1", to: "g1", giants: "d1", want: false},
		{name: "a giant at the end does not", from: "a1", to: "g1", giants: "g1", want: true},
		{name: "a giant off the line does not", from: "a1", to: "g1", giants: "d2", want: true},
		{name: "Example 2: not through blocking", from: "a2", to: "d2", want: false},
		{name: "Example 2: into obscuring", from: "a2", to: "e2", giants: "", want: false},
		{name: "Example 2: into obscuring (clear path)", from: "d2", to: "e2", want: true},
		{name: "Example 2: not through obscuring", from: "d2", to: "g2", want: false},
		{name: "out of obscuring", from: "e2", to: "g2", want: true},
		{name: "closed door blocks", from: "a3", to: "e3", want: false},
		{name: "open door does not", from: "a3", to: "d3", open: "c3", want: true},
		{name: "a door can be seen", from: "a3", to: "c3", want: true},
		{name: "blocking object in place blocks", from: "d3", to: "f3", want: false},
		{name: "thrown object does not", from: "d3", to: "f3", gone: "e3", want: true},
		{name: "to itself", from: "c2", to: "c2", want: true},
	})
}

// Line of Sight, Example 3 and Elevated Terrain: the four cases.
func TestLOSElevation(t *testing.T) {
	m := parseMap(t,
		"E . E E . . E .",
		"",
		". . E . . . . .",
		"",
		"E E O E # E . .",
	)
	checkLOS(t, m, []losCase{
		{name: "elevated to elevated over low", from: "a1", to: "c1", want: true},
		{name: "elevated to elevated over elevated", from: "a1", to: "d1", want: true},
		{name: "elevated to elevated over low and elevated", from: "a1", to: "g1", want: true},
		{name: "elevated to elevated, not through obscuring", from: "a3", to: "d3", want: false},
		{name: "elevated to elevated, not through blocking", from: "d3", to: "f3", want: false},
		{name: "low to low over low", from: "a2", to: "b2", want: true},
		{name: "low to low, not through elevated", from: "a2", to: "d2", want: false},
		{name: "elevated into low", from: "d1", to: "f1", want: true},
		{name: "elevated into low next to it", from: "c2", to: "d2", want: true},
		{name: "elevated, not through elevated into low", from: "c1", to: "e1", want: false},
		{name: "low into elevated", from: "b1", to: "d1", want: false},
		{name: "low into elevated next to it", from: "b1", to: "c1", want: true},
		{name: "low into elevated over low", from: "e1", to: "g1", want: true},
		{name: "low, not through elevated into elevated", from: "b2", to: "d1", want: false},
	})
}

// Line of Sight: a line that clips a corner of a blocking space is
// blocked; lines and the corner rule of docs/RULES.md.
func TestLOSClipAndCorners(t *testing.T) {
	m := parseMap(t,
		". . . . . . .",
		"",
		". # . . . # .",
		"",
		". . . . # . .",
		"",
		". . . . . . .",
	)
	checkLOS(t, m, []losCase{
		{name: "Mikey: the line clips a corner of b2", from: "a2", to: "d4", want: false},
		{name: "knight line through a blocking space", from: "a1", to: "c2", want: false},
		{name: "diagonal touching one corner of b2", from: "a2", to: "c4", want: true},
		{name: "line through a corner next to b2", from: "a1", to: "d2", want: true},
		{name: "corner pinched by two blocking spaces", from: "e2", to: "f3", want: false},
		{name: "corner with one blocking space", from: "d3", to: "e2", want: true},
		{name: "long diagonal through a pinch", from: "d1", to: "g4", want: false},
	})
	lines := parseMap(t,
		". .|. . .",
		"    -    ",
		". . .:. .",
		"         ",
		". .~. .|.",
		"       - ",
		". . . . .",
	)
	checkLOS(t, lines, []losCase{
		{name: "blocking line", from: "a1", to: "e1", want: false},
		{name: "obscuring line", from: "a2", to: "e2", want: false},
		{name: "slow line", from: "a3", to: "c3", want: true},
		{name: "corner closed by an L round the target", from: "b2", to: "c1", want: false},
		{name: "corner with an L round a side space (lines)", from: "b1", to: "c2", want: true},
		{name: "diagonal past the ends of two walls", from: "c1", to: "d2", want: true},
		{name: "diagonal along a slow line's end", from: "c3", to: "b2", want: true},
		{name: "corner closed by an L of walls", from: "d3", to: "e4", want: false},
		{name: "corner with an L round a side space", from: "e3", to: "d4", want: true},
	})
}

// The spaces a straight line between centres passes through, the ends
// excluded (Intercepting Thrown Items; Line of Sight): a knight's line
// through both side spaces, a line through a corner point through neither.
func TestLineSpaces(t *testing.T) {
	for _, c := range []struct{ from, to, want string }{
		{"a1", "d1", "b1 c1"},
		{"a1", "c3", "b2"},
		{"a1", "c2", "b1 b2"},
		{"c2", "a1", "b2 b1"},
		{"a1", "d2", "b1 c2"},
		{"a1", "a2", ""},
		{"a1", "a1", ""},
	} {
		var got []string
		for _, s := range LineSpaces(cell(t, c.from), cell(t, c.to), nil) {
			got = append(got, s.Label())
		}
		if strings.Join(got, " ") != c.want {
			t.Errorf("%s to %s: %v, want %s", c.from, c.to, got, c.want)
		}
	}
}
