package adventures_test

import (
	"bytes"
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
)

// TestLogWordsCountsOfOne plays battles of every example (cooperative and
// competitive) with a log, and a party of one hero of Move 1 against one
// villain type, and checks each count the log prints agrees with its number: a
// count of 1 is "1 hit", never "1 hits", and the log does print the count
// of 1 somewhere, so that the check is not empty.
func TestLogWordsCountsOfOne(t *testing.T) {
	var log bytes.Buffer
	play := func(b *adventures.Battle, battles int) {
		for _, p := range []adventures.Policy{brawler{}, &anyOption{rand.New(rand.NewPCG(1, 2))}} {
			g := adventures.NewGame(b, p)
			g.SetLog(&log)
			var rec sim.Record
			for i := range battles {
				g.Play(1, uint64(i), &rec)
			}
		}
	}
	battles := 6
	if testing.Short() {
		battles = 3
	}
	for _, name := range battlefile.Embedded() {
		ld, err := battlefile.Open(name)
		if err != nil {
			t.Fatal(err)
		}
		play(ld.Battle, battles)
	}
	ld, err := battlefile.Open("intro-brawl")
	if err != nil {
		t.Fatal(err)
	}
	solo := *ld.Battle
	solo.Heroes = []adventures.HeroSpec{solo.Heroes[0]}
	solo.Heroes[0].Move = 1 // a move icon is 1 move point
	solo.Villains = solo.Villains[:1]
	play(&solo, battles)

	text := log.String()
	for _, c := range []struct {
		one, wrong string // the count of one, and its wrong plural
	}{
		{"1 hit", "1 hits"},
		{"1 wound", "1 wounds"},
		{"1 die", "1 dice"},
		{"1 hero", "1 heroes"},
		{"1 villain type", "1 villain types"},
		{"1 move point", "1 move points"},
		{"1 point,", "1 points,"},
		{"1 alert)", "1 alerts)"},
	} {
		one := regexp.MustCompile(`(^|[ (])` + regexp.QuoteMeta(c.one) + `($|[^a-z])`)
		wrong := regexp.MustCompile(`(^|[ (])` + regexp.QuoteMeta(c.wrong) + `($|[^a-z])`)
		if loc := wrong.FindStringIndex(text); loc != nil {
			t.Errorf("the log says %q, want %q: %q", c.wrong, c.one, lineAt(text, loc[0]))
		}
		if !one.MatchString(text) {
			t.Errorf("no log line says %q: the battles played print no count of 1 of it", c.one)
		}
	}
}

// anyOption is a hero policy that takes any legal option at random, so
// that the battles logged move by a single point and walk into the
// cameras' sight too.
type anyOption struct{ r *rand.Rand }

func (*anyOption) Reset(adventures.View) {}

func (p *anyOption) Choose(_ adventures.View, _ adventures.Decision, opts []adventures.Option) int {
	return p.r.IntN(len(opts))
}

// lineAt returns the line of text that holds byte i.
func lineAt(text string, i int) string {
	start := strings.LastIndexByte(text[:i], '\n') + 1
	end := strings.IndexByte(text[i:], '\n')
	if end < 0 {
		return text[start:]
	}
	return text[start : i+end]
}
