package battlefile

import (
	"bytes"
	"strings"
	"testing"
)

// TestMakeRoomOption: Battle.MakeRoom is on by default ("AI Movement"),
// rules: ai_make_room: false turns it off, and the battle's text says
// when the rule is left out.
func TestMakeRoomOption(t *testing.T) {
	data, err := EmbeddedData("intro-brawl")
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		rules string
		want  bool
	}{
		{"", true},
		{"\nrules:\n  ai_make_room: false\n", false},
		{"\nrules:\n  ai_make_room: true\n", true},
	} {
		l, err := LoadBytes("t.yaml", append(bytes.Clone(data), tt.rules...), WithFS(embedded, "battles"))
		if err != nil {
			t.Fatalf("%q: %v", tt.rules, err)
		}
		if l.Battle.MakeRoom != tt.want {
			t.Errorf("%q: MakeRoom %v, want %v", tt.rules, l.Battle.MakeRoom, tt.want)
		}
		var text strings.Builder
		if err := l.WriteText(&text); err != nil {
			t.Fatal(err)
		}
		if got := strings.Contains(text.String(), "do not make room"); got == tt.want {
			t.Errorf("%q: the text says the rule is left out %v, want %v", tt.rules, got, !tt.want)
		}
	}
}
