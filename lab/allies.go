package lab

import "context"

// AllyImpact is the value of each ally card of a battle, paired on the same
// seeds: it plays games 0 … o.Games-1 of none (the battle with no ally card
// offered) and of each of allies (the battle with one ally card the only
// one offered) and returns, per ally, its paired comparison with none from
// the side of seat, and none's summary. Its Effects read as Impact's do, the
// ally in the place of the card: A is the battle without the ally (none), B
// with it, so Diff is the seat's win rate with the ally less without any,
// what the ally is worth to the seat (below 0 for an ally of the other
// side). Of o it takes what Impact takes; interrupted, it returns what
// Impact returns.
func AllyImpact(ctx context.Context, none Entrant, allies []Entrant, seat int, o Options) ([]Effect, *Summary, error) {
	effects, sum, err := Impact(ctx, none, allies, seat, o)
	for i := range effects {
		effects[i].swap()
	}
	return effects, sum, err
}

// swap exchanges the effect's A and B: the variant becomes the setup.
func (e *Effect) swap() {
	w := &e.Wins
	w.OnlyA, w.OnlyB = w.OnlyB, w.OnlyA
	t := &e.Turns
	t.SumA, t.SumB = t.SumB, t.SumA
	t.SqA, t.SqB = t.SqB, t.SqA
	t.SumD = -t.SumD
}
