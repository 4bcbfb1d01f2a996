package villainpolicy_test

import (
	"strings"
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
	"github.com/tmntsim/tmntsim/sim/adventures/villainpolicy"
)

// ledgeBattle is a competitive battle on a 7×7 street with a 3×3 ledge
// of elevated terrain in its middle (c3–e5), its map rows ROWS: Leonardo
// starts on H, whose terrain is HERO, a Foot Ninja on d6, at the ledge's
// foot; Karai (a1) and the Foot Elite (g1) start walled in, so the Ninja
// alone moves. No fire escape: a figure changes level only by the climb
// terrain move.
const ledgeBattle = `
name: Ledge
mode: competitive
villain_deck: foot-clan
heroes: [leonardo]
map:
  rows: |
ROWS
  legend:
    "^": {terrain: [elevated], name: ledge}
    "#": {terrain: [blocking], name: wall}
    H: HERO
    S: [spawn]
villains:
  - {villain: karai, figures: 1, start: [a1]}
  - {villain: foot-ninja, figures: 1, start: [d6]}
  - {villain: foot-elite, figures: 1, start: [g1]}
win:
  - {kind: leader-ko-in-a-row, n: 3}
lose:
  - {kind: ko-in-a-row, n: 2}
round_limit: 10
at_round_limit: villain
`

// climbWatch plays a villain policy and counts the action decisions of
// villain figures on low terrain, while the hero stands, where a climb is
// offered, and the climbs chosen of them.
type climbWatch struct {
	adventures.VillainPolicy
	offered, climbed int
}

func (w *climbWatch) Choose(s *adventures.VillainSeat, d adventures.VillainDecision, opts []adventures.VillainOption) int {
	i := w.VillainPolicy.Choose(s, d, opts)
	if d.Kind != adventures.VDecideAction {
		return i
	}
	f := s.Fig(s.ActiveFigure())
	if s.Battle().Map.Elevated(f.Cell) || !s.Fig(0).Standing() {
		return i
	}
	for _, o := range opts {
		if o.Kind == adventures.VOptClimb {
			w.offered++
			if opts[i].Kind == adventures.VOptClimb {
				w.climbed++
			}
			break
		}
	}
	return i
}

// TestClimb: the greedy and planner villains climb where the climb is
// what brings a figure to a hero, and not elsewhere (Adventures, Elevated
// Terrain, p. 28; Terrain Moves: Climb, p. 31). With Leonardo on the
// ledge's edge (d5), the Foot Ninja below him (d6) is a space away but not
// adjacent, and comes next to him only by climbing: it climbs whenever a
// card gives it the 2 move icons. With Leonardo on the street beyond the
// ledge (d1), the way is round the ledge, not over it: it never climbs.
// Leonardo (the first legal option every time) stays where he starts.
// Before, the greedy Ninja stayed below him (a climb came no nearer by
// straight-line distance) and the planner's walked along the street.
func TestClimb(t *testing.T) {
	for _, c := range []struct {
		what, hero string
		rows       []string
		climb      bool
	}{
		{"Leonardo on the ledge", "[elevated, hero-start]", []string{".#...#.", "##...##", "..^^^..", "..^^^..", "..^H^..", ".......", "S.....S"}, true},
		{"Leonardo beyond the ledge", "[hero-start]", []string{".#.H.#.", "##...##", "..^^^..", "..^^^..", "..^^^..", ".......", "S.....S"}, false},
	} {
		l := loadLedge(t, c.hero, c.rows)
		for _, name := range []string{"greedy", "planner"} {
			v, err := villainpolicy.New(name)
			if err != nil {
				t.Fatal(err)
			}
			w := &climbWatch{VillainPolicy: v}
			g := adventures.NewGame(l.Battle, adventures.FirstPolicy{})
			g.SetVillainPolicy(w)
			for i := range uint64(100) {
				var rec sim.Record
				g.Play(1, i, &rec)
			}
			t.Logf("%s, %s: climbed %d times of %d offered", c.what, name, w.climbed, w.offered)
			switch {
			case w.offered == 0:
				t.Errorf("%s, %s: no climb offered in 100 battles", c.what, name)
			case c.climb && w.climbed != w.offered:
				t.Errorf("%s, %s: climbed %d times of %d offered; want every time", c.what, name, w.climbed, w.offered)
			case !c.climb && w.climbed != 0:
				t.Errorf("%s, %s: climbed %d times of %d offered; want never", c.what, name, w.climbed, w.offered)
			}
		}
	}
}

// loadLedge loads ledgeBattle with the terrain hero on Leonardo's start
// space and map rows rows.
func loadLedge(t *testing.T, hero string, rows []string) *battlefile.Loaded {
	t.Helper()
	text := strings.Replace(ledgeBattle, "ROWS", "    "+strings.Join(rows, "\n    "), 1)
	text = strings.Replace(text, "HERO", hero, 1)
	l, err := battlefile.LoadBytes("ledge.yaml", []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	return l
}
