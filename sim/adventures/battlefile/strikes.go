package battlefile

import (
	"math"

	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/stats"
)

// A Strike is a hero's typical melee strike against a villain type: its
// dice against the villain's Block, and the exact distribution of the
// wounds (PMF[k]: the probability of k wounds).
type Strike struct {
	Hero, Villain string
	Attack, Dice  int
	Block         int
	PMF           []float64
}

// TypicalStrikeNote says what TypicalStrikes counts, for a report.
const TypicalStrikeNote = "A typical strike is the hero's Attack plus the melee icons of an average melee face of its Action dice, " +
	"with no Focus reroll, against the villain's Block on open ground."

// TypicalStrikes returns the exact wound distribution of each hero's
// typical melee strike against each villain type of battle b: the hero
// rolls its Attack plus the melee icons of an average melee face of its
// Action dice, the villain blocks its Block (Adventures rulebook, "Melee
// Strikes", "Cooperative Mode ... Defending").
func TypicalStrikes(b *adventures.Battle) []Strike {
	die := b.BattleDie
	if len(die) == 0 {
		die = adventures.DefaultBattleDie
	}
	var out []Strike
	for _, h := range b.Heroes {
		n := int(h.Attack) + typicalMeleeIcons(&h)
		for _, v := range b.Villains {
			out = append(out, Strike{
				Hero: h.Name, Villain: v.Name, Attack: int(h.Attack), Dice: n, Block: int(v.Block),
				PMF: stats.WoundPMF(die, stats.Side{Dice: n}, stats.Side{Fixed: int(v.Block)}, 0),
			})
		}
	}
	return out
}

// typicalMeleeIcons returns the icons of an average melee face of hero
// h's Action dice, rounded, at least 1.
func typicalMeleeIcons(h *adventures.HeroSpec) int {
	var faces, icons int
	for d := range h.NDice {
		for _, f := range h.Dice[d] {
			if f.Kind() == adventures.IconMelee {
				faces++
				icons += f.Count()
			}
		}
	}
	if faces == 0 {
		return 1
	}
	return max(1, int(math.Round(float64(icons)/float64(faces))))
}
