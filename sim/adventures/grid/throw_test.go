package grid

import "testing"

// A large object thrown from a copy of a map leaves the copy with the
// terrain it gave its spaces taken off, sight through them open, and the
// map copied from unchanged; copying the map again puts it back, and
// neither allocates once the copy has its tables (Adventures, Terrain
// Types: Large Throwing Objects).
func TestRemoveLargeObject(t *testing.T) {
	shared := parseMap(t,
		". . . . .",
		"         ",
		". E E . .",
		"         ",
		". . . . .",
	)
	for _, c := range []Cell{At(1, 1), At(2, 1)} {
		shared.Terrain[c] |= LargeObject | Covered | CrouchBehind
	}
	shared.Prepare()
	a, b := At(0, 1), At(4, 1)
	if shared.LOS(nil, a, b, nil) {
		t.Fatal("the elevated dumpster does not block sight along the street")
	}
	var m Map
	m.CopyFrom(shared)
	var buf [MaxCells]Cell
	cells := m.LargeObjectAt(nil, At(2, 1), buf[:0])
	if len(cells) != 2 {
		t.Fatalf("got %d spaces of the dumpster, want 2", len(cells))
	}
	m.RemoveLargeObject(cells)
	for _, c := range cells {
		if m.Terrain[c]&LargeObjectTerrain != 0 || m.CanTakeCover(c) || !m.Adjacent(a, At(1, 1)) {
			t.Errorf("%s keeps the dumpster's terrain %b", c.Label(), m.Terrain[c])
		}
	}
	if !m.LOS(nil, a, b, nil) {
		t.Error("sight along the street is still blocked")
	}
	if shared.LOS(nil, a, b, nil) || shared.Terrain[At(1, 1)]&LargeObject == 0 {
		t.Error("the shared map changed")
	}
	if n := testing.AllocsPerRun(5, func() {
		m.CopyFrom(shared)
		m.RemoveLargeObject(m.LargeObjectAt(nil, At(1, 1), buf[:0]))
	}); n != 0 {
		t.Errorf("copying and throwing allocate %v times, want 0", n)
	}
	m.CopyFrom(shared)
	if m.LOS(nil, a, b, nil) || m.Terrain != shared.Terrain {
		t.Error("a new copy does not hold the dumpster")
	}
}
