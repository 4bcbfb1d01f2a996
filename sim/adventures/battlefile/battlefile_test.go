package battlefile

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/tmntsim/tmntsim/scenarios"
	"github.com/tmntsim/tmntsim/sim/dice"
)

func TestOpenDefault(t *testing.T) {
	l, err := Open("")
	if err != nil {
		t.Fatal(err)
	}
	if l.Name != "Intro Brawl" {
		t.Errorf("got name %q, want %q", l.Name, "Intro Brawl")
	}
	if got := len(l.Battle.Heroes); got != 4 {
		t.Errorf("got %d heroes, want 4", got)
	}
	if len(l.Hash) != 64 {
		t.Errorf("got hash %q, want 64 hex digits", l.Hash)
	}
}

func TestEmbeddedLoad(t *testing.T) {
	names := Embedded()
	if len(names) == 0 {
		t.Fatal("no embedded battles")
	}
	for _, n := range names {
		if _, err := Open(n); err != nil {
			t.Errorf("%s: %v", n, err)
		}
	}
}

func TestOpenUnknown(t *testing.T) {
	_, err := Open("intro-brawll")
	if err == nil {
		t.Fatal("got no error, want one")
	}
	if want := `did you mean "intro-brawl"?`; !strings.Contains(err.Error(), want) {
		t.Errorf("got %q, want it to contain %q", err, want)
	}
}

func TestSetNumber(t *testing.T) {
	data, err := EmbeddedData(Default)
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		path  string
		value float64
		get   func(l *Loaded) int
	}{
		{"villains.foot-ninja.figures", 12, func(l *Loaded) int { return l.Battle.Villains[0].Figures }},
		{"heroes.leonardo.life", 14, func(l *Loaded) int { return int(l.Battle.Heroes[0].Life) }},
		{"heroes.1.attack", 3, func(l *Loaded) int { return int(l.Battle.Heroes[1].Attack) }},
		{"win.survive.n", 6, func(l *Loaded) int { return l.Battle.Win[1].N }},
		{"win.0.n", 9, func(l *Loaded) int { return l.Battle.Win[0].N }},
		{"round_limit", 10, func(l *Loaded) int { return l.Battle.RoundLimit }},
		{"skill_modifier", 0, func(l *Loaded) int { return l.Battle.SkillModifier }},
	}
	for _, c := range cases {
		out, err := scenarios.SetNumber(data, c.path, c.value)
		if err != nil {
			t.Errorf("%s: %v", c.path, err)
			continue
		}
		l, err := LoadBytes("x.yaml", out)
		if err != nil {
			t.Errorf("%s: %v", c.path, err)
			continue
		}
		if got := c.get(l); got != int(c.value) {
			t.Errorf("%s: got %d, want %d", c.path, got, int(c.value))
		}
	}
	for _, bad := range []string{"villains.foot-ninj.figures", "name.x", "heroes.9.life", "", "map.rows"} {
		if _, err := scenarios.SetNumber(data, bad, 1); err == nil {
			t.Errorf("%q: got no error, want one", bad)
		}
	}
	out, _ := scenarios.SetNumber(data, "villains.foot-ninja.figures", 2.5)
	var el scenarios.ErrorList
	if _, err := LoadBytes("x.yaml", out); !errors.As(err, &el) {
		t.Errorf("figures 2.5: got %v, want a scenarios.ErrorList", err)
	}
}

// BenchmarkLoad measures loading the default battle from its bytes, as a
// sweep does for every variant.
func BenchmarkLoad(b *testing.B) {
	data, err := EmbeddedData(Default)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := LoadBytes("intro-brawl.yaml", data); err != nil {
			b.Fatal(err)
		}
	}
}

func TestWith(t *testing.T) {
	l, err := Open(Default)
	if err != nil {
		t.Fatal(err)
	}
	v, err := l.With("villains.foot-ninja.figures", 20)
	if err != nil {
		t.Fatal(err)
	}
	if got := v.Battle.Villains[0].Figures; got != 20 {
		t.Errorf("got %d figures, want 20", got)
	}
	if want := "embedded:intro-brawl with villains.foot-ninja.figures=20"; v.Source != want {
		t.Errorf("got source %q, want %q", v.Source, want)
	}
	if v.Hash == l.Hash {
		t.Error("got the same hash for the variant, want a different one")
	}
	if _, err := l.With("villains.foot-ninja.figures", 0); err == nil {
		t.Error("figures 0: got no error, want one")
	}
}

// TestBattleDieWords checks the words of battle_die: double-hit is read as
// hit2, the word printed, and a word that names no face is an error.
func TestBattleDieWords(t *testing.T) {
	l, err := LoadBytes("t.yaml", []byte(base+"battle_die: [blank, double-hit, hit2, hit+block]\n"))
	if err != nil {
		t.Fatal(err)
	}
	want := []dice.Face{{}, {Hits: 2}, {Hits: 2}, {Hits: 1, Blocks: 1}}
	if got := l.Battle.BattleDie; !slices.Equal(got, want) {
		t.Errorf("got die %v, want %v", got, want)
	}
	var sb strings.Builder
	if err := l.WriteText(&sb); err != nil {
		t.Fatal(err)
	}
	if want := "Battle die: blank, hit2, hit2, hit+block\n"; !strings.Contains(sb.String(), want) {
		t.Errorf("text lacks %q:\n%s", want, sb.String())
	}
	_, err = LoadBytes("t.yaml", []byte(base+"battle_die: [blank, double hit]\n"))
	if err == nil || !strings.Contains(err.Error(), "t.yaml:16:") {
		t.Errorf("a face named %q: got %v, want an error at t.yaml:16", "double hit", err)
	}
}
