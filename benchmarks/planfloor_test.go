package benchmarks

import (
	"math/bits"
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
	"github.com/tmntsim/tmntsim/sim/adventures/grid"
)

// A floorPlanner replays recorded battles naming every action, as
// lazyReplayer does, and does at each hero turn the work no planner of a
// turn can spare: one reachability search with every move point the hero's
// dice give, and one evaluation of every space reached, a table lookup.
// It is the honest floor of a policy that names its actions: the engine's
// cost, and the least a decision costs.
type floorPlanner struct {
	lazyReplayer
	reach        grid.Reach
	brk          [grid.MaxCells]uint8
	value        [grid.MaxCells]float64 // the table each space reached is looked up in
	hero, round  int                    // the hero turn searched last
	best         float64                // the best value met, kept so that the lookups are made
	searches     int
	spacesValued int
}

func newFloorPlanner(battles *[replayBattles][]choice) *floorPlanner {
	p := &floorPlanner{lazyReplayer: lazyReplayer{replayer{battles: battles}}}
	for c := range p.value {
		p.value[c] = float64(c%7) - 3
	}
	return p
}

func (p *floorPlanner) Reset(v adventures.View) {
	p.lazyReplayer.Reset(v)
	p.hero, p.round = -1, -1
}

// Act searches where the hero can move and values every space reached at
// the first action of a turn, then names the recorded action.
func (p *floorPlanner) Act(v adventures.View, d adventures.Decision) (adventures.Option, bool) {
	if d.Hero != p.hero || v.Round() != p.round {
		p.hero, p.round = d.Hero, v.Round()
		p.plan(v, d.Hero)
	}
	return p.lazyReplayer.Act(v, d)
}

// plan is the turn's search and the evaluation of every space it reaches.
func (p *floorPlanner) plan(v adventures.View, h int) {
	icons := 0
	for s := 0; s < v.NumSlots(h); s++ {
		if f, ok := v.Slot(h, s); ok && f.Kind() == adventures.IconMove {
			icons += f.Count()
		}
	}
	mp := v.MovePoints() + int(v.Battle().Heroes[h].Move)*icons
	v.HeroReach(h, mp, &p.reach, &p.brk)
	p.searches++
	best := p.value[v.Fig(h).Cell]
	for i, w := range p.reach.End {
		for ; w != 0; w &= w - 1 {
			best = max(best, p.value[i*64+bits.TrailingZeros64(w)])
			p.spacesValued++
		}
	}
	p.best += best
}

// TestPlanFloorIsTheBattle checks that the honest floor plays the recorded
// battles again, its searches changing nothing, and that it searches.
func TestPlanFloorIsTheBattle(t *testing.T) {
	for _, name := range battlefile.Embedded() {
		t.Run(name, func(t *testing.T) {
			bt := load(t, name)
			battles, _, recs := record(t, bt, defaultPolicy())
			p := newFloorPlanner(battles)
			g := adventures.NewGame(bt, p)
			var rec sim.Record
			for p.n = 0; p.n < replayBattles; p.n++ {
				g.Play(seed, uint64(p.n), &rec)
				if rec != recs[p.n] || p.k != len(battles[p.n]) {
					t.Fatalf("battle %d: the floor's replay differs from the battle (%d of %d choices replayed)", p.n, p.k, len(battles[p.n]))
				}
			}
			if c := g.Counters(); c.Refused != 0 || p.searches == 0 || p.spacesValued < p.searches {
				t.Errorf("got %d actions refused, %d searches, %d spaces valued; want none refused, searches, spaces", c.Refused, p.searches, p.spacesValued)
			}
		})
	}
}

// BenchmarkPlanFloor is the honest floor of every example battle
// (floorPlanner): the engine replaying the default policy's recorded
// battles through the lazy interface, with one search per hero turn and a
// table lookup for every space reached. A planner's instructions per
// battle over the floor's say how much its judgment costs beyond the least
// a planner must do.
func BenchmarkPlanFloor(b *testing.B) {
	defer gcOff()()
	for _, name := range battlefile.Embedded() {
		bt := load(b, name)
		if bt.Competitive != nil {
			continue
		}
		b.Run(name, func(b *testing.B) {
			battles, _ := recorded(b, name, bt)
			p := newFloorPlanner(battles)
			g := adventures.NewGame(bt, p)
			var rec sim.Record
			playEach(b, "battles/s", func(i uint64) {
				p.n = int(i % replayBattles)
				g.Play(seed, uint64(p.n), &rec)
			})
		})
	}
}
