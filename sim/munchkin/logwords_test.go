package munchkin_test

import (
	"regexp"
	"strings"
	"testing"

	"github.com/tmntsim/tmntsim/sim"
)

// TestLogWordsCountsOfOne plays tables with a log and checks each count
// the log prints agrees with its number: a count of 1 is "1 level", never
// "1 levels", and the log does print the count of 1 somewhere, so that
// the check is not empty.
func TestLogWordsCountsOfOne(t *testing.T) {
	var b strings.Builder
	for _, players := range []int{3, 4, 6} {
		g := newTable(t, players, "reasonable", "greedy", "random", "reasonable", "greedy", "random")
		g.SetLog(&b)
		var res sim.Record
		for i := range uint64(20) {
			g.Play(1, i, &res)
		}
	}
	text := b.String()
	for _, c := range []struct {
		one, wrong string // the count of one, and its wrong plural
	}{
		{"for 1 level", "for 1 levels"},
		{"1 Treasure", "1 Treasures"},
		{"1 card in hand", "1 cards in hand"},
	} {
		one := regexp.MustCompile(`(^|[ (])` + regexp.QuoteMeta(c.one) + `($|[^a-z])`)
		wrong := regexp.MustCompile(`(^|[ (])` + regexp.QuoteMeta(c.wrong) + `($|[^a-z])`)
		if loc := wrong.FindStringIndex(text); loc != nil {
			start := strings.LastIndexByte(text[:loc[0]], '\n') + 1
			end := loc[0] + strings.IndexByte(text[loc[0]:], '\n')
			t.Errorf("the log says %q, want %q: %q", c.wrong, c.one, text[start:end])
		}
		if !one.MatchString(text) {
			t.Errorf("no log line says %q: the tables played print no count of 1 of it", c.one)
		}
	}
}
