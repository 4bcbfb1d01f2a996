package policy

import (
	"math/rand/v2"

	"github.com/tmntsim/tmntsim/sim"
)

func init() {
	register("lookahead", factory{
		help: "the expert: tactician's best few options, each played out to the end of the next round on copies of the battle, the best by outcome and value",
		params: []param{
			{name: "rollouts", def: 8, min: 1, max: 1000, integer: true, help: "playouts of each candidate option"},
			{name: "top", def: 3, min: 1, max: maxCandidates, integer: true, help: "candidate options: the tactician's best"},
			{name: "horizon", def: 1, min: 0, max: 50, integer: true, help: "rounds played out after the current one"},
			{name: "margin", def: 4, min: 0, max: 1000, help: "search only when the candidates are within this value of the best (0: always)"},
			{name: "aggression", def: 0.5, min: 0, max: 1, help: "tactician's aggression, for decisions and playouts"},
			{name: "focus", def: 1, min: 0, max: 10, help: "tactician's value of 1 Focus"},
		},
		new: func(p params) sim.Policy {
			return NewLookahead(p.int("rollouts"), p.int("top"), p.int("horizon"), p["margin"], p["aggression"], p["focus"])
		},
	})
}

// maxCandidates is the most candidate options lookahead plays out.
const maxCandidates = 16

// lookStream is the second seed word of lookahead's playouts.
const lookStream = 0xbb67ae8584caa73b

// Lookahead plays as the tactician does, but at each action where the
// tactician's few best options are close, it plays each of them out on
// copies of the battle: the option, the rest of the turn and the round,
// and horizon more rounds, rollouts times, with the tactician playing
// every side's choices. It then takes the option whose playouts end best on
// average: won battles first, then the tactician's value of the position.
// Every candidate meets the same dice (playout r of every candidate is
// reseeded alike), so that the comparison is paired.
//
// Its budget is counted in playouts, never in time, and its playouts are
// seeded from the battle's seed and index, so that its results are the
// same on any number of workers. Its scratch games are allocated at the
// first Reset of a battle; it allocates nothing while it plays.
type Lookahead struct {
	tac  Tactician // makes every decision and ranks the candidates
	roll Tactician // plays the playouts

	rollouts, top, horizon int
	margin                 float64

	b       *sim.Battle
	scratch *sim.Game
	seed    uint64
	n       uint64 // searches made in this battle

	gains [512]float64
	cand  [maxCandidates]int
}

// NewLookahead returns a lookahead policy: the top options by the
// tactician's ranking, each played out rollouts times for the rest of the
// round and horizon rounds more, when they are within margin of the best;
// aggression and focusValue configure the tactician (see NewTactician).
func NewLookahead(rollouts, top, horizon int, margin, aggression, focusValue float64) *Lookahead {
	l := &Lookahead{rollouts: max(rollouts, 1), top: min(max(top, 1), maxCandidates), horizon: max(horizon, 0), margin: margin}
	l.tac = *NewTactician(aggression, focusValue)
	l.roll = *NewTactician(aggression, focusValue)
	return l
}

// Reset prepares the policy for the battle of g; the scratch game is made
// at the first battle of each Battle.
func (l *Lookahead) Reset(g *sim.Game) {
	l.tac.Reset(g)
	if l.b != g.B {
		l.b = g.B
		l.scratch = sim.NewGame(g.B, &l.roll)
	}
	l.roll.Reset(l.scratch)
	var src rand.PCG
	src.Seed(g.PeekRand(), lookStream)
	l.seed = src.Uint64()
	l.n = 0
}

// Choose makes decision d: the tactician's choice, searched at actions.
func (l *Lookahead) Choose(g *sim.Game, d sim.Decision, opts []sim.Option) int {
	if d.Kind != sim.DecideAction {
		return l.tac.Choose(g, d, opts)
	}
	i := l.action(g, d.Hero, opts)
	l.tac.last = opts[i]
	return i
}

// action chooses hero h's next action.
func (l *Lookahead) action(g *sim.Game, h int, opts []sim.Option) int {
	gains := l.gains[:min(len(opts), len(l.gains))]
	best := l.tac.score(g, h, opts[:len(gains)], gains)
	// The candidates: the best by the tactician's gains, within margin.
	k := 0
	l.cand[k] = best
	k++
	for k < l.top {
		j := -1
		for i := range gains {
			if l.isCand(i, k) {
				continue
			}
			if j < 0 || gains[i] > gains[j] {
				j = i
			}
		}
		if j < 0 || l.margin > 0 && gains[j] < gains[best]-l.margin {
			break
		}
		l.cand[k] = j
		k++
	}
	if k < 2 {
		return best
	}
	// Play each candidate out; playout r of every candidate from the same
	// seed.
	bestI, bestV := best, 0.0
	for c := 0; c < k; c++ {
		o := opts[l.cand[c]]
		sum := 0.0
		for r := 0; r < l.rollouts; r++ {
			l.scratch.CopyFrom(g)
			l.scratch.Reseed(l.seed, l.n*uint64(l.rollouts)+uint64(r))
			l.roll.key, l.roll.gkey = 0, 0
			l.roll.last = o
			l.scratch.Rollout(h, o, l.horizon)
			sum += l.roll.stateValue(l.scratch)
		}
		if v := sum / float64(l.rollouts); c == 0 || v > bestV+1e-9 {
			bestI, bestV = l.cand[c], v
		}
	}
	l.n++
	return bestI
}

// isCand reports whether option i is among the first k candidates.
func (l *Lookahead) isCand(i, k int) bool {
	for _, c := range l.cand[:k] {
		if c == i {
			return true
		}
	}
	return false
}
