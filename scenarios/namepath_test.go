package scenarios

import "testing"

func TestNamePath(t *testing.T) {
	data := []byte(`heroes: [leonardo, {hero: raphael, life: 10}]
villains:
  - {villain: karai, figures: 1}
  - {villain: foot-ninja, figures: 6}
  - {villain: foot-ninja, figures: 2}
win:
  - {kind: defeat-figures, n: 26, villain: foot-ninja}
  - {kind: survive, n: 6}
lose:
  - {villain: karai, kind: defeat-figures, n: 1}
  - {kind: defeat-figures, villain: karai, n: 2}
round_limit: 8
`)
	for _, c := range []struct{ path, want string }{
		{"villains.0.figures", "villains.karai.figures"},
		{"villains.1.figures", "villains.1.figures"}, // two foot-ninja entries: the index stays
		{"heroes.1.life", "heroes.raphael.life"},
		{"heroes.0.life", "heroes.leonardo.life"},
		{"win.1.n", "win.survive.n"},
		{"win.0.n", "win.defeat-figures.n"}, // named by its kind, though it names a villain too
		{"win.defeat-figures.n", "win.defeat-figures.n"},
		{"win.foot-ninja.n", "win.foot-ninja.n"},
		{"lose.0.n", "lose.0.n"}, // both items share both names: the index stays
		{"villains.karai.figures", "villains.karai.figures"},
		{"round_limit", "round_limit"},
		{"villains.9.figures", "villains.9.figures"}, // does not resolve
	} {
		if got := NamePath(data, c.path); got != c.want {
			t.Errorf("NamePath(%q): got %q, want %q", c.path, got, c.want)
		}
	}
}
