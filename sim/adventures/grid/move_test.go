package grid

import "testing"

// moveCase is one reachability check: the cost to reach spaces and whether
// the move may end there.
type moveCase struct {
	name string
	q    MoveQuery
	want map[string]uint8 // space → Cost
	end  string           // spaces that must be in End
	not  string           // spaces that must not be in End
}

func checkMoves(t *testing.T, m *Map, s *State, cases []moveCase) {
	t.Helper()
	for _, tc := range cases {
		r := reach(t, m, s, &tc.q)
		for label, w := range tc.want {
			if got := r.Cost[cell(t, label)]; got != w {
				t.Errorf("%s: cost to %s: got %d, want %d", tc.name, label, got, w)
			}
		}
		for _, c := range cells(t, tc.end) {
			if !r.End.Has(c) {
				t.Errorf("%s: %s: got not an end, want an end", tc.name, c.Label())
			}
		}
		for _, c := range cells(t, tc.not) {
			if r.End.Has(c) {
				t.Errorf("%s: %s: got an end, want not an end", tc.name, c.Label())
			}
		}
	}
}

// Effects of Terrain on Movement and Terrain Types.
func TestReachTerrain(t *testing.T) {
	m := parseMap(t,
		". # . . r . . .",
		"",
		"# . . u . h . .",
		"",
		". . . . . . . .",
		"",
		"s s . E E f . .",
	)
	checkMoves(t, m, nil, []moveCase{
		{name: "diagonal between two obstacles", q: MoveQuery{From: cell(t, "a1"), MP: 1},
			want: map[string]uint8{"b2": 1, "b1": Unreachable}, end: "a1 b2"},
		{name: "rough ends the move", q: MoveQuery{From: cell(t, "c1"), MP: 5},
			want: map[string]uint8{"e1": 2, "f1": 3}, end: "e1"},
		{name: "rough start space may be left", q: MoveQuery{From: cell(t, "e1"), MP: 1},
			want: map[string]uint8{"f1": 1, "d2": 1}},
		{name: "unstable: pass, not end", q: MoveQuery{From: cell(t, "c2"), MP: 2},
			want: map[string]uint8{"d2": 1, "e2": 2}, not: "d2", end: "e2"},
		{name: "harmful is passable", q: MoveQuery{From: cell(t, "e3"), MP: 2},
			want: map[string]uint8{"f2": 1, "g1": 2}, end: "f2"},
		{name: "slow +1", q: MoveQuery{From: cell(t, "c4"), MP: 4},
			want: map[string]uint8{"b4": 2, "a4": 3, "a3": 2}},
		{name: "slow ignored by giants and tiny", q: MoveQuery{From: cell(t, "c4"), MP: 4, IgnoreSlow: true},
			want: map[string]uint8{"b4": 1, "a4": 2}},
		{name: "carrying +1 per space", q: MoveQuery{From: cell(t, "c4"), MP: 4, Carrying: true},
			want: map[string]uint8{"b4": 3, "c3": 2, "a4": Unreachable}},
		{name: "elevated only through the fire escape", q: MoveQuery{From: cell(t, "c4"), MP: 9},
			want: map[string]uint8{"d4": 6, "e4": 5, "f4": 4}},
		{name: "fire escape is slow and joins the levels", q: MoveQuery{From: cell(t, "g4"), MP: 4},
			want: map[string]uint8{"f4": 2, "e4": 3, "d4": 4, "c4": 4}},
		{name: "down from elevated by the fire escape", q: MoveQuery{From: cell(t, "d4"), MP: 3},
			want: map[string]uint8{"e4": 1, "f4": 3, "f3": Unreachable, "c4": Unreachable}},
		{name: "0 move points", q: MoveQuery{From: cell(t, "c3"), MP: 0},
			want: map[string]uint8{"c3": 0, "d3": Unreachable}, end: "c3"},
	})
}

// Movement: figures, knocked-down figures, doors; Slow Lines, Climbable
// Lines, Blocking Lines, and the corner rule of docs/RULES.md.
func TestReachFiguresAndLines(t *testing.T) {
	m := parseMap(t,
		". . . . d .",
		"",
		". . . . . .",
		"",
		". .~.|. .!.",
		"    -      ",
		". . . . . .",
	)
	s := &State{}
	m.InitState(s)
	occ := setOf(t, "a1 b1 b2")
	down := setOf(t, "a2")
	checkMoves(t, m, s, []moveCase{
		{name: "no entering occupied, through knocked down", q: MoveQuery{From: cell(t, "a1"), MP: 2, Occupied: occ, Down: down},
			want: map[string]uint8{"b1": Unreachable, "a2": 1, "a3": 2, "b3": 2}, not: "a2", end: "a1 a3 b3"},
		{name: "closed door", q: MoveQuery{From: cell(t, "d1"), MP: 2},
			want: map[string]uint8{"e1": Unreachable, "f1": 2}},
		{name: "slow line +1", q: MoveQuery{From: cell(t, "b3"), MP: 3},
			want: map[string]uint8{"c3": 2, "c4": 1, "d3": 2}},
		{name: "blocking line", q: MoveQuery{From: cell(t, "c3"), MP: 2},
			want: map[string]uint8{"c4": Unreachable, "b4": 2, "d3": 2, "d4": Unreachable, "d2": 1}},
		{name: "L of walls closes the corner", q: MoveQuery{From: cell(t, "d4"), MP: 1},
			want: map[string]uint8{"c3": Unreachable, "d3": 1, "c4": 1}},
		{name: "climbable line only by climbing", q: MoveQuery{From: cell(t, "e3"), MP: 3},
			want: map[string]uint8{"f3": 2, "f2": 1, "f4": 1}},
	})
	s.Open.Add(cell(t, "e1"))
	checkMoves(t, m, s, []moveCase{
		{name: "open door", q: MoveQuery{From: cell(t, "d1"), MP: 2}, want: map[string]uint8{"e1": 1}},
	})
}

func TestPath(t *testing.T) {
	m := parseMap(t,
		". . . .",
		"",
		". h . .",
		"",
		". h s .",
		"",
		". . . .",
	)
	q := &MoveQuery{From: cell(t, "b1"), MP: 4}
	r := reach(t, m, nil, q)
	got := m.Path(nil, q, r, cell(t, "b4"), nil)
	want := cells(t, "b1 a2 a3 b4")
	if len(got) != len(want) {
		t.Fatalf("path: got %v, want %v", got, want)
	}
	// Any 3-step path avoiding both harmful spaces: b1, (a2|c2), (a3|c3), b4;
	// c3 is slow, so a2 a3 is the only cheapest harmless one.
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("path step %d: got %s, want %s", i, got[i].Label(), want[i].Label())
		}
	}
	if got := m.Path(nil, q, r, cell(t, "d4"), nil); len(got) != 4 {
		t.Errorf("path to d4: got %d spaces, want 4", len(got))
	}
	if got := m.Path(nil, &MoveQuery{From: cell(t, "b1"), MP: 1}, reach(t, m, nil, &MoveQuery{From: cell(t, "b1"), MP: 1}), cell(t, "b4"), nil); got != nil {
		t.Errorf("path to an unreached space: got %v, want nil", got)
	}
}

func TestDistanceField(t *testing.T) {
	m := parseMap(t,
		". . # .",
		"",
		". s # E",
		"",
		". . d .",
	)
	var out [MaxCells]uint8
	m.DistanceField(nil, cell(t, "a1"), false, &out)
	for label, w := range map[string]uint8{"a1": 0, "b2": 1, "a3": 2, "c3": Unreachable, "d1": Unreachable, "d2": Unreachable} {
		if got := out[cell(t, label)]; got != w {
			t.Errorf("distance from %s: got %d, want %d", label, got, w)
		}
	}
	s := &State{}
	m.InitState(s)
	s.Open.Add(cell(t, "c3"))
	m.DistanceField(s, cell(t, "c1"), false, &out) // c1 is blocking: the field leads next to it
	if got := out[cell(t, "a1")]; got != 2 {
		t.Errorf("distance to a blocking space: got %d, want 2", got)
	}
	m.DistanceField(s, cell(t, "b3"), true, &out)
	for label, w := range map[string]uint8{"a1": 2, "c3": 1, "d3": 2, "d1": Unreachable, "d2": Unreachable} {
		if got := out[cell(t, label)]; got != w {
			t.Errorf("distance from %s through the open door: got %d, want %d", label, got, w)
		}
	}
}
