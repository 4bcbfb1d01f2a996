// Package dice is the dice kernel of the tmntsim engines: a die described by
// its faces, and a Roller that rolls many dice from each random word.
//
// A Roller draws a 64-bit word from its PCG source and splits it into many
// dice by repeated multiply-shift: multiplying the word by M gives a draw in
// [0, M) in the high 64 bits and the rest of the word in the low 64 bits,
// ready for the next draw (Brackett-Rozinsky and Lemire, "Batched Ranged
// Random Integer Generation", 2024). A word is split into k draws with
// M^k < 2^64 and is rejected, before any of its draws is used, when its
// product by M^k has a low half below 2^64 mod M^k, exactly as Lemire's
// method rejects for one integer; so every face is exactly equally likely and
// the dice are independent. Each draw is a pair of dice (M = N*N for an
// N-sided die) read from tables: a word gives 22 six-sided dice, and one
// multiplication gives two dice, or one die with its Focus reroll.
//
// Rolling allocates nothing. A Roller is not safe for concurrent use; each
// worker owns one, next to the PCG it wraps.
package dice

import (
	"errors"
	"fmt"
	"math/bits"
	"math/rand/v2"
	"strconv"
)

// Limits of a Die.
const (
	MaxFaces = 12  // faces of a die
	MaxScore = 127 // hits or blocks of one face, so that a pair's total fits a byte
)

// A Face is one side of a Battle die: the hits it scores on a strike and the
// blocks it scores on a defence roll (Adventures rulebook, "Melee Strikes":
// the box of hit, double hit and block faces).
type Face struct {
	Hits, Blocks uint8
}

// faceWords are the words of the faces: a face's first word is its
// canonical one, the one tmntsim prints; "double-hit" is the rulebook's
// name for hit2 and is read as well.
var faceWords = [...]struct {
	word string
	face Face
}{
	{"blank", Face{}},
	{"hit", Face{Hits: 1}},
	{"hit2", Face{Hits: 2}},
	{"double-hit", Face{Hits: 2}},
	{"hit3", Face{Hits: 3}},
	{"block", Face{Blocks: 1}},
	{"block2", Face{Blocks: 2}},
	{"hit+block", Face{Hits: 1, Blocks: 1}},
}

// FaceWords returns every word ParseFace reads, in the order of the
// documentation.
func FaceWords() []string {
	w := make([]string, len(faceWords))
	for i, fw := range faceWords {
		w[i] = fw.word
	}
	return w
}

// ParseFace returns the face a word names: blank, hit, hit2 (or
// double-hit), hit3, block, block2 or hit+block. Words are lower case.
func ParseFace(word string) (Face, bool) {
	for _, fw := range faceWords {
		if fw.word == word {
			return fw.face, true
		}
	}
	return Face{}, false
}

// String returns the canonical word of f ("hit2", never "double-hit"), or
// "H/B", its hits and blocks, for a face no word names.
func (f Face) String() string {
	for _, fw := range faceWords {
		if fw.face == f {
			return fw.word
		}
	}
	return strconv.Itoa(int(f.Hits)) + "/" + strconv.Itoa(int(f.Blocks))
}

// A Die is a die with N() equally likely faces. Build one with NewDie; the
// zero Die has no faces and must not be rolled.
//
// A Roller draws dice two at a time: one draw is a pair p = a*N + b of faces
// in [0, N*N), and the tables below, indexed by p, give the faces, the total
// score of the two dice, and the score of one die rolled with a Focus
// reroll (face a, or face b when a scores nothing). The tables have 256
// entries so that a uint8 index needs no bounds check.
type Die struct {
	n                    int
	hits, blocks         [16]uint8 // by face
	hitFaces, blockFaces uint16    // bit i: face i scores at least one hit, block

	first, second [256]uint8    // by pair: the two faces
	score         [2]scoreTable // by pair: hits, blocks

	// The batch: per pairs are split from one accepted word, bound is
	// (N*N)^per, and a word x is rejected when the low half of x*bound is
	// below thresh = 2^64 mod bound.
	per           int
	bound, thresh uint64
}

// A scoreTable scores pairs for hits or for blocks.
type scoreTable struct {
	one    [256]uint8 // the first die alone
	two    [256]uint8 // the two dice together
	reroll [256]uint8 // one die with a reroll: first face, or the second if the first scores 0
}

const (
	kindHits   = 0
	kindBlocks = 1
)

// NewDie returns the die with the given faces, in order: face i of the die
// is faces[i]. It returns an error if there are no faces, more than
// MaxFaces, or a face scores more than MaxScore hits or blocks.
func NewDie(faces []Face) (Die, error) {
	var d Die
	if len(faces) == 0 {
		return d, errors.New("a die needs at least one face")
	}
	if len(faces) > MaxFaces {
		return d, fmt.Errorf("a die has at most %d faces, not %d", MaxFaces, len(faces))
	}
	d.n = len(faces)
	for i, f := range faces {
		if f.Hits > MaxScore || f.Blocks > MaxScore {
			return Die{}, fmt.Errorf("face %d scores %d hits and %d blocks; a face scores at most %d of each", i+1, f.Hits, f.Blocks, MaxScore)
		}
		d.hits[i], d.blocks[i] = f.Hits, f.Blocks
		if f.Hits > 0 {
			d.hitFaces |= 1 << i
		}
		if f.Blocks > 0 {
			d.blockFaces |= 1 << i
		}
	}
	for a := range d.n {
		for b := range d.n {
			p := a*d.n + b
			d.first[p], d.second[p] = uint8(a), uint8(b)
			for kind, score := range [2]*[16]uint8{&d.hits, &d.blocks} {
				t := &d.score[kind]
				t.one[p] = score[a]
				t.two[p] = score[a] + score[b]
				t.reroll[p] = score[a]
				if score[a] == 0 {
					t.reroll[p] = score[b]
				}
			}
		}
	}
	d.per, d.bound, d.thresh = batch(uint64(d.n * d.n))
	return d, nil
}

// batch returns how many draws in [0, m) to split from one word, m^per, and
// the rejection threshold 2^64 mod m^per. It picks the per that gives the
// most draws per word, counting the words rejected: for m = 36 (pairs of six
// sided dice), 11 draws and a 0.1% rejection.
func batch(m uint64) (per int, bound, thresh uint64) {
	best := 0.0
	b := uint64(1)
	for k := 1; k <= 64; k++ {
		hi, lo := bits.Mul64(b, m)
		if hi != 0 {
			break
		}
		b = lo
		t := -b % b
		if eff := float64(k) * (1 - float64(t)/(1<<64)); eff > best {
			best, per, bound, thresh = eff, k, b, t
		}
	}
	return per, bound, thresh
}

// N returns the number of faces of d.
func (d *Die) N() int { return d.n }

// Face returns face i of d. It panics if i is not in [0, N()).
func (d *Die) Face(i int) Face {
	if i < 0 || i >= d.n {
		panic(fmt.Sprintf("dice: face %d of a %d-sided die", i, d.n))
	}
	return Face{d.hits[i], d.blocks[i]}
}

// HitFaces returns the set of faces of d that score at least one hit: bit i
// is set for face i. It is the keep set of a reroll of every miss.
func (d *Die) HitFaces() uint16 { return d.hitFaces }

// BlockFaces returns the set of faces of d that score at least one block:
// bit i is set for face i.
func (d *Die) BlockFaces() uint16 { return d.blockFaces }

// Sum returns the hits and blocks of the rolled faces.
func (d *Die) Sum(faces []uint8) (hits, blocks int) {
	for _, f := range faces {
		hits += int(d.hits[f&15])
		blocks += int(d.blocks[f&15])
	}
	return hits, blocks
}

// A Roller rolls dice from a PCG source. Its results depend only on the
// source's state when Init was called and on the sequence of calls since, so
// a battle replayed from the same seed rolls the same dice. The zero Roller
// must be initialised with Init before use.
type Roller struct {
	src  *rand.PCG
	frac uint64 // the unused rest of the current word
	left int    // pairs left in frac
	m    uint64 // N*N of the die whose pairs frac is split into
}

// Init makes r roll from src and forgets any word r had started. Call it
// again after reseeding src: a Roller keeps the rest of a word between
// calls, and that rest belongs to the old seed.
func (r *Roller) Init(src *rand.PCG) {
	*r = Roller{src: src}
}

// word returns the next accepted word for d's batch.
func (r *Roller) word(d *Die) uint64 {
	for {
		x := r.src.Uint64()
		if _, lo := bits.Mul64(x, d.bound); lo >= d.thresh {
			return x
		}
	}
}

// use prepares r to split words into pairs of d's faces; a word started for
// a die with another number of faces is dropped.
func (r *Roller) use(d *Die) {
	if d.n == 0 {
		panic("dice: rolling a die with no faces (use NewDie)")
	}
	if m := uint64(d.n * d.n); r.m != m {
		r.m, r.left = m, 0
	}
}

// Face rolls one d and returns the face index, in [0, d.N()).
func (r *Roller) Face(d *Die) int {
	r.use(d)
	var p [1]uint8
	r.fill(d, p[:])
	return int(d.first[p[0]])
}

// Roll rolls n dice d and appends their face indices to dst, which it
// returns. n <= 0 rolls no dice.
//
// Roll and sum split words in their own loops, as fill does: calling fill
// and reading its buffer costs them a third of their speed.
func (r *Roller) Roll(d *Die, n int, dst []uint8) []uint8 {
	r.use(d)
	m, frac, left := r.m, r.frac, r.left
	for n > 0 {
		if left == 0 {
			frac, left = r.word(d), d.per
		}
		left--
		p, lo := bits.Mul64(frac, m)
		frac = lo
		if n == 1 {
			dst = append(dst, d.first[uint8(p)])
			break
		}
		dst = append(dst, d.first[uint8(p)], d.second[uint8(p)])
		n -= 2
	}
	r.frac, r.left = frac, left
	return dst
}

// Reroll rolls again, in place, every die of faces (face indices of d) whose
// face is not in keep (bit i for face i), as a Focus reroll does (Adventures
// rulebook, "Spending Focus on a Strike or Defense Roll"): d.HitFaces() keeps
// the hits and rerolls the misses of a strike, d.BlockFaces() those of a
// defence roll.
//
// Every die draws a new face and keeps the old one when it is in keep,
// without a branch on the face.
func (r *Roller) Reroll(d *Die, faces []uint8, keep uint16) {
	r.use(d)
	var buf [32]uint8
	for len(faces) > 0 {
		k := min((len(faces)+1)/2, len(buf))
		r.fill(d, buf[:k])
		for _, p := range buf[:k] {
			faces[0] = choose(faces[0], d.first[p], keep)
			if len(faces) == 1 {
				return
			}
			faces[1] = choose(faces[1], d.second[p], keep)
			faces = faces[2:]
		}
	}
}

// choose returns old if its bit is set in keep, else fresh.
func choose(old, fresh uint8, keep uint16) uint8 {
	mask := -uint8(keep >> (old & 15) & 1) // 0xff to keep old
	return old&mask | fresh&^mask
}

// Hits rolls n dice d and returns the hits they score, for a strike, a Focus
// check, healing or awakening (Adventures rulebook, "Melee Strikes", "Focus
// Checks", "Healing Wounds"). If reroll is true, every die showing no hit is
// rolled once more and the new face stands: the Focus reroll that keeps every
// hit ("Spending Focus on a Strike or Defense Roll"). n <= 0 rolls no dice.
func (r *Roller) Hits(d *Die, n int, reroll bool) int {
	return r.sum(d, n, &d.score[kindHits], reroll)
}

// Blocks rolls n dice d and returns the blocks they score, for a defence roll
// (Adventures rulebook, "Defense Roll"). If reroll is true, every die showing
// no block is rolled once more and the new face stands. n <= 0 rolls no dice.
func (r *Roller) Blocks(d *Die, n int, reroll bool) int {
	return r.sum(d, n, &d.score[kindBlocks], reroll)
}

// sum rolls n dice and adds up their scores from t. Without reroll, each
// pair drawn is two dice; with reroll, each pair is one die and its reroll,
// whose second face counts only when the first scores nothing, which is the
// law of rerolling every miss without a branch on the face. So a roll with
// reroll consumes the stream differently from Roll followed by Reroll; both
// are exact.
func (r *Roller) sum(d *Die, n int, t *scoreTable, reroll bool) int {
	r.use(d)
	m, frac, left := r.m, r.frac, r.left
	tab, step := &t.two, 2
	if reroll {
		tab, step = &t.reroll, 1
	}
	total := 0
	for n > 0 {
		if left == 0 {
			frac, left = r.word(d), d.per
		}
		left--
		p, lo := bits.Mul64(frac, m)
		frac = lo
		if n < step { // an odd die without reroll: the first face of the pair
			total += int(t.one[uint8(p)])
			break
		}
		total += int(tab[uint8(p)])
		n -= step
	}
	r.frac, r.left = frac, left
	return total
}

// fill draws len(dst) pairs of d's faces into dst; r.use(d) must have been
// called. Roll and sum have their own copy of its loop, for speed.
func (r *Roller) fill(d *Die, dst []uint8) {
	m, frac, left := r.m, r.frac, r.left
	for i := range dst {
		if left == 0 {
			frac, left = r.word(d), d.per
		}
		left--
		p, lo := bits.Mul64(frac, m)
		frac = lo
		dst[i] = uint8(p)
	}
	r.frac, r.left = frac, left
}

// IntN returns a uniform integer in [0, n), for shuffles and other small
// choices. It draws its own word (Lemire's multiply-shift with rejection) and
// leaves the dice batch alone. It panics if n <= 0.
func (r *Roller) IntN(n int) int {
	if n <= 0 {
		panic("dice: IntN: n <= 0")
	}
	m := uint64(n)
	hi, lo := bits.Mul64(r.src.Uint64(), m)
	if lo < m {
		t := -m % m
		for lo < t {
			hi, lo = bits.Mul64(r.src.Uint64(), m)
		}
	}
	return int(hi)
}
