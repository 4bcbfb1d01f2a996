package adventure

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/tmntsim/tmntsim/lab"
	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/simtest"
)

// errText is err's text, "" for nil.
func errText(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}

// The battles are played in the adventure's order, each once, and the
// heroes' wins are of battles played (Adventures, Saving your place).
func TestCheckOrder(t *testing.T) {
	for _, c := range []struct {
		name string
		s    step
		want string
	}{
		{"first battle", step{k: 0, played: 1, battles: 3, path: 1, won: 1}, ""},
		{"third, two wins", step{k: 2, played: 3, battles: 3, path: 0b101, won: 2}, ""},
		{"past the last", step{k: 3, played: 4, battles: 3}, "battle 4 played; the adventure has 3"},
		{"one skipped", step{k: 2, played: 2, battles: 3}, "played as battle 2 of the playthrough; the battles are played in order, each once"},
		{"one played twice", step{k: 1, played: 3, battles: 3}, "played as battle 3 of the playthrough"},
		{"a win ahead", step{k: 0, played: 1, battles: 3, path: 0b10, won: 1}, "the heroes' wins (path 10) name a battle after it"},
		{"wins miscounted", step{k: 1, played: 2, battles: 3, path: 0b11, won: 1}, "1 wins counted on path 11"},
	} {
		if got := errText(checkOrder(&c.s)); c.want == "" && got != "" || !strings.HasPrefix(got, c.want) {
			t.Errorf("%s: got %q, want %q", c.name, got, c.want)
		}
	}
}

// The winner of the battle before receives its benefits, a battle no
// rule ended is the villains', the first battle is as its file says, and
// the record names the benefits played with (Adventures, Saving your
// place).
func TestCheckBenefits(t *testing.T) {
	for _, c := range []struct {
		name string
		s    step
		want string
	}{
		{"first battle", step{k: 0, variant: 0}, ""},
		{"after a win", step{k: 1, variant: 1, prev: sim.Won, benefits: [2]int32{1, 0}}, ""},
		{"after a loss", step{k: 2, variant: 2, prev: sim.Lost, benefits: [2]int32{0, 1}}, ""},
		{"after no winner", step{k: 1, variant: 2, prev: sim.Unfinished, benefits: [2]int32{0, 1}}, ""},
		{"first with benefits", step{k: 0, variant: 1, benefits: [2]int32{1, 0}}, "played in variant with the heroes' benefits after the heroes' outcome unfinished of the battle before; want as its file says"},
		{"loser's benefits", step{k: 1, variant: 2, prev: sim.Won, benefits: [2]int32{0, 1}}, "played in variant with the villains' benefits after the heroes' outcome won of the battle before; want with the heroes' benefits"},
		{"heroes' after no winner", step{k: 1, variant: 1, prev: sim.Unfinished, benefits: [2]int32{1, 0}}, "played in variant with the heroes' benefits after the heroes' outcome unfinished"},
		{"none after a win", step{k: 1, variant: 0, prev: sim.Won}, "played in variant as its file says after the heroes' outcome won"},
		{"recorded wrong", step{k: 1, variant: 1, prev: sim.Won, benefits: [2]int32{0, 1}}, "recorded with the heroes' benefits false and the villains' true; played with the heroes' benefits"},
		{"no such variant", step{k: 1, variant: 3, prev: sim.Won}, "played in variant 3; a battle has 3"},
	} {
		if got := errText(checkBenefits(&c.s)); c.want == "" && got != "" || !strings.HasPrefix(got, c.want) {
			t.Errorf("%s: got %q, want %q", c.name, got, c.want)
		}
	}
}

// Nothing but the benefits carries into a battle: its game plays the
// battle its variant's file gives, set up afresh (Adventures, Saving your
// place).
func TestCheckAfresh(t *testing.T) {
	base, win, before := &adventures.Battle{Name: "B"}, &adventures.Battle{Name: "B (won)"}, &adventures.Battle{Name: "A"}
	for _, c := range []struct {
		name string
		s    step
		want string
	}{
		{"its own", step{k: 1, variant: 1, game: win, want: win}, ""},
		{"a test's game", step{k: 1, variant: 2}, ""},
		{"the battle before", step{k: 1, variant: 1, game: before, want: win}, `its game played battle "A", not its with the heroes' benefits`},
		{"another variant", step{k: 1, variant: 1, game: base, want: win}, `its game played battle "B", not its with the heroes' benefits`},
		{"no game", step{k: 0, want: base}, `its game played battle "none", not its as its file says`},
	} {
		if got := errText(checkAfresh(&c.s)); got != c.want {
			t.Errorf("%s: got %q, want %q", c.name, got, c.want)
		}
	}
	if got, want := errText(checkBattle(&step{k: 1, played: 1, battles: 2}, "Street Escape")), "battle 2 (Street Escape): played as battle 1"; !strings.HasPrefix(got, want) {
		t.Errorf("checkBattle: got %q, want %q", got, want)
	}
}

// A checked playthrough of an embedded adventure breaks no invariant, the
// campaign's or its battles' engines'; the campaign's checks allocate
// nothing; the adventure it was made from stays unchecked.
func TestCheckedPlaythrough(t *testing.T) {
	a := example(t)
	c := a.WithCheck(true).(*Adventure)
	if a.check || !c.check || c.Name != a.Name || c.Hash != a.Hash || len(c.Battles) != len(a.Battles) {
		t.Fatalf("WithCheck: got check %v of %q, original %v", c.check, c.Name, a.check)
	}
	if _, err := lab.Run(context.Background(), c, lab.Options{Seed: 7, Games: 200, Workers: 2}); err != nil {
		t.Fatalf("checked run: %v", err)
	}
	// The campaign's checks allocate nothing (its battles' engines'
	// checks may: they are not the hot loop of a run without --check).
	s := stacked(WinLast, [][3]float64{{0.5}, {0, 0.6, 0.4}, {0, 0.7, 0.3}}).WithCheck(true)
	g, err := s.NewGame(nil)
	if err != nil {
		t.Fatal(err)
	}
	var rec sim.Record
	i := uint64(0)
	if n := testing.AllocsPerRun(100, func() { g.Play(1, i, &rec); i++ }); n != 0 {
		t.Errorf("checked: %.1f allocations per playthrough, want 0", n)
	}
}

// A battle's broken invariant is the playthrough's, naming the battle.
func TestCheckedBattleViolation(t *testing.T) {
	a := stacked(WinLast, [][3]float64{{0.5}, {0, 0.5, 0.5}})
	for v := range a.setups[1] {
		s := a.setups[1][v].(*simtest.Setup)
		s.Check, s.ViolateAt = true, 3
	}
	_, err := lab.Run(context.Background(), a.WithCheck(true), lab.Options{Seed: 1, Games: 10, Workers: 1})
	var ge *lab.GameError
	if !errors.As(err, &ge) || ge.Index != 3 || !strings.Contains(err.Error(), "battle 2 (B): simtest: game 3 breaks an invariant") {
		t.Errorf("got %v, want game 3's violation in battle 2 (B)", err)
	}
	if _, err := lab.Run(context.Background(), a, lab.Options{Seed: 1, Games: 10, Workers: 1}); err != nil {
		t.Errorf("unchecked: got %v, want none", err)
	}
}
