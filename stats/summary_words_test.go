package stats

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/runner/fakegame"
)

// wordedSummary returns a summary of 200 fake games of schema s, played
// in 4 s by 2 workers.
func wordedSummary(s *sim.Schema) *Summary {
	u := NewSummary(s)
	u.Name, u.Source, u.Seed, u.Requested = "worded", "worded.yaml", 7, 200
	u.Perf = Perf{Elapsed: 4, Workers: 2}
	g := fakegame.New(s)
	var r sim.Record
	for i := range uint64(200) {
		g.Play(7, i, &r)
		u.Add(&r)
	}
	return u
}

func textOf(t *testing.T, s *Summary) string {
	t.Helper()
	var b bytes.Buffer
	if err := s.WriteText(&b); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// A summary's text speaks in its game's words (sim.Words), and so does the
// summary read back from its JSON, which keeps them: a game of every
// seat's wins is headed by its game ("game  cards") and names its games
// and their length; a game of its focus seat against another (Versus, a
// battle's) the focus seat's wins and the other's too. The layout follows Versus, not the seats' names: seats
// named heroes and villain without Versus words get the table of seats.
func TestSummaryWordedByItsWords(t *testing.T) {
	seats := sim.Schema{Game: "cards", Seats: []string{"north", "south"}, Reasons: []string{"out"},
		Entities: []sim.Entity{{Name: "north", Metrics: []string{"tricks"}}},
		Words:    sim.Words{Game: "hand", Length: "plays", Who: "north", WinCol: "NORTH WINS"}}
	versus := sim.Schema{Game: "siege", Seats: []string{"defenders", "horde"}, Focus: 0, Reasons: []string{"held", "fell"},
		Entities: []sim.Entity{{Name: "Gate", Metrics: []string{"damage"}}},
		Words:    sim.Words{Game: "raid", Length: "waves", Who: "the defenders", WinCol: "DEFENDERS WIN", Versus: true}}
	heroes := seats
	heroes.Seats = []string{"heroes", "villain"}
	for _, c := range []struct {
		name      string
		schema    *sim.Schema
		want, not []string
	}{
		{"seats", &seats, []string{"game  cards (worded.yaml)\n", ": 200 of 200 hands, ", "\nplays ", "\nend reason  hands  share\n", "\nmean per hand ", " hands/s, 2 workers"},
			[]string{"games", "per game", "turns", "battle", "round"}},
		{"versus", &versus, []string{"raid           worded (worded.yaml, ", "\ndefenders (mean per raid ±95% CI)  Gate\n", ": 200 of 200 raids, ", "\ndefenders win  ", "\nhorde wins     ", "\nno winner  ", "\nwaves  ",
			"\nend reason  raids  share\n", " (mean per raid ±95% CI)", " raids/s, 2 workers"},
			[]string{"game", "turns", "battle", "round", "heroes"}},
		{"heroes and villain, not versus", &heroes, []string{"game  cards (worded.yaml)\n", "\nseat ", "\nheroes *  "}, []string{"battle", "heroes win"}},
	} {
		s := wordedSummary(c.schema)
		text := textOf(t, s)
		for _, w := range c.want {
			if !strings.Contains(text, w) {
				t.Errorf("%s: text lacks %q:\n%s", c.name, w, text)
			}
		}
		for _, w := range c.not {
			if strings.Contains(text, w) {
				t.Errorf("%s: text says %q:\n%s", c.name, w, text)
			}
		}
		j := marshal(t, s)
		if !strings.Contains(j, `"words": {`) {
			t.Errorf("%s: JSON keeps no words:\n%s", c.name, j)
		}
		back, err := ReadSummary(strings.NewReader(j))
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if got := back.Words(); got != c.schema.Words {
			t.Errorf("%s: words read back %+v, want %+v", c.name, got, c.schema.Words)
		}
		if got := textOf(t, back); got != text {
			t.Errorf("%s: text read back:\n%s\nwant\n%s", c.name, got, text)
		}
	}
}

// A summary written before summaries kept their game's words (the files
// of testdata/nowords, written then, with the text tmntsim printed of
// them then) is worded as it was: a battle by its seats, heroes and
// villain, any other game as a game of turns. Its JSON has no words still,
// and merged with a summary that has them it takes theirs.
func TestSummaryWithoutWords(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "nowords", "*.json"))
	if err != nil || len(files) != 4 {
		t.Fatalf("testdata/nowords: %v, %v", files, err)
	}
	for _, file := range files {
		s, err := ReadSummaryFile(file)
		if err != nil {
			t.Fatal(err)
		}
		if s.Schema().Words != (sim.Words{}) {
			t.Errorf("%s: words %+v, want none", file, s.Schema().Words)
		}
		want, err := os.ReadFile(strings.TrimSuffix(file, ".json") + ".txt")
		if err != nil {
			t.Fatal(err)
		}
		if got := textOf(t, s); got != string(want) {
			t.Errorf("%s: text\n%s\nwant, as before summaries kept words,\n%s", file, got, want)
		}
		if j := marshal(t, s); strings.Contains(j, `"words"`) {
			t.Errorf("%s: written back with words:\n%s", file, j)
		}
	}
	old := shardSummary(3, 0, 2, 100)
	worded := testSchema
	worded.Words = oldBattleWords
	worded.Words.Who = "the turtles"
	newer := NewSummary(&worded)
	newer.Name, newer.Source, newer.Hash, newer.Policies, newer.Seed, newer.Requested = old.Name, old.Source, old.Hash, old.Policies, old.Seed, old.Requested
	newer.Coverage = ShardCoverage(1, 2, 0)
	if err := old.Merge(newer); err != nil {
		t.Fatal(err)
	}
	if got := old.Words(); got != worded.Words {
		t.Errorf("merged: words %+v, want the newer summary's %+v", got, worded.Words)
	}
	if text := textOf(t, old); !strings.Contains(text, "\nturtles win  ") {
		t.Errorf("merged: text not in the newer summary's words:\n%s", text)
	}
}

// A summary's words are all given or none, and Versus words are of two
// seats: anything else is an error naming "words".
func TestSummaryWordsRejected(t *testing.T) {
	three := sim.Schema{Game: "trio", Seats: []string{"a", "b", "c"}, Reasons: []string{"end"}, Words: sim.SeatWords("a")}
	j := marshal(t, wordedSummary(&three))
	for _, c := range []struct{ name, from, to string }{
		{"no length", `"length": "turns"`, `"length": ""`},
		{"no win column", `"win_col": "A WINS"`, `"win_col": ""`},
		{"versus of three seats", `"win_col": "A WINS"`, `"win_col": "A WINS", "versus": true`},
	} {
		bad := strings.Replace(j, c.from, c.to, 1)
		if bad == j {
			t.Fatalf("%s: %q not in the JSON:\n%s", c.name, c.from, j)
		}
		_, err := ReadSummary(strings.NewReader(bad))
		if err == nil || !strings.Contains(err.Error(), "words") {
			t.Errorf("%s: error %v, want one naming words", c.name, err)
		}
	}
}

// A summary's CSV counts its games, and measures their length, in its
// game's words too: a hand's summary has no "battles" row and no "rounds"
// section, and a battle's (the words of a summary written before summaries
// kept words) has them.
func TestSummaryCSVWordedByItsWords(t *testing.T) {
	seats := sim.Schema{Game: "cards", Seats: []string{"north", "south"}, Reasons: []string{"out"},
		Entities: []sim.Entity{{Name: "north", Metrics: []string{"tricks"}}},
		Words:    sim.Words{Game: "hand", Length: "plays", Who: "north", WinCol: "NORTH WINS"}}
	old := sim.Schema{Game: "adventures", Seats: []string{"heroes", "villain"}, Reasons: []string{"defeated"},
		Entities: []sim.Entity{{Name: "Leo", Metrics: []string{"wounds"}}}}
	for _, c := range []struct {
		name      string
		schema    *sim.Schema
		want, not []string
	}{
		{"hands", &seats, []string{"\nrun,worded,hands,200,,\n", "\nplays,,mean,", "\nend_reason,out,hands,"}, []string{"battles", "rounds", "turns"}},
		{"battles", &old, []string{"\nrun,worded,battles,200,,\n", "\nrounds,,mean,", "\nend_reason,defeated,battles,"}, []string{"hands", "plays"}},
	} {
		var b bytes.Buffer
		if err := wordedSummary(c.schema).WriteCSV(&b); err != nil {
			t.Fatal(err)
		}
		csv := b.String()
		for _, w := range c.want {
			if !strings.Contains(csv, w) {
				t.Errorf("%s: CSV lacks %q:\n%s", c.name, w, csv)
			}
		}
		for _, w := range c.not {
			if strings.Contains(csv, w) {
				t.Errorf("%s: CSV says %q:\n%s", c.name, w, csv)
			}
		}
	}
}
