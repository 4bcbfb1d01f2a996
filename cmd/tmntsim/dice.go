package main

import (
	"fmt"

	"github.com/spf13/pflag"

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

func runDice(e *env, args []string) int {
	fs := newFlagSet(e, "dice")
	fs.Int("attack", 0, "the attacker rolls `N` Battle dice (Attack + icons spent)")
	fs.Int("hits", 0, "the attacker deals `N` fixed hits (an AI villain's Hit)")
	fs.Int("defend", 0, "the target rolls `N` Battle dice (Defend + shells + bonuses)")
	fs.Int("block", 0, "the target blocks `N` fixed hits (an AI villain's Block)")
	fs.Int("penalty", 0, "range penalty: `N` hits lost (1 per space beyond the second)")
	atkReroll := fs.Bool("attack-reroll", false, "the attacker spends Focus to reroll every die that shows no hit")
	defReroll := fs.Bool("defend-reroll", false, "the target spends Focus to reroll every die that shows no block")
	facesFlag := fs.String("faces", stats.FaceList(adventures.DefaultBattleDie), "the Battle die's faces, a comma-separated `LIST` of blank, hit, hit2 (or double-hit), hit3, block, block2, hit+block, or H/B (hits/blocks)")
	format := fs.String("format", "text", "output `format`: text, json or csv")
	pngFile := fs.String("png", "", "also write a bar chart of the wound distribution to `FILE`")
	sample := fs.Int64("sample", 0, "also roll `N` strikes with the engine's dice and test them against the exact distribution")
	seed := fs.Uint64("seed", 1, "`SEED` of --sample's random numbers")
	fs.Usage = func() { writeHelp(e.stdout, "dice", fs, nil) }
	if code, done := parseFlags(e, fs, args); done {
		return code
	}
	if fs.NArg() > 0 {
		return fail(e, usagef("dice: unexpected argument %q (the strike is given by flags; see tmntsim dice --help)", fs.Arg(0)))
	}

	q, err := diceQueryFromFlags(fs, *atkReroll, *defReroll, *facesFlag)
	if err != nil {
		return fail(e, err)
	}
	if err := checkFormat(*format); err != nil {
		return fail(e, err)
	}
	if *sample < 0 {
		return fail(e, usagef("--sample: %d is negative; give a number of strikes, or 0 for none", *sample))
	}
	if err := checkOut("--png", *pngFile); err != nil {
		return fail(e, err)
	}

	res := reports.NewWounds(q, *sample, *seed)
	if *pngFile != "" {
		if err := res.WritePNG(*pngFile); err != nil {
			return fail(e, fmt.Errorf("--png %s: %w", *pngFile, err))
		}
	}
	return exitWith(e, res.Write(e.stdout, e.stderr, *format))
}

// diceQueryFromFlags checks the strike flags and returns the strike.
func diceQueryFromFlags(fs *pflag.FlagSet, atkReroll, defReroll bool, facesFlag string) (stats.Strike, error) {
	var q stats.Strike
	var err error
	if q.Faces, err = stats.ParseFaces(facesFlag); err != nil {
		return q, usagef("--faces: %v", err)
	}
	count := func(name string) (int, error) {
		n, _ := fs.GetInt(name)
		if n < 0 {
			return 0, usagef("--%s: %d is negative; give 0 to %d", name, n, maxDiceFlag)
		}
		if n > maxDiceFlag {
			return 0, usagef("--%s: %d is more than %d", name, n, maxDiceFlag)
		}
		return n, nil
	}
	// side reads the one of the two flags that is given: dice rolled or a
	// fixed value.
	side := func(diceFlag, fixedFlag, rerollFlag string, reroll, required bool) (stats.Side, error) {
		var s stats.Side
		hasDice, hasFixed := fs.Changed(diceFlag), fs.Changed(fixedFlag)
		switch {
		case hasDice && hasFixed:
			return s, usagef("--%s and --%s: give one of them (dice rolled, or a fixed value)", diceFlag, fixedFlag)
		case !hasDice && !hasFixed && required:
			return s, usagef("--%s or --%s is required: the dice the attacker rolls, or its fixed hits", diceFlag, fixedFlag)
		case reroll && !hasDice:
			return s, usagef("--%s: needs --%s (a fixed value rolls no dice to reroll)", rerollFlag, diceFlag)
		}
		var err error
		if hasDice {
			s.Dice, err = count(diceFlag)
		} else {
			s.Fixed, err = count(fixedFlag)
		}
		s.Reroll = reroll
		return s, err
	}
	if q.Atk, err = side("attack", "hits", "attack-reroll", atkReroll, true); err != nil {
		return q, err
	}
	if q.Def, err = side("defend", "block", "defend-reroll", defReroll, false); err != nil {
		return q, err
	}
	if q.Penalty, err = count("penalty"); err != nil {
		return q, err
	}
	return q, nil
}
