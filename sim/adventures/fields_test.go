package adventures

import (
	"testing"

	"github.com/tmntsim/tmntsim/sim/adventures/grid"
)

// TestFieldCache asks for distance fields in turn and checks which are
// the map's own (no door open), computed or kept, and that distanceTo reads
// the field asked for.
func TestFieldCache(t *testing.T) {
	b := brawl(t)
	door := cell(t, "f2")
	b.Map.Terrain[door] |= grid.Door
	b.Map.Prepare()
	g := newTestGame(t, b, nil)
	a, c, d, e := cell(t, "a1"), cell(t, "e8"), cell(t, "l8"), cell(t, "b2")
	const (
		static = iota // the map's own field
		computed
		kept
	)
	steps := []struct {
		name       string
		to         grid.Cell
		ignoreSlow bool
		open       bool // the door on f2 is open
		from       int
	}{
		{"door closed", a, false, false, static},
		{"door closed, slow ignored", a, true, false, static},
		{"door open", a, false, true, computed},
		{"same target", a, false, true, kept},
		{"slow ignored", a, true, true, computed},
		{"another target", c, false, true, computed},
		{"first again", a, false, true, kept},
		{"a fourth field", d, false, true, computed},
		{"a fifth field replaces the oldest", e, false, true, computed},
		{"the oldest is gone", a, false, true, computed},
		{"door closed again", a, false, false, static},
	}
	for _, st := range steps {
		g.Map.Open.Remove(door)
		if st.open {
			g.Map.Open.Add(door)
		}
		before := g.Counters()
		g.useField(st.to, st.ignoreSlow)
		after := g.Counters()
		from := kept
		switch {
		case after.DistanceField-before.DistanceField+after.FieldsKept-before.FieldsKept != 1:
			from = -1
		case after.DistanceField != before.DistanceField:
			from = computed
		case g.fields.cur == b.Map.StaticField(&g.Map, st.to, st.ignoreSlow):
			from = static
		}
		if from != st.from {
			t.Errorf("%s: got the field from %d (static, computed, kept), want %d", st.name, from, st.from)
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
