package main

import (
	"strings"
	"testing"

	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
	"github.com/tmntsim/tmntsim/sim/adventures/policy"
)

func TestList(t *testing.T) {
	code, out, errs := runArgs("list")
	if code != exitOK {
		t.Fatalf("list: exit %d, stderr %q", code, errs)
	}
	want := []string{"Battles", "Heroes", "Villains", "Policies", "intro-brawl", "Intro Brawl (default)",
		"TMNT Trading Card Game matches", "genbu-v-seiryu", "Munchkin TMNT tables", "table-of-four"}
	want = append(want, battlefile.Embedded()...)
	hs, vs := battlefile.Roster()
	for _, h := range hs {
		want = append(want, h.ID)
	}
	for _, v := range vs {
		want = append(want, v.ID)
	}
	for _, p := range policy.Names() {
		help, _ := policy.Help(p)
		want = append(want, p, help)
	}
	for _, w := range want {
		if !strings.Contains(out, w) {
			t.Errorf("list: output does not contain %q", w)
		}
	}
	for i, line := range strings.Split(out, "\n") {
		if strings.HasSuffix(line, " ") {
			t.Errorf("list: line %d %q ends with a blank", i+1, line)
		}
	}
	if code, _, errs := runArgs("list", "heroes"); code != exitUsage || !strings.Contains(errs, "unexpected argument") {
		t.Errorf("list heroes: got exit %d, stderr %q; want %d", code, errs, exitUsage)
	}
}

// tmntsim list shows every game's built-in files, under its game: the
// TCG's decks beside its matches, Munchkin's card set beside its tables,
// the Competitive Mode villain decks beside the battles; in the JSON too.
func TestListBuiltInParts(t *testing.T) {
	out, _ := mustRun(t, exitOK, "list")
	at := func(s string) int {
		i := strings.Index(out, s)
		if i < 0 {
			t.Errorf("list: output does not contain %q", s)
		}
		return i
	}
	tcg, munchkin, adventures := at("TMNT Trading Card Game matches"), at("Munchkin TMNT tables"), at("Adventures: battles chained")
	if tcg < 0 || munchkin < tcg || adventures < munchkin {
		t.Fatalf("list: the games out of order:\n%s", out)
	}
	for _, deck := range []string{"byakko", "genbu", "seiryu", "suzaku"} {
		if i := strings.Index(out[tcg:munchkin], deck); i < 0 {
			t.Errorf("list: the TCG's part lacks the deck %q:\n%s", deck, out[tcg:munchkin])
		}
	}
	if !strings.Contains(out[tcg:munchkin], "decks (a match's seats: {deck: NAME})") {
		t.Errorf("list: the TCG's part names no decks:\n%s", out[tcg:munchkin])
	}
	if !strings.Contains(out[munchkin:adventures], "card sets (a table's deck: NAME): default") {
		t.Errorf("list: Munchkin's part names no card set:\n%s", out[munchkin:adventures])
	}
	if i := at("Villain decks of Competitive Mode (villain_deck: NAME)"); i < 0 || i > tcg || !strings.Contains(out[i:tcg], "foot-clan") {
		t.Errorf("list: no villain decks before the other games:\n%s", out)
	}
	js, _ := mustRun(t, exitOK, "list", "--format", "json")
	for _, want := range []string{`"villain_decks"`, `"parts"`, `"suzaku"`} {
		if !strings.Contains(js, want) {
			t.Errorf("list --format json lacks %s", want)
		}
	}
}
