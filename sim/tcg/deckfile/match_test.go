package deckfile

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/tmntsim/tmntsim/sim/tcg"
)

// newPolicy stands for sim/tcg/policy.New, which imports this package in
// its tests: it knows greedy and random, and builds nothing to play with.
func newPolicy(spec string) (tcg.Policy, error) {
	if !slices.Contains([]string{"greedy", "random", "planner"}, spec) {
		return nil, fmt.Errorf("unknown tcg policy %q", spec)
	}
	return nil, nil
}

// The embedded matches load as two-seat setups of the TCG.
func TestEmbeddedMatches(t *testing.T) {
	if len(MatchNames()) == 0 {
		t.Fatal("no embedded match")
	}
	for _, n := range MatchNames() {
		m, err := EmbeddedMatch(n, newPolicy)
		if err != nil {
			t.Fatalf("%s: %v", n, err)
		}
		if s := m.Schema(); s.Game != "tcg" || len(s.Seats) != 2 {
			t.Errorf("%s: game %q seats %v, want tcg and two seats", n, s.Game, s.Seats)
		}
	}
	if _, err := EmbeddedMatch("genbu-v-seryu", newPolicy); err == nil || !strings.Contains(err.Error(), `did you mean "genbu-v-seiryu"`) {
		t.Errorf("got %v, want a did-you-mean", err)
	}
}

// Every problem of a match file is reported at its position.
func TestMatchErrors(t *testing.T) {
	tests := []struct{ data, want string }{
		{"game: tcg\nseats:\n  - {deck: genbu}\n  - {deck: seiryuu}\nfirst: random\n", `m.yaml:4:12: no deck "seiryuu" (did you mean "seiryu"?)`},
		{"game: tcg\nseats:\n  - {deck: genbu, policy: gredy}\n  - {deck: seiryu}\n", `m.yaml:3:27: unknown`},
		{"game: tcg\nseats:\n  - {deck: genbu}\n  - {deck: seiryu}\nfirst: seat3\n", `m.yaml:5:8: first: "seat3"; want one of random, seat1, seat2`},
		{"game: tcg\nseats:\n  - {deck: genbu}\n", `m.yaml:3:3: seats must be a list of 2 seats`},
		{"game: tcg\nseat: []\n", `m.yaml:2:1: unknown key "seat" in a match (did you mean "seats"?)`},
		{"game: tcg\nseats:\n  - {deck: genbu}\n  - {deck: mine.yaml}\n", `m.yaml:4:12: deck mine.yaml: this match reads no files`},
	}
	for _, tt := range tests {
		_, err := LoadMatch("m.yaml", []byte(tt.data), nil, newPolicy)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%q:\ngot  %v\nwant %s", tt.data, err, tt.want)
		}
	}
	m, err := LoadMatch("m.yaml", []byte("game: tcg\nseats:\n  - {deck: genbu}\n  - {deck: genbu, policy: random}\nfirst: seat2\nmax_turns: 50\n"), nil, newPolicy)
	if err != nil {
		t.Fatal(err)
	}
	if m.Specs != [2]string{"greedy", "random"} || m.Setup.Opt.MaxTurns != 50 || m.Schema().Seats[1] != "genbu#2" {
		t.Errorf("got policies %v, options %+v, seats %v", m.Specs, m.Setup.Opt, m.Schema().Seats)
	}
}
