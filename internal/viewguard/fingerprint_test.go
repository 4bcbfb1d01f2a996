package viewguard

import (
	"reflect"
	"testing"
)

type card struct {
	name  string
	power int
}

type game struct {
	cards   []card
	hand    *[3]uint8
	byName  map[string]*card
	scratch []int
	self    *game
}

type view struct{ g *game }

// TestFingerprintSeesWrites: a write anywhere the game reaches changes the
// fingerprint of the field it is under, and only that; a skipped field and
// a write that puts back what was there change nothing.
func TestFingerprintSeesWrites(t *testing.T) {
	g := &game{cards: []card{{"a", 1}, {"b", 2}}, hand: &[3]uint8{1, 2, 3}, scratch: []int{1}}
	g.byName = map[string]*card{"a": &g.cards[0]}
	g.self = g
	v := view{g}
	for _, c := range []struct {
		name  string
		write func()
		want  []string
	}{
		{"element of a slice", func() { g.cards[1].power++ }, []string{"cards"}},
		{"string of a slice element", func() { g.cards[1].name = "c" }, []string{"cards"}},
		{"array behind a pointer", func() { g.hand[2] = 9 }, []string{"hand"}},
		{"struct behind a map", func() { g.byName["b"] = &g.cards[1] }, []string{"byName"}},
		{"skipped field", func() { g.scratch[0] = 2 }, nil},
		{"the same value", func() { g.hand[0] = 1 }, nil},
	} {
		before := Fingerprint(&v, "scratch")
		c.write()
		got := Changed(before, Fingerprint(v, "scratch"))
		if !reflect.DeepEqual(got, c.want) {
			t.Errorf("%s: changed %v, want %v", c.name, got, c.want)
		}
	}
}
