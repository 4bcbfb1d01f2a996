package stats

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"

	"github.com/tmntsim/tmntsim/sim/dice"
)

// A Strike is one strike of tmntsim dice: the Battle die's faces, the
// attacker's and the target's sides, and the range penalty.
type Strike struct {
	Faces    []dice.Face
	Atk, Def Side
	Penalty  int
}

// FaceWordsKnown lists the faces ParseFaces reads: the words of battle
// files, and H/B.
var FaceWordsKnown = "known: " + strings.Join(dice.FaceWords(), ", ") + ", or H/B like 1/0"

// ParseFaces parses a comma-separated list of faces: the words of battle
// files (blank, hit, hit2 or double-hit, …) or H/B, a face by its hits and
// blocks.
func ParseFaces(list string) ([]dice.Face, error) {
	var faces []dice.Face
	for _, tok := range strings.Split(list, ",") {
		tok = strings.ToLower(strings.TrimSpace(tok))
		f, ok := dice.ParseFace(tok)
		if !ok {
			var err error
			if f, ok, err = parseNumericFace(tok); err != nil {
				return nil, err
			}
		}
		if !ok {
			return nil, fmt.Errorf("unknown face %q (%s)", tok, FaceWordsKnown)
		}
		faces = append(faces, f)
	}
	if len(faces) > dice.MaxFaces {
		return nil, fmt.Errorf("%d faces; a die has at most %d", len(faces), dice.MaxFaces)
	}
	return faces, nil
}

// parseNumericFace parses "H/B". It returns ok false if tok is not of that
// shape, and an error if it is but a number is out of range.
func parseNumericFace(tok string) (dice.Face, bool, error) {
	hs, bs, found := strings.Cut(tok, "/")
	if !found {
		return dice.Face{}, false, nil
	}
	h, err1 := strconv.Atoi(hs)
	b, err2 := strconv.Atoi(bs)
	if err1 != nil || err2 != nil {
		return dice.Face{}, false, nil
	}
	if h < 0 || b < 0 || h > dice.MaxScore || b > dice.MaxScore {
		return dice.Face{}, false, fmt.Errorf("face %q: hits and blocks are 0 to %d", tok, dice.MaxScore)
	}
	return dice.Face{Hits: uint8(h), Blocks: uint8(b)}, true, nil
}

// FaceList writes faces as ParseFaces reads them, comma-separated.
func FaceList(faces []dice.Face) string {
	names := make([]string, len(faces))
	for i, f := range faces {
		names[i] = f.String()
	}
	return strings.Join(names, ",")
}

// PMF returns the exact distribution of the strike's wounds (WoundPMF).
func (q *Strike) PMF() []float64 { return WoundPMF(q.Faces, q.Atk, q.Def, q.Penalty) }

// Sample rolls n strikes of q with the engine's dice kernel, seeded by
// seed, and counts them by wounds in bins bins (the last takes any more).
// The faces must be a valid die (ParseFaces checks them).
func (q *Strike) Sample(bins int, n int64, seed uint64) []int64 {
	d, err := dice.NewDie(q.Faces)
	if err != nil {
		panic("stats: " + err.Error())
	}
	var r dice.Roller
	r.Init(rand.NewPCG(seed, 0))
	s := dice.Strike{
		AttackDice: q.Atk.Dice, Hits: q.Atk.Fixed, AttackReroll: q.Atk.Reroll,
		DefendDice: q.Def.Dice, Block: q.Def.Fixed, DefendReroll: q.Def.Reroll,
		Penalty: q.Penalty,
	}
	counts := make([]int64, bins)
	for range n {
		counts[min(r.Wounds(&d, &s), bins-1)]++
	}
	return counts
}
