package reports

import (
	"context"
	"fmt"

	"github.com/tmntsim/tmntsim/lab"
)

// AllyGames is the most games of each ally card, and of the battle with
// none, that a report's Allies table plays: fewer when o asks fewer, or
// when what the report's budget leaves holds fewer.
const AllyGames = 1000

// AllyImpact plays st, the ally study of the battle file source (nil: a
// battle without allies, and no table), with o's seed and workers, at
// most AllyGames games of each variant, under what is left of the
// report's budget b at the pace of run, the report's headline run
// (lab.DeckStudy.PlayBudget), and returns the report's Allies table:
// impact's value of each ally card, its Asked the games it was to play
// when the budget cut them short. When the budget left no time for the
// table, or ran out before it was played, it returns no table and the
// note that says so.
func AllyImpact(ctx context.Context, source string, st *lab.DeckStudy, o lab.Options, b *lab.Budget, run *lab.Summary) (*Impact, string, error) {
	if st == nil {
		return nil, "", nil
	}
	o.Games = min(o.Games, AllyGames)
	r, n, err := st.PlayBudget(ctx, o, b, run)
	if err != nil {
		return nil, "", err
	}
	switch {
	case r == nil && n == 0:
		return nil, fmt.Sprintf("No Allies table: the time budget left no time to play the battle with each of its %d ally cards alone; a longer --budget gives it.",
			len(st.Titles)), nil
	case r == nil:
		return nil, fmt.Sprintf("No Allies table: the time budget ran out before the battle was played %s times with each of its %d ally cards alone; a longer --budget gives it.",
			thousands(n), len(st.Titles)), nil
	}
	asked := o.Games
	o.Games = r.Base.Games() // n, or fewer when the budget's end cut them
	im := NewImpact(source, st, r, o)
	if o.Games < asked {
		im.Asked = asked
	}
	return im, "", nil
}

// allyRuns returns the row of the runs of the report's Allies table,
// none without it.
func (r *Report) allyRuns() []runRow {
	im := r.Allies
	if im == nil {
		return nil
	}
	asked := max(im.Asked, im.Games)
	return []runRow{{
		What:    fmt.Sprintf("Allies table: no ally card offered, and each of %d alone", len(im.Cards)),
		Policy:  r.Summary.Policy(0),
		Battles: battlesText(thousands(im.Games)+" each", im.Games, asked),
		Cut:     im.Games < asked,
	}}
}
