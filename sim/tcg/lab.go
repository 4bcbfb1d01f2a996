package tcg

import (
	"fmt"

	"github.com/tmntsim/tmntsim/sim"
)

// A Match is the TCG's sim.Setup: a Setup with its seats' policies, shared
// read-only by the workers of a run.
type Match struct {
	Setup *Setup
	// Specs are the seats' policy specs from the match file, used where
	// NewGame is given none.
	Specs [MaxSeats]string
	// NewPolicy builds a policy from a spec (sim/tcg/policy.New).
	NewPolicy func(spec string) (Policy, error)
	// Check makes the games of NewGame check the engine's invariants
	// after every phase (Game.SetCheck; Game.Violation reports them).
	Check  bool
	schema sim.Schema
}

// NewMatch returns the sim.Setup of setup, whose seats are played by the
// policies built by newPolicy from specs.
func NewMatch(setup *Setup, specs [MaxSeats]string, newPolicy func(string) (Policy, error)) *Match {
	m := &Match{Setup: setup, Specs: specs, NewPolicy: newPolicy}
	seats := SeatNames(setup)
	m.schema = sim.Schema{Game: "tcg", Seats: seats, Reasons: ReasonNames(setup), Words: sim.SeatWords(seats[0])}
	for _, s := range seats {
		m.schema.Entities = append(m.schema.Entities, sim.Entity{Name: s, Metrics: MetricNames(setup)})
	}
	return m
}

// Schema names the fields of the match's records: one entity per seat with
// the per-seat metrics (MetricNames).
func (m *Match) Schema() *sim.Schema { return &m.schema }

// Policies returns the seats' policy specs from the match file.
func (m *Match) Policies() []string { return m.Specs[:] }

// NewGame makes one worker's game; specs overrides the file's policies
// seat by seat.
func (m *Match) NewGame(specs []string) (sim.Game, error) {
	var pols [MaxSeats]Policy
	for s := range MaxSeats {
		spec := m.Specs[s]
		if s < len(specs) && specs[s] != "" {
			spec = specs[s]
		}
		p, err := m.NewPolicy(spec)
		if err != nil {
			return nil, fmt.Errorf("seat %s: %w", m.schema.Seats[s], err)
		}
		pols[s] = p
	}
	g := NewGame(m.Setup, pols[:])
	g.SetCheck(m.Check)
	return g, nil
}

// WithCheck returns a copy of the match whose games check the engine's
// invariants if on (Check).
func (m *Match) WithCheck(on bool) sim.Setup {
	c := *m
	c.Check = on
	return &c
}
