package battlefile

import "testing"

// TestCompetitiveTiny: a competitive battle with a tiny villain type loads
// (the villain player moves and groups them; Adventures, Tiny
// Characters: Competitive Mode), three of them starting on one space.
func TestCompetitiveTiny(t *testing.T) {
	src := `name: t
mode: competitive
villain_groups: [bebop red, bebop blue, rocksteady red, rocksteady blue, mouser red, mouser blue]
heroes: [leonardo, raphael, donatello, michelangelo]
map:
  rows: |
    S......S
    ..HHHH..
    S......S
  legend:
    S: [spawn]
    H: [hero-start]
villains:
  - {villain: bebop, figures: 1, start: [b1]}
  - {villain: rocksteady, figures: 1, start: [g1]}
  - {villain: mouser, figures: 6, start: [a3, a3, a3, h3]}
win:
  - {kind: defeat-figures, n: 6}
lose:
  - {kind: ko-in-a-row, n: 2}
round_limit: 8
at_round_limit: villain
`
	l, err := LoadBytes("t.yaml", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	b := l.Battle
	if b.Competitive == nil {
		t.Fatal("not a competitive battle")
	}
	for _, v := range b.Villains {
		if v.Name == "Mouser" {
			if !v.Tiny || len(v.Start) != 4 || v.Start[0] != v.Start[2] {
				t.Errorf("Mouser: tiny %v, start %v; want tiny, 4 starts, 3 on one space", v.Tiny, v.Start)
			}
			return
		}
	}
	t.Error("no Mouser in the battle")
}
