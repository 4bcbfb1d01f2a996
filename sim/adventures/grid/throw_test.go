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

// Removing large objects updates the line-of-sight tables as preparing the
// map without them does, on random maps.
func TestRemoveLargeObjectLOS(t *testing.T) {
	r := uint64(7)
	next := func(n int) int {
		r = r*6364136223846793005 + 1442695040888963407
		return int(r>>33) % n
	}
	kinds := []Terrain{0, 0, 0, 0, Elevated, Blocking, Obscuring, LargeObject | Elevated | Covered, LargeObject | Slow, LargeObject | Blocking, Door}
	for trial := 0; trial < 40; trial++ {
		var src Map
		src.W, src.H = 3+next(10), 3+next(10)
		for y := 0; y < src.H; y++ {
			for x := 0; x < src.W; x++ {
				src.Terrain[At(x, y)] = kinds[next(len(kinds))]
				if next(6) == 0 {
					src.East[At(x, y)] = LineObscuring
				}
			}
		}
		src.Prepare()
		var m Map
		m.CopyFrom(&src)
		var buf [MaxCells]Cell
		for k := 0; k < 3; k++ {
			c := At(next(src.W), next(src.H))
			m.RemoveLargeObject(m.LargeObjectAt(nil, c, buf[:0]))
		}
		want := Map{W: m.W, H: m.H, Terrain: m.Terrain, East: m.East, South: m.South}
		want.Prepare()
		for i := range want.los {
			if m.los[i] != want.los[i] || m.losDyn[i] != want.losDyn[i] {
				t.Fatalf("trial %d: line-of-sight word %d: got %x/%x, want %x/%x", trial, i, m.los[i], m.losDyn[i], want.los[i], want.losDyn[i])
			}
		}
	}
}

// A large object thrown leaves no distance field of the map as built in
// use: a car's slow spaces count as slow before the throw and as plain
// street after it, where the precomputed fields (StaticField) would still
// count them slow.
func TestRemoveLargeObjectFields(t *testing.T) {
	shared := parseMap(t,
		". . . . .",
		"         ",
		". . . . .",
		"         ",
		". . . . .",
	)
	car := []Cell{At(2, 0), At(2, 1), At(2, 2)} // across the street: no way round
	for _, c := range car {
		shared.Terrain[c] |= LargeObject | Slow | CrouchBehind
	}
	shared.Prepare()
	from, to := At(0, 1), At(4, 1)
	if shared.StaticField(nil, to, false) == nil {
		t.Fatal("the map as built has no precomputed field")
	}
	var before, after [MaxCells]uint8
	shared.DistanceField(nil, to, false, &before)
	var m Map
	m.CopyFrom(shared)
	var buf [MaxCells]Cell
	m.RemoveLargeObject(m.LargeObjectAt(nil, At(2, 1), buf[:0]))
	if f := m.StaticField(nil, to, false); f != nil {
		t.Error("a precomputed field is still offered after the throw")
	}
	m.DistanceField(nil, to, false, &after)
	if after[from] >= before[from] {
		t.Errorf("distance across the car's spaces: %d before the throw, %d after; want shorter after", before[from], after[from])
	}
	if shared.StaticField(nil, to, false) == nil {
		t.Error("the shared map lost its fields")
	}
	m.CopyFrom(shared)
	if m.StaticField(nil, to, false) == nil {
		t.Error("a new copy has no precomputed field")
	}
}
