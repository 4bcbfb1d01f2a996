package policy

import (
	"math"
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
	"github.com/tmntsim/tmntsim/sim/adventures/grid"
)

// TestNextActivationBest: the planner's space (the first) stands unless
// another's value without danger, less the mean cost of its playouts,
// beats its own by more than the margin; of several that do, the best.
func TestNextActivationBest(t *testing.T) {
	m := nextMargin
	tests := []struct {
		name string
		free []float64
		cost []float64 // summed over the playouts
		want int
	}{
		{"alone", []float64{1}, []float64{0}, 0},
		{"level", []float64{1, 1}, []float64{4, 4}, 0},
		{"better by less than the margin", []float64{1, 1 + m/2}, []float64{0, 0}, 0},
		{"better by more than the margin", []float64{1, 1 + 2*m}, []float64{0, 0}, 1},
		{"lower value, fewer wounds", []float64{2, 1}, []float64{8, 0}, 1},
		{"higher value, more wounds", []float64{1, 2}, []float64{0, 8}, 0},
		{"the best of two that beat it", []float64{0, 1, 2}, []float64{0, 0, 0}, 2},
		{"the best of two that beat it, first", []float64{0, 2, 1}, []float64{0, 0, 0}, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a := nextActivation{samples: nextSamples}
			copy(a.free[:], tt.free)
			for i := range tt.cost {
				a.cost[i] = tt.cost[i] * nextSamples / 4 // a mean of cost/4
			}
			if got := a.best(len(tt.free)); got != tt.want {
				t.Errorf("got %d, want %d", got, tt.want)
			}
		})
	}
}

// TestNextActivationCandidates: the spaces played out are the planner's
// (first) and the k − 1 others the hero can end its move on of the largest
// value (base, and the melee strike from there unless the plan strikes
// first), largest first, whatever
// the bounds leave unweighed.
func TestNextActivationCandidates(t *testing.T) {
	for _, k := range []int{2, 3, 6} {
		calls := nextMoves(t, "intro-brawl", "planner", func(g adventures.View, h int, pl *Planner, pool *pool, plan *turnPlan) {
			tt := &pl.Tactician
			cur, c0 := g.Fig(h).Cell, plan.target
			a := nextActivation{k: k}
			n := a.candidates(g, h, tt, c0, pool, plan.strikeFirst)
			// Every space's value, worked out directly.
			var want []float64
			forEach(&g.MoveReach(h).End, func(c grid.Cell) {
				if c != cur && c != c0 {
					v := tt.base(g, h, c)
					if !plan.strikeFirst {
						v += tt.follow(g, h, c, pool, false)
					}
					want = append(want, v)
				}
			})
			sortDesc(want)
			if n != min(k, len(want)+1) {
				t.Fatalf("k %d: %d candidates, want %d", k, n, min(k, len(want)+1))
			}
			if a.cand[0] != c0 {
				t.Errorf("k %d: first candidate %v, want the plan's %v", k, a.cand[0], c0)
			}
			for i := 1; i < n; i++ {
				if math.Abs(a.val[i]-want[i-1]) > 1e-9 {
					t.Errorf("k %d: candidate %d valued %v, want %v", k, i, a.val[i], want[i-1])
				}
			}
		})
		if calls < 20 {
			t.Fatalf("k %d: %d decisions checked, want 20", k, calls)
		}
	}
}

// nextEveryAction calls fn at every action of the planner it wraps, before
// the planner names it.
type nextEveryAction struct {
	*Planner
	fn func(adventures.View, int)
}

func (e *nextEveryAction) Act(g adventures.View, d adventures.Decision) (adventures.Option, bool) {
	if d.Kind == adventures.DecideAction && g.Fig(d.Hero).Stun == 0 {
		e.fn(g, d.Hero)
	}
	return e.Planner.Act(g, d)
}

// sortDesc sorts x, largest first.
func sortDesc(x []float64) {
	for i := 1; i < len(x); i++ {
		for j := i; j > 0 && x[j] > x[j-1]; j-- {
			x[j], x[j-1] = x[j-1], x[j]
		}
	}
}

// TestNextActivationRead: the wounds the heroes took since the playout
// began, and the heroes knocked down since, a knocked-down hero's Life
// lost counted as wounds; a hero healed counts none.
func TestNextActivationRead(t *testing.T) {
	ld, err := battlefile.Open("intro-brawl")
	if err != nil {
		t.Fatal(err)
	}
	p := &firstAction{Policy: mustPolicy(t, "planner"), fn: func(g adventures.View, d adventures.Decision) {
		var np nextPlayer
		np.start(g)
		f0, f1, f2 := g.Fig(0), g.Fig(1), g.Fig(2)
		l0, l1, l2 := f0.Life, f1.Life, f2.Life
		f0.Life -= 2
		f1.Life, f1.Down = 0, true
		f2.Life++
		np.read(g)
		f0.Life, f1.Life, f1.Down, f2.Life = l0, l1, false, l2
		if want := 2 + int(l1); np.wounds != want || np.kos != 1 {
			t.Errorf("wounds %d, knock-downs %d, want %d and 1", np.wounds, np.kos, want)
		}
	}}
	g := adventures.NewGame(ld.Battle, p)
	var rec sim.Record
	g.Play(1, 0, &rec)
	if !p.done {
		t.Fatal("no action played")
	}
}

// nextSpecs are the planner's next variants the tests play: the full
// search, and the cheaper ones (greedy in the playouts, fewer of them, a
// gate).
var nextSpecs = []string{
	"planner:next=3",
	"planner:next=3,next-roll=1",
	"planner:next=3,next-roll=2,next-samples=2",
	"planner:next=3,next-gate=0.5",
	"planner:next=3,next-roll=3,next-samples=2,next-confirm=0.5",
	"planner:next=1,next-roll=3,next-samples=2,next-confirm=0.5",
	"planner:next=6,next-roll=3,next-samples=1,next-confirm=2",
}

// TestNextActivationDeterministic: battle i of a seed plays the same
// whatever the planner with next played before it.
func TestNextActivationDeterministic(t *testing.T) {
	ld, err := battlefile.Open("intro-brawl")
	if err != nil {
		t.Fatal(err)
	}
	const n = 4
	for _, spec := range nextSpecs {
		var recs [n]sim.Record
		g := adventures.NewGame(ld.Battle, mustPolicy(t, spec))
		for i := range recs {
			g.Play(1, uint64(i), &recs[i])
		}
		for i := n - 1; i >= 0; i-- {
			var rec sim.Record
			adventures.NewGame(ld.Battle, mustPolicy(t, spec)).Play(1, uint64(i), &rec)
			if rec != recs[i] {
				t.Errorf("%s: battle %d played alone differs from after battles 0 to %d", spec, i, i-1)
			}
		}
	}
}

// TestNextActivationChanges: planner:next moves some heroes elsewhere
// than the planner would (it plays otherwise), and with next=0 it is the
// planner.
func TestNextActivationChanges(t *testing.T) {
	ld, err := battlefile.Open("hold-the-line")
	if err != nil {
		t.Fatal(err)
	}
	differ := 0
	for i := uint64(0); i < 4; i++ {
		var a, b, c sim.Record
		adventures.NewGame(ld.Battle, mustPolicy(t, "planner")).Play(1, i, &a)
		adventures.NewGame(ld.Battle, mustPolicy(t, "planner:next=0")).Play(1, i, &b)
		adventures.NewGame(ld.Battle, mustPolicy(t, "planner:next=3")).Play(1, i, &c)
		if a != b {
			t.Errorf("battle %d: next=0 plays otherwise than the planner", i)
		}
		if a != c {
			differ++
		}
	}
	if differ == 0 {
		t.Error("next=3 played 4 battles as the planner does, want some otherwise")
	}
}

// TestNextActivationAllocs: the planner with next on plays intro-brawl
// without allocating.
func TestNextActivationAllocs(t *testing.T) {
	ld, err := battlefile.Open("intro-brawl")
	if err != nil {
		t.Fatal(err)
	}
	for _, spec := range nextSpecs {
		g := adventures.NewGame(ld.Battle, mustPolicy(t, spec))
		var rec sim.Record
		i := uint64(0)
		g.Play(1, i, &rec)
		if a := testing.AllocsPerRun(5, func() { i++; g.Play(1, i, &rec) }); a != 0 {
			t.Errorf("%s: %v allocations a battle, want 0", spec, a)
		}
	}
}

// nextMoves calls fn at up to 40 actions of hero with move points left
// and a plan that moves, in battles of ex played by the planner of spec,
// with the planner's next value readied for the move to the plan's space
// (pool, plan), and returns how many it called fn at.
func nextMoves(t *testing.T, ex, spec string, fn func(g adventures.View, h int, pl *Planner, pool *pool, plan *turnPlan)) int {
	t.Helper()
	ld, err := battlefile.Open(ex)
	if err != nil {
		t.Fatal(err)
	}
	pl := mustPolicy(t, spec).(*Planner)
	calls := 0
	p := &nextEveryAction{Planner: pl, fn: func(g adventures.View, h int) {
		if g.MovePoints() <= 0 || calls >= 40 {
			return
		}
		tt := &pl.Tactician
		tt.prepare(g, h)
		tt.newDecision(g, h)
		pool := poolOf(g, h)
		plan := pl.planFor(g, h, &pool)
		if plan.target == g.Fig(h).Cell {
			return
		}
		fn(g, h, pl, &pool, &plan)
		calls++
	}}
	g := adventures.NewGame(ld.Battle, p)
	var rec sim.Record
	for i := uint64(0); calls < 40 && i < 20; i++ {
		g.Play(1, i, &rec)
	}
	return calls
}

// TestNextActivationSearch: the search, which drops a space as soon as
// its playouts so far leave it no better than the best, names the space
// that every playout of every space would (best), and plays fewer.
func TestNextActivationSearch(t *testing.T) {
	for _, spec := range []string{"planner:next=3", "planner:next=6,next-samples=3"} {
		moved, saved := 0, 0
		calls := nextMoves(t, "hold-the-line", spec, func(g adventures.View, h int, pl *Planner, pool *pool, plan *turnPlan) {
			a, tt := &pl.next, &pl.Tactician
			n, _ := a.spaces(g, h, tt, plan.target, pool, plan.strikeFirst)
			if n < 2 {
				return
			}
			for r := 0; r < a.samples; r++ {
				for i := 0; i < n; i++ {
					a.cost[i] += a.playout(g, h, a.cand[i], r, tt)
				}
			}
			want := a.best(n)
			for i := 0; i < n; i++ {
				a.cost[i] = 0
			}
			plays := a.plays
			if got := a.search(g, h, n, tt); got != want {
				t.Errorf("%s: search names space %d, every playout %d", spec, got, want)
			}
			if want != 0 {
				moved++
			}
			if a.plays-plays < uint64(n*a.samples) {
				saved++
			}
		})
		if calls < 40 || moved == 0 || saved == 0 {
			t.Errorf("%s: %d moves searched, %d moved elsewhere, %d with playouts dropped; want 40 and some of each", spec, calls, moved, saved)
		}
	}
}

// TestNextActivationGate: with a gate, a move is searched exactly when
// some space played out (the candidates, and the hero's own space when it
// has no strike left) has a danger of at least the gate's, and left as
// the planner names it otherwise; without, every move is searched.
func TestNextActivationGate(t *testing.T) {
	for _, tc := range []struct {
		spec string
		gate float64
	}{{"planner:next=3,next-gate=1", 1}, {"planner:next=3", 0}} {
		open, shut := 0, 0
		nextMoves(t, "hold-the-line", tc.spec, func(g adventures.View, h int, pl *Planner, pool *pool, plan *turnPlan) {
			a, tt := &pl.next, &pl.Tactician
			// The spaces and their danger, worked out directly.
			var probe nextActivation
			probe.k = a.k
			n := probe.candidates(g, h, tt, plan.target, pool, plan.strikeFirst)
			if cur := g.Fig(h).Cell; tt.follow(g, h, cur, pool, true) == 0 {
				probe.cand[n] = cur
				n++
			}
			if n < 2 {
				return
			}
			most := 0.0
			for i := 0; i < n; i++ {
				most = max(most, tt.dangerAt(g, h, probe.cand[i]))
			}
			wantOpen := tc.gate == 0 || most >= tc.gate
			searches, gated := a.searches, a.gated
			o := adventures.Option{Kind: adventures.OptMoveTo, Cell: plan.target}
			pl.endSpace(g, h, &o, pool, plan)
			gotOpen := a.searches == searches+1 && a.gated == gated
			gotShut := a.searches == searches && a.gated == gated+1
			switch {
			case wantOpen && !gotOpen:
				t.Errorf("%s: most danger %.2f, gate %v: not searched", tc.spec, most, tc.gate)
			case !wantOpen && !gotShut:
				t.Errorf("%s: most danger %.2f, gate %v: searched", tc.spec, most, tc.gate)
			case !wantOpen && o.Cell != plan.target:
				t.Errorf("%s: a gated move changed from %v to %v", tc.spec, plan.target, o.Cell)
			}
			if wantOpen {
				open++
			} else {
				shut++
			}
		})
		if open == 0 || (tc.gate > 0 && shut == 0) {
			t.Errorf("%s: %d moves searched, %d gated; want some of each", tc.spec, open, shut)
		}
	}
}

// best, the reference of the search (TestNextActivationSearch), returns
// the first n spaces' best by their values without danger
// less the mean cost of their playouts: the planner's (0) unless another
// beats it by more than nextMargin.
func (a *nextActivation) best(n int) int {
	m := float64(a.samples)
	best, bestV := 0, a.free[0]-a.cost[0]/m+nextMargin
	for i := 1; i < n; i++ {
		if v := a.free[i] - a.cost[i]/m; v > bestV {
			best, bestV = i, v
		}
	}
	return best
}
