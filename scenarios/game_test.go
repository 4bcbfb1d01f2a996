package scenarios

import (
	"strings"
	"testing"
)

func TestGameOf(t *testing.T) {
	tests := []struct {
		data, game string
		pos        Pos
		err        string
	}{
		{"name: x\nheroes: []\n", "adventures", Pos{}, ""},
		{"# a match\ngame: tcg\nseats: []\n", "tcg", Pos{2, 7}, ""},
		{"name: x\n  game: tcg", "adventures", Pos{}, ""}, // not YAML: the game's decoder says why
		{"- a\n", "adventures", Pos{}, ""},
		{"game: [tcg]\n", "", Pos{1, 7}, "f.yaml:1:7: game must be a game's name, not a list"},
	}
	for _, tt := range tests {
		game, pos, err := GameOf("f.yaml", []byte(tt.data))
		if game != tt.game || pos != tt.pos {
			t.Errorf("%q: got %q at %v, want %q at %v", tt.data, game, pos, tt.game, tt.pos)
		}
		if got := errString(err); !strings.HasPrefix(got, tt.err) || (tt.err == "") != (err == nil) {
			t.Errorf("%q: error %q, want %q", tt.data, got, tt.err)
		}
	}
	data := []byte("game: muchkin\n")
	game, pos, _ := GameOf("t.yaml", data)
	err := UnknownGame("t.yaml", data, game, pos, []string{"adventures", "munchkin", "tcg"})
	want := `t.yaml:1:7: unknown game "muchkin" (did you mean "munchkin"?); games: adventures, munchkin, tcg`
	if got := errString(err); !strings.HasPrefix(got, want) {
		t.Errorf("got %q, want %q", got, want)
	}
}

func errString(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}
