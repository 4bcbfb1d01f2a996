package battlefile

import (
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
	l, err := LoadBytes("tokens.yaml", []byte(battle))
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	if err := l.WriteText(&b); err != nil {
		t.Fatal(err)
	}
	out := b.String()
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
