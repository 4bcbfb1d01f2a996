package dice

import (
	"math"
	"math/big"
	"math/rand/v2"
	"testing"
)

// defaultFaces is the default Battle die of tmntsim: two blanks, two hits, a
// double hit and a block.
var defaultFaces = []Face{{0, 0}, {0, 0}, {1, 0}, {1, 0}, {2, 0}, {0, 1}}

func mustDie(t testing.TB, faces []Face) *Die {
	t.Helper()
	d, err := NewDie(faces)
	if err != nil {
		t.Fatal(err)
	}
	return &d
}

// nFaces returns a die of n faces where face i scores i hits and i%2 blocks.
func nFaces(t testing.TB, n int) *Die {
	faces := make([]Face, n)
	for i := range faces {
		faces[i] = Face{uint8(i), uint8(i % 2)}
	}
	return mustDie(t, faces)
}

func TestNewDieErrors(t *testing.T) {
	for _, n := range []int{0, MaxFaces + 1, 20} {
		if _, err := NewDie(make([]Face, n)); err == nil {
			t.Errorf("NewDie(%d faces): got no error, want one", n)
		}
	}
	if _, err := NewDie([]Face{{0, 0}, {MaxScore + 1, 0}}); err == nil {
		t.Errorf("NewDie(a face of %d hits): got no error, want one", MaxScore+1)
	}
	if _, err := NewDie([]Face{{MaxScore, MaxScore}}); err != nil {
		t.Errorf("NewDie(a face of %d hits and blocks): %v", MaxScore, err)
	}
	for n := 1; n <= MaxFaces; n++ {
		d, err := NewDie(make([]Face, n))
		if err != nil {
			t.Errorf("NewDie(%d faces): %v", n, err)
		}
		if d.N() != n {
			t.Errorf("NewDie(%d faces).N() = %d", n, d.N())
		}
	}
}

func TestDieFaces(t *testing.T) {
	d := mustDie(t, defaultFaces)
	for i, f := range defaultFaces {
		if got := d.Face(i); got != f {
			t.Errorf("Face(%d) = %v, want %v", i, got, f)
		}
	}
	if got, want := d.HitFaces(), uint16(0b011100); got != want {
		t.Errorf("HitFaces() = %06b, want %06b", got, want)
	}
	if got, want := d.BlockFaces(), uint16(0b100000); got != want {
		t.Errorf("BlockFaces() = %06b, want %06b", got, want)
	}
	h, b := d.Sum([]uint8{0, 2, 4, 5, 5})
	if h != 3 || b != 2 {
		t.Errorf("Sum = %d hits %d blocks, want 3 hits 2 blocks", h, b)
	}
}

func TestBatch(t *testing.T) {
	two64 := new(big.Int).Lsh(big.NewInt(1), 64)
	for n := uint64(1); n <= MaxFaces; n++ {
		m := n * n
		per, bound, thresh := batch(m)
		want := new(big.Int).Exp(big.NewInt(int64(m)), big.NewInt(int64(per)), nil)
		if !want.IsUint64() || want.Uint64() != bound {
			t.Errorf("batch(%d): bound %d, want %d^%d = %v", m, bound, m, per, want)
		}
		if tw := new(big.Int).Mod(two64, want); tw.Uint64() != thresh {
			t.Errorf("batch(%d): thresh %d, want 2^64 mod %d = %v", m, thresh, bound, tw)
		}
		if 2*per < 15 {
			t.Errorf("batch(%d): %d dice per word, want at least 15", m, 2*per)
		}
	}
	if per, _, _ := batch(36); per != 11 {
		t.Errorf("batch(36): %d pairs per word, want 11", per)
	}
}

// TestFacesAreDigits checks the faces against a plain reading of the method:
// an accepted word x gives A = floor(x * M / 2^64), uniform on [0, M) for
// M = N^(2*per), and the dice are A's base-N digits, most significant first.
func TestFacesAreDigits(t *testing.T) {
	const words = 300
	for n := 1; n <= MaxFaces; n++ {
		d := nFaces(t, n)
		var r Roller
		r.Init(rand.NewPCG(uint64(n), 99))
		ref := rand.NewPCG(uint64(n), 99)
		bound := new(big.Int).SetUint64(d.bound)
		mask := new(big.Int).SetUint64(^uint64(0))
		var want []uint8
		rejected := 0
		for range words {
			var a *big.Int
			for {
				prod := new(big.Int).Mul(new(big.Int).SetUint64(ref.Uint64()), bound)
				if new(big.Int).And(prod, mask).Uint64() >= d.thresh {
					a = prod.Rsh(prod, 64)
					break
				}
				rejected++
			}
			digits := make([]uint8, 2*d.per)
			for i := len(digits) - 1; i >= 0; i-- {
				var m big.Int
				a.DivMod(a, big.NewInt(int64(n)), &m)
				digits[i] = uint8(m.Int64())
			}
			want = append(want, digits...)
		}
		// Roll in even chunks of varying size, which use every face drawn.
		var got []uint8
		for i := 0; len(got) < len(want); i++ {
			got = r.Roll(d, min(2*(i%5+1), len(want)-len(got)), got)
		}
		for i := range want {
			if got[i] != want[i] {
				t.Fatalf("%d faces: die %d: got face %d, want %d", n, i, got[i], want[i])
			}
		}
		if n == 11 && rejected == 0 { // 11-sided pairs reject 9.6% of words
			t.Errorf("11 faces: no word rejected in %d; the rejection path is untested", words)
		}
	}
}

// TestSameStream checks that Face, Roll and Hits draw the same faces from
// the same seed, and that Init after reseeding restarts the stream.
func TestSameStream(t *testing.T) {
	d := nFaces(t, 6)
	src := rand.NewPCG(1, 2)
	var r Roller
	r.Init(src)
	want := r.Roll(d, 100, nil)
	wantHits, wantBlocks := d.Sum(want)

	// Even chunks of Hits and Blocks see the faces of one long Roll.
	src.Seed(1, 2)
	r.Init(src)
	hits := 0
	for i := 0; i < 100; i += 10 {
		hits += r.Hits(d, 10, false)
	}
	if hits != wantHits {
		t.Errorf("Hits in chunks of 10 = %d, want %d (as Roll)", hits, wantHits)
	}
	src.Seed(1, 2)
	r.Init(src)
	if blocks := r.Blocks(d, 100, false); blocks != wantBlocks {
		t.Errorf("Blocks(100) = %d, want %d (as Roll)", blocks, wantBlocks)
	}

	// One die at a time: Face, Roll(1) and Hits(1) agree.
	src.Seed(1, 2)
	r.Init(src)
	var faces []int
	for range 50 {
		faces = append(faces, r.Face(d))
	}
	src.Seed(1, 2)
	r.Init(src)
	for i, f := range faces {
		if got := r.Roll(d, 1, nil)[0]; int(got) != f {
			t.Fatalf("die %d: Roll(1) = %d, Face = %d", i, got, f)
		}
	}
	src.Seed(1, 2)
	r.Init(src)
	for i, f := range faces {
		if got, want := r.Hits(d, 1, false), d.Face(f).Hits; got != int(want) {
			t.Fatalf("die %d: Hits(1) = %d, want %d of face %d", i, got, want, f)
		}
	}
}

// TestReroll checks that Reroll keeps the kept faces and that Hits with a
// reroll never scores less than the first roll would have.
func TestReroll(t *testing.T) {
	d := mustDie(t, defaultFaces)
	var r Roller
	r.Init(rand.NewPCG(3, 4))
	faces := r.Roll(d, 1000, nil)
	before := append([]uint8(nil), faces...)
	r.Reroll(d, faces, d.HitFaces())
	changed := 0
	for i := range faces {
		if d.HitFaces()>>before[i]&1 == 1 && faces[i] != before[i] {
			t.Fatalf("die %d: kept face %d became %d", i, before[i], faces[i])
		}
		if faces[i] != before[i] {
			changed++
		}
	}
	if changed == 0 {
		t.Errorf("Reroll changed no die of 1000")
	}

	src := rand.NewPCG(5, 6)
	for i := 0; i < 1000; i++ {
		src.Seed(5, uint64(i))
		r.Init(src)
		f := r.Face(d)
		src.Seed(5, uint64(i))
		r.Init(src)
		if got, min := r.Hits(d, 1, true), int(defaultFaces[f].Hits); got < min {
			t.Fatalf("seed %d: Hits with reroll %d, first face scores %d", i, got, min)
		}
	}
}

// TestFaceFrequencies checks each face of dice of 1 to 12 faces comes up
// within 5 standard deviations of its expected count.
func TestFaceFrequencies(t *testing.T) {
	rolls := 600_000
	if testing.Short() {
		rolls = 60_000
	}
	var r Roller
	r.Init(rand.NewPCG(7, 8))
	for n := 1; n <= MaxFaces; n++ {
		d := nFaces(t, n)
		var count [MaxFaces]int
		for i := 0; i < rolls; i++ {
			count[r.Face(d)]++
		}
		p := 1 / float64(n)
		mean := float64(rolls) * p
		sd := math.Sqrt(mean * (1 - p))
		for f := 0; f < n; f++ {
			if diff := float64(count[f]) - mean; diff > 5*sd || diff < -5*sd {
				t.Errorf("%d faces: face %d came %d times in %d, want %.0f ± %.0f", n, f, count[f], rolls, mean, 5*sd)
			}
		}
	}
}

func TestIntN(t *testing.T) {
	var r Roller
	r.Init(rand.NewPCG(9, 10))
	for _, n := range []int{1, 2, 3, 7, 52, 1 << 40} {
		for i := 0; i < 1000; i++ {
			if v := r.IntN(n); v < 0 || v >= n {
				t.Fatalf("IntN(%d) = %d", n, v)
			}
		}
	}
	var count [3]int
	for i := 0; i < 30000; i++ {
		count[r.IntN(3)]++
	}
	for v, c := range count {
		if c < 9500 || c > 10500 {
			t.Errorf("IntN(3) gave %d %d times in 30000, want about 10000", v, c)
		}
	}
}

func TestPanics(t *testing.T) {
	var r Roller
	r.Init(rand.NewPCG(1, 1))
	for name, f := range map[string]func(){
		"IntN(0)":       func() { r.IntN(0) },
		"zero Die":      func() { r.Hits(&Die{}, 1, false) },
		"Face(6) of d6": func() { nFaces(t, 6).Face(6) },
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

func TestNoDice(t *testing.T) {
	d := mustDie(t, defaultFaces)
	var r Roller
	r.Init(rand.NewPCG(1, 1))
	if got := r.Hits(d, 0, true); got != 0 {
		t.Errorf("Hits(0 dice) = %d", got)
	}
	if got := r.Blocks(d, -3, false); got != 0 {
		t.Errorf("Blocks(-3 dice) = %d", got)
	}
	if got := r.Roll(d, -1, nil); len(got) != 0 {
		t.Errorf("Roll(-1 dice) = %v", got)
	}
}

// TestWoundsFixed checks Wounds on strikes without dice, from the
// rulebook's examples.
func TestWoundsFixed(t *testing.T) {
	d := mustDie(t, defaultFaces)
	var r Roller
	r.Init(rand.NewPCG(1, 1))
	for _, c := range []struct {
		name string
		s    Strike
		want int
	}{
		{"5 hits, 2 blocks (Defense Roll, example 1)", Strike{Hits: 5, Block: 2}, 3},
		{"2 hits, 3 blocks (Defense Roll, example 2)", Strike{Hits: 2, Block: 3}, 0},
		{"5 hits at 6 spaces (Ranged Strikes, example 1)", Strike{Hits: 5, Penalty: 4}, 1},
		{"penalty beyond the hits, then a block", Strike{Hits: 1, Penalty: 3, Block: 1}, 0},
	} {
		if got := r.Wounds(d, &c.s); got != c.want {
			t.Errorf("%s: got %d wounds, want %d", c.name, got, c.want)
		}
	}
	// Dice that cannot miss: faces {1 hit} and {1 block}.
	sure := mustDie(t, []Face{{1, 1}})
	s := Strike{AttackDice: 6, Hits: 1, DefendDice: 2, Block: 1, Penalty: 1}
	if got := r.Wounds(sure, &s); got != 3 {
		t.Errorf("6 sure dice + 1, penalty 1, against 2 sure dice + 1: got %d wounds, want 3", got)
	}
}

func TestAllocs(t *testing.T) {
	d := mustDie(t, defaultFaces)
	var r Roller
	r.Init(rand.NewPCG(1, 1))
	buf := make([]uint8, 0, 16)
	allocs := testing.AllocsPerRun(1000, func() {
		r.Hits(d, 5, true)
		r.Blocks(d, 3, true)
		buf = r.Roll(d, 16, buf[:0])
		r.Reroll(d, buf, d.HitFaces())
		r.Face(d)
		r.IntN(10)
		r.Wounds(d, &Strike{AttackDice: 4, AttackReroll: true, DefendDice: 2, DefendReroll: true})
	})
	if allocs != 0 {
		t.Errorf("got %v allocations per run, want 0", allocs)
	}
}

func TestFaceWords(t *testing.T) {
	for _, c := range []struct {
		word      string
		face      Face
		canonical string
	}{
		{"blank", Face{}, "blank"},
		{"hit", Face{Hits: 1}, "hit"},
		{"hit2", Face{Hits: 2}, "hit2"},
		{"double-hit", Face{Hits: 2}, "hit2"},
		{"hit3", Face{Hits: 3}, "hit3"},
		{"block", Face{Blocks: 1}, "block"},
		{"block2", Face{Blocks: 2}, "block2"},
		{"hit+block", Face{Hits: 1, Blocks: 1}, "hit+block"},
	} {
		f, ok := ParseFace(c.word)
		if !ok || f != c.face {
			t.Errorf("ParseFace(%q) = %+v, %v; want %+v, true", c.word, f, ok, c.face)
		}
		if got := f.String(); got != c.canonical {
			t.Errorf("%+v.String() = %q, want %q", f, got, c.canonical)
		}
	}
	if got := len(FaceWords()); got != 8 {
		t.Errorf("got %d face words, want 8", got)
	}
	for _, w := range []string{"", "Hit", "double hit", "hit4", "1/0"} {
		if f, ok := ParseFace(w); ok {
			t.Errorf("ParseFace(%q) = %+v, true; want false", w, f)
		}
	}
	if got, want := (Face{Hits: 4, Blocks: 1}).String(), "4/1"; got != want {
		t.Errorf("String of 4 hits 1 block = %q, want %q", got, want)
	}
}
