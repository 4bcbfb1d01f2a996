package lab

import (
	"context"
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/simtest"
)

// A game without tournament rules of its own plays every policy of its
// focus seat in the one setup opened, named after its file, by default
// its own policies, and refuses two files, and --check when its engine
// checks nothing; SEAT=SPEC sets the other seats.
func TestOpenTourGame(t *testing.T) {
	s := simtest.New(0.3, 0.2)
	s.Focus = 1
	g := &Game{Name: "fake", Policies: func() []string { return []string{"plain", "lucky:0.1", "lucky:0.2"} }}
	a := Arg{Arg: "dir/duel.yaml", Game: g, Setup: s}
	none := func(string) bool { return false }
	st, err := OpenTour([]Arg{a}, SeatsOf([]string{"s0=lucky:0.1"}), 2, false, none)
	if err != nil {
		t.Fatal(err)
	}
	if st.Name != "duel, s0=lucky:0.1" || st.Source != "dir/duel.yaml" || st.Files != "match or table" {
		t.Errorf("named %q (%q), files %q", st.Name, st.Source, st.Files)
	}
	if pols, err := st.Entrants(); err != nil || !slices.Equal(pols, []string{"plain", "lucky:0.1"}) {
		t.Errorf("default entrants %v, %v; want the game's first 2", pols, err)
	}
	if st.Field.Focus != 1 || !slices.Equal(st.Field.Base, []string{"lucky:0.1", ""}) || st.Field.SetupOf("lucky:0.2") != sim.Setup(s) {
		t.Errorf("field %+v", st.Field)
	}
	st, _ = OpenTour([]Arg{a}, SeatsOf([]string{"plain,chess"}), 2, false, none)
	if _, err := st.Entrants(); err == nil || !strings.Contains(err.Error(), `--policies: simtest: unknown policy "chess"`) {
		t.Errorf("plain,chess: got %v, want a game's error of the policy", err)
	}
	var u *UsageError
	if _, err := OpenTour([]Arg{a}, SeatsOf(nil), 2, true, func(f string) bool { return f == "check" }); !errors.As(err, &u) || !strings.Contains(err.Error(), "--check: not for a simtest file") {
		t.Errorf("--check: got %v, want it refused", err)
	}
	c := Arg{Arg: "dir/duel.yaml", Game: g, Setup: checkable{s}}
	st, err = OpenTour([]Arg{c}, SeatsOf(nil), 2, true, func(f string) bool { return f == "check" })
	if err != nil {
		t.Fatalf("--check of an engine that checks: %v", err)
	}
	var ge *GameError
	if _, err := st.Field.Play(context.Background(), []string{"plain", "lucky:0.1"}, Options{Seed: 1, Games: 10, Workers: 1}); !errors.As(err, &ge) {
		t.Errorf("--check of an engine that checks: played %v, want a GameError (a violation at game 5)", err)
	}
	if _, err := OpenTour([]Arg{a, a}, SeatsOf(nil), 2, false, none); !errors.As(err, &u) || !strings.Contains(err.Error(), "tournament: one match or table at a time (got dir/duel.yaml dir/duel.yaml)") {
		t.Errorf("two files: got %v", err)
	}
	if _, err := OpenTour([]Arg{a}, SeatsOf([]string{"s2=plain"}), 2, false, none); err == nil || !strings.Contains(err.Error(), "--policies") {
		t.Errorf("s2=plain: got %v, want an error of --policies", err)
	}
}

// A game with tournament rules of its own (an Adventures battle's) plays
// each policy in the setup its rules make for it, checked as --check
// says, checks the policies its own way and names itself.
func TestOpenTourRules(t *testing.T) {
	var made []string
	g := &Game{Name: "fake", Tour: func(opened sim.Setup) TourRules {
		return TourRules{Files: "battle", Name: "Brawl", Source: "embedded:brawl", Default: "plain,lucky:0.5", Check: true,
			Base: func(seats []string) ([]string, error) { return FlagPolicies(opened, seats, "--policy") },
			Setup: func(p string, check bool) sim.Setup {
				made = append(made, p)
				s := simtest.New(0.2, 0.3)
				s.Check, s.ViolateAt = check, 5
				return s
			},
			Valid: func(p string) error {
				if !strings.HasPrefix(p, "lucky:") && p != "plain" {
					return errors.New("not a fake policy")
				}
				return nil
			},
		}
	}}
	a := Arg{Arg: "brawl", Game: g, Setup: simtest.New(0.2, 0.3)}
	st, err := OpenTour([]Arg{a}, SeatsOf(nil), 4, true, func(f string) bool { return f == "check" })
	if err != nil {
		t.Fatal(err)
	}
	if st.Name != "Brawl" || st.Source != "embedded:brawl" || st.Files != "battle" {
		t.Errorf("named %q (%q), files %q", st.Name, st.Source, st.Files)
	}
	pols, err := st.Entrants()
	if err != nil || !slices.Equal(pols, []string{"plain", "lucky:0.5"}) {
		t.Fatalf("entrants %v, %v; want the rules' default", pols, err)
	}
	_, err = st.Field.Play(context.Background(), pols, Options{Seed: 1, Games: 10, Workers: 1})
	var ge *GameError
	if !errors.As(err, &ge) || !slices.Equal(made, pols) {
		t.Errorf("played %v with --check: got %v; want a setup per policy, checked (a violation at game 5)", made, err)
	}
	st, _ = OpenTour([]Arg{a}, SeatsOf([]string{"plain,chess"}), 4, false, func(string) bool { return false })
	if _, err := st.Entrants(); err == nil || !strings.Contains(err.Error(), "--policies: not a fake policy") {
		t.Errorf("plain,chess: got %v, want the rules' Valid error", err)
	}
	if _, err := OpenTour([]Arg{a, a}, SeatsOf(nil), 4, false, func(string) bool { return false }); err == nil || !strings.Contains(err.Error(), "one battle at a time") {
		t.Errorf("two battles: got %v", err)
	}
}

// A comparison plays files by their focus seat's policy alone when any
// is a Cooperative Mode battle (its rules' Coop), and a game's file by
// its seats' policies in its deck setup when its game has one.
func TestCoopArgsAndSeatsSetup(t *testing.T) {
	coop := func(c bool) *Game {
		return &Game{Name: "fake", Tour: func(sim.Setup) TourRules { return TourRules{Coop: c} }}
	}
	plain := &Game{Name: "tcg", Policies: func() []string { return []string{"plain"} }}
	s := simtest.New(0.5)
	for _, c := range []struct {
		gs   []Arg
		want bool
	}{
		{[]Arg{{Game: coop(true), Setup: s}}, true},
		{[]Arg{{Game: coop(false), Setup: s}, {Game: coop(true), Setup: s}}, true},
		{[]Arg{{Game: coop(false), Setup: s}}, false},
		{[]Arg{{Game: plain, Setup: s}}, false},
	} {
		if got := CoopArgs(c.gs); got != c.want {
			t.Errorf("CoopArgs(%d files): got %v, want %v", len(c.gs), got, c.want)
		}
	}
	deck := simtest.New(0.25)
	g := &Game{DeckSetup: func(opened sim.Setup, allies bool) sim.Setup {
		if opened == sim.Setup(s) && !allies {
			return deck
		}
		return nil
	}}
	if got := (Arg{Game: g, Setup: s}).SeatsSetup(); got != sim.Setup(deck) {
		t.Errorf("SeatsSetup of a file with a deck: got %v, want its deck setup", got)
	}
	other := simtest.New(0.1)
	if got := (Arg{Game: g, Setup: other}).SeatsSetup(); got != sim.Setup(other) {
		t.Errorf("SeatsSetup of a file without a deck: got %v, want it as opened", got)
	}
	if got := (Arg{Game: plain, Setup: s}).SeatsSetup(); got != sim.Setup(s) {
		t.Errorf("SeatsSetup of a game without decks: got %v, want it as opened", got)
	}
}
