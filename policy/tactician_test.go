package policy

import (
	"testing"

	"github.com/tmntsim/tmntsim/scenarios"
	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/record"
)

// pruneCheck plays as a tactician and, at every action, scores the
// options twice: as play does (spaces and moves that cannot change the
// choice left unweighed) and with every option weighed (as lookahead asks
// for its gains). It counts the actions where the two choose differently.
type pruneCheck struct {
	*Tactician
	gains   []float64
	actions int
	differ  int
}

func (p *pruneCheck) Choose(g *sim.Game, d sim.Decision, opts []sim.Option) int {
	if d.Kind != sim.DecideAction {
		return p.Tactician.Choose(g, d, opts)
	}
	p.actions++
	if cap(p.gains) < len(opts) {
		p.gains = make([]float64, len(opts))
	}
	all := p.score(g, d.Hero, opts, p.gains[:len(opts)])
	i := p.Tactician.Choose(g, d, opts)
	if i != all {
		p.differ++
	}
	return i
}

// TestPruningKeepsChoice checks that the tactician's branch and bound,
// which leaves unweighed the spaces and moves whose bound cannot beat the
// best so far, chooses what weighing every option chooses, at every action
// of battles of every example.
func TestPruningKeepsChoice(t *testing.T) {
	n := 200
	if testing.Short() {
		n = 20
	}
	for _, name := range scenarios.Embedded() {
		l, err := scenarios.Open(name)
		if err != nil {
			t.Fatal(err)
		}
		p := &pruneCheck{Tactician: NewTactician(0.9, 1)}
		g := sim.NewGame(l.Battle, p)
		var rec record.Record
		for i := 0; i < n; i++ {
			g.Play(1, uint64(i), &rec)
		}
		if p.actions == 0 {
			t.Fatalf("%s: no action decided", name)
		}
		if p.differ > 0 {
			t.Errorf("%s: pruned and full scoring chose differently at %d of %d actions", name, p.differ, p.actions)
		}
	}
}
