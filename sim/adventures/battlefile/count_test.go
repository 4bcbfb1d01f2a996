package battlefile

import (
	"strings"
	"testing"

	"github.com/tmntsim/tmntsim/sim/adventures"
)

// A condition of 1 is worded in the singular: "survive 1 round", not
// "survive 1 rounds".
func TestConditionTextCountsOne(t *testing.T) {
	l, err := Open("")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		kind adventures.CondKind
		want string
	}{
		{adventures.SurviveRounds, "survive 1 round"},
		{adventures.OpenDoors, "open 1 door"},
		{adventures.KOInARow, "a hero receives 1 KO token in a row"},
		{adventures.CameraAlerts, "cameras are alerted 1 time"},
		{adventures.HeroesDown, "1 hero is knocked down at once"},
	} {
		got := l.describeCond(adventures.Condition{Kind: c.kind, N: 1, Type: -1})
		if !strings.HasPrefix(got, c.want) || strings.Contains(got, c.want+"s") {
			t.Errorf("condition %v of 1: %q, want %q", c.kind, got, c.want)
		}
	}
}
