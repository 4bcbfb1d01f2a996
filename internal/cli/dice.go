package cli

import (
	"fmt"

	"github.com/tmntsim/tmntsim/stats"
)

// MaxDice bounds the dice and fixed values of "tmntsim dice": far above
// any strike of the game, low enough that the exact distribution is instant.
const MaxDice = 100

// diceCount is a flag of "tmntsim dice" that counts dice or hits.
func diceCount(name, usage string) Flag {
	return Flag{Name: name, Kind: Int, Usage: usage, Check: func(v any) error {
		if n := v.(int); n < 0 {
			return fmt.Errorf("%d is negative; give 0 to %d", n, MaxDice)
		} else if n > MaxDice {
			return fmt.Errorf("%d is more than %d", n, MaxDice)
		}
		return nil
	}}
}

// UseDice declares the flags of "tmntsim dice": those that give a strike
// (read by Strike), the Battle die's faces by default faces, then its
// outputs and its sampled check.
func (s *Set) UseDice(faces string) {
	s.Add(diceCount("attack", "the attacker rolls `N` Battle dice (Attack + icons spent)"))
	s.Add(diceCount("hits", "the attacker deals `N` fixed hits (an AI villain's Hit)"))
	s.Add(diceCount("defend", "the target rolls `N` Battle dice (Defend + shells + bonuses)"))
	s.Add(diceCount("block", "the target blocks `N` fixed hits (an AI villain's Block)"))
	s.Add(diceCount("penalty", "range penalty: `N` hits lost (1 per space beyond the second)"))
	s.Add(Flag{Name: "attack-reroll", Kind: Bool, Usage: "the attacker spends Focus to reroll every die that shows no hit"})
	s.Add(Flag{Name: "defend-reroll", Kind: Bool, Usage: "the target spends Focus to reroll every die that shows no block"})
	s.Add(Flag{Name: "faces", Default: faces, Usage: "the Battle die's faces, a comma-separated `LIST` of blank, hit, hit2 (or double-hit), hit3, block, block2, hit+block, or H/B (hits/blocks)",
		Check: func(v any) error { _, err := stats.ParseFaces(v.(string)); return err }})
	s.UseAs("format", "output `format`: text, json or csv")
	s.UseAs("png", "also write a bar chart of the wound distribution to `FILE`")
	s.Add(Flag{Name: "sample", Kind: Int64, Usage: "also roll `N` strikes with the engine's dice and test them against the exact distribution",
		Check: func(v any) error {
			if v.(int64) < 0 {
				return fmt.Errorf("%d is negative; give a number of strikes, or 0 for none", v)
			}
			return nil
		}})
	s.UseAs("seed", "`SEED` of --sample's random numbers")
}

// Strike checks the strike flags of s (UseDice) and returns the strike.
func (s *Set) Strike() (stats.Strike, error) {
	var q stats.Strike
	if err := s.Check("faces"); err != nil {
		return q, err
	}
	q.Faces, _ = stats.ParseFaces(s.String("faces"))
	var err error
	if q.Atk, err = s.strikeSide("attack", "hits", "attack-reroll", true); err != nil {
		return q, err
	}
	if q.Def, err = s.strikeSide("defend", "block", "defend-reroll", false); err != nil {
		return q, err
	}
	q.Penalty = s.Int("penalty")
	return q, s.Check("penalty")
}

// strikeSide reads the one of the two flags of a strike's side that is
// given: dice rolled (diceFlag, rerolled by rerollFlag) or a fixed value.
func (s *Set) strikeSide(diceFlag, fixedFlag, rerollFlag string, required bool) (stats.Side, error) {
	side := stats.Side{Reroll: s.Bool(rerollFlag)}
	hasDice, hasFixed := s.Changed(diceFlag), s.Changed(fixedFlag)
	switch {
	case hasDice && hasFixed:
		return side, Usagef("--%s and --%s: give one of them (dice rolled, or a fixed value)", diceFlag, fixedFlag)
	case !hasDice && !hasFixed && required:
		return side, Usagef("--%s or --%s is required: the dice the attacker rolls, or its fixed hits", diceFlag, fixedFlag)
	case side.Reroll && !hasDice:
		return side, Usagef("--%s: needs --%s (a fixed value rolls no dice to reroll)", rerollFlag, diceFlag)
	case hasDice:
		side.Dice = s.Int(diceFlag)
		return side, s.Check(diceFlag)
	}
	side.Fixed = s.Int(fixedFlag)
	return side, s.Check(fixedFlag)
}
