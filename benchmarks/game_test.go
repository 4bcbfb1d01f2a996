package benchmarks

import (
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	munchkinpolicy "github.com/tmntsim/tmntsim/sim/munchkin/policy"
	"github.com/tmntsim/tmntsim/sim/munchkin/tablefile"
	"github.com/tmntsim/tmntsim/sim/tcg/deckfile"
	tcgpolicy "github.com/tmntsim/tmntsim/sim/tcg/policy"
)

// A benchGame is a game other than the Adventures system, played through
// the sim.Setup seam: its embedded files and its registered policies.
type benchGame struct {
	name     string
	embedded func() []string
	open     func(name string) (sim.Setup, error)
	policies func() []string
	// modest holds the policy specs used in place of a policy's defaults:
	// a small search budget for the policies that play games out.
	modest map[string]string
}

var benchGames = []benchGame{
	{
		name:     "tcg",
		embedded: deckfile.MatchNames,
		open: func(name string) (sim.Setup, error) {
			return deckfile.EmbeddedMatch(name, tcgpolicy.New)
		},
		policies: tcgpolicy.Names,
		modest:   map[string]string{"search": "search:n=2"},
	},
	{
		name:     "munchkin",
		embedded: tablefile.TableNames,
		open:     tablefile.EmbeddedSetup,
		policies: munchkinpolicy.Names,
		modest:   map[string]string{"search": "search:n=2"},
	},
}

// eachGame calls f for every embedded file of every game with every
// registered policy: name is GAME/FILE/POLICY, spec the policy's spec (its
// modest one where it searches).
func eachGame(tb testing.TB, f func(name string, setup sim.Setup, spec string, slow bool)) {
	for _, g := range benchGames {
		for _, file := range g.embedded() {
			setup, err := g.open(file)
			if err != nil {
				tb.Fatalf("%s %s: %v", g.name, file, err)
			}
			for _, pol := range g.policies() {
				spec, slow := g.modest[pol]
				if !slow {
					spec = pol
				}
				f(g.name+"/"+file+"/"+pol, setup, spec, slow)
			}
		}
	}
}

// newSeatGame returns a game of setup with spec on every seat.
func newSeatGame(tb testing.TB, setup sim.Setup, spec string) sim.Game {
	tb.Helper()
	specs := make([]string, len(setup.Schema().Seats))
	for i := range specs {
		specs[i] = spec
	}
	g, err := setup.NewGame(specs)
	if err != nil {
		tb.Fatalf("policy %q: %v", spec, err)
	}
	return g
}

// BenchmarkGame plays whole games of every embedded TCG match and Munchkin
// table with every registered policy on every seat, one game on one
// goroutine, through the sim.Setup seam: BenchmarkGame/GAME/FILE/POLICY.
func BenchmarkGame(b *testing.B) {
	defer gcOff()()
	eachGame(b, func(name string, setup sim.Setup, spec string, _ bool) {
		b.Run(name, func(b *testing.B) {
			g := newSeatGame(b, setup, spec)
			var rec sim.Record
			playEach(b, "games/s", func(i uint64) { g.Play(seed, i, &rec) })
		})
	})
}

// TestGamesAllocateNothing plays games of every embedded TCG match and
// Munchkin table with every registered policy on every seat and fails if a
// game allocates once it is warm (DESIGN.md, "Zero allocation").
func TestGamesAllocateNothing(t *testing.T) {
	eachGame(t, func(name string, setup sim.Setup, spec string, slow bool) {
		runs := 10
		if slow || testing.Short() {
			runs = 2
		}
		t.Run(name, func(t *testing.T) {
			g := newSeatGame(t, setup, spec)
			var rec sim.Record
			allocFree(t, runs, "game", func(i uint64) { g.Play(seed, i, &rec) })
		})
	})
}
