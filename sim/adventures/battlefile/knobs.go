package battlefile

import (
	"fmt"
	"slices"

	"github.com/tmntsim/tmntsim/scenarios"
	"github.com/tmntsim/tmntsim/sim/adventures"
)

// A Knob is a count of a battle that a designer turns, as a report's
// difficulty curve varies it.
type Knob struct {
	// Path addresses the count in the battle file, list items by name
	// (scenarios.NamePath), as a designer reads it:
	// villains.foot-ninja.figures, not villains.0.figures.
	Path    string
	Label   string // for people: "Foot Ninja figures (pool)"
	Current int    // the battle's value
	Least   int    // the least value the battle can take
	// Has reports whether battle b has the knob at x, that is whether the
	// path addresses the number meant.
	Has func(b *adventures.Battle, x float64) bool
}

// Knobs returns the knobs of the battle a designer turns, the first the one
// a curve shows when none moves the win rate: the figure pools of its
// minion types, largest first, its round limit, and the counts of its win
// and loss conditions (figures to defeat, rounds to survive, KOs in a row
// …).
func (l *Loaded) Knobs() []Knob {
	b := l.Battle
	var knobs []Knob
	var pools []int
	for i, v := range b.Villains {
		if !v.Leader && v.Figures > 0 {
			pools = append(pools, i)
		}
	}
	slices.SortStableFunc(pools, func(x, y int) int { return b.Villains[y].Figures - b.Villains[x].Figures })
	for _, i := range pools {
		v := b.Villains[i]
		knobs = append(knobs, Knob{
			Path: scenarios.NamePath(l.Data, fmt.Sprintf("villains.%d.figures", i)), Label: v.Name + " figures (pool)",
			Current: v.Figures, Least: max(1, len(v.Start)),
			Has: func(b *adventures.Battle, x float64) bool {
				return len(b.Villains) > i && b.Villains[i].Figures == int(x)
			},
		})
	}
	if b.RoundLimit > 0 {
		knobs = append(knobs, Knob{Path: "round_limit", Label: "round limit", Current: b.RoundLimit, Least: 1,
			Has: func(b *adventures.Battle, x float64) bool { return b.RoundLimit == int(x) }})
	}
	for _, list := range []struct {
		key   string
		conds func(b *adventures.Battle) []adventures.Condition
	}{
		{"win", func(b *adventures.Battle) []adventures.Condition { return b.Win }},
		{"lose", func(b *adventures.Battle) []adventures.Condition { return b.Lose }},
	} {
		for i, c := range list.conds(b) {
			if c.N <= 0 {
				continue
			}
			path := scenarios.NamePath(l.Data, fmt.Sprintf("%s.%d.n", list.key, i))
			knobs = append(knobs, Knob{Path: path, Label: path, Current: c.N, Least: 1,
				Has: func(b *adventures.Battle, x float64) bool {
					cs := list.conds(b)
					return len(cs) > i && cs[i].N == int(x)
				}})
		}
	}
	return knobs
}
