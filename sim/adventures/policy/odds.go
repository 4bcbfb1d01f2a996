package policy

import (
	"github.com/tmntsim/tmntsim/sim/dice"
	"github.com/tmntsim/tmntsim/stats"
)

// Limits of the odds tables: rolls of more dice are looked up as maxDice
// dice, scores above maxScore as maxScore (far beyond any strike of the
// game).
const (
	maxDice  = 24
	maxScore = 63
)

// odds holds the exact distributions of one Battle die that the policies
// look up while they play, computed once per battle from package stats:
// a lookup is an array index, where stats would allocate.
type odds struct {
	die []dice.Face // the die the tables are of
	// hitGE[r][n][k] is the probability that n dice score at least k hits,
	// with (r = 1) or without (r = 0) the Focus reroll of every miss;
	// blockGE the same for blocks.
	hitGE, blockGE [2][maxDice + 1][maxScore + 2]float64
	// moments[r][n][k] holds defendMoments of k hits against n dice, with
	// or without the reroll, for k up to maxMomentHits: the danger asks
	// them of every villain within reach of every space it weighs.
	moments [2][maxDice + 1][maxMomentHits + 1][2]float64
}

// maxMomentHits is the most hits of a strike whose defendMoments the
// odds keep in a table: more than any villain's Hit in the battles.
const maxMomentHits = 15

// init fills the tables for die.
func (o *odds) init(die []dice.Face) {
	o.die = die
	for r := 0; r < 2; r++ {
		for n := 0; n <= maxDice; n++ {
			s := stats.Side{Dice: n, Reroll: r == 1}
			tail(&o.hitGE[r][n], stats.HitPMF(die, s))
			tail(&o.blockGE[r][n], stats.BlockPMF(die, s))
			for k := 1; k <= maxMomentHits; k++ {
				m, sq := o.defendMomentsCalc(k, n, r == 1)
				o.moments[r][n][k] = [2]float64{m, sq}
			}
		}
	}
}

// tail fills ge[k] with P(X >= k) for X with distribution pmf.
func tail(ge *[maxScore + 2]float64, pmf []float64) {
	*ge = [maxScore + 2]float64{}
	var p float64
	for k := len(pmf) - 1; k >= 0; k-- {
		p += pmf[k]
		if k < len(ge) {
			ge[k] = min(p, 1)
		}
	}
}

// clampDice bounds a number of dice to the tables.
func clampDice(n int) int { return max(0, min(n, maxDice)) }

// b2i is 1 for true, 0 for false.
func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// hitsAtLeast returns the probability that n dice score at least k hits.
func (o *odds) hitsAtLeast(n int, reroll bool, k int) float64 {
	if k <= 0 {
		return 1
	}
	return o.hitGE[b2i(reroll)][clampDice(n)][min(k, maxScore+1)]
}

// strike returns the mean wounds, counted up to life, and the chance of at
// least life wounds, of a strike of n dice whose hits lose t (the range
// penalty plus the target's Block) (Adventures, "Melee Strikes", "Ranged
// Strikes", Cooperative Mode "Defending").
func (o *odds) strike(n int, reroll bool, t, life int) (mean, ko float64) {
	ge := &o.hitGE[b2i(reroll)][clampDice(n)]
	t = max(t, 0)
	for j := 1; j <= life; j++ {
		k := min(t+j, maxScore+1)
		mean += ge[k]
	}
	return mean, ge[min(t+max(life, 1), maxScore+1)]
}

// defend returns the mean wounds, and the chance of at least life wounds,
// of a villain's strike of hits fixed hits against a hero rolling n defence
// dice (Adventures, Cooperative Mode "Attacking").
func (o *odds) defend(hits, n int, reroll bool, life int) (mean, ko float64) {
	if hits <= 0 {
		return 0, 0
	}
	ge := &o.blockGE[b2i(reroll)][clampDice(n)]
	// wounds >= j exactly when blocks <= hits - j.
	for j := 1; j <= hits; j++ {
		mean += 1 - ge[min(hits-j+1, maxScore+1)]
	}
	if life <= 0 {
		return mean, 1
	}
	if life > hits {
		return mean, 0
	}
	return mean, 1 - ge[min(hits-life+1, maxScore+1)]
}

// defendMoments returns the mean and the mean square of the wounds of a
// villain's strike of hits fixed hits against n defence dice (Adventures,
// "Defense Roll": each block cancels a hit): from the table of moments
// up to maxMomentHits hits, which holds what defendMomentsCalc returns.
func (o *odds) defendMoments(hits, n int, reroll bool) (mean, sq float64) {
	if hits <= 0 {
		return 0, 0
	}
	if hits <= maxMomentHits {
		m := &o.moments[b2i(reroll)][clampDice(n)][hits]
		return m[0], m[1]
	}
	return o.defendMomentsCalc(hits, n, reroll)
}

// defendMomentsCalc is defendMoments worked out from the blocks' tails.
func (o *odds) defendMomentsCalc(hits, n int, reroll bool) (mean, sq float64) {
	ge := &o.blockGE[b2i(reroll)][clampDice(n)]
	for j := 1; j <= hits; j++ {
		p := 1 - ge[min(hits-j+1, maxScore+1)] // P(wounds >= j)
		mean += p
		sq += float64(2*j-1) * p
	}
	return mean, sq
}
