package main

import (
	"context"
	"io"

	"github.com/tmntsim/tmntsim/lab"
	"github.com/tmntsim/tmntsim/reports"
	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures/adventure"
	"github.com/tmntsim/tmntsim/sim/adventures/policy"
	"github.com/tmntsim/tmntsim/stats"
)

// An adventure file (game: adventure) is a game of the lab: a playthrough
// of its battles in order. Registering it here gives it every command of
// the games (run, compare, report, validate, show, list, merge); campaign
// prints what only an adventure has, its paths.
func init() {
	games = append(games, game{
		name:     adventure.GameName,
		heading:  "Adventures: battles chained into a campaign (tmntsim campaign NAME)",
		embedded: adventure.Embedded,
		open:     func(name string) (sim.Setup, error) { return adventure.OpenEmbedded(name) },
		load:     func(file string, data []byte) (sim.Setup, error) { return adventure.Load(file, data) },
		policies: policy.Names,
		brief:    func(setup sim.Setup) string { return setup.(*adventure.Adventure).Checked() },
		describe: func(w io.Writer, setup sim.Setup) error { return setup.(*adventure.Adventure).WriteText(w) },
		runText:  reports.WriteCampaignAfter,
		schemas:  []schemaKind{{Name: "adventure", What: "an adventure file (battles chained into a campaign)", Schema: adventure.FileSchema}},
	})
	register(&command{
		name:    "campaign",
		summary: "play an adventure's battles in order many times: the chance to win each battle given the path so far, and the adventure",
		run:     interruptible(doCampaign),
	})
}

// doCampaign is "tmntsim campaign": run's path for an adventure, printed
// as its campaign.
func doCampaign(ctx context.Context, e *env, args []string) int {
	return runKind{name: "campaign", noun: "playthrough", only: func(t runTarget, arg string, err error) error { return adventure.CampaignTarget(arg, t.setup, err) }, csv: true,
		write: func(w io.Writer, sum *stats.Summary, _ *lab.FirstStudy, format string) error {
			return reports.WriteCampaign(w, sum, format)
		}}.do(ctx, e, args)
}
