package scenarios

import (
	"slices"
	"testing"
)

func TestMissingKey(t *testing.T) {
	data := []byte("name: x\nround_limit: 8\nheroes: [leonardo, {hero: raphael, life: 9}]\nvillains:\n  - {villain: foot-ninja, figures: 3}\n")
	for _, c := range []struct {
		path, key, at string
		keys          []string
		ok            bool
	}{
		{"round_limit", "", "", nil, false},
		{"villains.foot-ninja.figures", "", "", nil, false},
		{"villains.foot-ninja.figurez", "figurez", "villains.foot-ninja", []string{"villain", "figures"}, true},
		{"round_limitt", "round_limitt", "", []string{"name", "round_limit", "heroes", "villains"}, true},
		{"heroes.leonardo.life", "life", "heroes.leonardo", nil, true},
		{"heroes.raphael.lifez", "lifez", "heroes.raphael", []string{"hero", "life"}, true},
		{"heroes.splinter.life", "", "", nil, false},
	} {
		key, at, keys, ok := MissingKey(data, c.path)
		if key != c.key || at != c.at || !slices.Equal(keys, c.keys) || ok != c.ok {
			t.Errorf("MissingKey(%s) = %q, %q, %q, %v; want %q, %q, %q, %v", c.path, key, at, keys, ok, c.key, c.at, c.keys, c.ok)
		}
	}
}
