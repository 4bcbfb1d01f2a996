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

// The shared decoder reads every YAML shape a match may take: an alias is
// followed, a wrong shape is named, each seat is named, and one mistake
// is reported once.
func TestMatchShapes(t *testing.T) {
	for _, tc := range []struct{ data, want string }{
		{"game: tcg\nseats:\n  - &g {deck: genbu}\n  - *g\n", ""},
		{"game: tcg\nseats: genbu\n", `m.yaml:2:8: seats: want a list of 2 seats, each {deck, policy}, got "genbu"`},
		{"game: tcg\nseats:\n  - {deck: genbu}\n  - {policy: greedy}\n", `m.yaml:4:5: seat 2: missing key "deck"`},
		{"game: tcg\nseats:\n  - {deck: genbu}\n  - {deck: seiryu, policy: [greedy]}\n", `m.yaml:4:28: policy: want a word, got a list`},
		{"game: tcg\ngame: tcg\nseats:\n  - {deck: genbu}\n  - {deck: seiryu}\n", `m.yaml:2:1: key "game" given twice`},
		{"[genbu, seiryu]\n", `m.yaml:1:1: a match: want a mapping of keys, got a list`},
		{"game: tcg\nseats:\n  - {deck: genbu}\n  - {deck: seiryu}\nmax_turns: 0\n", `m.yaml:5:12: max_turns: 0 is out of range; want 1 to 1000000`},
	} {
		_, err := LoadMatch("m.yaml", []byte(tc.data), nil, newPolicy)
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("%q: %v, want no error", tc.data, err)
		case tc.want != "" && (err == nil || !strings.HasPrefix(err.Error(), tc.want+"\n") || strings.Contains(err.Error(), "problems")):
			t.Errorf("%q:\ngot  %v\nwant the one problem %s", tc.data, err, tc.want)
		}
	}
}
