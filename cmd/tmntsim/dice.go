package main

import (
	"fmt"

	"github.com/tmntsim/tmntsim/internal/cli"
	"github.com/tmntsim/tmntsim/reports"
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/stats"
)

func init() {
	register(&command{
		name:    "dice",
		summary: "exact wound distribution of one strike, and a sampled check",
		run:     runDice,
	})
}

// maxDiceFlag bounds the dice and fixed values of "tmntsim dice": far above
// any strike of the game, low enough that the exact distribution is instant.
const maxDiceFlag = 100

// diceCount is a flag of "tmntsim dice" that counts dice or hits.
func diceCount(name, usage string) cli.Flag {
	return cli.Flag{Name: name, Kind: cli.Int, Usage: usage, Check: func(v any) error {
		if n := v.(int); n < 0 {
			return fmt.Errorf("%d is negative; give 0 to %d", n, maxDiceFlag)
		} else if n > maxDiceFlag {
			return fmt.Errorf("%d is more than %d", n, maxDiceFlag)
		}
		return nil
	}}
}

func runDice(e *env, args []string) int {
	fs := flagSet(e, "dice", "", nil)
	fs.Add(diceCount("attack", "the attacker rolls `N` Battle dice (Attack + icons spent)"))
	fs.Add(diceCount("hits", "the attacker deals `N` fixed hits (an AI villain's Hit)"))
	fs.Add(diceCount("defend", "the target rolls `N` Battle dice (Defend + shells + bonuses)"))
	fs.Add(diceCount("block", "the target blocks `N` fixed hits (an AI villain's Block)"))
	fs.Add(diceCount("penalty", "range penalty: `N` hits lost (1 per space beyond the second)"))
	fs.Add(cli.Flag{Name: "attack-reroll", Kind: cli.Bool, Usage: "the attacker spends Focus to reroll every die that shows no hit"})
	fs.Add(cli.Flag{Name: "defend-reroll", Kind: cli.Bool, Usage: "the target spends Focus to reroll every die that shows no block"})
	fs.Add(cli.Flag{Name: "faces", Default: stats.FaceList(adventures.DefaultBattleDie), Usage: "the Battle die's faces, a comma-separated `LIST` of blank, hit, hit2 (or double-hit), hit3, block, block2, hit+block, or H/B (hits/blocks)",
		Check: func(v any) error { _, err := stats.ParseFaces(v.(string)); return err }})
	fs.UseAs("format", "output `format`: text, json or csv")
	fs.UseAs("png", "also write a bar chart of the wound distribution to `FILE`")
	fs.Add(cli.Flag{Name: "sample", Kind: cli.Int64, Usage: "also roll `N` strikes with the engine's dice and test them against the exact distribution",
		Check: func(v any) error {
			if v.(int64) < 0 {
				return fmt.Errorf("%d is negative; give a number of strikes, or 0 for none", v)
			}
			return nil
		}})
	fs.UseAs("seed", "`SEED` of --sample's random numbers")
	if code, done := parse(e, fs, args, false); done {
		return code
	}
	if fs.NArg() > 0 {
		return fail(e, usagef("dice: unexpected argument %q (the strike is given by flags; see tmntsim dice --help)", fs.Arg(0)))
	}
	q, err := diceQuery(fs)
	if err == nil {
		err = fs.Check("format", "sample")
	}
	if err == nil {
		err = checkOut("--png", fs.String("png"))
	}
	if err != nil {
		return fail(e, err)
	}
	res := reports.NewWounds(q, fs.Int64("sample"), fs.Uint64("seed"))
	if png := fs.String("png"); png != "" {
		if err := res.WritePNG(png); err != nil {
			return fail(e, fmt.Errorf("--png %s: %w", png, err))
		}
	}
	return exitWith(e, res.Write(e.stdout, e.stderr, fs.String("format")))
}

// diceQuery checks the strike flags and returns the strike.
func diceQuery(fs *cli.Set) (stats.Strike, error) {
	var q stats.Strike
	if err := fs.Check("faces"); err != nil {
		return q, err
	}
	q.Faces, _ = stats.ParseFaces(fs.String("faces"))
	// side reads the one of the two flags that is given: dice rolled or a
	// fixed value.
	side := func(diceFlag, fixedFlag, rerollFlag string, required bool) (stats.Side, error) {
		s := stats.Side{Reroll: fs.Bool(rerollFlag)}
		hasDice, hasFixed := fs.Changed(diceFlag), fs.Changed(fixedFlag)
		switch {
		case hasDice && hasFixed:
			return s, usagef("--%s and --%s: give one of them (dice rolled, or a fixed value)", diceFlag, fixedFlag)
		case !hasDice && !hasFixed && required:
			return s, usagef("--%s or --%s is required: the dice the attacker rolls, or its fixed hits", diceFlag, fixedFlag)
		case s.Reroll && !hasDice:
			return s, usagef("--%s: needs --%s (a fixed value rolls no dice to reroll)", rerollFlag, diceFlag)
		case hasDice:
			s.Dice = fs.Int(diceFlag)
			return s, fs.Check(diceFlag)
		}
		s.Fixed = fs.Int(fixedFlag)
		return s, fs.Check(fixedFlag)
	}
	var err error
	if q.Atk, err = side("attack", "hits", "attack-reroll", true); err != nil {
		return q, err
	}
	if q.Def, err = side("defend", "block", "defend-reroll", false); err != nil {
		return q, err
	}
	q.Penalty = fs.Int("penalty")
	return q, fs.Check("penalty")
}
