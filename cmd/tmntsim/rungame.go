package main

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/spf13/pflag"

	"github.com/tmntsim/tmntsim/internal/userfile"
	"github.com/tmntsim/tmntsim/lab"
	"github.com/tmntsim/tmntsim/reports"
	"github.com/tmntsim/tmntsim/scenarios"
	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/stats"
)

// A gameRun is what "tmntsim run" was asked to do with a game other than
// the Adventures system.
type gameRun struct {
	lab.Options
	policies []string // -p SEAT=SPEC or SPEC (the focus seat), in order
	out      string
	format   string
	progress string
	first    bool // also measure the first player's advantage (a match)
}

// runGame is "tmntsim run" on setup, a game opened from source through the
// sim.Setup seam: args are parsed again with this path's flags (--resume,
// --check and --ci-method, of the Adventures system alone for now, are
// refused) and the games are played by lab.
func runGame(ctx context.Context, e *env, setup sim.Setup, source string, args []string) int {
	fs := newFlagSet(e, "run")
	c := gameRun{Options: lab.Options{Source: source, Version: tmntsimVersion()}}
	fs.Int64VarP(&c.Games, "battles", "n", 10000, "play `N` games (over all shards; the cap of a --precision run)")
	fs.Uint64Var(&c.Seed, "seed", 1, "run `seed`: game i is played from an RNG seeded by (seed, i) alone")
	fs.IntVarP(&c.Workers, "workers", "w", 0, "`N` games played in parallel (default: one per CPU)")
	fs.StringArrayVarP(&c.policies, "policy", "p", nil, "`SEAT=SPEC`: the policy of a seat (repeatable); a bare SPEC is the focus seat's")
	fs.Float64Var(&c.Precision, "precision", 0, fmt.Sprintf("stop once the focus seat's win rate is known within ±`P` (95%% interval), checked every %d games", lab.PrecisionEvery))
	shard := fs.String("shard", "0/1", "play only shard `i/n` of the games: i, i+n, i+2n, …")
	fs.StringVarP(&c.out, "out", "o", "", "also write the summary JSON to `FILE`")
	fs.StringVar(&c.format, "format", "text", "`format` of the summary on stdout: text or json")
	fs.StringVar(&c.progress, "progress", "auto", "progress bar on stderr: `auto` (when stderr is a terminal), on or off")
	fs.BoolVar(&c.first, "first", true, "also play a match's games again with the seats swapped, paired, and say what going first is worth (--first=false skips it)")
	resume := fs.String("resume", "", "continue the run summarized in `FILE` (written back to FILE unless -o is given)")
	fs.Bool("check", false, "not for this game")
	fs.String("ci-method", "", "not for this game")
	if code, done := parseFlags(e, fs, args); done {
		return code
	}
	game := setup.Schema().Game
	for _, f := range []string{"check", "ci-method"} {
		if fs.Changed(f) {
			return fail(e, usagef("--%s: the Adventures system's alone; a %s run does not take it", f, game))
		}
	}
	var err error
	switch {
	case fs.NArg() > 1:
		return fail(e, usagef("run: one match or table at a time (got %s)", strings.Join(fs.Args(), " ")))
	case c.Games < 1:
		return fail(e, usagef("--battles: %d is not a positive number of games", c.Games))
	case c.Workers < 0:
		return fail(e, usagef("--workers: %d is negative; give a number of workers, or 0 for one per CPU", c.Workers))
	case c.Precision < 0 || c.Precision >= 0.5:
		return fail(e, usagef("--precision: %g is not in (0, 0.5); give the wanted half-width of the win rate's interval, e.g. 0.01", c.Precision))
	case c.format != "text" && c.format != "json":
		return fail(e, usagef("--format: unknown format %q for a %s run (known: text, json)", c.format, game))
	}
	if c.Shard, c.Shards, err = stats.ParseShard(*shard); err != nil {
		return fail(e, usagef("--shard: %v", err))
	}
	if err := checkProgress(c.progress); err != nil {
		return fail(e, err)
	}
	if c.Policies, err = seatPolicies(setup, c.policies, "--policy"); err != nil {
		return fail(e, err)
	}
	if _, err := setup.NewGame(c.Policies); err != nil {
		return fail(e, usagef("--policy: %v", err))
	}
	c.Hash = fileHash(source)
	var prev *stats.Summary
	if *resume != "" {
		if prev, err = readSummary(*resume); err != nil {
			return fail(e, fmt.Errorf("--resume: %w", err))
		}
		if err := c.adopt(fs, setup, prev, *resume); err != nil {
			return fail(e, err)
		}
	}
	if err := checkOut("-o", c.out); err != nil {
		return fail(e, err)
	}
	sum := prev
	if sum == nil {
		sum = lab.NewSummary(setup, c.Options)
		if d, ok := setup.(interface {
			Describe() (name, source, hash string)
		}); ok {
			sum.Name, sum.Source, sum.Hash = d.Describe()
		}
	}
	interrupted, err := playInto(ctx, e, setup, sum, c.Options, c.progress, "game")
	if err != nil {
		return fail(e, err)
	}
	if c.out != "" && !rescueOut(e, "-o", c.out, "the summary JSON", sum.WriteJSON) {
		return exitError
	}
	var first *lab.FirstStudy
	firstStopped := false
	if !interrupted {
		if first, err = c.firstPlayer(ctx, e, setup, sum); lab.Interrupted(err) {
			first, firstStopped = nil, true
		} else if err != nil {
			return fail(e, err)
		}
	}
	write := func(w io.Writer) error { return writeRunText(w, sum, first) }
	if c.format == "json" {
		write = func(w io.Writer) error { return writeRunJSON(w, sum, first) }
	}
	if err := write(e.stdout); err != nil {
		return fail(e, err)
	}
	if c.format == "text" {
		if err := gameRunText(e.stdout, sum); err != nil {
			return fail(e, err)
		}
	}
	switch {
	case interrupted:
		fmt.Fprintf(e.stderr, "tmntsim: interrupted after %d of %d games; the summary is marked incomplete\n",
			sum.Games(), stats.ShardBattles(sum.Coverage.Residues[0], sum.Coverage.Shards, c.Games))
		return exitInterrupted
	case firstStopped:
		fmt.Fprintln(e.stderr, "tmntsim: interrupted while the seats were swapped; the summary is complete, the first player's advantage is left out")
		return exitInterrupted
	}
	return exitOK
}

// firstPlayer measures the first player's advantage of a match after its
// run, sum: the run's games, 0 … sum.Games()-1 of its seed, played again
// in each order with the seats swapped (lab.First), with the run's
// policies and workers. It returns nil, nil where there is nothing to
// measure: --first=false, a game whose first player cannot be fixed (a
// table), a shard of a run (its games are not 0 … n-1; a merge would not
// combine the studies), or fewer than 2 games.
func (c *gameRun) firstPlayer(ctx context.Context, e *env, setup sim.Setup, sum *stats.Summary) (*lab.FirstStudy, error) {
	sw, ok := setup.(swapper)
	n := sum.Games()
	if !c.first || !ok || sum.Coverage.Shards != 1 || n < 2 {
		return nil, nil
	}
	o := lab.Options{Seed: sum.Seed, Games: n, Workers: c.Workers}
	var finish func()
	o.Progress, finish = gameProgress(e, c.progress, n)
	defer finish()
	af, bf := sw.SwapFirst()
	return lab.First(ctx, lab.Entrant{Setup: af, Policies: c.Policies, Name: "first seat first"},
		lab.Entrant{Setup: bf, Policies: c.Policies, Name: "second seat first"}, o)
}

// writeRunText writes the text summary of a run, and after it the first
// player's advantage f, if measured.
func writeRunText(w io.Writer, sum *stats.Summary, f *lab.FirstStudy) error {
	if err := sum.WriteText(w); err != nil || f == nil {
		return err
	}
	return reports.WriteFirstBlock(w, firstAdvantage(sum.Schema().Seats, f))
}

// writeRunJSON writes the JSON summary of a run, with the first player's
// advantage f, if measured, as its "first_player" object after the
// summary's own fields (which stay as -o writes them).
func writeRunJSON(w io.Writer, sum *stats.Summary, f *lab.FirstStudy) error {
	if f == nil {
		return sum.WriteJSON(w)
	}
	var b bytes.Buffer
	if err := sum.WriteJSON(&b); err != nil {
		return err
	}
	fj, err := json.MarshalIndent(firstPlayerOf(sum.Schema().Seats, f), "  ", "  ")
	if err != nil {
		return err
	}
	head := bytes.TrimRight(b.Bytes(), "\n")
	head = bytes.TrimSuffix(head, []byte("}"))
	head = bytes.TrimRight(head, "\n ")
	_, err = fmt.Fprintf(w, "%s,\n  \"first_player\": %s\n}\n", head, fj)
	return err
}

// adopt takes the parameters of the run to resume from its summary prev,
// read from file: a flag given with another value is an error, -n may
// extend the run.
func (c *gameRun) adopt(fs *pflag.FlagSet, setup sim.Setup, prev *stats.Summary, file string) error {
	s, p := setup.Schema(), prev.Schema()
	switch {
	case p.Game != s.Game || !slices.Equal(p.Seats, s.Seats):
		return fmt.Errorf("--resume: %s summarizes a %s run with seats %s, not one of %s (%s)", file, p.Game, strings.Join(p.Seats, ", "), c.Source, s.Game)
	case prev.Hash != "" && c.Hash != "" && prev.Hash != c.Hash:
		return fmt.Errorf("--resume: %s has changed since %s was written (hash %.12s, the summary's %.12s); start the run again", c.Source, file, c.Hash, prev.Hash)
	case len(prev.Coverage.Residues) != 1:
		return fmt.Errorf("--resume: %s covers several shards (%s), as a merge does; resume each shard's own summary", file, prev.Coverage.Label())
	}
	cov := prev.Coverage
	differs := func(flag string, given, was any) error {
		if fs.Changed(flag) && fmt.Sprint(given) != fmt.Sprint(was) {
			return usagef("--%s %v: the run in %s has %v; leave --%s out to resume it", flag, given, file, was, flag)
		}
		return nil
	}
	for _, d := range []error{
		differs("seed", c.Seed, prev.Seed),
		differs("shard", fmt.Sprintf("%d/%d", c.Shard, c.Shards), cov.Label()),
		differs("precision", c.Precision, prev.Precision),
		differs("policy", strings.Join(lab.Policies(setup, c.Policies), " "), strings.Join(prev.Policies, " ")),
	} {
		if d != nil {
			return d
		}
	}
	if !fs.Changed("battles") {
		c.Games = prev.Requested
	}
	if n := stats.ShardBattles(cov.Residues[0], cov.Shards, c.Games); n < prev.Games() {
		return usagef("--battles %d: %s already has %d games of shard %s", c.Games, file, prev.Games(), cov.Label())
	}
	if c.out == "" {
		c.out = file
	}
	return nil
}

// fileHash returns the SHA-256 (hex) of the file arg, or "" when arg is
// not a file (an embedded name).
func fileHash(arg string) string {
	data, err := userfile.Read(arg, userfile.MaxBattle)
	if err != nil {
		return ""
	}
	h := sha256.Sum256(data)
	return hex.EncodeToString(h[:])
}

// playInto plays the games of sum's run that it does not cover yet, up to
// o.Games, on setup (lab.Resume: of o it takes Games, Workers, Batch and
// Stop), with a progress line on e's stderr if the --progress mode asks for
// it (the focus seat's win rate). It reports whether ctx stopped the run;
// the error is the run's failure, a game's named by noun ("battle").
func playInto(ctx context.Context, e *env, setup sim.Setup, sum *stats.Summary, o lab.Options, mode, noun string) (interrupted bool, err error) {
	total := stats.ShardBattles(sum.Coverage.Residues[0], sum.Coverage.Shards, o.Games)
	if bar := startProgress(e, mode, sum.Games(), total); bar != nil {
		focus := sum.Schema().Focus
		bar.rate = func() (float64, float64, float64) { return sum.WinRate(focus) }
		bar.who = progressLabel(sum.Schema().Seats[focus])
		defer bar.finish()
		o.Progress = bar.onGames()
	}
	err = lab.Resume(ctx, setup, sum, o)
	if lab.Interrupted(err) {
		return true, nil
	}
	return false, gameError(err, noun)
}

// gameError words a lab.GameError as tmntsim says it, a game named by
// noun ("battle"); other errors are returned as they are.
func gameError(err error, noun string) error {
	var ge *lab.GameError
	if !errors.As(err, &ge) {
		return err
	}
	who := ""
	if ge.Who != "" {
		who = " with " + ge.Who
	}
	if ge.Violation != nil {
		return fmt.Errorf("%s %d of seed %d%s broke an engine invariant (--check): %v", noun, ge.Index, ge.Seed, who, ge.Violation)
	}
	return fmt.Errorf("%s %d of seed %d%s: the engine failed: %v", noun, ge.Index, ge.Seed, who, ge.Panic)
}

// seatPolicies turns the -p values into one spec per seat ("" where the
// file's stands): SEAT=SPEC names a seat of the schema, a bare SPEC is the
// focus seat's.
func seatPolicies(setup sim.Setup, values []string, flag string) ([]string, error) {
	s := setup.Schema()
	specs := make([]string, len(s.Seats))
	for _, v := range values {
		seat, spec, ok := strings.Cut(v, "=")
		i := s.Focus
		if ok && !strings.Contains(seat, ":") {
			if i = s.Seat(seat); i < 0 {
				return nil, usagef("%s: no seat %q%s; seats: %s", strings.TrimSpace(flag+" "+v), seat, scenarios.Suggest(seat, s.Seats), strings.Join(s.Seats, ", "))
			}
		} else {
			spec = v
		}
		specs[i] = spec
	}
	return specs, nil
}

// progressLabel is seat's name for the progress line, which is plain ASCII
// of a known width: the name if it is short printable ASCII, else "focus".
func progressLabel(seat string) string {
	if len(seat) == 0 || len(seat) > 16 {
		return "focus"
	}
	for _, r := range seat {
		if r < ' ' || r > '~' {
			return "focus"
		}
	}
	return seat
}
