package munchkin

import (
	"fmt"

	"github.com/tmntsim/tmntsim/sim"
)

// A Table is Munchkin TMNT's sim.Setup: a Setup with its seats' policies,
// shared read-only by the workers of a run.
type Table struct {
	Setup *Setup
	// Specs are the seats' policy specs from the table file, used where
	// NewGame is given none.
	Specs []string
	// NewPolicy builds a policy from a spec (sim/munchkin/policy.New).
	NewPolicy func(spec string) (Policy, error)
	// Check makes the games of NewGame check the engine's invariants
	// after every turn (Game.SetCheck; Game.Violation reports them).
	Check  bool
	schema sim.Schema
}

// NewTable returns the sim.Setup of setup, whose seats are played by the
// policies built by newPolicy from specs (one per seat).
func NewTable(setup *Setup, specs []string, newPolicy func(string) (Policy, error)) *Table {
	t := &Table{Setup: setup, Specs: specs, NewPolicy: newPolicy}
	seats := setup.SeatNames()
	t.schema = sim.Schema{Game: "munchkin", Seats: seats, Reasons: setup.ReasonNames(), Words: sim.SeatWords(seats[0])}
	for _, s := range seats {
		t.schema.Entities = append(t.schema.Entities, sim.Entity{Name: s, Metrics: setup.MetricNames()})
	}
	chars := setup.CharacterNames()
	t.schema.Entities = append(t.schema.Entities,
		sim.Entity{Name: EntityDealt, Metrics: chars},
		sim.Entity{Name: EntityWon, Metrics: chars})
	return t
}

// The names of the two entities after the seats, pooled over seats: one
// metric per Character card (Setup.CharacterNames), how many seats were
// dealt it in a game and how many seats dealt it won.
const (
	EntityDealt = "character_dealt"
	EntityWon   = "character_won"
)

// Schema names the fields of the table's records: one entity per seat with
// the per-seat metrics (Setup.MetricNames), then the Character entities
// EntityDealt and EntityWon.
func (t *Table) Schema() *sim.Schema { return &t.schema }

// Policies returns the seats' policy specs from the table file.
func (t *Table) Policies() []string { return t.Specs }

// NewGame makes one worker's game; specs overrides the file's policies
// seat by seat.
func (t *Table) NewGame(specs []string) (sim.Game, error) {
	n := t.Setup.Opt.Players
	pols := make([]Policy, n)
	for s := range n {
		p, err := t.NewPolicy(specOf(t.Specs, specs, s))
		if err != nil {
			return nil, fmt.Errorf("seat %s: %w", t.schema.Seats[s], err)
		}
		pols[s] = p
	}
	g := NewGame(t.Setup, pols)
	g.SetCheck(t.Check)
	if t.Setup.Opt.Kingmaking {
		again := make([]Policy, n)
		for s := range n {
			again[s], _ = t.NewPolicy(specOf(t.Specs, specs, s))
		}
		g.MeasureKingmaking(again)
	}
	return g, nil
}

// WithCheck returns a copy of the table whose games check the engine's
// invariants if on (Check).
func (t *Table) WithCheck(on bool) sim.Setup {
	c := *t
	c.Check = on
	return &c
}

// specOf is seat s's policy spec: specs[s] if given, else the file's.
func specOf(file, specs []string, s int) string {
	if s < len(specs) && specs[s] != "" {
		return specs[s]
	}
	return file[s]
}
