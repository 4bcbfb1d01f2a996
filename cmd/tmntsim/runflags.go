package main

import (
	"context"
	"strings"

	"github.com/spf13/pflag"

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
	addWorkersFlag(fs, &c.workers, "battle")
	fs.StringVarP(&c.policy, "policy", "p", policy.Default, "hero `policy`: a name, optionally name:key=value,…")
	addProgressFlag(fs, &c.progress)
	return fs.String("ci-method", "wilson", "`method` of the win rates' intervals: wilson or clopper-pearson")
}

// checkRunFlags checks the flags addRunFlags defined.
func checkRunFlags(c *runConfig, ci string) error {
	if c.battles < 1 {
		return usagef("--battles: %d is not a positive number of battles", c.battles)
	}
	if err := checkWorkers(c.workers); err != nil {
		return err
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

// addSeedFlag defines --seed of a command that plays one run of games
// called noun (run, campaign and check).
func addSeedFlag(fs *pflag.FlagSet, seed *uint64, noun string) {
	fs.Uint64Var(seed, "seed", 1, "run `seed`: "+noun+" i is played from an RNG seeded by (seed, i) alone")
}

// addWorkersFlag defines -w of a command that plays games called noun:
// one definition for run, campaign, check and the studies of addRunFlags.
func addWorkersFlag(fs *pflag.FlagSet, workers *int, noun string) {
	fs.IntVarP(workers, "workers", "w", 0, "`N` "+noun+"s played in parallel (default: one per CPU)")
}

// checkWorkers checks a -w value.
func checkWorkers(n int) error {
	if n < 0 {
		return usagef("--workers: %d is negative; give a number of workers, or 0 for one per CPU", n)
	}
	return nil
}

// addProgressFlag defines --progress, as addWorkersFlag -w.
func addProgressFlag(fs *pflag.FlagSet, mode *string) {
	fs.StringVar(mode, "progress", "auto", "progress on stderr: `auto` (when stderr is a terminal), on or off")
}

// checkProgress checks a --progress value.
func checkProgress(mode string) error {
	switch mode {
	case "auto", "on", "off":
		return nil
	}
	return usagef("--progress: unknown mode %q (known: auto, on, off)", mode)
}

// progressOn reports whether a --progress mode shows progress in e: "on",
// or "auto" when stderr is a terminal or CI is set (where it is a plain
// line every few seconds).
func progressOn(e *env, mode string) bool {
	return mode == "on" || mode == "auto" && (e.isTerminal || e.ci)
}
