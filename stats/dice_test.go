package stats

import (
	"fmt"
	"math"
	"math/rand/v2"
	"testing"

	"github.com/tmntsim/tmntsim/sim/dice"
)

// battleDie is tmntsim's default Battle die: two blanks, two hits, a double
// hit and a block.
var battleDie = []dice.Face{{}, {}, {Hits: 1}, {Hits: 1}, {Hits: 2}, {Blocks: 1}}

// mixedDie is an eight-sided die with faces that both hit and block.
var mixedDie = []dice.Face{{}, {Hits: 1}, {Hits: 1, Blocks: 1}, {Hits: 2}, {Blocks: 1}, {Blocks: 2}, {Hits: 3}, {}}

func pmfsEqual(got, want []float64, tol float64) bool {
	if len(got) != len(want) {
		return false
	}
	for i := range got {
		if math.Abs(got[i]-want[i]) > tol {
			return false
		}
	}
	return true
}

func TestWoundPMF(t *testing.T) {
	for _, c := range []struct {
		name     string
		faces    []dice.Face
		atk, def Side
		penalty  int
		want     []float64
	}{
		{"1 die vs nothing: the face frequencies", battleDie, Side{Dice: 1}, Side{}, 0, []float64{3. / 6, 2. / 6, 1. / 6}},
		{"5 hits vs block 2 (rulebook example 1)", battleDie, Side{Fixed: 5}, Side{Fixed: 2}, 0, []float64{0, 0, 0, 1}},
		{"2 hits vs block 3 (rulebook example 2)", battleDie, Side{Fixed: 2}, Side{Fixed: 3}, 0, []float64{1}},
		{"5 hits at 6 spaces: penalty 4 (Raph's example)", battleDie, Side{Fixed: 5}, Side{}, 4, []float64{0, 1}},
		{"penalty beyond the hits", battleDie, Side{Fixed: 2}, Side{}, 5, []float64{1}},
		{"1 die, penalty 1", battleDie, Side{Dice: 1}, Side{}, 1, []float64{5. / 6, 1. / 6}},
		{"1 die with reroll", battleDie, Side{Dice: 1, Reroll: true}, Side{}, 0, []float64{1. / 4, 1. / 2, 1. / 4}},
		{"2 dice", battleDie, Side{Dice: 2}, Side{}, 0, []float64{9. / 36, 12. / 36, 10. / 36, 4. / 36, 1. / 36}},
		{"1 die vs 1 die", battleDie, Side{Dice: 1}, Side{Dice: 1}, 0, []float64{20. / 36, 11. / 36, 5. / 36}},
		{"2 hits vs 1 die with reroll", battleDie, Side{Fixed: 2}, Side{Dice: 1, Reroll: true}, 0, []float64{0, 11. / 36, 25. / 36}},
		{"1 die plus 1 fixed hit vs block 1", battleDie, Side{Dice: 1, Fixed: 1}, Side{Fixed: 1}, 0, []float64{3. / 6, 2. / 6, 1. / 6}},
		{"a die that always blocks", []dice.Face{{Hits: 1, Blocks: 1}, {Blocks: 1}}, Side{Dice: 1}, Side{Dice: 1}, 0, []float64{1}},
		{"no dice on either side", battleDie, Side{}, Side{}, 0, []float64{1}},
		{"a die that never hits", []dice.Face{{Blocks: 1}, {}}, Side{Dice: 3, Reroll: true}, Side{}, 0, []float64{1}},
	} {
		got := WoundPMF(c.faces, c.atk, c.def, c.penalty)
		if !pmfsEqual(got, c.want, 1e-15) {
			t.Errorf("%s: got %v, want %v", c.name, got, c.want)
		}
	}
}

func TestHitAndBlockPMF(t *testing.T) {
	if got, want := BlockPMF(battleDie, Side{Dice: 1, Reroll: true}), []float64{25. / 36, 11. / 36}; !pmfsEqual(got, want, 1e-15) {
		t.Errorf("BlockPMF(1 die, reroll) = %v, want %v", got, want)
	}
	if got, want := HitPMF(battleDie, Side{Fixed: 3}), []float64{0, 0, 0, 1}; !pmfsEqual(got, want, 0) {
		t.Errorf("HitPMF(fixed 3) = %v, want %v", got, want)
	}
	// A Focus check of difficulty 2 with Focus 3: 1 - P(0) - P(1) = 1 - 1/8 - 1/4.
	if got, want := AtLeast(HitPMF(battleDie, Side{Dice: 3}), 2), 5./8; math.Abs(got-want) > 1e-15 {
		t.Errorf("P(3 dice >= 2 hits) = %v, want %v", got, want)
	}
	pmf := HitPMF(battleDie, Side{Dice: 3})
	for _, c := range []struct {
		k    int
		want float64
	}{{-1, 1}, {0, 1}, {7, 0}, {6, 1. / 216}} {
		if got := AtLeast(pmf, c.k); math.Abs(got-c.want) > 1e-15 {
			t.Errorf("AtLeast(3 dice, %d) = %v, want %v", c.k, got, c.want)
		}
	}
}

// TestMeans checks means against the per-die mean: 2/3 hits a die, 1 with
// the reroll, and Fixed added.
func TestMeans(t *testing.T) {
	for _, c := range []struct {
		s    Side
		want float64
	}{
		{Side{Dice: 1}, 2. / 3},
		{Side{Dice: 10}, 20. / 3},
		{Side{Dice: 10, Reroll: true}, 10},
		{Side{Dice: 4, Fixed: 3}, 3 + 8./3},
	} {
		if got := Mean(HitPMF(battleDie, c.s)); math.Abs(got-c.want) > 1e-12 {
			t.Errorf("Mean(HitPMF(%+v)) = %v, want %v", c.s, got, c.want)
		}
	}
}

// TestPMFSumsToOne checks every distribution of a grid of strikes sums to 1.
func TestPMFSumsToOne(t *testing.T) {
	for _, faces := range [][]dice.Face{battleDie, mixedDie, {{Hits: 1, Blocks: 1}}} {
		for n := 0; n <= 20; n++ {
			for d := 0; d <= 12; d += 3 {
				for p := 0; p <= 4; p += 2 {
					for _, rr := range [][2]bool{{false, false}, {true, false}, {false, true}, {true, true}} {
						pmf := WoundPMF(faces, Side{Dice: n, Reroll: rr[0]}, Side{Dice: d, Reroll: rr[1]}, p)
						sum := 0.0
						for _, v := range pmf {
							if v < 0 {
								t.Fatalf("%d vs %d: negative probability %v", n, d, v)
							}
							sum += v
						}
						if math.Abs(sum-1) > 1e-12 {
							t.Errorf("%v: %d vs %d, penalty %d, rerolls %v: sum %v", faces, n, d, p, rr, sum)
						}
					}
				}
			}
		}
	}
}

func TestDicePanics(t *testing.T) {
	for name, f := range map[string]func(){
		"no faces":         func() { HitPMF(nil, Side{Dice: 1}) },
		"negative dice":    func() { HitPMF(battleDie, Side{Dice: -1}) },
		"negative fixed":   func() { BlockPMF(battleDie, Side{Fixed: -1}) },
		"negative penalty": func() { WoundPMF(battleDie, Side{Dice: 1}, Side{}, -1) },
	} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("%s: no panic", name)
				}
			}()
			f()
		}()
	}
}

// A strikeCase is a strike to sample with the dice kernel.
type strikeCase struct {
	faces    []dice.Face
	atk, def Side
	penalty  int
	engine   bool // roll with Roll, Reroll and Sum, as an engine that asks a policy does
}

func (c strikeCase) String() string {
	s := fmt.Sprintf("%d faces, attack %+v, defend %+v, penalty %d", len(c.faces), c.atk, c.def, c.penalty)
	if c.engine {
		s += ", Roll+Reroll"
	}
	return s
}

// sample counts the wounds of n strikes rolled with sim/dice from seed.
func (c strikeCase) sample(t *testing.T, n int, seed uint64, bins int) []int64 {
	t.Helper()
	d, err := dice.NewDie(c.faces)
	if err != nil {
		t.Fatal(err)
	}
	var r dice.Roller
	r.Init(rand.NewPCG(seed, 0))
	s := dice.Strike{
		AttackDice: c.atk.Dice, Hits: c.atk.Fixed, AttackReroll: c.atk.Reroll,
		DefendDice: c.def.Dice, Block: c.def.Fixed, DefendReroll: c.def.Reroll,
		Penalty: c.penalty,
	}
	counts := make([]int64, bins)
	buf := make([]uint8, 0, 64)
	for range n {
		var w int
		if c.engine {
			buf = r.Roll(&d, s.AttackDice, buf[:0])
			if s.AttackReroll {
				r.Reroll(&d, buf, d.HitFaces())
			}
			hits, _ := d.Sum(buf)
			buf = r.Roll(&d, s.DefendDice, buf[:0])
			if s.DefendReroll {
				r.Reroll(&d, buf, d.BlockFaces())
			}
			_, blocks := d.Sum(buf)
			w = max(0, max(0, s.Hits+hits-s.Penalty)-s.Block-blocks)
		} else {
			w = r.Wounds(&d, &s)
		}
		if w >= bins {
			t.Fatalf("%v: sampled %d wounds, the exact pmf stops at %d", c, w, bins-1)
		}
		counts[w]++
	}
	return counts
}

// TestWoundPMFMatchesKernel draws strikes with sim/dice and checks the exact
// distribution by a chi-square goodness-of-fit test: 10^6 strikes a case
// (10^5 with -short), fixed seeds, and failure when p < 1e-4. A correct
// kernel and pmf fail one case in 10^4 seeds; the seeds are fixed, so the
// test is deterministic. The last check makes sure the test can fail: a
// rerolled strike's samples against the pmf without reroll.
func TestWoundPMFMatchesKernel(t *testing.T) {
	const minP = 1e-4
	n := 1_000_000
	if testing.Short() {
		n = 100_000
	}
	twelve := make([]dice.Face, 12)
	for i := range twelve {
		twelve[i] = dice.Face{Hits: uint8(i % 4), Blocks: uint8(i % 3)}
	}
	cases := []strikeCase{
		{faces: battleDie, atk: Side{Dice: 1}},
		{faces: battleDie, atk: Side{Dice: 4}, def: Side{Dice: 2}},
		{faces: battleDie, atk: Side{Dice: 4, Reroll: true}, def: Side{Dice: 2, Reroll: true}},
		{faces: battleDie, atk: Side{Dice: 6, Reroll: true}, def: Side{Fixed: 2}, penalty: 1},
		{faces: battleDie, atk: Side{Fixed: 3}, def: Side{Dice: 3, Reroll: true}},
		{faces: battleDie, atk: Side{Dice: 5, Reroll: true}, def: Side{Dice: 3, Reroll: true}, engine: true},
		{faces: battleDie, atk: Side{Dice: 7}, def: Side{Dice: 4}, penalty: 2, engine: true},
		{faces: mixedDie, atk: Side{Dice: 5, Reroll: true}, def: Side{Dice: 3}, penalty: 2},
		{faces: twelve, atk: Side{Dice: 3, Fixed: 1}, def: Side{Dice: 2, Reroll: true}},
	}
	for i, c := range cases {
		pmf := WoundPMF(c.faces, c.atk, c.def, c.penalty)
		counts := c.sample(t, n, uint64(100+i), len(pmf))
		stat, df, p := ChiSquareGOF(counts, pmf)
		t.Logf("%v: chi-square %.2f on %d df, p = %.3f", c, stat, df, p)
		if p < minP {
			t.Errorf("%v: chi-square %.2f on %d df, p = %.2g < %g", c, stat, df, p, minP)
		}
	}

	c := cases[2]
	wrong := WoundPMF(c.faces, Side{Dice: 4}, Side{Dice: 2, Reroll: true}, 0)
	counts := c.sample(t, n, 1, len(wrong))
	stat, df, p := ChiSquareGOF(counts, wrong)
	t.Logf("negative control, rerolled strikes against the pmf without reroll: chi-square %.0f on %d df, p = %.2g", stat, df, p)
	if p >= minP {
		t.Errorf("rerolled strikes against the pmf without reroll: p = %.2g, want < %g", p, minP)
	}
}

func BenchmarkWoundPMF(b *testing.B) {
	for b.Loop() {
		WoundPMF(battleDie, Side{Dice: 8, Reroll: true}, Side{Dice: 6, Reroll: true}, 1)
	}
}
