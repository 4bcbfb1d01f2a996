package main

import (
	"context"
	"strings"

	"github.com/spf13/pflag"

	"github.com/tmntsim/tmntsim/internal/cli"
	"github.com/tmntsim/tmntsim/internal/console"
	"github.com/tmntsim/tmntsim/sim/adventures/policy"
	"github.com/tmntsim/tmntsim/stats"
)

// What the commands that play runs of battles share: compare, sweep,
// tune and report.

// interruptible returns a command's run function that calls do with a
// context cancelled by the first Ctrl-C or SIGTERM; a second one ends the
// process at once.
func interruptible(do func(ctx context.Context, e *env, args []string) int) func(e *env, args []string) int {
	return func(e *env, args []string) int {
		ctx, stop := console.Interruptible()
		defer stop()
		return do(ctx, e, args)
	}
}

// addRunFlags defines the flags of sweep, tune and report that play
// battles as "tmntsim run" does, into c.
func addRunFlags(fs *pflag.FlagSet, c *runConfig, battles int64, per string) *string {
	fs.Int64VarP(&c.battles, "battles", "n", battles, "play `N` battles "+per)
	fs.Uint64Var(&c.seed, "seed", 1, "run `seed`: battle i of every run is played from an RNG seeded by (seed, i), so all runs share their seeds")
	fs.IntVarP(&c.workers, "workers", "w", 0, "`N` battles played in parallel (default: one per CPU)")
	fs.StringVarP(&c.policy, "policy", "p", policy.Default, "hero `policy`: a name, optionally name:key=value,…")
	fs.StringVar(&c.progress, "progress", "auto", cli.Lookup("progress").Usage)
	return fs.String("ci-method", "wilson", "`method` of the win rates' intervals: wilson or clopper-pearson")
}

// checkRunFlags checks the flags addRunFlags defined.
func checkRunFlags(c *runConfig, ci string) error {
	for _, err := range []error{cli.Lookup("battles").Validate(c.battles, "battle"), cli.Lookup("workers").Validate(c.workers, "")} {
		if err != nil {
			return err
		}
	}
	if _, err := policy.New(c.policy); err != nil {
		return usagef("--policy: %v", err)
	}
	if err := checkProgress(c.progress); err != nil {
		return err
	}
	var err error
	if c.ci, err = stats.ParseCIMethod(ci); err != nil {
		return usagef("--ci-method: %v", err)
	}
	c.shard, c.shards = 0, 1
	return nil
}

// parseTarget parses a --target win rate: a fraction (0.5) or a
// percentage (50%).
func parseTarget(s string) (float64, error) {
	t := strings.TrimSpace(s)
	scale := 1.0
	if p, ok := strings.CutSuffix(t, "%"); ok {
		t, scale = p, 0.01
	}
	x, err := parseKnobNumber(t)
	if err == nil {
		x *= scale
	}
	if err != nil || !(x > 0 && x < 1) {
		return 0, usagef("--target: %q is not a win rate strictly between 0 and 1 (e.g. 0.5 or 50%%)", s)
	}
	return x, nil
}

// checkProgress checks a --progress value (cli.Table).
func checkProgress(mode string) error { return cli.Lookup("progress").Validate(mode, "") }

// checkFormatOf checks a --format value against the formats a command knows.
func checkFormatOf(format string, known ...string) error {
	f := cli.Lookup("format")
	f.Choices = known
	return f.Validate(format, "")
}

// checkFormat checks a --format value of a summary.
func checkFormat(format string) error { return cli.Lookup("format").Validate(format, "") }

// progressOn reports whether a --progress mode shows progress in e: "on",
// or "auto" when stderr is a terminal or CI is set (where it is a plain
// line every few seconds).
func progressOn(e *env, mode string) bool {
	return mode == "on" || mode == "auto" && (e.isTerminal || e.ci)
}
