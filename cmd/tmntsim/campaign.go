package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"

	"github.com/tmntsim/tmntsim/lab"
	"github.com/tmntsim/tmntsim/reports"
	"github.com/tmntsim/tmntsim/scenarios"
	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures/adventure"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
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
		brief:    briefAdventure,
		describe: describeAdventure,
		runText:  campaignText,
	})
	schemaKinds = append(schemaKinds, schemaKind{"adventure", "an adventure file (battles chained into a campaign)", adventure.FileSchema})
	commandWords["schema"] = schemaKindNames() // completion's list, made before this init
	register(&command{
		name:    "campaign",
		summary: "play an adventure's battles in order many times: the chance to win each battle given the path so far, and the adventure",
		run:     interruptible(doCampaign),
	})
}

// doCampaign is "tmntsim campaign": run's path for an adventure, printed
// as its campaign.
func doCampaign(ctx context.Context, e *env, args []string) int {
	return runKind{name: "campaign", noun: "playthrough", only: onlyAdventure, csv: true, write: writeCampaign}.do(ctx, e, args)
}

// onlyAdventure refuses a target of campaign that is not an adventure,
// and names the embedded adventures when arg is nothing at all.
func onlyAdventure(t runTarget, arg string, err error) error {
	names := strings.Join(adventure.Embedded(), ", ")
	if arg == "" {
		return usagef("campaign: give one adventure (tmntsim campaign FILE; embedded: %s)", names)
	}
	if err != nil {
		if _, serr := os.Stat(arg); serr != nil && !slices.Contains(battlefile.Embedded(), arg) {
			return fmt.Errorf("campaign: no adventure file or embedded adventure %q%s (embedded: %s)", arg, scenarios.Suggest(arg, adventure.Embedded()), names)
		}
		return err
	}
	if _, ok := t.setup.(*adventure.Adventure); ok {
		return nil
	}
	return fmt.Errorf("campaign: %s is not an adventure: an adventure is a file with game: adventure listing battles (docs/BATTLES.md), or one of %s", arg, names)
}

// campaignText is what tmntsim run prints after an adventure's summary:
// its campaign.
func campaignText(w io.Writer, sum *stats.Summary) error {
	c, ok := reports.CampaignOf(sum)
	if !ok {
		return nil
	}
	fmt.Fprintln(w)
	return reports.WriteCampaignText(w, c)
}

// writeCampaign writes the campaign of an adventure's summary in format.
func writeCampaign(w io.Writer, sum *stats.Summary, _ *lab.FirstStudy, format string) error {
	camp, _ := reports.CampaignOf(sum)
	switch format {
	case "json":
		enc := json.NewEncoder(w)
		enc.SetIndent("", "  ")
		return enc.Encode(camp)
	case "csv":
		return reports.WriteCampaignCSV(w, camp)
	}
	return reports.WriteCampaignText(w, camp)
}

// briefAdventure is what validate says of a good adventure file: its
// battles and rule, and its warnings if it has some.
func briefAdventure(setup sim.Setup) string {
	a := setup.(*adventure.Adventure)
	if len(a.Warnings) == 0 {
		return a.Brief()
	}
	more := ""
	if n := len(a.Warnings); n > 1 {
		more = fmt.Sprintf(" (and %d more warnings)", n-1)
	}
	return fmt.Sprintf("%s; warning: %s%s", a.Brief(), a.Warnings[0].Error(), more)
}

// describeAdventure writes an adventure in words (tmntsim show): its
// battles in order with the benefits of each one's winner, and its rule.
func describeAdventure(w io.Writer, setup sim.Setup) error {
	a := setup.(*adventure.Adventure)
	var b strings.Builder
	fmt.Fprintf(&b, "adventure %s\n", a.Brief())
	if a.Description != "" {
		b.WriteByte('\n')
		line := 0
		for _, word := range strings.Fields(a.Description) {
			if line > 0 && line+1+len([]rune(word)) > 78 {
				b.WriteByte('\n')
				line = 0
			} else if line > 0 {
				b.WriteByte(' ')
				line++
			}
			b.WriteString(word)
			line += len([]rune(word))
		}
		b.WriteByte('\n')
	}
	for i, bt := range a.Battles {
		fmt.Fprintf(&b, "\n%d. %s (%s)\n", i+1, bt.Name, bt.Ref)
		for _, side := range []struct {
			who string
			bs  adventure.Benefits
		}{{"heroes win", bt.HeroesWin}, {"villains win", bt.VillainWins}} {
			for _, x := range side.bs.Items {
				fmt.Fprintf(&b, "   %s: next battle %s\n", side.who, x)
			}
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}
