package adventure

import (
	"strings"
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
)

// allyNames returns the names of l's ally cards.
func allyNames(l *battlefile.Loaded) string {
	var names []string
	for _, a := range l.Battle.Allies {
		names = append(names, a.Name)
	}
	return strings.Join(names, ", ")
}

// An ally benefit grants its card of the next battle to its side, the
// only one that side is offered; the cards the battle before grants are
// not offered without the grant; the rest of the battle's cards are.
func TestAllyBenefit(t *testing.T) {
	a, err := Load("x.yaml", []byte(`game: adventure
name: X
battles:
  - battle: intro-brawl
    heroes_win: {ally: Casey Jones}
    villain_wins: {ally: Tiger Claw, villains.foot-ninja.figures: +1}
  - battle: allies-alley
`))
	if err != nil {
		t.Fatal(err)
	}
	b := a.Battles[1]
	for _, tc := range []struct {
		name string
		l    *battlefile.Loaded
		want string
	}{
		{"first", b.Base, "April O'Neil, Casey Jones, Tiger Claw"},
		{"after a win", b.AfterWin, "Casey Jones"},
		{"after a loss", b.AfterLoss, "April O'Neil, Tiger Claw"},
	} {
		if got := allyNames(tc.l); got != tc.want {
			t.Errorf("allies-alley %s: ally cards %s, want %s", tc.name, got, tc.want)
		}
	}
	if got, want := b.AfterLoss.Battle.Villains[0].Figures, b.Base.Battle.Villains[0].Figures+1; got != want {
		t.Errorf("after a loss: %d Foot Ninja, want %d (the number benefit kept)", got, want)
	}
	if got := allyNames(b.Base); got != "April O'Neil, Casey Jones, Tiger Claw" {
		t.Errorf("the battle's own allies changed: %s", got)
	}
	// In play, the heroes who won battle 1 take Casey Jones in battle 2.
	g, err := a.NewGame(nil)
	if err != nil {
		t.Fatal(err)
	}
	var rec sim.Record
	wins := 0
	for i := range uint64(20) {
		g.Play(1, i, &rec)
		if rec.Values[0][MetricWon] == 1 {
			wins++
			eg := g.(*Game).games[1][1].(*adventures.Game)
			got := "none"
			if h := eg.Ally(adventures.Heroes); h >= 0 {
				got = eg.B.Allies[h].Name
			}
			if got != "Casey Jones" || eg.Ally(adventures.Villain) != -1 {
				t.Errorf("playthrough %d: after a win the heroes took %s and the villain %d, want Casey Jones and none", i, got, eg.Ally(adventures.Villain))
			}
		}
	}
	if wins == 0 {
		t.Error("no playthrough won battle 1: the grant is not tested in play")
	}

	for _, tc := range []struct{ text, want string }{
		{"heroes_win: {ally: Casey Jonse}", `heroes_win: ally: battle 2 (Allies Alley) has no ally card "Casey Jonse" (did you mean "Casey Jones"?)`},
		{"heroes_win: {ally: 3}", "heroes_win: ally: want the name of an ally card of the next battle"},
	} {
		_, err := Load("x.yaml", []byte("game: adventure\nname: X\nbattles:\n  - battle: intro-brawl\n    "+tc.text+"\n  - battle: allies-alley\n"))
		if err == nil || !strings.Contains(err.Error(), tc.want) || !strings.Contains(err.Error(), "x.yaml:5:") {
			t.Errorf("%s: got %v, want x.yaml:5: … %s", tc.text, err, tc.want)
		}
	}
}
