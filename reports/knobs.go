package reports

import (
	"fmt"
	"strings"

	"github.com/tmntsim/tmntsim/internal/plural"
	"github.com/tmntsim/tmntsim/lab"
)

// NewKnobTrial returns lab's trial t of the knob at path, whose values
// are xs (ascending), as the report shows it.
func NewKnobTrial(path string, xs []float64, t lab.KnobTrial) KnobTrial {
	lo, hi := t.Low, t.High
	r := KnobTrial{Path: path, Low: xs[0], High: xs[len(xs)-1], BattlesLow: lo.Games(), BattlesHigh: hi.Games(),
		Diff: t.Diff, DiffLo: t.DiffLo, DiffHi: t.DiffHi, Moves: t.Moves}
	r.RateLow, _, _ = lo.WinRate(0)
	r.RateHigh, _, _ = hi.WinRate(0)
	return r
}

// KnobNote says which knobs were tried, what each did, and which the
// curve shows (pick; moved: it moved the win rate beyond chance).
func KnobNote(tried []KnobTrial, pick int, moved bool) string {
	var parts []string
	least := tried[0].BattlesLow
	for _, t := range tried {
		parts = append(parts, t.Text())
		least = min(least, t.BattlesLow, t.BattlesHigh)
	}
	list := strings.Join(parts, "; ") + fmt.Sprintf("; at least %s at each end", plural.Of(least, "battle"))
	if !moved {
		return fmt.Sprintf("No knob moved the heroes' win rate beyond chance between the ends of its range (tried %s); the difficulty curve shows %s.",
			list, tried[pick].Path)
	}
	return fmt.Sprintf("The difficulty curve varies %s, the knob that moved the heroes' win rate most between the ends of its range, of %d tried: %s.",
		tried[pick].Path, len(tried), list)
}
