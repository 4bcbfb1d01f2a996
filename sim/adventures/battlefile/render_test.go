package battlefile

import (
	"bytes"
	"image/color"
	"image/png"
	"strings"
	"testing"
)

// TestWriteTextTokens checks that show draws the tokens of the map's tokens
// list on the map, each kind with its glyph (another when the map uses it),
// lists them in a legend with their spaces, and lists when unaware villains
// wake.
func TestWriteTextTokens(t *testing.T) {
	const battle = `name: Tokens
heroes: [leonardo, raphael]
map:
  rows: |
    H....
    H.S..
    .....
    .....
  legend:
    S: {terrain: [slow], name: sludge}
    H: [hero-start]
  tokens:
    - {spawn: [e1, e4]}
    - {exit: a4}
    - {objective: c3}
    - {door: d2, difficulty: 3}
    - {computer: e3, difficulty: 4}
    - {camera: b4, facing: north, rotate: counterclockwise}
    - {camera: a3, facing: east}
    - {hero_start: c4}
villains:
  - {villain: foot-ninja, figures: 3, start: [d1], wake: on-alarm}
  - {villain: foot-elite, figures: 1, start: [e4], wake: on-round, wake_round: 3}
win:
  - {kind: survive, n: 3}
`
	out := showText(t, "tokens.yaml", battle)
	for _, want := range []string{
		"  1  1 . . A s  1", // the spawn token is s: S is the map's sludge
		"  2  2 . S D .  2", // the door token
		"  3  > . o . C  3", // a camera facing east, the objective, the computer
		"  4  E ^ h . B  4", // the exit, a camera facing north, a hero start (h: H is the map's), a spawn under the Foot Elite
		"  s  spawn: e1, e4\n",
		"  E  exit: a4\n",
		"  o  objective: c3\n",
		"  D  door (difficulty 3): d2\n",
		"  C  computer (difficulty 4, a blocking bay): e3\n",
		"  ^  camera facing north, turning counterclockwise: b4\n",
		"  >  camera facing east, turning clockwise: a3\n",
		"  h  hero start: c4\n",
		"  A  Foot Ninja wakes when a camera is alerted\n",
		"  B  Foot Elite wakes at the start of round 3\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("show: no %q in:\n%s", want, out)
		}
	}
}

// showText returns what tmntsim show writes of battle file src.
func showText(t *testing.T, name, src string) string {
	t.Helper()
	l, err := LoadBytes(name, []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	if err := l.WriteText(&b); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// TestWriteTextAbilities checks that show names each figure's sheet
// ability and the battle's ally cards with their sides.
func TestWriteTextAbilities(t *testing.T) {
	const battle = `name: Allies
heroes: [{hero: leonardo, ability: "struck: heal 2"}, raphael]
map:
  rows: |
    HH..
    ...S
  legend:
    H: [hero-start]
    S: [spawn]
villains:
  - {villain: foot-ninja, figures: 2, ability: "passive: move 1"}
allies:
  - {name: April O'Neil, side: heroes, ability: "round-start: focus 1"}
  - {name: Tiger Claw, side: villain, ability: "passive: attack 1"}
win:
  - {kind: survive, n: 3}
`
	out := showText(t, "allies.yaml", battle)
	for _, want := range []string{
		"Awaken 8; ability struck: heal 2)\n",
		"Life 2; ability passive: move 1)\n",
		"Allies (each side given some chooses one at setup):\n  April O'Neil, heroes: round-start: focus 1\n  Tiger Claw, villain: passive: attack 1\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("show: no %q in:\n%s", want, out)
		}
	}
}

// overlayBattle has an objective token on rough terrain, figures on a
// hazard and three tiny figures stacked on one space.
const overlayBattle = `name: Overlays
heroes: [leonardo, raphael]
map:
  rows: |
    HH.r..
    ..rr..
    .^^...
    .^^..S
  legend:
    H: [hero-start]
    r: {terrain: [rough], name: rubble}
    "^": {terrain: [harmful], name: live wire}
    S: [spawn]
  tokens:
    - {objective: c2}
villains:
  - {villain: foot-ninja, figures: 3, start: [b3, f4]}
  - {villain: mouser, figures: 3, start: [e1, e1, e1]}
  - {villain: karai, figures: 1, start: [c4]}
win:
  - {kind: defeat-leaders}
`

// TestWritePNGOverlays checks the map picture: an objective on rough
// terrain is a frame in the objective's colour around the rough fill, a
// hazard under a figure shows around the figure, and the legend names the
// terrain as the battle file does.
func TestWritePNGOverlays(t *testing.T) {
	l, err := LoadBytes("overlays.yaml", []byte(overlayBattle))
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := l.WritePNG(&buf); err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(&buf)
	if err != nil {
		t.Fatal(err)
	}
	// at returns the colour dx, dy points from the top left corner of
	// space (x, y): the map starts 18 pt (the coordinates) right of the
	// picture's left edge and 20+18 pt (title, coordinates) below its top,
	// at 2 pixels a point.
	at := func(x, y int, dx, dy float64) color.RGBA {
		px := int(2 * (18 + 24*float64(x) + dx))
		py := int(2 * (20 + 18 + 24*float64(y) + dy))
		r, g, b, _ := img.At(px, py).RGBA()
		return color.RGBA{uint8(r >> 8), uint8(g >> 8), uint8(b >> 8), 0xff}
	}
	rough, harmful := terrainColors[indexOfColor("rough")].c, terrainColors[indexOfColor("harmful")].c
	objective := tokenColors[1].c
	for _, c := range []struct {
		what   string
		x, y   int
		dx, dy float64
		want   color.RGBA
	}{
		{"the objective's frame on rubble (c2)", 2, 1, 2.5, 12, objective},
		{"the rubble inside the frame (c2)", 2, 1, 12, 12, rough},
		{"the live wire around Karai (c4)", 2, 3, 2, 2, harmful},
		{"the live wire around a Foot Ninja (b3)", 1, 2, 22, 22, harmful},
	} {
		if got := at(c.x, c.y, c.dx, c.dy); got != c.want {
			t.Errorf("%s: got colour %v, want %v", c.what, got, c.want)
		}
	}
	hm, vm, cm, _ := l.view.marks(l.Battle)
	var texts []string
	for _, it := range l.pngLegend(hm, vm, cm) {
		texts = append(texts, it.text)
	}
	got := strings.Join(texts, "; ")
	for _, want := range []string{"live wire (harmful)", "rubble (rough)", "objective", "spawn", "hero start", "Mouser (minion, melee)"} {
		if !strings.Contains(got, want) {
			t.Errorf("legend: no %q in %q", want, got)
		}
	}
	if got := count(l.Battle.Villains[1].Start, l.Battle.Villains[1].Start[0]); got != 3 {
		t.Errorf("mousers stacked on e1: got %d, want 3", got)
	}
}

func indexOfColor(name string) int {
	for i, tc := range terrainColors {
		if tc.name == name {
			return i
		}
	}
	return -1
}
