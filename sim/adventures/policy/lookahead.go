package policy

import (
	"math/bits"
	"math/rand/v2"

	"github.com/tmntsim/tmntsim/sim/adventures"
)

func init() {
	register("lookahead", factory{
		help: "the expert: the planner's best few options, each played out by the planner on copies of the battle to the end of the next round; the planner's choice unless another ends clearly better (planner=0: on the tactician)",
		params: []param{
			{name: "rollouts", def: 8, min: 1, max: maxRollouts, integer: true, help: "playouts of each candidate option"},
			{name: "top", def: 3, min: 1, max: maxCandidates, integer: true, help: "candidate options: the tactician's best"},
			{name: "horizon", def: 1, min: 0, max: 50, integer: true, help: "rounds played out after the current one"},
			{name: "margin", def: 1.5, min: 0, max: 1000, help: "search only when the candidates are within this value of the best (0: always)"},
			{name: "race", def: 3, min: 0, max: maxRollouts, integer: true, help: "playouts after which a candidate whose playouts, summed, have not beaten the first choice's is dropped from the search (0: never)"},
			{name: "moves", def: 0, min: 0, max: 1, integer: true, help: "1: search only where a candidate moves the hero or ends its turn; 0: wherever the candidates are close"},
			{name: "cut", def: 0, min: 0, max: 20, integer: true, help: "N: end each playout at the first hero action after N villain activations or round ends, valued there (with the planner's playouts); 0: at the horizon"},
			{name: "conf", def: 1, min: 0, max: 10, help: "standard errors by which a candidate's playouts must beat the tactician's choice"},
			plannerParam("aggression", "the aggression of decisions and playouts (with the planner: where no win is to defeat the villain leaders)"),
			plannerParam("leaders", "with the planner: the aggression of a battle of four heroes or more one of whose wins is to defeat the villain leaders"),
			plannerParam("focus", "value of 1 Focus"),
			plannerParam("spawn", "with the planner: value of a hero on a spawning space that keeps a minion off the board, in knock-outs of that minion (where the heroes may win by holding out)"),
			plannerParam("danger", "with the planner: the version of its danger model"),
			plannerParam("rise", "with the planner: weight of the knocked-down villain leaders about to stand, in the danger"),
			plannerParam("shield", "with the planner: weight of the wounds a hero spares the other heroes by standing where the villains strike it instead of them"),
			plannerParam("far", "with the planner: where a win is to defeat the villain leaders, weight of a space's mean distance to its fight targets beyond the nearest"),
			plannerParam("fetch", "with the planner: where a character must be carried, weight of a space next to it by its distance from the carry zone"),
			plannerParam("apart", "with the planner: where holding out is the only win, value taken off a space for each space it lies beyond next to the nearest other standing hero"),
			plannerParam("still", "with the planner: where holding out is the only win, value taken off a space for each space it lies from the hero's own"),
			plannerParam("lead", "with the planner: where a win is to defeat the villain leaders, the share of a standing leader's strikes taken off the danger"),
			plannerParam("leave", "with the planner: where a win is to leave by the exits, weight of the exit's value in a move icon to a hero one or two move icons from leaving, in the dice decisions"),
			plannerParam("push", "with the planner: where a win is to leave by the exits, value taken off a space for each pushing villain that would push the hero onto an exit space"),
			{name: "planner", def: 2, min: 0, max: 2, integer: true, help: "2: the planner chooses the candidates and plays the playouts; 1: the tactician chooses them, the planner plays out; 0: the tactician does both"},
		},
		new: func(p params) adventures.Policy {
			l := NewLookahead(LookaheadConfig{Rollouts: p.int("rollouts"), Top: p.int("top"), Horizon: p.int("horizon"), Race: p.int("race"), Moves: p.int("moves") == 1, Cut: p.int("cut"),
				Margin: p["margin"], Conf: p["conf"], Aggression: p["aggression"], Leaders: p["leaders"], Focus: p["focus"],
				Spawn: p["spawn"], Planner: p.int("planner")})
			l.plannerJudgment(p)
			return l
		},
	})
}

// plannerParam returns the planner's parameter name (plannerParams), with
// lookahead's help: its default is the planner's, whatever that becomes.
func plannerParam(name, help string) param {
	for _, p := range plannerParams {
		if p.name == name {
			p.help = help
			return p
		}
	}
	panic("policy: the planner has no parameter " + name)
}

// Limits of lookahead's budget.
const (
	maxCandidates = 16   // candidate options played out
	maxRollouts   = 1024 // playouts of each
)

// lookStream is the second seed word of lookahead's playouts.
const lookStream = 0xbb67ae8584caa73b

// Lookahead plays as the tactician does, but at each action where its few
// best options are close, it plays each of them out on copies of the
// battle: the option, the rest of the turn and the round, and horizon
// more rounds, rollouts times, with the tactician playing every side's
// choices. Configured so, the planner plays the playouts (cheaper), and
// may choose the candidates too: they are then the options the planner
// weighs itself (every action but a move, the move to the space its plan
// ends the turn on, the move elsewhere the tactician would weigh best)
// and the tactician's next best moves, named through the lazy interface
// (adventures.Actor); where the planner lets the engine list, they are
// the tactician's best of the list. On the planner it takes the planner's
// parameters (aggression by battle, spawn), with the planner's defaults.
// The registered policy plays on the planner by default (planner=2): as
// strong as on the tactician or stronger on every example, at no more cost
// (docs/strength.md, "Lookahead on the planner, searched"). A playout knows what the players know: the
// initiative cards still to be drawn this round are shuffled with the
// playout's own dice (determinization), never read from the battle's
// deck, and every roll is the playout's own. A playout ends on its
// outcome (a won battle is worth most, a lost one least) or on the
// tactician's value of the
// position: the heroes' Life, knock-downs and KO tokens, the danger each
// stands in, the villains left and the progress toward the win. Every
// candidate meets the same dice (playout r of every candidate is reseeded
// alike), so the candidates are compared paired, and another candidate
// replaces the first choice only when it beats it by more than Conf
// standard errors of the paired difference. The candidates are played out
// round by round (playout r of each in turn), and with a race (Race > 0)
// a candidate whose playouts have not beaten the first choice's, summed,
// by playout Race or any later one is dropped: the search plays out only
// the candidates still in the race, and ends once none is left but the
// first choice. Most candidates lose at once; the race keeps lookahead's
// strength at a fraction of its playouts. With Moves it searches only the
// actions where a candidate moves the hero or ends its turn, where its
// gains are: cheaper still, but it leans below on rooftop-showdown, and
// is off by default (docs/strength.md, "Lookahead, raced"). With Cut, on
// the planner's playouts, a playout ends at the first hero action after
// Cut villain activations or round ends and is valued there (cutPlayer,
// lookahead_cut.go): its planner decides only up to the villains' next
// activations (docs/strength.md, "Lookahead, cut short").
//
// Its budget is counted in playouts, never in time, and its playouts are
// seeded from the battle's seed and index, so that its results are the
// same on any number of workers. It plays out on the scratch game of its
// View (View.Scratch), never on the battle, which the view does not
// reach; the scratch game is allocated at its first Reset, and it
// allocates nothing while it plays.
type Lookahead struct {
	tac  Planner // makes every decision and ranks the candidates
	roll Planner // plays the playouts

	onPlanner              int // 1: the planner plays out; 2: it also chooses the candidates
	rollouts, top, horizon int
	raceAfter              int // playouts after which a candidate that has not beaten the first choice is dropped (0: never)
	margin, conf           float64
	moves                  bool      // search only where a candidate moves or ends the turn
	cut                    cutPlayer // plays the playouts on the planner, cut short when on (lookahead_cut.go)

	seed uint64
	n    uint64 // searches made in this battle

	gains [512]float64
	cand  [maxCandidates]int
	race  race
}

// A LookaheadConfig is the budget and judgement of a lookahead policy.
type LookaheadConfig struct {
	Rollouts int // playouts of each candidate option (at most 1024)
	Top      int // candidate options: the best by the tactician's gains (at most 16)
	Horizon  int // rounds played out after the current one
	// Race drops a candidate from the search once its first Race playouts,
	// or any more, have not beaten the first choice's (0: never).
	Race int
	// Moves limits the search to actions one of whose candidates moves
	// the hero or ends its turn.
	Moves bool
	// Cut ends each playout at the first hero action after Cut villain
	// activations or round ends, valued there (cutPlayer), where the
	// planner plays the playouts (Planner 1 or 2); 0: never.
	Cut int
	// Margin limits the search to actions whose candidates are within
	// Margin of the best (0: every action).
	Margin float64
	// Conf is the number of standard errors by which a candidate's paired
	// playouts must beat the first choice to replace it.
	Conf float64
	// Aggression and Focus configure the tactician (see NewTactician).
	Aggression, Focus float64
	// Leaders and Spawn configure the planner where it plays (Planner 1
	// or 2): the aggression of the battles won by defeating the villain
	// leaders (plannerAggression), and the value of a hero on a spawning
	// space (spawnBlock). With Planner 0 they are not used.
	Leaders, Spawn float64
	// Planner is 0 for the tactician to choose the candidates, weighing
	// every legal option, and to play the playouts; 1 for the planner to
	// play the playouts; 2 for the planner to choose the candidates too.
	Planner int
}

// NewLookahead returns a lookahead policy with the budget and judgement of
// c.
func NewLookahead(c LookaheadConfig) *Lookahead {
	l := &Lookahead{rollouts: min(max(c.Rollouts, 1), maxRollouts), top: min(max(c.Top, 1), maxCandidates),
		horizon: max(c.Horizon, 0), raceAfter: max(c.Race, 0), moves: c.Moves, margin: c.Margin, conf: c.Conf, onPlanner: c.Planner}
	l.tac = *NewPlanner(c.Aggression, c.Focus)
	l.roll = *NewPlanner(c.Aggression, c.Focus)
	l.cut = cutPlayer{Planner: &l.roll, after: max(c.Cut, 0)}
	if c.Planner > 0 {
		l.roll.configure(c.Aggression, c.Leaders, c.Spawn)
	}
	if c.Planner > 1 {
		l.tac.configure(c.Aggression, c.Leaders, c.Spawn)
	}
	return l
}

// plannerJudgment gives lookahead's planners, where they play (Planner 1
// or 2, as configure), the danger model, rise, shield, far, fetch, apart, still, lead, leave and push of p: the
// planner's defaults unless p says otherwise. They are parameters of
// lookahead so that its resolved spec, which a summary records, changes
// when a default of the planner's judgment changes.
func (l *Lookahead) plannerJudgment(p params) {
	set := func(pl *Planner) {
		pl.dangerV.v = p.int("danger")
		pl.rise.w = p["rise"]
		pl.shieldOpt.shield = p["shield"]
		pl.far = p["far"]
		pl.fetch = p["fetch"]
		pl.apart = p["apart"]
		pl.still = p["still"]
		pl.lead = p["lead"]
		pl.leaveW = p["leave"]
		pl.push = p["push"]
	}
	if l.onPlanner > 0 {
		set(&l.roll)
	}
	if l.onPlanner > 1 {
		set(&l.tac)
	}
}

// player returns the policy that plays the playouts.
func (l *Lookahead) player() adventures.Policy {
	if l.onPlanner > 0 {
		return &l.cut
	}
	return &l.roll.Tactician
}

// Reset prepares the policy for the battle of g. It asks for the view's
// scratch game, played by the playouts' policy, here, so that the
// scratch game is made at the first battle and Choose allocates nothing.
func (l *Lookahead) Reset(g adventures.View) {
	l.tac.Reset(g)
	l.roll.Reset(g.Scratch(l.player()).View())
	var src rand.PCG
	src.Seed(g.PeekRand(), lookStream)
	l.seed = src.Uint64()
	l.n = 0
}

// Choose makes decision d: the tactician's choice, searched at actions.
func (l *Lookahead) Choose(g adventures.View, d adventures.Decision, opts []adventures.Option) int {
	if d.Kind != adventures.DecideAction {
		return l.tac.Choose(g, d, opts)
	}
	gains := l.gains[:min(len(opts), len(l.gains))]
	best := l.tac.score(g, d.Hero, opts[:len(gains)], gains)
	i := l.search(g, d.Hero, opts, gains, best)
	l.tac.last = opts[i]
	return i
}

// Act names hero h's next action on the planner: the options the planner
// weighs (Planner.Act: every action but a move, the move to the space its
// plan ends the turn on, and the move elsewhere the tactician would weigh
// best), with the moves the tactician would weigh best after those, top
// − 1 of them (moreMoves), searched as Choose searches the list's. Right
// after spending the move die, the planner names the move to its plan's
// space without weighing again (moveNext); lookahead weighs the moves
// again and searches them, as the tactician's candidates do: the
// destination is where lookahead's playouts tell most (with the
// planner's shortcut and two moves, it won 6.33 points less of
// street-escape than on the tactician's candidates, 300 battles of seed
// 1, p = 0.003; searching there, level). With one candidate, nothing to
// search, it plays exactly as the planner. It declines (ok false) where
// the planner does, and unless the planner chooses the candidates.
func (l *Lookahead) Act(g adventures.View, d adventures.Decision) (adventures.Option, bool) {
	if l.onPlanner < 2 || d.Kind != adventures.DecideAction {
		return adventures.Option{}, false
	}
	p := &l.tac
	t := &p.Tactician
	h := d.Hero
	f := g.Fig(h)
	if f.Stun > 0 {
		return adventures.Option{}, false
	}
	t.prepare(g, h)
	if o, ok := l.moveNext(g, h); ok {
		return o, true
	}
	t.newDecision(g, h)
	p.spawn.apply(g, h, t)
	pool := poolOf(g, h)
	pl := p.planFor(g, h, &pool)
	opts := g.ActionsBut(h, moveKinds)
	if g.MovePoints() > 0 && pl.target != f.Cell && g.CanMoveTo(h, pl.target) {
		opts = append(opts, adventures.Option{Kind: adventures.OptMoveTo, Cell: pl.target})
	}
	if c, ok := t.secondMove(g, h, &pool, &pl, 0); ok {
		opts = append(opts, adventures.Option{Kind: adventures.OptMoveTo, Cell: c})
	}
	opts = t.moreMoves(g, h, &pool, &pl, opts, l.top-1)
	gains := l.gains[:min(len(opts), len(l.gains))]
	best := t.pick(g, h, opts[:len(gains)], gains, &pool, &pl)
	if best == 0 && g.MovePoints() > 0 {
		p.kept.valid = false
		return adventures.Option{}, false
	}
	i := l.search(g, h, opts, gains, best)
	t.last = opts[i]
	p.keep(g, h, &opts[i], pl)
	return opts[i], true
}

// moveNext names the planner's move to its kept plan's space right after
// the move die is spent (Planner.moveNext) when lookahead has one
// candidate, and nothing to search: it then plays as the planner.
func (l *Lookahead) moveNext(g adventures.View, h int) (adventures.Option, bool) {
	p := &l.tac
	if l.top > 1 {
		return adventures.Option{}, false
	}
	o, ok := p.moveNext(g, h)
	if ok {
		p.secondMoveNext(g, h, &o)
		p.last = o
		p.keep(g, h, &o, p.kept.pl)
	}
	return o, ok
}

// search returns hero h's action among opts: best, the first choice by
// gains, unless another of the best few by gains, played out, ends
// clearly better.
func (l *Lookahead) search(g adventures.View, h int, opts []adventures.Option, gains []float64, best int) int {
	// The candidates: the best by gains, within margin.
	k := 0
	l.cand[k] = best
	k++
	for k < l.top {
		j := -1
		for i := range gains {
			if l.isCand(g, h, opts, i, k) {
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
	if k < 2 || l.moves && !l.placingAmong(opts, k) {
		return best
	}
	// Play the candidates out, playout r of every candidate from the same
	// seed, round by round; a candidate whose playouts have not beaten the
	// first choice's by playout race is dropped (race.add), and once every
	// other is, the first choice stands. Another candidate replaces the
	// first choice only when its playouts beat the choice's, paired, by
	// more than conf standard errors: noise alone must not overrule it.
	rc := &l.race
	rc.start(k)
	for r := 0; r < l.rollouts && rc.left > 0; r++ {
		base := l.playout(g, h, opts[best], r)
		for c := 1; c < k; c++ {
			if !rc.out[c] {
				rc.add(c, r+1, l.raceAfter, l.playout(g, h, opts[l.cand[c]], r)-base)
			}
		}
	}
	bestI, bestD := best, 0.0
	for c := 1; c < k; c++ {
		if mean, ok := rc.beats(c, l.rollouts, l.conf); ok && mean > bestD {
			bestI, bestD = l.cand[c], mean
		}
	}
	l.n++
	return bestI
}

// playout plays option o of hero h out on the scratch game, from the
// seed of playout r of this search, with the initiative cards not yet
// drawn in a new order of that seed, and returns the value it ends with.
func (l *Lookahead) playout(g adventures.View, h int, o adventures.Option, r int) float64 {
	s := g.Scratch(l.player())
	s.Reseed(l.seed, l.n*uint64(l.rollouts)+uint64(r))
	s.ShuffleUndrawn()
	l.roll.forget()
	l.roll.kept = keptPlan{}
	l.roll.last = o
	l.roll.team = l.tac.team
	l.cut.start(s.View())
	s.Rollout(h, o, l.horizon)
	return l.cut.result(s)
}

// isCand reports whether option i is among the first k candidates, or
// does what one of them does with other dice showing the same icons.
func (l *Lookahead) isCand(g adventures.View, h int, opts []adventures.Option, i, k int) bool {
	o := &opts[i]
	for _, c := range l.cand[:k] {
		if c == i {
			return true
		}
		x := &opts[c]
		if x.Kind == o.Kind && x.Target == o.Target && x.Cell == o.Cell && x.Arg == o.Arg &&
			g.Icons(h, x.Dice) == g.Icons(h, o.Dice) && bits.OnesCount8(x.Dice) == bits.OnesCount8(o.Dice) {
			return true
		}
	}
	return false
}
