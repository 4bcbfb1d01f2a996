package grid

import "testing"

// reach runs Reach and ReachRef and fails if they disagree.
func reach(t *testing.T, m *Map, s *State, q *MoveQuery) *Reach {
	t.Helper()
	var r, ref Reach
	m.Reach(s, q, &r)
	m.ReachRef(s, q, &ref)
	if r.Cost != ref.Cost || r.End != ref.End || r.Reached != ref.Reached {
		t.Fatalf("Reach and ReachRef disagree:\nreached %s\nref     %s", labels(&r.Reached), labels(&ref.Reached))
	}
	return &r
}

// Movement, Example 1 and 2: Donnie moves 4 spaces through 1 slow space for
// 5 points, then breaks away from the enemy for 1 extra point.
func TestDonnie(t *testing.T) {
	m := parseMap(t,
		"# # # # # # #",
		"",
		". . s . . . .",
		"",
		"# # # # # # #",
	)
	donnie, enemy := cell(t, "a2"), cell(t, "f2")
	occ := setOf(t, "a2 f2")
	r := reach(t, m, nil, &MoveQuery{From: donnie, MP: 6, Occupied: occ})
	next := cell(t, "e2")
	if got := r.Cost[next]; got != 5 {
		t.Errorf("cost to e2: got %d, want 5", got)
	}
	if !r.End.Has(next) || r.End.Has(enemy) || r.Reached.Has(cell(t, "g2")) {
		t.Errorf("end: got %s, want a2..e2", labels(&r.End))
	}
	// Example 2: 3 more move points; 1 extra to break away from the enemy.
	var brk [MaxCells]uint8
	m.BreakAwayCosts(setOf(t, "f2"), nil, &brk)
	occ = setOf(t, "e2 f2")
	r = reach(t, m, nil, &MoveQuery{From: next, MP: 3, Occupied: occ, BreakAway: &brk})
	for _, tc := range []struct {
		label string
		want  uint8
	}{{"d2", 2}, {"c2", Unreachable}, {"e2", 0}} {
		if got := r.Cost[cell(t, tc.label)]; got != tc.want {
			t.Errorf("cost to %s: got %d, want %d", tc.label, got, tc.want)
		}
	}
}

// Breaking Away from Enemies: Leonardo next to 2 Foot Ninja pays 3 move
// points to move 1 space; giants count 2, spaces of tiny figures 1, enemies
// on obscuring terrain or on another level not at all.
func TestBreakAway(t *testing.T) {
	m := parseMap(t,
		". . . . .",
		"",
		". . . . .",
		"",
		". . . o .",
		"",
		". . . . E",
		"",
		". . . . .",
	)
	var weight [MaxCells]uint8
	for i := range weight {
		weight[i] = 1
	}
	weight[cell(t, "a5")] = 2 // a giant
	var brk [MaxCells]uint8
	m.BreakAwayCosts(setOf(t, "b2 d2 d3 e4 a5"), &weight, &brk)
	want := map[string]uint8{
		"c3": 2, // b2, d2; d3 is on obscuring terrain
		"c1": 2, // b2, d2
		"e3": 1, // d2; e4 is elevated
		"b4": 2, // the giant on a5
		"d5": 0, // e4 is elevated
		"a1": 1, // b2
	}
	for label, w := range want {
		if got := brk[cell(t, label)]; got != w {
			t.Errorf("break-away cost at %s: got %d, want %d", label, got, w)
		}
	}
	// Leonardo on c3 next to the two Foot Ninja on b2 and d2.
	occ := setOf(t, "c3 b2 d2 d3 e4 a5")
	r := reach(t, m, nil, &MoveQuery{From: cell(t, "c3"), MP: 3, Occupied: occ, BreakAway: &brk})
	if got := r.Cost[cell(t, "c4")]; got != 3 {
		t.Errorf("cost of 1 space: got %d, want 3", got)
	}
}
