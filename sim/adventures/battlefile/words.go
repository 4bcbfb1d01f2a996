package battlefile

import (
	"strconv"
	"strings"

	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/grid"
	"github.com/tmntsim/tmntsim/sim/dice"
)

// enumLists are the longer word lists of the format, named by enum tags
// ("@faces").
var enumLists = map[string][]string{
	"faces":       faceWords(),
	"terrain":     terrainWords(),
	"lines":       {"blocking", "obscuring", "slow", "climbable", "grind"},
	"battleFaces": dice.FaceWords(),
	"rulesets":    adventures.RulesetNames(),
}

// terrainFlags maps each terrain word of a legend to the grid terrain it
// sets. The first group are the terrain types and markers of the Adventures
// rulebook ("Terrain Types"); the second are the map tokens of "Components
// Overview", each expanded into the terrain types the rulebook gives it.
var terrainFlags = []struct {
	word string
	t    grid.Terrain
}{
	{"neutral", 0},
	{"slow", grid.Slow},
	{"rough", grid.Rough},
	{"covered", grid.Covered},
	{"elevated", grid.Elevated},
	{"unstable", grid.Unstable},
	{"obscuring", grid.Obscuring},
	{"harmful", grid.Harmful},
	{"blocking", grid.Blocking},
	{"fire-escape", grid.FireEscape},
	{"door", grid.Door},
	{"camera", grid.Camera},
	{"small-object", grid.SmallObject},
	{"large-object", grid.LargeObject},
	{"soft-landing", grid.SoftLanding},
	{"crouch-behind", grid.CrouchBehind},
	{"spawn", grid.Spawn},
	{"hero-start", grid.HeroStart},
	{"objective", grid.Objective},
	{"exit", grid.Exit},
	{"computer", grid.Computer},

	// Tokens (Adventures rulebook, "Components Overview").
	{"dumpster", grid.Covered | grid.Elevated | grid.LargeObject | grid.SoftLanding | grid.CrouchBehind},
	{"trash-heap", grid.Slow | grid.Elevated | grid.SoftLanding},
	{"garbage-can", grid.Covered | grid.SmallObject},
	{"manhole", grid.SmallObject},
	{"car", grid.Slow | grid.LargeObject | grid.CrouchBehind},
	{"bench", grid.Slow | grid.LargeObject},
	{"road-block", grid.Unstable | grid.CrouchBehind},
	{"fire", grid.Harmful | grid.Obscuring},
	{"smoke", grid.Obscuring},
	{"steam-jet", grid.Obscuring},
	{"container", grid.Elevated},
	{"wall", grid.Blocking},
}

func terrainWords() []string {
	w := make([]string, len(terrainFlags))
	for i, t := range terrainFlags {
		w[i] = t.word
	}
	return w
}

func terrainOf(word string) (grid.Terrain, bool) {
	for _, t := range terrainFlags {
		if t.word == word {
			return t.t, true
		}
	}
	return 0, false
}

// terrainNames are the names of the terrain bits, in bit order, for
// legends.
var terrainNames = []string{"slow", "rough", "covered", "elevated", "unstable", "obscuring", "harmful",
	"blocking", "fire-escape", "door", "camera", "small-object", "large-object", "soft-landing",
	"crouch-behind", "spawn", "hero-start", "objective", "exit", "computer"}

// describeTerrain returns the terrain words of t, joined by ", ".
func describeTerrain(t grid.Terrain) string {
	var parts []string
	for i, n := range terrainNames {
		if t&(1<<i) != 0 {
			parts = append(parts, n)
		}
	}
	if len(parts) == 0 {
		return "neutral"
	}
	return strings.Join(parts, ", ")
}

var lineFlags = map[string]grid.Line{
	"blocking":  grid.LineBlocking,
	"obscuring": grid.LineObscuring,
	"slow":      grid.LineSlow,
	"climbable": grid.LineClimbable,
	"grind":     grid.LineGrind,
}

var iconKinds = []string{"", "move", "melee", "ranged"}

// faceWords lists the Action-die face words: blank, shell, chi, and move,
// melee or ranged with 1–3 icons ("melee2"), optionally with a shell
// ("melee+shell", "move2+shell").
func faceWords() []string {
	w := []string{"blank", "shell", "chi"}
	for k := 1; k <= 3; k++ {
		for n := 1; n <= 3; n++ {
			base := iconKinds[k]
			if n > 1 {
				base += strconv.Itoa(n)
			}
			w = append(w, base, base+"+shell")
		}
	}
	return w
}

// parseFace returns the face a face word names (Adventures rulebook,
// "Player-Controlled Actions and Icons").
func parseFace(w string) (adventures.Face, bool) {
	switch w {
	case "blank":
		return adventures.MakeFace(adventures.IconNone, 0, false), true
	case "shell":
		return adventures.ShellFace, true
	case "chi":
		return adventures.ChiFace, true
	}
	base, shell := strings.CutSuffix(w, "+shell")
	for k := 1; k <= 3; k++ {
		name := iconKinds[k]
		if !strings.HasPrefix(base, name) {
			continue
		}
		rest := base[len(name):]
		n := 1
		if rest != "" {
			if len(rest) != 1 || rest[0] < '2' || rest[0] > '3' {
				return 0, false
			}
			n = int(rest[0] - '0')
		}
		return adventures.MakeFace(k, n, shell), true
	}
	return 0, false
}

// parseCell parses a chess-like coordinate: a column letter (a–z, then
// A–F for columns 27–32) and a row number counted from 1 at the top, as
// grid.Cell.Label writes it.
func parseCell(s string) (grid.Cell, bool) {
	if len(s) < 2 || len(s) > 3 {
		return grid.NoCell, false
	}
	var x int
	switch c := s[0]; {
	case c >= 'a' && c <= 'z':
		x = int(c - 'a')
	case c >= 'A' && c <= 'F':
		x = 26 + int(c-'A')
	default:
		return grid.NoCell, false
	}
	if s[1] < '1' || s[1] > '9' {
		return grid.NoCell, false
	}
	y, err := strconv.Atoi(s[1:])
	if err != nil || y < 1 || y > grid.MaxSide {
		return grid.NoCell, false
	}
	return grid.At(x, y-1), true
}

// columnLabel returns the column letter of column x.
func columnLabel(x int) string {
	return grid.At(x, 0).Label()[:1]
}
