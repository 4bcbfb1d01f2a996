package lab

import (
	"context"

	"github.com/tmntsim/tmntsim/sim"
)

// A TourField is where a tournament of one seat's policies plays: the
// seat (Focus), the other seats' policies (Base, by seat) and the setup
// each policy plays in (a game's one setup for every policy; an
// Adventures battle's made for its hero policy).
type TourField struct {
	Focus   int
	Base    []string
	SetupOf func(policy string) sim.Setup
}

// Check returns the error of making a game of the field with policy at
// its focus seat, nil when the policy can play there.
func (f TourField) Check(policy string) error {
	_, err := f.SetupOf(policy).NewGame(WithSpec(f.Base, f.Focus, policy))
	return err
}

// Play plays the round robin (Tournament) of pols, each at the field's
// focus seat against its other seats' policies, entrant "policy P".
func (f TourField) Play(ctx context.Context, pols []string, o Options) (*RoundRobin, error) {
	var es []Entrant
	for _, p := range pols {
		es = append(es, Entrant{Setup: f.SetupOf(p), Policies: WithSpec(f.Base, f.Focus, p), Name: "policy " + p})
	}
	return Tournament(ctx, es, o)
}
