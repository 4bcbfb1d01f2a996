package reports

import (
	"context"

	"github.com/tmntsim/tmntsim/lab"
)

// AllyGames is the most games of each ally card, and of the battle with
// none, that a report's Allies table plays (fewer when o asks fewer): a
// fixed small study beside the report's budget.
const AllyGames = 1000

// AllyImpact plays st, the ally study of the battle file source (nil: a
// battle without allies, and no table), with o's seed and workers and at
// most AllyGames games of each variant, and returns the report's Allies
// table: impact's value of each ally card.
func AllyImpact(ctx context.Context, source string, st *lab.DeckStudy, o lab.Options) (*Impact, error) {
	if st == nil {
		return nil, nil
	}
	o.Games = min(o.Games, AllyGames)
	r, err := st.Play(ctx, o)
	if err != nil {
		return nil, err
	}
	return NewImpact(source, st, r, o), nil
}
