package battlefile

import (
	"fmt"
	"testing"

	"github.com/tmntsim/tmntsim/sim/adventures"
)

// TestStarter checks that every starter battle loads, and has one leader
// and one minion type per two heroes and the asked spawn points per minion
// type (Adventures rulebook, FAQ "Can I create my own Arcade Battles?").
func TestStarter(t *testing.T) {
	for heroes := 1; heroes <= 4; heroes++ {
		for spawns := 2; spawns <= 4; spawns++ {
			data, err := Starter(heroes, spawns)
			if err != nil {
				t.Fatalf("Starter(%d, %d): %v", heroes, spawns, err)
			}
			l, err := LoadBytes(fmt.Sprintf("starter-%d-%d.yaml", heroes, spawns), data)
			if err != nil {
				t.Fatalf("Starter(%d, %d) does not load: %v\n%s", heroes, spawns, err, data)
			}
			b := l.Battle
			pairs := (heroes + 1) / 2
			leaders, minions := 0, 0
			for _, v := range b.Villains {
				if v.Leader {
					leaders++
				} else {
					minions++
				}
			}
			if len(b.Heroes) != heroes || leaders != pairs || minions != pairs {
				t.Errorf("Starter(%d, %d): got %d heroes, %d leaders, %d minion types; want %d, %d, %d",
					heroes, spawns, len(b.Heroes), leaders, minions, heroes, pairs, pairs)
			}
			if got, want := len(b.Spawns), spawns*minions; got != want {
				t.Errorf("Starter(%d, %d): got %d spawn points, want %d", heroes, spawns, got, want)
			}
		}
	}
	for _, c := range [][2]int{{0, 3}, {5, 3}, {2, 1}, {2, 5}} {
		if _, err := Starter(c[0], c[1]); err == nil {
			t.Errorf("Starter(%d, %d): got no error, want one", c[0], c[1])
		}
	}
}

// TestRoster checks the built-in roster against the values the rulebooks
// state.
func TestRoster(t *testing.T) {
	hs, vs := Roster()
	hero := map[string]RosterHero{}
	for _, h := range hs {
		hero[h.ID] = h
	}
	villain := map[string]RosterVillain{}
	for _, v := range vs {
		villain[v.ID] = v
	}
	for _, id := range []string{"leonardo", "raphael", "donatello", "michelangelo"} {
		if got := hero[id].Spec.NDice; got != 3 {
			t.Errorf("%s: got %d Action dice, want 3 (Adventures)", id, got)
		}
	}
	if h := hero["leonardo"].Spec; h.Attack != 1 || h.Awaken != 8 {
		t.Errorf("leonardo: got Attack %d, Awaken %d; want 1, 8", h.Attack, h.Awaken)
	}
	if got := hero["donatello"].Spec.Move; got != 3 {
		t.Errorf("donatello: got Move %d, want 3", got)
	}
	_, rv := Roster()
	for _, v := range rv {
		if v.ID == "mouser" && v.Spec.Ability.String() != "round-start: spawn 1" {
			t.Errorf("mouser: got ability %s, want round-start: spawn 1", v.Spec.Ability)
		}
	}
	mikey := hero["michelangelo"].Spec
	if want := (adventures.Ability{When: adventures.Passive, Effect: adventures.EffectGrindDiscount, N: 1}); mikey.Ability != want {
		t.Errorf("michelangelo: got ability %s, want %s", mikey.Ability, want)
	}
	found := false
	for _, s := range mikey.Specials {
		if s.Name == "Double Chuck" {
			found = true
			if s.CostKind != adventures.IconMelee || s.CostIcons != 1 || !s.PerExtra {
				t.Errorf("Double Chuck: got %+v, want a cost of 1 melee icon, +1 die per extra", s)
			}
		}
	}
	if !found {
		t.Error("michelangelo: got no Double Chuck")
	}
	if v := villain["thug-gunner"].Spec; v.Attack != adventures.Ranged || v.Priority != adventures.HighestLife {
		t.Errorf("thug-gunner: got attack %d, priority %d; want ranged, highest-life", v.Attack, v.Priority)
	}
	if v := villain["thug-brawler"].Spec; v.Attack != adventures.Melee {
		t.Errorf("thug-brawler: got attack %d, want melee", v.Attack)
	}
	for _, id := range []string{"karai", "shredder", "old-hob", "bebop", "rocksteady", "alopex"} {
		if !villain[id].Spec.Leader {
			t.Errorf("%s: got a minion, want a leader", id)
		}
	}
	for _, id := range []string{"foot-ninja", "foot-bruiser", "foot-elite", "thug-brawler", "thug-gunner"} {
		if v, ok := villain[id]; !ok || v.Spec.Leader {
			t.Errorf("%s: got %v (found %v), want a minion", id, v.Spec.Leader, ok)
		}
	}
}

// TestStarterCompetitive checks that every competitive starter loads as a
// Competitive Mode battle with the foot-clan deck and the win the book
// gives a battle against a player-controlled leader (Adventures p. 36).
func TestStarterCompetitive(t *testing.T) {
	party := []string{"leonardo", "raphael", "donatello", "michelangelo"}
	for heroes := 1; heroes <= 4; heroes++ {
		for spawns := 2; spawns <= 4; spawns++ {
			data, err := StarterCompetitive(party[:heroes], spawns)
			if err != nil {
				t.Fatalf("StarterCompetitive(%d, %d): %v", heroes, spawns, err)
			}
			l, err := LoadBytes(fmt.Sprintf("competitive-%d-%d.yaml", heroes, spawns), data)
			if err != nil {
				t.Fatalf("StarterCompetitive(%d, %d) does not load: %v\n%s", heroes, spawns, err, data)
			}
			b := l.Battle
			if b.Competitive == nil || len(b.Heroes) != heroes || len(b.Spawns) != 2*spawns {
				t.Errorf("StarterCompetitive(%d, %d): competitive %v, %d heroes, %d spawn points; want true, %d, %d",
					heroes, spawns, b.Competitive != nil, len(b.Heroes), len(b.Spawns), heroes, 2*spawns)
			}
			if len(b.Win) != 1 || b.Win[0].Kind != adventures.LeaderKOInARow || b.Win[0].N != 3 {
				t.Errorf("StarterCompetitive(%d, %d): win %+v, want leader-ko-in-a-row 3", heroes, spawns, b.Win)
			}
		}
	}
	if _, err := StarterCompetitive([]string{"leonardo"}, 5); err == nil {
		t.Error("5 spawns: got no error, want one")
	}
	if _, err := StarterCompetitive([]string{"leo"}, 3); err == nil {
		t.Error("an unknown hero: got no error, want one")
	}
}
