package adventure

import (
	"fmt"
	"math/bits"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures"
)

// WithCheck returns a copy of the adventure whose games check, if on, the
// campaign's invariants after each battle (checkBattle) and every
// battle's engine its own after each activation (policy.Setup.Check);
// the first broken one is the game's Violation.
func (a *Adventure) WithCheck(on bool) sim.Setup {
	return &Adventure{Name: a.Name, Description: a.Description, Source: a.Source, Hash: a.Hash, Win: a.Win,
		Battles: a.Battles, Warnings: a.Warnings, setups: a.setups, check: on}
}

// Violation returns the first invariant the last playthrough broke, with
// its checks on (WithCheck), or nil.
func (g *Game) Violation() error { return g.err }

// A step is a playthrough as the campaign's checks see it after one of
// its battles: what was played, and what it carries to the next battle.
type step struct {
	k       int // the battle just played, from 0
	played  int // the battles played in the playthrough so far, this one included
	battles int // the adventure's battles
	// variant is the variant battle k was played in (0: the first
	// battle's, 1: after the heroes' win, 2: after their loss), and prev
	// the heroes' outcome of battle k-1 (for k > 0).
	variant int
	prev    sim.Outcome
	// benefits are battle k's metrics MetricHeroesBenefits and
	// MetricVillainBenefits as recorded.
	benefits [2]int32
	// path has bit i set when the heroes won battle i+1 (so far), won
	// counts them.
	path, won int
	// game is the battle the game of battle k played, want the one
	// the adventure's file gives its variant (nil when the game is not
	// an Adventures battle's: a test's).
	game, want *adventures.Battle
}

// checkBattle checks the campaign's invariants after a battle named name
// (checkOrder, checkBenefits, checkAfresh) and returns the first broken,
// naming the battle; nil if none is.
func checkBattle(s *step, name string) error {
	err := checkOrder(s)
	if err == nil {
		err = checkBenefits(s)
	}
	if err == nil {
		err = checkAfresh(s)
	}
	if err != nil {
		return fmt.Errorf("battle %d (%s): %w", s.k+1, name, err)
	}
	return nil
}

// checkOrder checks that the battles are played through in the
// adventure's order, each once (Adventures, Saving your place: "continue
// playing through the adventure comic"): battle k is the (k+1)th played,
// one of the adventure's, and the heroes' wins so far are of battles
// played.
func checkOrder(s *step) error {
	switch {
	case s.k < 0 || s.k >= s.battles:
		return fmt.Errorf("battle %d played; the adventure has %d", s.k+1, s.battles)
	case s.played != s.k+1:
		return fmt.Errorf("played as battle %d of the playthrough; the battles are played in order, each once", s.played)
	case s.path>>(s.k+1) != 0:
		return fmt.Errorf("the heroes' wins (path %b) name a battle after it, not played yet", s.path)
	case bits.OnesCount(uint(s.path)) != s.won:
		return fmt.Errorf("%d wins counted on path %b", s.won, s.path)
	}
	return nil
}

// checkBenefits checks what persists between battles: the side that won
// the battle before receives the benefits listed (Adventures, Saving your
// place), battle k played in its variant after the heroes' win if they
// won battle k-1, else in its variant after their loss (a battle no rule
// ended is the villains': docs/RULES.md), the first battle as its file
// says; and the benefits its record names are those.
func checkBenefits(s *step) error {
	want := 0
	switch {
	case s.k > 0 && s.prev == sim.Won:
		want = 1
	case s.k > 0:
		want = 2
	}
	if s.variant < 0 || s.variant > 2 {
		return fmt.Errorf("played in variant %d; a battle has 3", s.variant)
	}
	if s.variant != want {
		return fmt.Errorf("played in variant %s after the heroes' outcome %v of the battle before; want %s", variantWords[s.variant], s.prev, variantWords[want])
	}
	if heroes, villains := s.benefits[0] == 1, s.benefits[1] == 1; heroes != (want == 1) || villains != (want == 2) {
		return fmt.Errorf("recorded with the heroes' benefits %v and the villains' %v; played %s", heroes, villains, variantWords[want])
	}
	return nil
}

// variantWords name a battle's variants.
var variantWords = [3]string{"as its file says", "with the heroes' benefits", "with the villains' benefits"}

// checkAfresh checks the heroes' carried-over state: none. The benefits
// are "the only thing that changes during setup", and "the heroes are
// all fully healed at the start of each new battle" (Adventures, Saving
// your place): battle k's game played the battle its variant's file
// gives, set up afresh from it, and no other (not the battle before, nor
// a variant of another battle).
func checkAfresh(s *step) error {
	if s.game != s.want {
		name := "none"
		if s.game != nil {
			name = s.game.Name
		}
		return fmt.Errorf("its game played battle %q, not its %s", name, variantWords[s.variant])
	}
	return nil
}

// checkBattle checks, after battle k of the playthrough st, the battle's
// game's own invariants (its engine's checks) and then the campaign's
// (checkBattle); it keeps the first broken as the game's Violation.
func (g *Game) checkBattle(st *step, game sim.Game) {
	if g.err != nil {
		return
	}
	name := g.a.Battles[st.k].Name
	if c, ok := game.(interface{ Violation() error }); ok && c.Violation() != nil {
		g.err = fmt.Errorf("battle %d (%s): %w", st.k+1, name, c.Violation())
		return
	}
	if ag, ok := game.(*adventures.Game); ok {
		st.game = ag.B
	}
	if g.a.setups == nil {
		if vs := g.a.Battles[st.k].variants(); st.variant >= 0 && st.variant < len(vs) {
			st.want = vs[st.variant].Battle
		}
	}
	g.err = checkBattle(st, name)
}
