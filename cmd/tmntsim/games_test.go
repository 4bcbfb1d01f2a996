package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tmntsim/tmntsim/sim/adventures/battlegame"
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
		_, s, err := games.OpenGame(tt.arg)
		if err != nil || s == nil || s.Schema().Game != tt.game {
			t.Errorf("%s: got %v, %v; want a %s setup", tt.arg, s, err, tt.game)
		}
	}
	for _, arg := range []string{"", "intro-brawl", write("b.yaml", "game: adventures\nname: x\n"), write("c.yaml", "name: x\n")} {
		if _, s, err := games.OpenGame(arg); s != nil || err != nil {
			t.Errorf("%q: got %v, %v; want the Adventures path (nil, nil)", arg, s, err)
		}
	}
	chess := write("chess.yaml", "# a board game\ngame: chesss\n")
	_, _, err := games.OpenGame(chess)
	want := chess + `:2:7: unknown game "chesss"`
	if err == nil || !strings.HasPrefix(err.Error(), want) || !strings.Contains(err.Error(), "games: adventures, tcg, munchkin") {
		t.Errorf("got %v, want %s …", err, want)
	}
	if _, _, err := games.OpenGame(write("typo.yaml", "game: munchkn\n")); err == nil || !strings.Contains(err.Error(), `did you mean "munchkin"?`) {
		t.Errorf("got %v, want a did-you-mean", err)
	}
}

// Every game opens by one path: a battle, embedded or a file, is the
// Adventures system's, its file kept; a name no game embeds is the
// Adventures system's error.
func TestOpenArg(t *testing.T) {
	file := filepath.Join(t.TempDir(), "b.yaml")
	data, err := os.ReadFile("../../sim/adventures/battlefile/battles/breakout.yaml")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(file, data, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct{ arg, game, battle string }{
		{"", "adventures", "Intro Brawl"},
		{"shredders-lair", "adventures", "Shredder's Lair"},
		{file, "adventures", "Breakout"},
		{"genbu-v-seiryu", "tcg", ""},
		{"table-of-four", "munchkin", ""},
	} {
		g, s, err := games.Open(tt.arg)
		if err != nil || g.Name != tt.game || s.Schema().Game != tt.game {
			t.Errorf("%q: got %v, %v; want a %s setup", tt.arg, s, err, tt.game)
			continue
		}
		if b, ok := s.(battlegame.Opened); ok != (tt.battle != "") || ok && b.Loaded.Battle.Name != tt.battle {
			t.Errorf("%q: got battle %v (%v), want %q", tt.arg, ok, s, tt.battle)
		}
		if brief := g.Brief(s); !strings.HasPrefix(brief, tt.battle) {
			t.Errorf("%q: brief %q, want it to start with %q", tt.arg, brief, tt.battle)
		}
		var text strings.Builder
		if err := g.Describe(&text, s); err != nil || !strings.Contains(text.String(), tt.battle) {
			t.Errorf("%q: describe: %v\n%s", tt.arg, err, text.String())
		}
	}
	g, _, err := games.Open("intro-brawll")
	if g != &games[0] || err == nil || !strings.Contains(err.Error(), `did you mean "intro-brawl"?`) {
		t.Errorf("got %v, %v; want the Adventures system's error with a did-you-mean", g, err)
	}
}
