package policy

import (
	"fmt"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures"
)

// VillainAI is the one policy spec of the villain's seat in Cooperative
// Mode: the villains are played by the rules' AI.
const VillainAI = "ai"

// A Setup is a battle of the Adventures system in Cooperative Mode as a
// sim.Setup: seat heroes is played by a hero policy of this package, seat
// villain by the rules' AI. It is shared read-only by the workers of a run.
type Setup struct {
	Battle *adventures.Battle
	// Spec is the heroes' policy spec used where NewGame is given none
	// (Default if empty).
	Spec string
	// Check turns on the engine's invariant checks in the games NewGame
	// makes (adventures.Game.SetCheck; their Violation reports one).
	Check  bool
	schema sim.Schema
}

// NewSetup returns the sim.Setup of battle b whose heroes play policy spec
// by default ("" for Default).
func NewSetup(b *adventures.Battle, spec string) *Setup {
	return &Setup{Battle: b, Spec: spec, schema: b.Schema()}
}

// Schema names the fields of the battle's records (adventures.Battle.Schema).
func (s *Setup) Schema() *sim.Schema { return &s.schema }

// Policies returns the seats' specs: the heroes' and "ai" for the villain.
func (s *Setup) Policies() []string { return []string{s.heroSpec(""), VillainAI} }

func (s *Setup) heroSpec(spec string) string {
	switch {
	case spec != "":
		return spec
	case s.Spec != "":
		return s.Spec
	}
	return Default
}

// NewGame makes one worker's game: specs[0] is the heroes' policy spec
// ("" for the setup's), specs[1] the villain's, which must be "" or "ai"
// (the rules' AI plays the villains in Cooperative Mode).
func (s *Setup) NewGame(specs []string) (sim.Game, error) {
	var hero, villain string
	if len(specs) > adventures.SeatHeroes {
		hero = specs[adventures.SeatHeroes]
	}
	if len(specs) > adventures.SeatVillain {
		villain = specs[adventures.SeatVillain]
	}
	if villain != "" && villain != VillainAI {
		return nil, fmt.Errorf("seat villain: policy %q: in Cooperative Mode the rules' AI plays the villains; give %q or nothing", villain, VillainAI)
	}
	p, err := New(s.heroSpec(hero))
	if err != nil {
		return nil, fmt.Errorf("seat heroes: %w", err)
	}
	g := adventures.NewGame(s.Battle, p)
	g.SetCheck(s.Check)
	return g, nil
}
