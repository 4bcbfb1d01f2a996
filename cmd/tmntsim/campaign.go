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

// doCampaign is "tmntsim campaign": a run of an adventure (lab.Resume, as
// run plays a match) printed as its campaign.
func doCampaign(ctx context.Context, e *env, args []string) int {
	fs := newFlagSet(e, "campaign")
	c := gameRun{Options: lab.Options{Version: tmntsimVersion()}}
	pols, progress := addGameFlags(fs, &c.Options, 10000, "(playthroughs, over all shards)")
	fs.Float64Var(&c.Precision, "precision", 0, fmt.Sprintf("stop once the heroes' chance to win the adventure is known within ±`P` (95%% interval), checked every %d playthroughs", lab.PrecisionEvery))
	shard := fs.String("shard", "0/1", "play only shard `i/n` of the playthroughs: i, i+n, i+2n, … (combine with tmntsim merge)")
	fs.StringVarP(&c.out, "out", "o", "", "also write the run's summary JSON to `FILE` (for merge, --resume and report)")
	fs.StringVar(&c.format, "format", "text", "`format` on stdout: text, json or csv")
	resume := fs.String("resume", "", "continue the run summarized in `FILE` (written back to FILE unless -o is given)")
	fs.Usage = func() {
		writeHelp(e.stdout, "campaign", fs, map[string]any{"Embedded": adventure.Embedded(), "Max": adventure.MaxBattles})
	}
	if code, done := parseFlags(e, fs, args); done {
		return code
	}
	arg := fs.Arg(0)
	if fs.NArg() == 0 && *resume != "" {
		if prev, err := readSummary(*resume); err == nil {
			arg = prev.Source
		}
	}
	if fs.NArg() > 1 || arg == "" {
		return fail(e, usagef("campaign: give one adventure (tmntsim campaign FILE; embedded: %s)", strings.Join(adventure.Embedded(), ", ")))
	}
	_, setup, err := openGame(arg)
	if err != nil {
		return fail(e, err)
	}
	adv, ok := setup.(*adventure.Adventure)
	if !ok {
		names := strings.Join(adventure.Embedded(), ", ")
		if _, err := os.Stat(arg); err != nil && setup == nil && !slices.Contains(battlefile.Embedded(), arg) {
			return fail(e, fmt.Errorf("campaign: no adventure file or embedded adventure %q%s (embedded: %s)", arg, scenarios.Suggest(arg, adventure.Embedded()), names))
		}
		return fail(e, fmt.Errorf("campaign: %s is not an adventure: an adventure is a file with game: adventure listing battles (docs/BATTLES.md), or one of %s", arg, names))
	}
	if err := checkGameFlags(&c.Options, *progress); err != nil {
		return fail(e, err)
	}
	if err := checkFormatOf(c.format, "text", "json", "csv"); err != nil {
		return fail(e, err)
	}
	if c.Precision < 0 || c.Precision >= 0.5 {
		return fail(e, usagef("--precision: %g is not in (0, 0.5); give the wanted half-width of the interval, e.g. 0.01", c.Precision))
	}
	if c.Shard, c.Shards, err = stats.ParseShard(*shard); err != nil {
		return fail(e, usagef("--shard: %v", err))
	}
	if c.Policies, err = gamePolicies(gameArg{arg: arg, setup: setup}, *pols, "--policy"); err != nil {
		return fail(e, err)
	}
	c.Name, c.Source, c.Hash = adv.Describe()
	sum := lab.NewSummary(setup, c.Options)
	if *resume != "" {
		if sum, err = readSummary(*resume); err != nil {
			return fail(e, fmt.Errorf("--resume: %w", err))
		}
		if err := c.adopt(fs, setup, sum, *resume); err != nil {
			return fail(e, err)
		}
	}
	if err := checkOut("-o", c.out); err != nil {
		return fail(e, err)
	}
	interrupted, err := playInto(ctx, e, setup, sum, c.Options, *progress, "playthrough")
	if err != nil {
		return fail(e, err)
	}
	if c.out != "" && !rescueOut(e, "-o", c.out, "the summary JSON", sum.WriteJSON) {
		return exitError
	}
	camp, _ := reports.CampaignOf(sum)
	var werr error
	switch c.format {
	case "json":
		enc := json.NewEncoder(e.stdout)
		enc.SetIndent("", "  ")
		werr = enc.Encode(camp)
	case "csv":
		werr = reports.WriteCampaignCSV(e.stdout, camp)
	default:
		werr = reports.WriteCampaignText(e.stdout, camp)
	}
	if werr != nil {
		return fail(e, werr)
	}
	if interrupted {
		fmt.Fprintf(e.stderr, "tmntsim: interrupted after %d playthroughs; the summary is marked incomplete\n", sum.Games())
		return exitInterrupted
	}
	return exitOK
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
