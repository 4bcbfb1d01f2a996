package policy

import (
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
	"github.com/tmntsim/tmntsim/sim/adventures/grid"
)

// firstLook plays as a tactician and keeps the icon values of hero 0 at
// the battle's first decision, before anything has moved.
type firstLook struct {
	*Tactician
	v    [4]float64
	done bool
}

func (p *firstLook) Choose(g adventures.View, d adventures.Decision, opts []adventures.Option) int {
	if !p.done {
		p.done = true
		p.v = p.iconValues(g, 0)
	}
	return p.Tactician.Choose(g, d, opts)
}

// TestIconValuesSeePastGiants checks that a standing giant between a hero
// and a villain hides the villain from the hero's ranged icons, as the
// engine's line of sight does (Adventures, "Line of Sight", "Giant"): a
// ranged icon is worth little with no villain in sight.
func TestIconValuesSeePastGiants(t *testing.T) {
	l, err := battlefile.LoadBytes("t.yaml", []byte(`name: Test
heroes: [leonardo]
map:
  rows: |
    H.....
    ......
    .....S
  legend:
    H: [hero-start]
    S: [spawn]
villains:
  - {villain: rocksteady, figures: 1, start: [b1]}
  - {villain: foot-ninja, figures: 1, start: [e1]}
win:
  - {kind: defeat-figures, n: 2}
`))
	if err != nil {
		t.Fatal(err)
	}
	for _, giant := range []bool{true, false} {
		b := *l.Battle
		b.Villains = append([]adventures.VillainSpec(nil), b.Villains...)
		b.Villains[0].Giant = giant
		p := &firstLook{Tactician: NewTactician(0.9, 1)}
		g := adventures.NewGame(&b, p)
		var rec sim.Record
		g.Play(1, 0, &rec)
		want := 0.7 // the Foot Ninja in sight
		if giant {
			want = 0.15
		}
		if got := p.v[valRanged]; !p.done || got != want {
			t.Errorf("giant %v: a ranged icon is worth %v, want %v", giant, got, want)
		}
	}
}

// cameraLook plays as greedy and keeps whether a camera watches the space
// at at the battle's first decision.
type cameraLook struct {
	*Greedy
	at      grid.Cell
	watched bool
	done    bool
}

func (p *cameraLook) Choose(g adventures.View, d adventures.Decision, opts []adventures.Option) int {
	if !p.done {
		p.done = true
		p.watched = p.Greedy.watched(g, p.at)
	}
	return p.Greedy.Choose(g, d, opts)
}

// TestGreedyCamerasSeePastGiants checks that a standing giant hides the
// spaces behind it from a camera, for the greedy hero as for the engine
// (Adventures, "Cameras", "Giant").
func TestGreedyCamerasSeePastGiants(t *testing.T) {
	l, err := battlefile.LoadBytes("t.yaml", []byte(`name: Test
heroes: [leonardo]
map:
  rows: |
    ......
    ......
    H....S
  legend:
    H: [hero-start]
    S: [spawn]
  tokens:
    - {camera: a1, facing: east, rotate: clockwise}
villains:
  - {villain: rocksteady, figures: 1, start: [b1]}
win:
  - {kind: defeat-figures, n: 1}
`))
	if err != nil {
		t.Fatal(err)
	}
	for _, giant := range []bool{true, false} {
		b := *l.Battle
		b.Villains = append([]adventures.VillainSpec(nil), b.Villains...)
		b.Villains[0].Giant = giant
		p := &cameraLook{Greedy: &Greedy{}, at: grid.At(4, 0)} // e1
		g := adventures.NewGame(&b, p)
		var rec sim.Record
		g.Play(1, 0, &rec)
		if !p.done || p.watched == giant {
			t.Errorf("giant %v: the camera on a1 watches e1: %v, want %v", giant, p.watched, !giant)
		}
	}
}
