package benchmarks

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/grid"
	"github.com/tmntsim/tmntsim/sim/dice"
)

// calibration is the number of battles played to count the operations of
// an average battle and to time the engine against the floor.
const calibration = 1000

// maxSamples is the number of kernel inputs of each kind kept from the
// battles played (a power of two).
const maxSamples = 256

// A reachSample is one reachability query met in a battle, with everything
// it points to, and a reached destination for a path.
type reachSample struct {
	q         grid.MoveQuery
	st        grid.State
	occ, down grid.Set
	brk       [grid.MaxCells]uint8
	to        grid.Cell
}

// A losSample is one line-of-sight check between a villain figure and a
// hero met in a battle.
type losSample struct {
	st       grid.State
	from, to grid.Cell
}

// kernelInputs are the inputs of the kernels sampled from battles in play:
// the searches of heroes and villains, the sight lines between them and the
// targets of villain moves.
type kernelInputs struct {
	b       *adventures.Battle
	die     dice.Die
	reach   []reachSample
	los     []losSample
	targets []losSample // from is unused: the distance field's target is to
}

// sampler wraps a policy and, at every few hero action decisions, copies
// the kernel inputs of the position into its kernelInputs; it chooses as
// the wrapped policy does, so the battles are the same.
type sampler struct {
	adventures.Policy
	in *kernelInputs
	k  int
}

func (s *sampler) Choose(g adventures.View, d adventures.Decision, opts []adventures.Option) int {
	if d.Kind == adventures.DecideAction && d.Hero >= 0 {
		s.k++
		if s.k%5 == 0 {
			s.in.sample(g, d.Hero)
		}
	}
	return s.Policy.Choose(g, d, opts)
}

// sample copies the kernel inputs of g's position, hero h to act.
func (in *kernelInputs) sample(g adventures.View, h int) {
	m := &g.Battle().Map
	var heroes, villains grid.Set
	for id := 0; id < g.NumFigures(); id++ {
		if f := g.Fig(id); f.Standing() {
			if f.Hero {
				heroes.Add(f.Cell)
			} else {
				villains.Add(f.Cell)
			}
		}
	}
	addReach := func(from grid.Cell, mp int, enemies *grid.Set) {
		if len(in.reach) == cap(in.reach) {
			return
		}
		in.reach = append(in.reach, reachSample{st: *g.State(), occ: g.Occupied(), down: g.DownSpaces()})
		s := &in.reach[len(in.reach)-1]
		s.occ.Remove(from)
		m.BreakAwayCosts(enemies, nil, &s.brk)
		s.q = grid.MoveQuery{From: from, MP: mp}
		var r grid.Reach
		s.link()
		m.Reach(&s.st, &s.q, &r)
		// The path goes to the farthest space the move may end on.
		s.to = from
		for c := grid.Cell(0); int(c) < grid.MaxCells; c++ {
			if r.End.Has(c) && r.Cost[c] > r.Cost[s.to] {
				s.to = c
			}
		}
	}
	mp := g.MovePoints()
	if mp == 0 {
		mp = 2 * int(g.Battle().Heroes[h].Move)
	}
	addReach(g.Fig(h).Cell, mp, &villains)
	for id := g.NumHeroes(); id < g.NumFigures(); id++ {
		f := g.Fig(id)
		if !f.Standing() {
			continue
		}
		addReach(f.Cell, int(g.Battle().Villains[f.Type].Move), &heroes)
		for o := 0; o < g.NumHeroes(); o++ {
			if t := g.Fig(o); t.Standing() && len(in.los) < cap(in.los) {
				in.los = append(in.los, losSample{st: *g.State(), from: f.Cell, to: t.Cell})
			}
		}
	}
	for o := 0; o < g.NumHeroes(); o++ {
		if t := g.Fig(o); t.Standing() && len(in.targets) < cap(in.targets) {
			in.targets = append(in.targets, losSample{st: *g.State(), to: t.Cell})
		}
	}
}

// link points s.q at s's own sets.
func (s *reachSample) link() {
	s.q.Occupied, s.q.Down, s.q.BreakAway = &s.occ, &s.down, &s.brk
}

// newDie returns the dice kernel's die of the battle's Battle die.
func newDie(tb testing.TB, b *adventures.Battle) dice.Die {
	faces := b.BattleDie
	if len(faces) == 0 {
		faces = adventures.DefaultBattleDie
	}
	d, err := dice.NewDie(faces)
	if err != nil {
		tb.Fatal(err)
	}
	return d
}

// sampleInputs plays battles of b with policy pol until it has maxSamples
// inputs of each kind (or 200 battles).
func sampleInputs(tb testing.TB, b *adventures.Battle, pol string) *kernelInputs {
	in := &kernelInputs{b: b, die: newDie(tb, b),
		reach:   make([]reachSample, 0, maxSamples),
		los:     make([]losSample, 0, maxSamples),
		targets: make([]losSample, 0, maxSamples)}
	g := adventures.NewGame(b, &sampler{Policy: newPolicy(tb, pol), in: in})
	var rec sim.Record
	for i := uint64(0); i < 200; i++ {
		if len(in.reach) == maxSamples && len(in.los) == maxSamples && len(in.targets) == maxSamples {
			break
		}
		g.Play(seed+1, i, &rec)
	}
	if len(in.reach) == 0 || len(in.los) == 0 || len(in.targets) == 0 {
		tb.Fatalf("battles of %s sampled %d searches, %d sight lines, %d targets; want some of each",
			b.Name, len(in.reach), len(in.los), len(in.targets))
	}
	for i := range in.reach {
		in.reach[i].link()
	}
	return in
}

// average plays n battles of b with policy pol and returns the operations
// of an average battle and the engine's time per battle (CPU time where it
// is measured, see stopwatch).
func average(tb testing.TB, b *adventures.Battle, pol string, n int) (ops perBattle, ns float64) {
	g := adventures.NewGame(b, newPolicy(tb, pol))
	var rec sim.Record
	g.Play(seed, 0, &rec)
	g.ResetCounters()
	start := newStopwatch()
	for i := 1; i <= n; i++ {
		g.Play(seed, uint64(i), &rec)
	}
	ns = float64(start.elapsed()) / float64(n)
	c := g.Counters()
	f := 1 / float64(c.Battles)
	return perBattle{
		dice: float64(c.Dice) * f, rolls: float64(c.Rolls) * f, draws: float64(c.Draws) * f,
		reach: float64(c.Reach) * f, paths: float64(c.Paths) * f, los: float64(c.LOS) * f,
		fields: float64(c.DistanceField) * f,
	}, ns
}

// perBattle holds the kernel operations of an average battle.
type perBattle struct {
	dice, rolls, draws, reach, paths, los, fields float64
}

// A floor performs the kernel operations of battles without the rules:
// each call of battle does one average battle's worth, carrying the
// fractions over to the next call.
type floor struct {
	in    *kernelInputs
	ops   perBattle
	roll  dice.Roller
	pcg   rand.PCG
	r     grid.Reach
	field [grid.MaxCells]uint8
	path  [grid.MaxCells]grid.Cell
	// carried fractions and rotating input indices
	accRolls, accDice, accDraws, accReach, accPaths, accLOS, accFields float64
	ri, li, fi                                                         int
	sink                                                               int
}

func newFloor(in *kernelInputs, ops perBattle) *floor {
	f := &floor{in: in, ops: ops}
	f.pcg.Seed(1, 2)
	f.roll.Init(&f.pcg)
	return f
}

// battle performs one average battle's kernel operations.
func (f *floor) battle() {
	in, m := f.in, &f.in.b.Map
	f.accRolls += f.ops.rolls
	for ; f.accRolls >= 1; f.accRolls-- {
		f.accDice += f.ops.dice / f.ops.rolls
		n := int(f.accDice)
		f.accDice -= float64(n)
		f.sink += f.roll.Hits(&in.die, n, false)
	}
	f.accDraws += f.ops.draws
	for ; f.accDraws >= 1; f.accDraws-- {
		f.sink += f.roll.IntN(6)
	}
	f.accReach += f.ops.reach
	for ; f.accReach >= 1; f.accReach-- {
		s := &in.reach[f.ri%len(in.reach)]
		f.ri++
		m.Reach(&s.st, &s.q, &f.r)
		f.accPaths += f.ops.paths / f.ops.reach
		if f.accPaths >= 1 {
			f.accPaths--
			f.sink += len(m.Path(&s.st, &s.q, &f.r, s.to, f.path[:0]))
		}
	}
	f.accLOS += f.ops.los
	for ; f.accLOS >= 1; f.accLOS-- {
		s := &in.los[f.li%len(in.los)]
		f.li++
		if m.LOS(&s.st, s.from, s.to, nil) {
			f.sink++
		}
	}
	f.accFields += f.ops.fields
	for ; f.accFields >= 1; f.accFields-- {
		s := &in.targets[f.fi%len(in.targets)]
		f.fi++
		m.DistanceField(&s.st, s.to, false, &f.field)
	}
}

// BenchmarkFloor performs, per op, the dice rolls, reachability searches,
// paths, line-of-sight checks and distance fields of an average battle of
// the default battle, counted by the engine (adventures.Game.Counters), with the
// fastest kernels and inputs sampled from battles in play: the time a
// battle would take if the rules and the policy cost nothing. It reports
// the floor's and the engine's time per battle, both measured as CPU time
// where it is measured (floor-ns/battle, engine-ns/battle; ns/op is the
// floor by the wall clock), and their ratio (x-floor).
//
// BenchmarkFloor/tcg/genbu-v-seiryu is the TCG's floor: whole games played
// by a policy that costs nothing (benchmarkTCGFloor);
// BenchmarkFloor/competitive/foot-clan-ambush is Competitive Mode's: whole
// battles whose two seats take the first option
// (benchmarkCompetitiveFloor).
func BenchmarkFloor(b *testing.B) {
	defer gcOff()()
	name := "intro-brawl"
	bt := load(b, name)
	for _, pol := range enginePolicies() {
		b.Run(fmt.Sprintf("%s/%s", name, pol), func(b *testing.B) {
			in := sampleInputs(b, bt, pol)
			ops, engine := average(b, bt, pol, calibration)
			f := newFloor(in, ops)
			b.ReportAllocs()
			start := newStopwatch()
			for b.Loop() {
				f.battle()
			}
			ns := float64(start.elapsed()) / float64(b.N)
			b.ReportMetric(engine, "engine-ns/battle")
			b.ReportMetric(ns, "floor-ns/battle")
			b.ReportMetric(engine/ns, "x-floor")
			b.ReportMetric(ops.dice, "dice/battle")
			b.ReportMetric(ops.reach, "reach/battle")
			b.ReportMetric(ops.los, "los/battle")
			b.ReportMetric(ops.fields, "fields/battle")
		})
	}
	b.Run("tcg/"+tcgFloorMatch, benchmarkTCGFloor)
	b.Run("munchkin/"+munchkinFloorTable, benchmarkMunchkinFloor)
	b.Run("competitive/"+competitiveFloorBattle, benchmarkCompetitiveFloor)
}
