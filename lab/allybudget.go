package lab

import (
	"context"
	"time"
)

// AllyShare is the share of a report's budget its Allies table plays
// under when the battle has ally cards (DeckStudy.PlayBudget); the
// report's plan plays under the rest (PlanBudget's part, less this
// share).
const AllyShare = 0.2

// FitGames returns how many games of each of entrants, played side by
// side on the same seeds (a paired study: game i of every entrant before
// game i+1), fit in three quarters of what is left of b at pace, the
// wall time of one game of one entrant (the last quarter is held back
// for a pace misjudged): n when b is none, fewer when b's rest does not
// hold n, 0 when it holds not one.
func FitGames(b *Budget, n int64, entrants int, pace time.Duration) int64 {
	if b == nil || b.Total <= 0 {
		return n
	}
	per := max(time.Duration(entrants)*pace, time.Nanosecond)
	return min(n, int64(b.Left()*3/4/per))
}

// PlayBudget plays the deck study under what is left of the report's
// budget b (nil or none: Play of o.Games): at most o.Games games of each
// variant, as many as fit at the pace of run, a run of the study's setup
// (FitGames; the wall time of its games, played side by side by its
// workers), stopped BudgetSlack after b's end. It returns the result and
// the games each variant was to play (n): no result when b left no time
// for one game (n = 0); when b's end stopped the study, what it paired
// by then (fewer games than n, Base's coverage marked incomplete), or no
// result for a study of several groups (Impact).
func (st *DeckStudy) PlayBudget(ctx context.Context, o Options, b *Budget, run *Summary) (*DeckResult, int64, error) {
	if b == nil || b.Total <= 0 {
		r, err := st.Play(ctx, o)
		return r, o.Games, err
	}
	if o.Games = FitGames(b, o.Games, 1+len(st.Titles), paceOf(run)); o.Games < 1 {
		return nil, 0, nil
	}
	dctx, cancel := context.WithDeadline(ctx, b.End().Add(BudgetSlack))
	defer cancel()
	r, err := st.Play(dctx, o)
	if err != nil && ctx.Err() == nil && dctx.Err() != nil {
		err = nil // the budget's end cut it
	}
	if r != nil && r.Base.Games() == 0 {
		r = nil
	}
	return r, o.Games, err
}
