package stats

import (
	"strings"
	"testing"

	"github.com/tmntsim/tmntsim/sim/dice"
)

// ParseFaces reads battle files' face words, double-hit as hit2, and H/B;
// FaceList writes them back as battle files do.
func TestParseFaces(t *testing.T) {
	faces, err := ParseFaces(" blank, HIT ,double-hit,1/1,0/2")
	if err != nil {
		t.Fatal(err)
	}
	if got, want := FaceList(faces), "blank,hit,hit2,hit+block,block2"; got != want {
		t.Errorf("got %s, want %s", got, want)
	}
	for list, want := range map[string]string{
		"blank,kick":                           `unknown face "kick"`,
		"blank,200/0":                          `face "200/0": hits and blocks are 0 to 127`,
		strings.Repeat("blank,", 20) + "blank": "faces; a die has at most",
	} {
		if _, err := ParseFaces(list); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: got %v, want %q", list, err, want)
		}
	}
}

// A strike sampled with the engine's kernel gives each number of wounds
// about as often as the exact distribution says.
func TestStrikeSample(t *testing.T) {
	q := Strike{Faces: mustFaces(t, "blank,blank,hit,hit,hit2,block"), Atk: Side{Dice: 4}, Def: Side{Fixed: 1}}
	pmf := q.PMF()
	counts := q.Sample(len(pmf), 200_000, 3)
	_, _, p := ChiSquareGOF(counts, pmf)
	if p < 1e-4 {
		t.Errorf("sample of %v against its pmf: p = %g", counts, p)
	}
}

func mustFaces(t *testing.T, list string) []dice.Face {
	t.Helper()
	f, err := ParseFaces(list)
	if err != nil {
		t.Fatal(err)
	}
	return f
}
