package policy

import (
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures"
)

// A cutSeen is what a cutRecorder saw at one hero action of a playout.
type cutSeen struct {
	round, left int  // the round, the villain cards still to be drawn
	cut         bool // the playout was cut by then
	end         bool // the action named ends the turn
}

// A cutRecorder plays a playout as its cutPlayer does, and keeps what it
// saw at each hero action.
type cutRecorder struct {
	*cutPlayer
	seen []cutSeen
}

func (r *cutRecorder) Act(g adventures.View, d adventures.Decision) (adventures.Option, bool) {
	o, ok := r.cutPlayer.Act(g, d)
	if d.Kind == adventures.DecideAction {
		r.seen = append(r.seen, cutSeen{g.Round(), g.VillainCardsLeft(), r.done, ok && o == adventures.Option{}})
	}
	return o, ok
}

// A cutProbe plays a battle as the planner does and, at the first hero
// action of round 1, plays the hero's turn out from there on the battle's
// scratch game with a cutRecorder, to the end of the next round.
type cutProbe struct {
	Planner
	after int
	rec   cutRecorder
	roll  Planner
	root  struct{ round, left int }
	value float64 // positionValue where the playout was cut
	done  bool
}

func (p *cutProbe) Act(g adventures.View, d adventures.Decision) (adventures.Option, bool) {
	if !p.done && d.Kind == adventures.DecideAction && g.Round() == 1 {
		p.done = true
		c := &cutPlayer{Planner: &p.roll, after: p.after}
		p.rec = cutRecorder{cutPlayer: c}
		s := g.Scratch(&p.rec)
		p.roll.Reset(s.View())
		s.Reseed(9, 9)
		s.ShuffleUndrawn()
		p.root.round, p.root.left = g.Round(), g.VillainCardsLeft()
		c.start(s.View())
		s.Rollout(d.Hero, adventures.Option{}, 1)
		p.value = c.result(s)
	}
	return p.Planner.Act(g, d)
}

// TestCutPlayer plays a playout from the first hero action of intro-brawl,
// hold-the-line and rescue-april with cut=1 and cut=2, and checks where
// it is cut: at the first hero action after that many villain
// activations (villain cards drawn) or round ends, counted from the
// actions seen; from there every hero turn ends at once, and the
// playout's value is the position's where it was cut. With cut=0 it is
// never cut.
func TestCutPlayer(t *testing.T) {
	for _, name := range []string{"intro-brawl", "hold-the-line", "rescue-april"} {
		b := examples(t)[name]
		for _, after := range []int{0, 1, 2} {
			cuts, probes := 0, 0
			for i := uint64(0); i < 3; i++ {
				p := &cutProbe{Planner: *NewPlanner(0.9, 1), roll: *NewPlanner(0.9, 1), after: after}
				g := adventures.NewGame(b, p)
				var rec sim.Record
				g.Play(3, i, &rec)
				if !p.done {
					continue // over before round 1
				}
				probes++
				events, round, left := 0, p.root.round, p.root.left
				want := -1
				for k, s := range p.rec.seen {
					if s.round != round {
						events += left + 1
						round = s.round
					} else {
						events += left - s.left
					}
					left = s.left
					if after > 0 && want < 0 && events >= after {
						want = k
					}
					if got := s.cut; got != (want >= 0 && k >= want) {
						t.Fatalf("%s, cut=%d, battle %d: hero action %d of the playout (round %d, %d villain cards left, %d events): cut %v, want %v",
							name, after, i, k, s.round, s.left, events, got, !got)
					}
					if want >= 0 && !s.end {
						t.Errorf("%s, cut=%d, battle %d: hero action %d after the cut does not end the turn", name, after, i, k)
					}
				}
				if p.rec.done {
					cuts++
				}
				if after == 0 && p.rec.done {
					t.Errorf("%s, cut=0, battle %d: the playout was cut", name, i)
				}
				if after > 0 && want >= 0 && p.value != p.rec.value {
					t.Errorf("%s, cut=%d, battle %d: playout's value %v, want the value where it was cut, %v", name, after, i, p.value, p.rec.value)
				}
			}
			if probes == 0 || after > 0 && cuts == 0 {
				t.Errorf("%s, cut=%d: %d playouts cut of %d", name, after, cuts, probes)
			}
		}
	}
}
