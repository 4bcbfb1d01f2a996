package policy

import (
	"fmt"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/villainpolicy"
)

// VillainAI is the one policy spec of the villain's seat in Cooperative
// Mode: the villains are played by the rules' AI.
const VillainAI = "ai"

// A Setup is a battle of the Adventures system as a sim.Setup: seat heroes
// is played by a hero policy of this package, seat villain by the rules'
// AI in Cooperative Mode and by a villain policy (package villainpolicy) in
// Competitive Mode. It is shared read-only by the workers of a run.
type Setup struct {
	Battle *adventures.Battle
	// Spec is the heroes' policy spec used where NewGame is given none
	// (Default if empty).
	Spec string
	// Check turns on the engine's invariant checks in the games NewGame
	// makes (adventures.Game.SetCheck; their Violation reports one).
	Check bool
	// Source and Hash name the battle file the battle was loaded from,
	// for summaries (Describe).
	Source, Hash string
	schema       sim.Schema
}

// Describe returns the battle's name and the Source and Hash of its file.
func (s *Setup) Describe() (name, source, hash string) { return s.Battle.Name, s.Source, s.Hash }

// NewSetup returns the sim.Setup of battle b whose heroes play policy spec
// by default ("" for Default).
func NewSetup(b *adventures.Battle, spec string) *Setup {
	return &Setup{Battle: b, Spec: spec, schema: b.Schema()}
}

// Schema names the fields of the battle's records (adventures.Battle.Schema).
func (s *Setup) Schema() *sim.Schema { return &s.schema }

// Policies returns the seats' specs: the heroes' and the villain's ("ai"
// in Cooperative Mode).
func (s *Setup) Policies() []string { return []string{s.heroSpec(""), s.villainSpec("")} }

// ResolvePolicies returns the seats' specs (specs as NewGame takes them)
// with every parameter of the heroes' policy given its value (Resolve; ""
// if the spec is wrong); the villain policies take no parameters.
func (s *Setup) ResolvePolicies(specs []string) []string {
	var hero, villain string
	if len(specs) > adventures.SeatHeroes {
		hero = specs[adventures.SeatHeroes]
	}
	if len(specs) > adventures.SeatVillain {
		villain = specs[adventures.SeatVillain]
	}
	h, _ := Resolve(s.heroSpec(hero))
	return []string{h, s.villainSpec(villain)}
}

func (s *Setup) villainSpec(spec string) string {
	switch {
	case spec != "":
		return spec
	case s.Battle.Competitive != nil:
		return villainpolicy.Default
	}
	return VillainAI
}

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
// ("" for the setup's), specs[1] the villain's: "" or "ai" in Cooperative
// Mode (the rules' AI plays the villains), a villain policy in Competitive
// Mode ("" for villainpolicy.Default).
func (s *Setup) NewGame(specs []string) (sim.Game, error) {
	var hero, villain string
	if len(specs) > adventures.SeatHeroes {
		hero = specs[adventures.SeatHeroes]
	}
	if len(specs) > adventures.SeatVillain {
		villain = specs[adventures.SeatVillain]
	}
	var vp adventures.VillainPolicy
	if s.Battle.Competitive == nil {
		if villain != "" && villain != VillainAI {
			return nil, fmt.Errorf("seat villain: policy %q: in Cooperative Mode the rules' AI plays the villains; give %q or nothing", villain, VillainAI)
		}
	} else {
		var err error
		if vp, err = villainpolicy.New(s.villainSpec(villain)); err != nil {
			return nil, fmt.Errorf("seat villain: %w", err)
		}
	}
	p, err := New(s.heroSpec(hero))
	if err != nil {
		return nil, fmt.Errorf("seat heroes: %w", err)
	}
	g := adventures.NewGame(s.Battle, p)
	if vp != nil {
		g.SetVillainPolicy(vp)
	}
	g.SetCheck(s.Check)
	return g, nil
}
