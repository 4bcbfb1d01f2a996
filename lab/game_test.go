package lab

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/simtest"
)

// Games open every argument by one path: an embedded name by the game
// that embeds it, a file by its `game:` key (none: the default game's),
// "" and an unknown name by the default game.
func TestGamesOpen(t *testing.T) {
	entry := func(name string, embedded ...string) Game {
		return Game{Name: name, Embedded: func() []string { return embedded },
			Open: func(arg string) (sim.Setup, error) { return simtest.New(0.5), nil },
			Load: func(file string, data []byte) (sim.Setup, error) { return simtest.New(0.5), nil }}
	}
	gs := Games{entry("adventures", "brawl"), entry("tcg", "match-a", "match-b")}
	dir := t.TempDir()
	file := filepath.Join(dir, "m.yaml")
	if err := os.WriteFile(file, []byte("game: tcg\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	plain := filepath.Join(dir, "b.yaml")
	if err := os.WriteFile(plain, []byte("name: x\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct{ arg, game string }{
		{"", "adventures"}, {"brawl", "adventures"}, {"nothing", "adventures"}, {plain, "adventures"},
		{"match-b", "tcg"}, {file, "tcg"},
	} {
		g, s, err := gs.Open(tt.arg)
		if err != nil || s == nil || g.Name != tt.game {
			t.Errorf("%q: got %v, %v, %v; want a %s setup", tt.arg, g, s, err, tt.game)
		}
	}
	if got := gs.Embedded(); len(got) != 3 || got[0] != "brawl" || got[2] != "match-b" {
		t.Errorf("embedded: got %v, want brawl, match-a, match-b", got)
	}
}

// A run's target: the file's source named, the setup readied by its
// game's rules with the -p values, the zero rules a game's; its games
// called as its schema calls them (simtest's: games), or as its rules do
// when the file does not open.
func TestOpenRun(t *testing.T) {
	var got []string
	ready := func(opened sim.Setup, values []string, check bool) (sim.Setup, error) {
		got = values
		return simtest.New(0.25), nil
	}
	open := func(name string) (sim.Setup, error) {
		if name == "z" {
			return nil, errors.New("z does not open")
		}
		return simtest.New(0.5), nil
	}
	gs := Games{{Name: "a", Embedded: func() []string { return []string{"x", "z"} }, Open: open, Run: RunRules{Noun: "battle", Ready: ready}},
		{Name: "b", Embedded: func() []string { return []string{"y"} }, Open: open}}
	var o Options
	tg, err := gs.OpenRun("x", &o, []string{"greedy"}, false)
	if err != nil || tg.Noun != "game" || tg.Setup == tg.Opened || o.Source != "x" || len(got) != 1 {
		t.Errorf("x: got %+v, %v, source %q, values %v; want a readied game of source x", tg, err, o.Source, got)
	}
	if tg, err := gs.OpenRun("z", &o, nil, false); err == nil || tg.Noun != "battle" || tg.Game != &gs[0] {
		t.Errorf("z: got %+v, %v; want the error of a's file, its games called as a's rules call them", tg, err)
	}
	tg, err = gs.OpenRun("y", &o, nil, false)
	if err != nil || tg.Noun != "game" || tg.Setup != tg.Opened || tg.Game != &gs[1] {
		t.Errorf("y: got %+v, %v; want b's game as opened", tg, err)
	}
}

// A run resumed from a summary plays the file the summary names unless
// an argument is given; a summary that does not read is an error of
// --resume.
func TestReadResume(t *testing.T) {
	s := NewSummary(simtest.New(0.5), Options{Games: 10, Source: "embedded:brawl"})
	s.Complete = false
	file := filepath.Join(t.TempDir(), "s.json")
	f, err := os.Create(file)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.WriteJSON(f); err != nil {
		t.Fatal(err)
	}
	f.Close()
	for _, tt := range []struct {
		resume string
		args   []string
		want   string
	}{{"", nil, ""}, {"", []string{"x"}, "x"}, {file, nil, "brawl"}, {file, []string{""}, ""}} {
		prev, arg, err := ReadResume(tt.resume, tt.args)
		if err != nil || arg != tt.want || (prev != nil) != (tt.resume != "") {
			t.Errorf("%q %q: got %v, %q, %v; want %q", tt.resume, tt.args, prev != nil, arg, err, tt.want)
		}
	}
	if _, _, err := ReadResume(file+"x", nil); err == nil || !strings.HasPrefix(err.Error(), "--resume: ") {
		t.Errorf("got %v, want an error of --resume", err)
	}
}
