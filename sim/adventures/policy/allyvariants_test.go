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
		v, ag := playAllyOnly(t, s, i)
		if len(v.Battle.Allies) != 1 || v.Battle.Allies[0].Name != a.Name {
			t.Errorf("ally %d: got allies %v, want %s alone", i, v.Battle.Allies, a.Name)
		}
		other := adventures.Villain
		if a.Side == adventures.Villain {
			other = adventures.Heroes
		}
		if got := ag.Ally(other); got != -1 {
			t.Errorf("%s: the other side took ally %d, want none", a.Name, got)
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

// A competitive battle's ally variants play as a cooperative battle's do:
// each side takes the card offered to it, the villain player choosing its
// own, and a variant's battles allocate nothing.
func TestAllyVariantsCompetitive(t *testing.T) {
	s := competitiveSetup(t, "shredders-lair")
	b := *s.Battle
	b.Allies = []adventures.Ally{
		{Name: "Casey Jones", Side: adventures.Heroes, Ability: adventures.Ability{When: adventures.Passive, Effect: adventures.EffectAttack, N: 1}},
		{Name: "Tiger Claw", Side: adventures.Villain, Ability: adventures.Ability{When: adventures.Passive, Effect: adventures.EffectMove, N: 1}},
	}
	s = NewSetup(&b, "greedy")
	if !IsCompetitiveWithAllies(s) {
		t.Fatal("shredders-lair with allies: not a competitive battle with allies")
	}
	for i := range b.Allies {
		playAllyOnly(t, s, i)
	}
	if IsCompetitiveWithAllies(competitiveSetup(t, "shredders-lair")) || IsCompetitiveWithAllies(competitiveSetup(t, "allies-alley")) {
		t.Error("a battle without allies, or a cooperative one, is a competitive battle with allies")
	}
}

// playAllyOnly plays battles of s with ally card i the only one offered,
// and fails unless its side takes it and the battles allocate nothing.
func playAllyOnly(t *testing.T, s *Setup, i int) (*Setup, *adventures.Game) {
	t.Helper()
	a := s.Battle.Allies[i]
	v, err := s.WithAllyOnly(i)
	if err != nil {
		t.Fatal(err)
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
	k := uint64(0)
	if n := testing.AllocsPerRun(5, func() { k++; g.Play(1, k, &rec) }); n != 0 {
		t.Errorf("%s: %v allocations per battle of a variant, want 0", a.Name, n)
	}
	g.Play(1, 0, &rec) // the first battle again, for the caller to read
	return v, ag
}
