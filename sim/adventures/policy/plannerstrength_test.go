package policy

import (
	"bytes"
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
)

// playLog returns the log of battle i of seed s of b, played by policy p.
func playLog(b *adventures.Battle, p adventures.Policy, s, i uint64) string {
	g := adventures.NewGame(b, p)
	var buf bytes.Buffer
	g.SetLog(&buf)
	var rec sim.Record
	g.Play(s, i, &rec)
	return buf.String()
}

// holdTheLineTwoBruisers returns hold-the-line with the pool of 2 Foot
// Bruisers it had before it was retuned for planner:apart=1 (9 since), the
// battle TestPlannerSecondMove was written on.
func holdTheLineTwoBruisers(t *testing.T) *adventures.Battle {
	t.Helper()
	l, err := battlefile.Open("hold-the-line")
	if err != nil {
		t.Fatal(err)
	}
	b := *l.Battle
	b.Villains = append([]adventures.VillainSpec(nil), b.Villains...)
	for k := range b.Villains {
		if b.Villains[k].Name == "Foot Bruiser" {
			b.Villains[k].Figures = 2
			return &b
		}
	}
	t.Fatal("hold-the-line has no Foot Bruiser")
	return nil
}

// TestPlannerSecondMove: in battle 4 of seed 2 of hold-the-line (with its
// 2 Foot Bruisers of before, holdTheLineTwoBruisers), Raphael
// spends a move die in round 4 for the plan's space m1, and the tactician,
// weighing every move then, takes n2 instead, out of reach of more
// villains. The planner weighs that second move too (secondMove) and plays
// the battle move for move as the tactician (with the tactician's danger
// model); weighing only the plan's space, it moved to m1 and the battles
// parted there.
func TestPlannerSecondMove(t *testing.T) {
	b := holdTheLineTwoBruisers(t)
	want := playLog(b, NewTactician(0.9, 1), 2, 4)
	p := NewPlanner(0.9, 1)
	p.dangerV.v = 1 // the tactician's danger model (danger.go)
	got := playLog(b, p, 2, 4)
	if got != want {
		a, b := bytes.Split([]byte(want), []byte("\n")), bytes.Split([]byte(got), []byte("\n"))
		for k := 0; k < len(a) && k < len(b); k++ {
			if !bytes.Equal(a[k], b[k]) {
				t.Fatalf("line %d: got %q, want the tactician's %q", k+1, b[k], a[k])
			}
		}
		t.Fatalf("got %d lines, want the tactician's %d", len(b), len(a))
	}
}

// TestPlannerAggression: the planner trades blows freely (aggression 1)
// where a win is to defeat the villain leaders and four heroes play, and
// at the tactician's 0.9 elsewhere (breakout: three heroes, no leader to
// defeat; the starters of fewer heroes: TestPlannerAggressionFewHeroes);
// given values are kept.
func TestPlannerAggression(t *testing.T) {
	tests := []struct {
		battle string
		spec   string
		want   float64
	}{
		{"intro-brawl", "planner", 0.9},
		{"allies-alley", "planner", 0.9},
		{"hold-the-line", "planner", 0.9},
		{"thugs-turf", "planner", 0.9},
		{"rooftop-showdown", "planner", 1},
		{"foot-clan-ambush", "planner", 1},
		{"shredders-lair", "planner", 1},
		{"intro-brawl", "planner:aggression=0.5,leaders=0.7", 0.5},
		{"rooftop-showdown", "planner:aggression=0.5,leaders=0.7", 0.7},
	}
	for _, tt := range tests {
		l, err := battlefile.Open(tt.battle)
		if err != nil {
			t.Fatal(err)
		}
		if got := aggressionIn(t, l.Battle, tt.spec); got != tt.want {
			t.Errorf("%s, %s: got aggression %v, want %v", tt.battle, tt.spec, got, tt.want)
		}
	}
}

// aggressionIn returns the aggression the planner of spec plays battle b
// at, once it has played a battle of it.
func aggressionIn(t *testing.T, b *adventures.Battle, spec string) float64 {
	t.Helper()
	p, err := New(spec)
	if err != nil {
		t.Fatal(err)
	}
	g := adventures.NewGame(b, p)
	var rec sim.Record
	g.Play(1, 0, &rec)
	return p.(*Planner).aggression
}

// TestPlannerAggressionFewHeroes: a starter of two heroes, won by
// defeating its leader, is played at 0.9; one of four heroes at 1.
func TestPlannerAggressionFewHeroes(t *testing.T) {
	for _, tt := range []struct {
		heroes int
		want   float64
	}{{1, 0.9}, {2, 0.9}, {3, 0.9}, {4, 1}} {
		data, err := battlefile.Starter(tt.heroes, 3)
		if err != nil {
			t.Fatal(err)
		}
		l, err := battlefile.LoadBytes("starter.yaml", data)
		if err != nil {
			t.Fatal(err)
		}
		if got := aggressionIn(t, l.Battle, "planner"); got != tt.want {
			t.Errorf("starter of %d heroes: got aggression %v, want %v", tt.heroes, got, tt.want)
		}
	}
}
