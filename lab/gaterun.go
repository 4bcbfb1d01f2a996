package lab

import (
	"fmt"
	"strings"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/stats"
)

// A GateRun is a gate of tmntsim check ready to play: its spec (parsed),
// its test, and the setup its battle, match or table opened into, with
// the seats' policies resolved; or the error of opening it, which is the
// gate's error but stops no other gate.
type GateRun struct {
	GateSpec
	Setup      sim.Setup
	Options    Options // the setup's Name, Source, Hash; the seats' Policies
	Noun       string  // what is played: "battle", or "game" of a match or a table
	Adventures bool    // an Adventures battle (its heroes' win rate, its own names)
	Err        error   // of opening the setup
	Test       *stats.RangeTest
}

// NewGateRun checks spec's numbers, parses its range and builds its test,
// and resolves its policy (the focus seat's spec or SEAT=SPEC; none: the
// file's) on setup, opened with o's names (or openErr), checked by making
// a game. Of a battle (heroes: the setup's policies are its heroes' and,
// of a Competitive Mode battle, a villain player's), the gate reports the
// policies it plays: the heroes' and the villain player's, if villain is
// set. key names the setting at fault.
func NewGateRun(spec GateSpec, setup sim.Setup, o Options, noun string, openErr error, battle, villain bool) (g *GateRun, key string, err error) {
	g = &GateRun{GateSpec: spec, Setup: setup, Options: o, Noun: noun, Adventures: battle, Err: openErr}
	if key, err := g.Parse(); err != nil {
		return nil, key, err
	}
	if openErr == nil {
		var values []string
		if spec.Policy != "" {
			values = []string{spec.Policy}
		}
		if g.Options.Policies, err = SeatPolicies(setup, values); err == nil {
			_, err = setup.NewGame(g.Options.Policies)
		}
		if err != nil {
			return nil, "policy", err
		}
		if battle {
			specs := Policies(setup, g.Options.Policies)
			g.Policy = specs[0]
			if villain {
				g.Policy = seatPolicyText(setup.Schema().Seats, specs)
			}
		}
	}
	if g.Test, err = g.GateSpec.Test(); err != nil {
		return nil, "expect", err
	}
	return g, "", nil
}

// Result returns the gate's result before it is played, whose seat wins
// as who says, and the options that play it (Play) with workers; the
// result of a gate that could not be opened is its error. A game's gate
// is named by its argument, a battle's by the battle.
func (g *GateRun) Result(who, version string, workers int) (*GateResult, Options) {
	r := &GateResult{GateSpec: g.GateSpec, Name: g.Options.Name, Verdict: "error", Who: who, Noun: g.Noun, Error: errorText(g.Err)}
	if g.Err != nil && g.BattleAt != "" {
		r.Error = g.BattleAt + ": " + r.Error // where the gates file names it
	}
	if g.Err == nil && !g.Adventures {
		r.Name = g.GateSpec.Battle
	}
	o := g.Play(g.Options, g.Test)
	o.Version, o.Workers = version, workers
	return r, o
}

// Done fills in r, the gate's result, from sum, its games played, or err,
// the failure that stopped them; a game's gate reports the policies the
// summary names.
func (g *GateRun) Done(r *GateResult, sum *Summary, err error) {
	if err != nil {
		r.Error = err.Error()
		return
	}
	if !g.Adventures {
		r.Policy = seatPolicyText(g.Setup.Schema().Seats, sum.Policies)
	}
	r.Evidence(&Checked{Sum: sum, Test: g.Test})
}

// seatPolicyText names the policy of every seat, "genbu=planner seiryu=greedy",
// so that a gate's seats are not read as a list of policies tried.
func seatPolicyText(seats, specs []string) string {
	parts := make([]string, len(specs))
	for i, p := range specs {
		parts[i] = p
		if i < len(seats) {
			parts[i] = seats[i] + "=" + p
		}
	}
	return strings.Join(parts, " ")
}

func errorText(err error) string {
	if err == nil {
		return ""
	}
	return fmt.Sprint(err)
}
