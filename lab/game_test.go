package lab

import (
	"os"
	"path/filepath"
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
