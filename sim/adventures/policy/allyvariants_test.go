package policy

import (
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures"
)

// TestAllyVariants checks the variants of a battle's allies: each keeps
// one ally card and leaves the battle alone, its side takes that card,
// and a variant's battles allocate nothing.
func TestAllyVariants(t *testing.T) {
	s := competitiveSetup(t, "allies-alley")
	if len(s.Battle.Allies) != 3 {
		t.Fatalf("allies-alley: got %d ally cards, want 3", len(s.Battle.Allies))
	}
	for i, a := range s.Battle.Allies {
		v, err := s.WithAllyOnly(i)
		if err != nil {
			t.Fatal(err)
		}
		if len(v.Battle.Allies) != 1 || v.Battle.Allies[0].Name != a.Name {
			t.Errorf("ally %d: got allies %v, want %s alone", i, v.Battle.Allies, a.Name)
		}
		g, err := v.NewGame(nil)
		if err != nil {
			t.Fatal(err)
		}
		var rec sim.Record
		g.Play(1, 0, &rec)
		ag := g.(*adventures.Game)
		if got := ag.Ally(a.Side); got != 0 {
			t.Errorf("%s: its side took ally %d, want 0", a.Name, got)
		}
		other := adventures.Villain
		if a.Side == adventures.Villain {
			other = adventures.Heroes
		}
		if got := ag.Ally(other); got != -1 {
			t.Errorf("%s: the other side took ally %d, want none", a.Name, got)
		}
		i := uint64(0)
		if n := testing.AllocsPerRun(5, func() { i++; g.Play(1, i, &rec) }); n != 0 {
			t.Errorf("%s: %v allocations per battle of a variant, want 0", a.Name, n)
		}
	}
	if len(s.Battle.Allies) != 3 {
		t.Error("a variant changed the battle's allies")
	}
	if n := len(s.WithoutAllies().Battle.Allies); n != 0 {
		t.Errorf("without allies: got %d ally cards, want 0", n)
	}
	if _, err := s.WithAllyOnly(3); err == nil {
		t.Error("ally 3 of 3: no error")
	}
}
