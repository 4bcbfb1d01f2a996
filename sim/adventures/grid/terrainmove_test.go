package grid

import (
	"slices"
	"testing"
)

// sameCells fails unless got holds exactly the labelled spaces.
func sameCells(t *testing.T, name string, got []Cell, want string) {
	t.Helper()
	var g Set
	for _, c := range got {
		g.Add(c)
	}
	if w := setOf(t, want); g != *w || len(got) != len(cells(t, want)) {
		t.Errorf("%s: got %s, want %s", name, labels(&g), labels(w))
	}
}

// Terrain Moves, Leap, Example 1: Raph leaps from a roof; landing on low
// terrain (yellow) means falling, except on a trash heap.
func TestLeap(t *testing.T) {
	m := parseMap(t,
		"E . . . t . .",
		"",
		". E E E . . .",
		"",
		". E E E # . .",
		"",
		". E E E . . .",
		"",
		". . . . . . .",
		"",
		". . . .|. . .",
	)
	raph := cell(t, "c3")
	occ := setOf(t, "c3 c4")
	got := m.LeapTargets(nil, raph, occ, nil)
	sameCells(t, "Raph's leaps", got, "c2 c1 d2 e1 d3 d4 e5 f6 c5 c6 b4 a5 b3 a3 b2 a1")
	var falls []Cell
	for _, c := range got {
		if m.LeapFalls(raph, c) {
			falls = append(falls, c)
		}
	}
	sameCells(t, "Raph's falls (yellow)", falls, "c1 f6 e5 c5 c6 a5 a3")
	s := &State{}
	m.InitState(s)
	s.Gone.Add(cell(t, "e1"))
	if !m.Falls(s, raph, cell(t, "e1")) {
		t.Errorf("landing where the trash heap was: got no fall, want a fall")
	}
	// From low terrain a leap cannot rise onto a roof; a blocking line stops it.
	got = m.LeapTargets(nil, cell(t, "a6"), nil, nil)
	sameCells(t, "leaps from a6", got, "a5 a4 a3 b5 b6 c6 d6")
	if slices.Contains(got, cell(t, "c4")) {
		t.Errorf("leap from low onto a roof: got c4, want no")
	}
}

func TestClimb(t *testing.T) {
	m := parseMap(t,
		". E . .",
		"        ",
		". E .!.",
		"   -    ",
		". . . .",
	)
	occ := setOf(t, "a1")
	sameCells(t, "climb from a2", m.ClimbTargets(nil, cell(t, "a2"), occ, nil), "b1 b2")
	sameCells(t, "climb from b2", m.ClimbTargets(nil, cell(t, "b2"), occ, nil), "c1 a2 c2 a3 c3")
	sameCells(t, "climb across a climbable line", m.ClimbTargets(nil, cell(t, "c2"), nil, nil), "b1 b2 d2")
}

func TestCoverAndCrouch(t *testing.T) {
	m := parseMap(t,
		". . . . . .",
		"",
		". . k . . .",
		"",
		". c . . . .",
		"",
		". . . . E E",
	)
	for _, tc := range []struct {
		label  string
		cover  bool
		crouch bool
	}{
		{"b3", true, true}, {"a4", true, false}, {"d2", false, true}, {"f4", false, false}, {"e1", false, false},
		{"d4", false, false},
	} {
		c := cell(t, tc.label)
		if got := m.CanTakeCover(c); got != tc.cover {
			t.Errorf("take cover on %s: got %v, want %v", tc.label, got, tc.cover)
		}
		if got := m.CanCrouch(nil, c); got != tc.crouch {
			t.Errorf("crouch on %s: got %v, want %v", tc.label, got, tc.crouch)
		}
	}
	// Line of Sight, Example 1: not through the object the target crouches behind.
	car, target := cell(t, "c2"), cell(t, "b2")
	for _, tc := range []struct {
		from string
		want bool
	}{{"f2", true}, {"e1", true}, {"d3", true}, {"d4", false}, {"b5", false}, {"a2", false}, {"c2", false}} {
		if got := m.CrouchBlocked(nil, cell(t, tc.from), target, car); got != tc.want {
			t.Errorf("crouching behind c2, seen from %s: got hidden %v, want %v", tc.from, got, tc.want)
		}
	}
	s := &State{}
	s.Gone.Add(car)
	if m.CrouchBlocked(s, cell(t, "f2"), target, car) || m.CanCrouch(s, cell(t, "b2")) {
		t.Errorf("a thrown car still hides")
	}
}

// Terrain Moves, Grind, Example 2: Mikey rides the rail and strikes the
// figures next to it.
func TestGrind(t *testing.T) {
	m := parseMap(t,
		". . . . .",
		"= = > >  ",
		". . . . .",
	)
	runs := m.GrindRuns(nil, cell(t, "a1"), setOf(t, "a1 c2"), nil)
	var ends []Cell
	for _, r := range runs {
		ends = append(ends, r.End)
		if r.End == cell(t, "d1") {
			if got := labels(&r.Passed); got != "a1 b1 c1 d1 a2 b2 c2 d2" {
				t.Errorf("passed on the way to d1: got %s", got)
			}
		}
		if r.End == cell(t, "b2") {
			if got := labels(&r.Passed); got != "a1 b1 a2 b2" {
				t.Errorf("passed on the way to b2: got %s", got)
			}
		}
	}
	sameCells(t, "grind ends from a1", ends, "a2 b1 b2 c1 d1 d2")
	ends = ends[:0]
	for _, r := range m.GrindRuns(nil, cell(t, "d2"), nil, nil) {
		ends = append(ends, r.End)
	}
	sameCells(t, "grind ends from d2 (one way rail)", ends, "d1")
	ends = ends[:0]
	for _, r := range m.GrindRuns(nil, cell(t, "c1"), nil, nil) {
		ends = append(ends, r.End)
	}
	sameCells(t, "grind ends from c1", ends, "c2 d1 d2")
	if got := m.GrindRuns(nil, cell(t, "e1"), nil, nil); len(got) != 0 {
		t.Errorf("grind from a space off the rail: got %d runs, want 0", len(got))
	}
}

// Cameras: rotation and sight.
func TestCameras(t *testing.T) {
	m := parseMap(t,
		". . . .",
		"",
		". . # .",
		"",
		". . . .",
	)
	m.Cameras = []CameraSpec{
		{Cell: cell(t, "a1"), Facing: East, Clockwise: true},
		{Cell: cell(t, "b2"), Facing: North, Clockwise: true},
		{Cell: cell(t, "d2"), Facing: West, Clockwise: false},
	}
	s := &State{}
	m.InitState(s)
	want := []struct {
		facing [3]Facing
		sees   string // spaces seen by camera 0
	}{
		{[3]Facing{East, North, West}, "b1 c1 d1"},
		{[3]Facing{South, North, South}, "a2 a3"},
		{[3]Facing{East, North, West}, "b1 c1 d1"},
		{[3]Facing{South, North, South}, "a2 a3"},
	}
	for round, w := range want {
		if round > 0 {
			m.RotateCameras(s)
		}
		if got := [3]Facing{s.Facing[0], s.Facing[1], s.Facing[2]}; got != w.facing {
			t.Errorf("round %d: got facings %v, want %v", round, got, w.facing)
		}
		var seen Set
		for c := Cell(0); c < MaxCells; c++ {
			if m.in(c) && m.CameraSees(s, 0, c, nil) {
				seen.Add(c)
			}
		}
		if got := labels(&seen); got != w.sees {
			t.Errorf("round %d: camera 0 sees %s, want %s", round, got, w.sees)
		}
	}
	s.Facing[2] = West
	if m.CameraSees(s, 2, cell(t, "b2"), nil) || m.CameraSees(s, 2, cell(t, "a2"), nil) {
		t.Errorf("camera sees through blocking terrain")
	}
	if !m.CameraSees(s, 1, cell(t, "b1"), nil) || m.CameraSees(s, 1, cell(t, "b2"), nil) {
		t.Errorf("camera 1: got wrong sight of b1 or of its own space")
	}
	if m.CameraSees(s, 1, cell(t, "b1"), setOf(t, "b1")) != true {
		t.Errorf("a giant target is seen")
	}
	s.Gone.Add(cell(t, "b2"))
	if m.CameraSees(s, 1, cell(t, "b1"), nil) {
		t.Errorf("a destroyed camera sees")
	}
}

// A figure crouches "behind the object(s)" (Terrain Moves, Crouch): between
// two cars it is hidden behind either of them, whichever it was said to
// crouch behind, and not from across an open side.
func TestCrouchBehindEveryObject(t *testing.T) {
	m := parseMap(t,
		". . . . .",
		"",
		". k . k .",
		"",
		". . . . .",
		"",
		". . . . .",
	)
	target := cell(t, "c2")
	for _, behind := range []string{"b2", "d2"} {
		for _, tc := range []struct {
			from string
			want bool
		}{{"a2", true}, {"e2", true}, {"c4", false}, {"a4", false}, {"b2", false}} {
			if got := m.CrouchBlocked(nil, cell(t, tc.from), target, cell(t, behind)); got != tc.want {
				t.Errorf("crouching on c2 (named %s), seen from %s: hidden %v, want %v", behind, tc.from, got, tc.want)
			}
		}
	}
	if m.CrouchBlocked(nil, cell(t, "a2"), target, NoCell) {
		t.Errorf("a figure not crouching is hidden")
	}
	s := &State{}
	s.Gone.Add(cell(t, "b2"))
	if m.CrouchBlocked(s, cell(t, "a2"), target, cell(t, "b2")) || !m.CrouchBlocked(s, cell(t, "e2"), target, cell(t, "b2")) {
		t.Errorf("a thrown car still hides, or the car left does not")
	}
}
