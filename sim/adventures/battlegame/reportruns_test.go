package battlegame

import (
	"context"
	"strings"
	"testing"

	"github.com/tmntsim/tmntsim/lab"
	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
	"github.com/tmntsim/tmntsim/stats"
)

// A report's runs play the headline run by the heroes' policy, saying
// which run begins; a Cooperative Mode battle has no skill grid.
func TestReportRuns(t *testing.T) {
	l, err := battlefile.Open("intro-brawl")
	if err != nil {
		t.Fatal(err)
	}
	var said []string
	r := &ReportRuns{Loaded: l, Specs: []string{"greedy", "ai"}, Games: 40, Setup: Setup, Options: lab.Options{Seed: 1, Workers: 1},
		Say: func(what string) { said = append(said, what) },
		Play: func(ctx context.Context, setup sim.Setup, sum *stats.Summary, o lab.Options) (bool, error) {
			return false, lab.Resume(ctx, setup, sum, o)
		}}
	p, err := r.Plan(context.Background(), nil)
	if err != nil || p.Main.Games() != 40 || len(said) == 0 || !strings.HasSuffix(said[0], "(policy greedy)") {
		t.Fatalf("plan: %v, said %q; want 40 battles of policy greedy", err, said)
	}
	if g, err := r.Grid(context.Background(), nil, nil); g != nil || err != nil {
		t.Errorf("grid of a cooperative battle: got %v, %v; want none", g, err)
	}
}
