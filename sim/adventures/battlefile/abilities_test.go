package battlefile

import (
	"errors"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/tmntsim/tmntsim/scenarios"
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/grid"
)

// TestAbilities checks `ability:` values and `allies:` of a battle: what
// they compile to, and the first problem of a bad one, with its position
// and the words that would be right.
func TestAbilities(t *testing.T) {
	hero := func(a string) [2]string {
		return [2]string{"heroes: [leonardo]", "heroes: [{hero: leonardo, ability: \"" + a + "\"}]"}
	}
	ninja := func(a string) [2]string {
		return [2]string{"figures: 2,", "figures: 2, ability: \"" + a + "\","}
	}
	special := func(s string) [2]string {
		return [2]string{"heroes: [leonardo]", "heroes: [{hero: leonardo, specials: [" + s + "]}]"}
	}
	allies := func(s string) [2]string { return [2]string{"", "allies:\n" + s} }
	for _, c := range []struct {
		name string
		edit [2]string
		want string // the first problem, or the ability compiled (hero, villain or first ally)
	}{
		{"none", hero("none"), "hero none"},
		{"passive", hero("passive: defend 1"), "hero passive: defend 1"},
		{"a word alone is passive", hero("grind-discount"), "hero passive: grind-discount"},
		{"amount defaults to 1", hero("struck: heal"), "hero struck: heal 1"},
		{"terrain", hero("passive: defend 2 on covered"), "hero passive: defend 2 on covered"},
		{"attack on a terrain", hero("passive: attack 1 on elevated"), "hero passive: attack 1 on elevated"},
		{"extra icons", hero("passive: melee-icons 2"), "hero passive: melee-icons 2"},
		{"extra icons, a word alone", hero("move-icons"), "hero passive: move-icons 1"},
		{"minion spawn", ninja("round-start: spawn 1"), "villain round-start: spawn 1"},
		{"ally", allies("  - {name: April, side: heroes, ability: \"round-start: focus 1\"}\n"), "ally round-start: focus 1"},
		{"unknown timing", hero("strcuk: heal 2"),
			`t.yaml:2:36: hero leonardo: ability "strcuk: heal 2": unknown timing "strcuk" (did you mean "struck"?); want one of passive, struck, knocked-down, round-start`},
		{"unknown effect", hero("struck: heel 2"),
			`t.yaml:2:36: hero leonardo: ability "struck: heel 2": unknown effect "heel" (did you mean "heal"?); want one of defend, attack, move, free-reroll, stun, heal, focus, spawn, grind-discount, push, move-icons, melee-icons, ranged-icons`},
		{"bad amount", hero("passive: defend 12"),
			`t.yaml:2:36: hero leonardo: ability "passive: defend 12": the amount of defend is a number from 1 to 9, got "12"`},
		{"bad extra icons", hero("passive: ranged-icons 0"),
			`t.yaml:2:36: hero leonardo: ability "passive: ranged-icons 0": the amount of ranged-icons is a number from 1 to 9, got "0"`},
		{"extra icons on a terrain", hero("passive: melee-icons 1 on elevated"),
			`t.yaml:2:36: hero leonardo: ability "passive: melee-icons 1 on elevated": only a passive defend or attack bonus may need a terrain (passive: defend N on TERRAIN, passive: attack N on TERRAIN)`},
		{"extra icons not for minions", ninja("passive: melee-icons 1"),
			`t.yaml:13:48: villain foot-ninja: ability "passive: melee-icons 1": effect melee-icons is not for minions`},
		{"amount not taken", hero("passive: free-reroll 2"),
			`t.yaml:2:36: hero leonardo: ability "passive: free-reroll 2": effect free-reroll takes no amount`},
		{"unknown terrain", hero("passive: defend 1 on coverd"),
			`t.yaml:2:36: hero leonardo: ability "passive: defend 1 on coverd": unknown terrain "coverd" (did you mean "covered"?); want one of slow, rough, covered, elevated, obscuring, fire-escape`},
		{"wrong timing", hero("round-start: defend 1"),
			`t.yaml:2:36: hero leonardo: ability "round-start: defend 1": effect defend is not round-start; give it as passive`},
		{"not for heroes", hero("round-start: spawn 1"),
			`t.yaml:2:36: hero leonardo: ability "round-start: spawn 1": effect spawn is not for heroes`},
		{"not for minions", ninja("passive: grind-discount"),
			`t.yaml:13:48: villain foot-ninja: ability "passive: grind-discount": effect grind-discount is not for minions`},
		{"ally without ability", allies("  - {name: April, side: heroes, ability: none}\n"),
			`t.yaml:17:42: ally "April": an ally card has an ability; got none`},
		{"ally twice", allies("  - {name: April, side: heroes, ability: \"passive: move 1\"}\n  - {name: April, side: heroes, ability: \"passive: move 1\"}\n"),
			`t.yaml:18:12: allies: ally "April" given twice`},
		{"throw needs melee", special("{name: Toss, cost: {melee: 1}, strike: ranged, throw: 2}"),
			`t.yaml:2:92: hero leonardo, special "Toss": throw needs strike: melee (the target thrown is the one struck)`},
		{"throw_object needs ranged", special("{name: Toss, cost: {melee: 1}, strike: melee, throw_object: true}"),
			`t.yaml:2:98: hero leonardo, special "Toss": throw_object needs strike: ranged and no leap (the object is thrown from where the hero stands)`},
		{"throw_large_object needs ranged", special("{name: Car Toss, cost: {melee: 2}, strike: melee, throw_large_object: true}"),
			`t.yaml:2:108: hero leonardo, special "Car Toss": throw_large_object needs strike: ranged and no leap (the car, dumpster or bench is thrown from where the hero stands, as a small object is)`},
		{"ally side", allies("  - {name: April, side: hero, ability: \"passive: move 1\"}\n"),
			`t.yaml:17:25: side: unknown value "hero" (did you mean "heroes"?); want one of heroes, villain`},
	} {
		t.Run(c.name, func(t *testing.T) {
			src := base + c.edit[1]
			if c.edit[0] != "" {
				src = strings.Replace(base, c.edit[0], c.edit[1], 1)
			}
			b, err := LoadBytes("t.yaml", []byte(src), WithFS(fstest.MapFS{}, "."))
			if strings.HasPrefix(c.want, "t.yaml") {
				var el scenarios.ErrorList
				if !errors.As(err, &el) || len(el) == 0 {
					t.Fatalf("got %v, want %s", err, c.want)
				}
				if got := el[0].Error(); got != c.want {
					t.Errorf("got  %s\nwant %s", got, c.want)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			var got string
			switch {
			case strings.HasPrefix(c.want, "hero"):
				got = "hero " + b.Battle.Heroes[0].Ability.String()
			case strings.HasPrefix(c.want, "villain"):
				got = "villain " + b.Battle.Villains[0].Ability.String()
			default:
				got = "ally " + b.Battle.Allies[0].Ability.String()
			}
			if got != c.want {
				t.Errorf("got %q, want %q", got, c.want)
			}
		})
	}
}

// The terrain of a passive ability compiles to its flag.
func TestAbilityTerrain(t *testing.T) {
	s := scenarios.Str{V: "passive: defend 1 on elevated"}
	a, ok := abilityOf(scenarios.NewSource("t", nil, &scenarios.ErrorList{}), &s, "hero x", forHero)
	if want := (adventures.Ability{When: adventures.Passive, Effect: adventures.EffectDefend, N: 1, On: grid.Elevated}); !ok || a != want {
		t.Errorf("got %v %v, want %v", a, ok, want)
	}
}

// A special move that throws a large object loads, and makes the battle one
// whose map changes during play (Adventures, Terrain Types: Large Throwing
// Objects).
func TestThrowLargeObjectLoads(t *testing.T) {
	special := func(s string) [2]string {
		return [2]string{"heroes: [leonardo]", "heroes: [{hero: leonardo, specials: [" + s + "]}]"}
	}
	for _, c := range []struct {
		name string
		edit [2]string
		want bool
	}{
		{"throws a car", special("{name: Car Toss, cost: {melee: 2}, strike: ranged, throw_large_object: true}"), true},
		{"throws a manhole cover", special("{name: Manhole Toss, cost: {ranged: 1}, strike: ranged, throw_object: true}"), false},
	} {
		src := strings.Replace(base, c.edit[0], c.edit[1], 1)
		b, err := LoadBytes("t.yaml", []byte(src), WithFS(fstest.MapFS{}, "."))
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		sp := b.Battle.Heroes[0].Specials
		if got := len(sp) > 0 && sp[len(sp)-1].ThrowLarge; got != c.want {
			t.Errorf("%s: ThrowLarge %v, want %v", c.name, got, c.want)
		}
		if got := b.Battle.ThrowsLarge(); got != c.want {
			t.Errorf("%s: ThrowsLarge %v, want %v", c.name, got, c.want)
		}
	}
}
