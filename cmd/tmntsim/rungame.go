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
	"strings"

	"github.com/tmntsim/tmntsim/internal/userfile"
	"github.com/tmntsim/tmntsim/lab"
	"github.com/tmntsim/tmntsim/reports"
	"github.com/tmntsim/tmntsim/scenarios"
	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/stats"
)

// firstPlayer measures the first player's advantage of a match after its
// run, sum: the run's games, 0 … sum.Games()-1 of its seed, played again
// in each order with the seats swapped (lab.First), with the run's
// policies and workers. It returns nil, nil where there is nothing to
// measure: --first=false, a game whose first player cannot be fixed (a
// table), a shard of a run (its games are not 0 … n-1; a merge would not
// combine the studies), or fewer than 2 games.
func (c *runRequest) firstPlayer(ctx context.Context, e *env, setup sim.Setup, sum *stats.Summary) (*lab.FirstStudy, error) {
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
		bar.Rate = func() (float64, float64, float64) { return sum.WinRate(focus) }
		bar.Who = progressLabel(sum.Schema().Seats[focus])
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
