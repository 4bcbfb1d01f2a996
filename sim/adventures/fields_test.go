package adventures

import (
	"testing"

	"github.com/tmntsim/tmntsim/sim/adventures/grid"
)

// TestFieldCache asks for distance fields in turn and checks which are
// computed and which kept, and that distanceTo reads the field asked for.
func TestFieldCache(t *testing.T) {
	b := brawl(t)
	g := newTestGame(t, b, nil)
	a, c, d := cell(t, "a1"), cell(t, "e8"), cell(t, "l8")
	door := cell(t, "f2")
	steps := []struct {
		name       string
		to         grid.Cell
		ignoreSlow bool
		open       bool // f2 counts as an opened door (the brawl has none: a change of state all the same)
		computed   bool
	}{
		{"first field", a, false, false, true},
		{"same target", a, false, false, false},
		{"slow ignored", a, true, false, true},
		{"another target", c, false, false, true},
		{"first again", a, false, false, false},
		{"state changed", a, false, true, true},
		{"a fifth field replaces the oldest", d, false, true, true},
		{"the oldest is gone", a, false, false, true},
		{"kept after the change", a, false, true, false},
	}
	for _, st := range steps {
		g.Map.Open.Remove(door)
		if st.open {
			g.Map.Open.Add(door)
		}
		before := g.Counters()
		g.useField(st.to, st.ignoreSlow)
		after := g.Counters()
		computed, kept := after.DistanceField-before.DistanceField, after.FieldsKept-before.FieldsKept
		if want := st.computed; computed+kept != 1 || (computed == 1) != want {
			t.Errorf("%s: got %d fields computed and %d kept, want computed %v", st.name, computed, kept, want)
		}
		var want [grid.MaxCells]uint8
		b.Map.DistanceField(&g.Map, st.to, st.ignoreSlow, &want)
		for x := grid.Cell(0); int(x) < grid.MaxCells; x++ {
			if int(want[x]) != grid.Unreachable && g.distanceTo(x, st.to) != int(want[x]) {
				t.Fatalf("%s: distance from %s got %d, want %d", st.name, x.Label(), g.distanceTo(x, st.to), want[x])
			}
		}
	}
}
