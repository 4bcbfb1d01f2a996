package policy

import "github.com/tmntsim/tmntsim/sim/adventures"

// A cutPlayer plays lookahead's playouts on the planner and, when on, ends
// each one early: at the first hero action after the villains have
// activated since the playout began (a villain initiative card drawn), or
// after the round has ended, it takes the planner's value of the position
// there (positionValue: the wounds, knock-downs and KO tokens, the danger
// each hero stands in before its next turn, the villains left, the
// progress toward the win) as the playout's, and from then on ends every
// hero turn at once and makes every other choice the first listed, so
// that the engine plays the rest of the playout without asking the
// planner anything: a playout's cost is then the planner's decisions up
// to the villains' next activation, and the engine's alone after it.
type cutPlayer struct {
	*Planner
	after  int     // the events after which the playout ends (0: never)
	events int     // villain activations and round ends seen since the playout began
	round  int     // the round of the last decision seen
	left   int     // villain initiative cards still to be drawn then
	done   bool    // the playout has been cut
	value  float64 // the value of the position where it was cut
}

// start begins a playout of battle g.
func (c *cutPlayer) start(g adventures.View) {
	c.round, c.left, c.events, c.done = g.Round(), g.VillainCardsLeft(), 0, false
}

// cut reports whether the playout ends at a decision of kind k in g now,
// taking the value of the position the first time. At each hero action it
// counts the events since the last: the villain initiative cards drawn,
// and at a new round, the last round's cards left and its end.
func (c *cutPlayer) cut(g adventures.View, k adventures.DecisionKind) bool {
	if c.done {
		return true
	}
	if c.after == 0 || k != adventures.DecideAction {
		return false
	}
	left := g.VillainCardsLeft()
	if r := g.Round(); r != c.round {
		c.events += c.left + 1
		c.round = r
	} else {
		c.events += c.left - left
	}
	c.left = left
	if c.events < c.after {
		return false
	}
	c.done = true
	c.value = c.positionValue(g)
	return true
}

// Act names the planner's action, or ends the turn once the playout is
// cut.
func (c *cutPlayer) Act(g adventures.View, d adventures.Decision) (adventures.Option, bool) {
	if c.cut(g, d.Kind) {
		return adventures.Option{}, true
	}
	return c.Planner.Act(g, d)
}

// Choose makes the planner's choice, or the first listed once the
// playout is cut.
func (c *cutPlayer) Choose(g adventures.View, d adventures.Decision, opts []adventures.Option) int {
	if c.cut(g, d.Kind) {
		return 0
	}
	return c.Planner.Choose(g, d, opts)
}

// result returns the playout's value: where it was cut, or of s as it
// ends.
func (c *cutPlayer) result(s *adventures.Game) float64 {
	if c.done {
		return c.value
	}
	return c.stateValue(s)
}
