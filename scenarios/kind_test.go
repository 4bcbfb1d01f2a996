package scenarios

import "testing"

// TestKindSchema finds a kind's schema by name, the first kind's for "",
// and words an unknown name with the kinds it knows.
func TestKindSchema(t *testing.T) {
	kinds := []Kind{
		{Name: "battle", Schema: func() []byte { return []byte("B") }},
		{Name: "deck", Schema: func() []byte { return []byte("D") }},
	}
	for _, tt := range []struct{ name, want, err string }{
		{name: "", want: "B"},
		{name: "deck", want: "D"},
		{name: "deco", err: `unknown kind "deco" (did you mean "deck"?); known: battle, deck`},
		{name: "x\x1b", err: `unknown kind "x\\x1b"; known: battle, deck`},
	} {
		got, err := KindSchema(kinds, tt.name)
		if string(got) != tt.want || (err == nil) != (tt.err == "") || err != nil && err.Error() != tt.err {
			t.Errorf("%q: got %q, %v; want %q, %s", tt.name, got, err, tt.want, tt.err)
		}
	}
	if got := KindNames(kinds); len(got) != 2 || got[0] != "battle" || got[1] != "deck" {
		t.Errorf("KindNames: got %q, want [battle deck]", got)
	}
}
