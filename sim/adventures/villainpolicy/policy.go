// Package villainpolicy holds the policies of the villain's seat in a
// Competitive Mode battle of the Adventures system, registered by name:
// random (a uniformly random legal choice, the novice floor) and greedy
// (the card that activates the most, the figure nearest a hero, the strike
// of the most dice) and planner (the wounds each card's figures can expect
// this turn, the strikes and moves that deal them) and lookahead (the
// planner's best cards played out on copies of the battle). The policies see the battle through an
// adventures.VillainSeat: the board and the villain's own hand, never the
// order of the villain deck.
//
// Every policy is deterministic: a random one seeds its source from the
// battle (adventures.VillainSeat.PeekRand at Reset). No policy allocates in
// Choose.
package villainpolicy

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/tmntsim/tmntsim/scenarios"
	"github.com/tmntsim/tmntsim/sim/adventures"
)

// Default is the villain policy used when none is named.
const Default = "greedy"

var registry = map[string]struct {
	help string
	new  func() adventures.VillainPolicy
}{
	"random":    {"a uniformly random legal choice at every decision (the novice floor)", func() adventures.VillainPolicy { return &Random{} }},
	"greedy":    {"the card activating the most icons, the figure nearest a hero, the strike of the most dice, moves toward the heroes", func() adventures.VillainPolicy { return &Greedy{} }},
	"planner":   {"values each card by the wounds its figures can expect this turn, knock-downs first; strikes the hero it hurts most, moves to strike with the icons left, goes desperate when one icon beats every card", func() adventures.VillainPolicy { return &Planner{} }},
	"lookahead": {"the planner, but each card of its turn played out on copies of the battle: the planner's best 3 plays, each with the rest of the turn, on 4 futures of the dice and the deck; the card whose turns end best", func() adventures.VillainPolicy { return &Lookahead{} }},
	"first":     {"always the first legal option (for tests; plays badly)", func() adventures.VillainPolicy { return adventures.FirstVillain{} }},
}

// Names returns the registered villain policy names, sorted.
func Names() []string { return slices.Sorted(maps.Keys(registry)) }

// Help returns a one-line description of villain policy name.
func Help(name string) string { return registry[name].help }

// New returns a new instance of the villain policy spec names ("" for
// Default). The villain policies take no parameters yet.
func New(spec string) (adventures.VillainPolicy, error) {
	if spec == "" {
		spec = Default
	}
	name, rest, _ := strings.Cut(spec, ":")
	f, ok := registry[name]
	if !ok {
		return nil, fmt.Errorf("unknown villain policy %q%s (villain policies: %s)", spec, scenarios.Suggest(name, Names()), strings.Join(Names(), ", "))
	}
	if rest != "" {
		return nil, fmt.Errorf("villain policy %q takes no parameters, got %q", name, rest)
	}
	return f.new(), nil
}
