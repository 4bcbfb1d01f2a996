package adventures_test

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
	"github.com/tmntsim/tmntsim/sim/adventures/grid"
)

var update = flag.Bool("update", false, "rewrite the golden battle logs in testdata")

// brawler is a fixed, simple hero policy for the golden logs: it strikes with
// everything it can, else spends move dice and walks to the space nearest a
// villain, and keeps its Focus for defence rolls. It does not change when
// the built-in policies are improved, so the logs change only when the rules
// engine does.
type brawler struct{}

func (brawler) Reset(adventures.View) {}

func (brawler) Choose(g adventures.View, d adventures.Decision, opts []adventures.Option) int {
	switch d.Kind {
	case adventures.DecideDefendReroll, adventures.DecideStrikeReroll:
		return len(opts) - 1
	case adventures.DecideAction:
	default:
		return 0
	}
	best, score := 0, 0
	for i, o := range opts {
		s := 0
		switch o.Kind {
		case adventures.OptMelee, adventures.OptRanged:
			s = 100 + 10*bitsOn(o.Dice)
		case adventures.OptMoveDice:
			s = 50
		case adventures.OptMoveTo:
			s = 40 - nearestVillain(g, o.Cell)
		}
		if s > score {
			best, score = i, s
		}
	}
	return best
}

func bitsOn(m uint8) int {
	n := 0
	for ; m != 0; m &= m - 1 {
		n++
	}
	return n
}

func nearestVillain(g adventures.View, c grid.Cell) int {
	best := 99
	for id := g.NumHeroes(); id < g.NumFigures(); id++ {
		if f := g.Fig(id); f.Standing() {
			best = min(best, grid.Chebyshev(c, f.Cell))
		}
	}
	return best
}

// TestGoldenBattleLog plays a fixed-seed battle of every example and
// compares its full event log (setup, every roll, move, strike, spawn and the
// end) with the committed one. Regenerate with go test ./sim/adventures -run Golden -update.
func TestGoldenBattleLog(t *testing.T) {
	for _, name := range []string{"intro-brawl", "rooftop-showdown"} {
		t.Run(name, func(t *testing.T) {
			ld, err := battlefile.Open(name)
			if err != nil {
				t.Fatal(err)
			}
			var log bytes.Buffer
			g := adventures.NewGame(ld.Battle, brawler{})
			g.SetLog(&log)
			g.SetCheck(true)
			var rec sim.Record
			g.Play(1, 0, &rec)
			if err := g.Violation(); err != nil {
				t.Fatal(err)
			}
			file := filepath.Join("testdata", name+".log")
			if *update {
				if err := os.WriteFile(file, log.Bytes(), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(file)
			if err != nil {
				t.Fatalf("%v (run with -update to create it)", err)
			}
			if !bytes.Equal(log.Bytes(), want) {
				got := log.Bytes()
				i := 0
				for i < len(got) && i < len(want) && got[i] == want[i] {
					i++
				}
				line := bytes.Count(want[:i], []byte("\n")) + 1
				t.Errorf("battle log differs from %s from line %d (run with -update if the change is intended)", file, line)
			}
		})
	}
}
