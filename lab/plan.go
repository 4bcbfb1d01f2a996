package lab

import "time"

// Checkpoints of a run stopped by a Budget: it may stop every BudgetEvery
// games, and plays BudgetMin games at least, even with no time left (few,
// for the policies that take a second a game).
const (
	BudgetEvery = 10
	BudgetMin   = 10
)

// A Budget is the wall time a study's runs may take (a report's), shared
// out run by run: each run gets its stage's part of what is left, divided
// among the stage's runs left, so time a fast run leaves over goes to the
// slow ones after it. A run stopped by a budget depends on the machine,
// unlike every other stop of lab.
type Budget struct {
	Total time.Duration // 0: no budget
	Start time.Time
}

// NewBudget returns a budget of total starting now (total 0: none).
func NewBudget(total time.Duration) *Budget { return &Budget{Total: total, Start: time.Now()} }

// Share returns the time of the next run of a stage of weight w, when the
// stages not done yet weigh left in all and the stage has runs runs to go.
func (b *Budget) Share(w, left float64, runs int) time.Duration {
	rest := max(0, b.Total-time.Since(b.Start))
	return time.Duration(float64(rest) * w / left / float64(max(runs, 1)))
}

// Stop returns a rule that ends a run at the first checkpoint after d has
// passed since the call, given the games done (nil: no budget).
func (b *Budget) Stop(d time.Duration) func(done int64) bool {
	if b.Total <= 0 {
		return nil
	}
	start := time.Now()
	return func(done int64) bool {
		return done%BudgetEvery == 0 && done >= BudgetMin && time.Since(start) >= d
	}
}
