package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A file names its game; embedded names are found in every game; an
// unknown game is a positioned error with did-you-mean.
func TestOpenGame(t *testing.T) {
	dir := t.TempDir()
	write := func(name, data string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	for _, tt := range []struct{ arg, game string }{
		{"genbu-v-seiryu", "tcg"},
		{"table-of-four", "munchkin"},
		{write("m.yaml", "game: tcg\nseats:\n  - {deck: genbu}\n  - {deck: suzaku}\n"), "tcg"},
		{write("t.yaml", "game: munchkin\nplayers: 3\n"), "munchkin"},
	} {
		_, s, err := openGame(tt.arg)
		if err != nil || s == nil || s.Schema().Game != tt.game {
			t.Errorf("%s: got %v, %v; want a %s setup", tt.arg, s, err, tt.game)
		}
	}
	for _, arg := range []string{"", "intro-brawl", write("b.yaml", "game: adventures\nname: x\n"), write("c.yaml", "name: x\n")} {
		if _, s, err := openGame(arg); s != nil || err != nil {
			t.Errorf("%q: got %v, %v; want the Adventures path (nil, nil)", arg, s, err)
		}
	}
	chess := write("chess.yaml", "# a board game\ngame: chesss\n")
	_, _, err := openGame(chess)
	want := chess + `:2:7: unknown game "chesss"`
	if err == nil || !strings.HasPrefix(err.Error(), want) || !strings.Contains(err.Error(), "games: adventures, tcg, munchkin") {
		t.Errorf("got %v, want %s …", err, want)
	}
	if _, _, err := openGame(write("typo.yaml", "game: munchkn\n")); err == nil || !strings.Contains(err.Error(), `did you mean "munchkin"?`) {
		t.Errorf("got %v, want a did-you-mean", err)
	}
}
