package lab

import "time"

// Checkpoints of a run stopped by a Budget: it may stop every BudgetEvery
// games, and plays BudgetMin games at least when it can. A run whose own
// pace says the next checkpoint lies more than BudgetSlack (or a quarter
// of its share, if more) past its share stops at the game its share ends
// on, and past the budget's end more than BudgetSlack past the end: a slow
// policy plays one game at least, not ten, and no run outlasts the budget
// by more than one game and BudgetSlack.
const (
	BudgetEvery = 10
	BudgetMin   = 10
	BudgetSlack = 20 * time.Millisecond
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

// End returns the time the budget runs out.
func (b *Budget) End() time.Time { return b.Start.Add(b.Total) }

// Left returns the time left of the budget, 0 when it is spent.
func (b *Budget) Left() time.Duration { return max(0, time.Until(b.End())) }

// Stop returns a rule that ends a run at the first checkpoint after d has
// passed since the call, given the games done (nil: no budget); a slow
// run at the first game after d, or after the budget's end, when its pace,
// measured on the games it played, puts the next checkpoint too far past.
func (b *Budget) Stop(d time.Duration) func(done int64) bool {
	if b.Total <= 0 {
		return nil
	}
	start, end := time.Now(), b.End()
	return func(done int64) bool {
		now := time.Now()
		spent, over := now.Sub(start), !now.Before(end)
		switch {
		case done < 1 || spent < d && !over:
			return false
		case done%BudgetEvery == 0 && done >= BudgetMin:
			return true
		}
		slack := BudgetSlack
		if !over {
			slack = max(slack, d/4)
		}
		next := max(BudgetMin, (done/BudgetEvery+1)*BudgetEvery)
		return spent/time.Duration(done)*time.Duration(next-done) > slack
	}
}
