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
