package main

import (
	"context"
	"io"

	"github.com/tmntsim/tmntsim/lab"
	"github.com/tmntsim/tmntsim/reports"
	"github.com/tmntsim/tmntsim/sim/adventures/adventure"
	"github.com/tmntsim/tmntsim/stats"
)

// doCampaign is "tmntsim campaign": run's path for an adventure, printed
// as its campaign.
func doCampaign(ctx context.Context, e *env, args []string) int {
	return runKind{name: "campaign", noun: "playthrough", only: func(t lab.RunTarget, arg string, err error) error { return adventure.CampaignTarget(arg, t.Setup, err) }, csv: true,
		hide: []string{"first", "ci-method"},
		write: func(w io.Writer, sum *stats.Summary, _ *lab.FirstStudy, format string) error {
			return reports.WriteCampaign(w, sum, format)
		}}.do(ctx, e, args)
}
