package battlefile

import (
	"fmt"
	"github.com/tmntsim/tmntsim/internal/plural"
	"io"
	"strings"

	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/grid"
)

// The text picture of a battle (tmntsim show): the map with the figures at
// their start spaces, coordinates on the border, lines drawn between the
// spaces, and legends of the symbols, the figures and the lines.

// lineGlyphs are the marks of a line on an east edge (between two columns)
// and on a south edge (between two rows), most important first.
var lineGlyphs = []struct {
	l          grid.Line
	east, sth  rune
	name, note string
}{
	{grid.LineBlocking, '|', '-', "blocking", "cannot be crossed; blocks line of sight"},
	{grid.LineClimbable, '!', '=', "climbable", "crossed only by climbing"},
	{grid.LineGrind, '}', '~', "grind", "a grind rail"},
	{grid.LineObscuring, ':', '.', "obscuring", "blocks line of sight"},
	{grid.LineSlow, ';', ',', "slow", "+1 move point to cross"},
}

func lineGlyph(l grid.Line, east bool) rune {
	for _, g := range lineGlyphs {
		if l&g.l != 0 {
			if east {
				return g.east
			}
			return g.sth
		}
	}
	return ' '
}

// marks assigns each figure its mark on the shown map: heroes 1–6, each
// villain type a capital letter that is not a map symbol, carriables '*'
// (or another free sign); and each token of the map's tokens list its
// glyph (tokens[i] for v.tokens[i]), chosen before the figures' so that a
// spawn stays S and an exit E when those are free.
func (v *mapView) marks(b *adventures.Battle) (heroes []rune, villains []rune, carry rune, tokens []rune) {
	used := map[rune]bool{}
	for _, row := range v.rows {
		for _, r := range row {
			used[r] = true
		}
	}
	free := func(cands string) rune {
		for _, r := range cands {
			if !used[r] {
				used[r] = true
				return r
			}
		}
		return '?'
	}
	byKind := map[string]rune{}
	for _, t := range v.tokens {
		key, cands := tokenGlyphs(t)
		g, ok := byKind[key]
		if !ok {
			g = free(cands)
			byKind[key] = g
		}
		tokens = append(tokens, g)
	}
	for range b.Heroes {
		heroes = append(heroes, free("123456789"))
	}
	for range b.Villains {
		villains = append(villains, free("ABCDEFGHIJKLMNOPQRSTUVWXYZ"))
	}
	carry = free("*&%$@")
	return heroes, villains, carry, tokens
}

// tokenCands are the glyphs a token of each kind may take on the shown map,
// the first free one wins (a camera's are its arrows).
var tokenCands = map[string]string{
	"spawn": "Ss%", "exit": "Ee", "objective": "oO0", "door": "Dd", "computer": "Cc", "hero_start": "Hh",
}

// tokenGlyphs returns the key tokens sharing a glyph share (cameras by
// their facing) and the glyphs a token may take, the first free one wins.
func tokenGlyphs(t tokenMark) (key, cands string) {
	if t.kind == "camera" {
		arrow := [...]string{"^", ">", "v", "<"}[t.facing&3]
		return "camera" + arrow, arrow + "+=~"
	}
	if c, ok := tokenCands[t.kind]; ok {
		return t.kind, c
	}
	return t.kind, "?"
}

// tokenWords says what a token is, as the Tokens legend lists it.
func tokenWords(t tokenMark) string {
	switch t.kind {
	case "camera":
		rot := "counterclockwise"
		if t.clockwise {
			rot = "clockwise"
		}
		return fmt.Sprintf("camera facing %s, turning %s", facingName(t.facing), rot)
	case "door":
		return fmt.Sprintf("door (difficulty %d)", t.difficulty)
	case "computer":
		return fmt.Sprintf("computer (difficulty %d, a blocking bay)", t.difficulty)
	case "hero_start":
		return "hero start"
	}
	return t.kind
}

// tokenLegend lists the tokens of the map's tokens list, one line per
// glyph and meaning, with their spaces.
func (v *mapView) tokenLegend(glyphs []rune) []string {
	type group struct {
		g     rune
		words string
		cells []grid.Cell
	}
	var gs []*group
	for i, t := range v.tokens {
		w := tokenWords(t)
		var gr *group
		for _, x := range gs {
			if x.g == glyphs[i] && x.words == w {
				gr = x
			}
		}
		if gr == nil {
			gr = &group{g: glyphs[i], words: w}
			gs = append(gs, gr)
		}
		gr.cells = append(gr.cells, t.cell)
	}
	out := make([]string, len(gs))
	for i, gr := range gs {
		out[i] = fmt.Sprintf("%c  %s: %s", gr.g, gr.words, fmtCells(gr.cells))
	}
	return out
}

// wakeWords says when an unaware villain type wakes (Adventures rulebook,
// "Unaware Figures"), or "" for a type aware from the start.
func wakeWords(v adventures.VillainSpec) string {
	switch v.Wake {
	case adventures.WakeOnSight:
		return "wakes when a hero ends a move in the line of sight of one of its figures"
	case adventures.WakeOnAlarm:
		return "wakes when a camera is alerted"
	case adventures.WakeOnAttack:
		return "wakes when one of its figures is struck"
	case adventures.WakeOnRound:
		return fmt.Sprintf("wakes at the start of round %d", v.WakeRound)
	}
	return ""
}

// WriteText writes the text picture of l's battle to w.
func (l *Loaded) WriteText(w io.Writer) error {
	b, v := l.Battle, l.view
	if v == nil {
		return fmt.Errorf("battlefile: %s has no map view", l.Name)
	}
	hm, vm, cm, tm := v.marks(b)
	grid2 := make([][]rune, len(v.rows))
	for y, row := range v.rows {
		grid2[y] = append([]rune(nil), row...)
	}
	heroCell := v.heroCells
	put := func(c grid.Cell, r rune) {
		if c >= 0 && c.Y() < len(grid2) && c.X() < len(grid2[c.Y()]) {
			grid2[c.Y()][c.X()] = r
		}
	}
	for i, t := range v.tokens {
		put(t.cell, tm[i])
	}
	for _, cr := range b.Carriables {
		put(cr.Cell, cm)
	}
	for t, vs := range b.Villains {
		for _, c := range vs.Start {
			put(c, vm[t])
		}
	}
	for h, c := range heroCell {
		put(c, hm[h])
	}

	var sb strings.Builder
	fmt.Fprintf(&sb, "%s (%s)\n", b.Name, l.Source)
	if b.Description != "" {
		for _, line := range wrap(b.Description, 76) {
			fmt.Fprintf(&sb, "  %s\n", line)
		}
	}
	sb.WriteByte('\n')
	m := &b.Map
	cols := func() {
		sb.WriteString("    ")
		for x := 0; x < m.W; x++ {
			fmt.Fprintf(&sb, " %s", columnLabel(x))
		}
		sb.WriteByte('\n')
	}
	cols()
	for y := 0; y < m.H; y++ {
		fmt.Fprintf(&sb, "%3d ", y+1)
		for x := 0; x < m.W; x++ {
			sep := ' '
			if x > 0 {
				sep = lineGlyph(m.East[grid.At(x-1, y)], true)
			}
			sb.WriteRune(sep)
			sb.WriteRune(grid2[y][x])
		}
		fmt.Fprintf(&sb, "  %d\n", y+1)
		if y+1 < m.H {
			var under strings.Builder
			any := false
			for x := 0; x < m.W; x++ {
				g := lineGlyph(m.South[grid.At(x, y)], false)
				if g != ' ' {
					any = true
				}
				under.WriteRune(' ')
				under.WriteRune(g)
			}
			if any {
				fmt.Fprintf(&sb, "    %s\n", strings.TrimRight(under.String(), " "))
			}
		}
	}
	cols()

	sb.WriteString("\nTerrain:\n")
	for _, ll := range v.legend {
		fmt.Fprintf(&sb, "  %c  %s\n", ll.sym, ll.text)
	}
	if ls := v.tokenLegend(tm); len(ls) > 0 {
		sb.WriteString("\nTokens (under a figure when one starts there):\n")
		for _, s := range ls {
			sb.WriteString("  " + s + "\n")
		}
	}
	sb.WriteString("\nFigures:\n")
	for h, hs := range b.Heroes {
		fmt.Fprintf(&sb, "  %c  %s at %s (Move %d, Attack %d, Defend %d, Skill %d, Focus %d, Life %d, Awaken %d%s)\n",
			hm[h], hs.Name, heroCell[h].Label(), hs.Move, hs.Attack, hs.Defend, hs.Skill, hs.Focus, hs.Life, hs.Awaken, abilityWords(hs.Ability))
	}
	for t, vs := range b.Villains {
		role := "minion"
		if vs.Leader {
			role = "leader"
		}
		at := "none on the map"
		if len(vs.Start) > 0 {
			labels := make([]string, len(vs.Start))
			for i, c := range vs.Start {
				labels[i] = c.Label()
			}
			at = "at " + strings.Join(labels, ", ")
		}
		fmt.Fprintf(&sb, "  %c  %s, %s, %s: %s, %s, %d in the pool (Move %d, Hit %d, Block %d, Life %d%s)\n",
			vm[t], vs.Name, role, attackName(vs.Attack), plural.Of(vs.Figures, "figure"), at, vs.Figures-len(vs.Start), vs.Move, vs.Hit, vs.Block, vs.Life, abilityWords(vs.Ability))
	}
	if len(b.Allies) > 0 {
		sb.WriteString("\nAllies (each side given some chooses one at setup):\n")
		for _, a := range b.Allies {
			side := "heroes"
			if a.Side == adventures.Villain {
				side = "villain"
			}
			fmt.Fprintf(&sb, "  %s, %s: %s\n", a.Name, side, a.Ability)
		}
	}
	for _, cr := range b.Carriables {
		kind := "item"
		if cr.Character {
			kind = "character"
		}
		fmt.Fprintf(&sb, "  %c  %s (%s) at %s\n", cm, cr.Name, kind, cr.Cell.Label())
	}
	var sleepers []string
	for t, vs := range b.Villains {
		if w := wakeWords(vs); w != "" {
			sleepers = append(sleepers, fmt.Sprintf("  %c  %s %s\n", vm[t], vs.Name, w))
		}
	}
	if len(sleepers) > 0 {
		sb.WriteString("\nUnaware at the start (they do not act until they wake):\n")
		for _, s := range sleepers {
			sb.WriteString(s)
		}
	}
	if ls := lineLegend(m); len(ls) > 0 {
		sb.WriteString("\nLines:\n")
		for _, s := range ls {
			sb.WriteString("  " + s + "\n")
		}
	}
	if len(m.Cameras) > 0 {
		sb.WriteString("\nCameras:\n")
		for _, c := range m.Cameras {
			rot := "counterclockwise"
			if c.Clockwise {
				rot = "clockwise"
			}
			fmt.Fprintf(&sb, "  %s facing %s, turning %s\n", c.Cell.Label(), facingName(c.Facing), rot)
		}
	}
	sb.WriteString("\nWin (any):\n")
	for _, c := range b.Win {
		fmt.Fprintf(&sb, "  %s\n", l.describeCond(c))
	}
	sb.WriteString("Lose (any; a total party KO always loses):\n")
	for _, c := range b.Lose {
		fmt.Fprintf(&sb, "  %s\n", l.describeCond(c))
	}
	if b.RoundLimit > 0 {
		fmt.Fprintf(&sb, "Round limit: %d (then %s)\n", b.RoundLimit, limitName(b.LimitWinner))
	}
	if b.SkillModifier != 0 {
		fmt.Fprintf(&sb, "Skill modifier: %+d\n", b.SkillModifier)
	}
	if b.LeadersAwaken {
		sb.WriteString("Optional rule: AI leaders awaken\n")
	}
	if !b.MakeRoom && b.Competitive == nil {
		sb.WriteString("Rule left out: AI figures do not make room for others of their activation\n")
	}
	if r := b.Ruleset.Name; r != "" && r != adventures.Adventures.Name {
		dice := make([]string, len(b.Heroes))
		for i, h := range b.Heroes {
			dice[i] = fmt.Sprintf("%s %d", h.Name, h.NDice)
		}
		fmt.Fprintf(&sb, "Ruleset: %s (Action dice: %s)\n", r, strings.Join(dice, ", "))
	}
	if b.BattleDie != nil {
		faces := make([]string, len(b.BattleDie))
		for i, f := range b.BattleDie {
			faces[i] = f.String()
		}
		fmt.Fprintf(&sb, "Battle die: %s\n", strings.Join(faces, ", "))
	}
	_, err := io.WriteString(w, sb.String())
	return err
}

func attackName(k adventures.StrikeKind) string {
	if k == adventures.Ranged {
		return "ranged"
	}
	return "melee"
}

func facingName(f grid.Facing) string {
	return [...]string{"north", "east", "south", "west"}[f&3]
}

func limitName(w uint8) string {
	switch w {
	case 1:
		return "the heroes win"
	case 2:
		return "the villain wins"
	}
	return "a draw"
}

// describeCond says a condition in words.
func (l *Loaded) describeCond(c adventures.Condition) string {
	b := l.Battle
	zone := "an exit"
	if c.HasZone {
		var cells []grid.Cell
		for y := 0; y < b.Map.H; y++ {
			for x := 0; x < b.Map.W; x++ {
				if c.Zone.Has(grid.At(x, y)) {
					cells = append(cells, grid.At(x, y))
				}
			}
		}
		zone = fmtCells(cells)
	}
	switch c.Kind {
	case adventures.DefeatLeaders:
		return "defeat every villain leader"
	case adventures.DefeatFigures:
		if c.Type >= 0 {
			return fmt.Sprintf("defeat %s", plural.Of(c.N, b.Villains[c.Type].Name+" figure"))
		}
		return "defeat " + plural.Of(c.N, "villain figure")
	case adventures.SurviveRounds:
		return "survive " + plural.Of(c.N, "round")
	case adventures.ReachExit:
		return fmt.Sprintf("%s by %s", plural.Of(c.N, "hero")+plural.Choose(c.N, " leaves", " leave"), zone)
	case adventures.DownloadData:
		return fmt.Sprintf("download %d data", c.N)
	case adventures.CarryTo:
		return fmt.Sprintf("carry %s to %s", b.Carriables[c.Type].Name, zone)
	case adventures.OpenDoors:
		return "open " + plural.Of(c.N, "door")
	case adventures.KOInARow:
		return fmt.Sprintf("a hero receives %s in a row", plural.Of(c.N, "KO token"))
	case adventures.LeaderKOInARow:
		return fmt.Sprintf("a knocked-down villain leader receives KO tokens on %s in a row", plural.Of(c.N, "turn"))
	case adventures.CameraAlerts:
		return "cameras are alerted " + plural.Of(c.N, "time")
	case adventures.HeroesDown:
		return plural.Of(c.N, "hero") + plural.Choose(c.N, " is", " are") + " knocked down at once"
	}
	return "?"
}

// lineLegend lists the lines of m, one entry per line type, as runs of
// edges: "south of a3-h3" is the edge under each space from a3 to h3.
func lineLegend(m *grid.Map) []string {
	var out []string
	for _, g := range lineGlyphs {
		var runs []string
		// South edges, run along rows.
		for y := 0; y+1 < m.H; y++ {
			for x := 0; x < m.W; {
				c := grid.At(x, y)
				if m.South[c]&g.l == 0 {
					x++
					continue
				}
				x0, arrow := x, grindArrow(m, c, g.l, false)
				for x < m.W && m.South[grid.At(x, y)]&g.l != 0 && grindArrow(m, grid.At(x, y), g.l, false) == arrow {
					x++
				}
				runs = append(runs, "south of "+span(grid.At(x0, y), grid.At(x-1, y))+arrow)
			}
		}
		// East edges, run along columns.
		for x := 0; x+1 < m.W; x++ {
			for y := 0; y < m.H; {
				c := grid.At(x, y)
				if m.East[c]&g.l == 0 {
					y++
					continue
				}
				y0, arrow := y, grindArrow(m, c, g.l, true)
				for y < m.H && m.East[grid.At(x, y)]&g.l != 0 && grindArrow(m, grid.At(x, y), g.l, true) == arrow {
					y++
				}
				runs = append(runs, "east of "+span(grid.At(x, y0), grid.At(x, y-1))+arrow)
			}
		}
		if len(runs) == 0 {
			continue
		}
		out = append(out, fmt.Sprintf("%c %c  %s (%s): %s", g.east, g.sth, g.name, g.note, strings.Join(runs, "; ")))
	}
	return out
}

// span names the spaces from a to b: "c4", or "a3-h3".
func span(a, b grid.Cell) string {
	if a == b {
		return a.Label()
	}
	return a.Label() + "-" + b.Label()
}

// grindArrow says which way a grind edge runs.
func grindArrow(m *grid.Map, c grid.Cell, l grid.Line, east bool) string {
	if l != grid.LineGrind {
		return ""
	}
	d := m.GrindDir[c]
	if east {
		switch d & 3 {
		case 1:
			return ", grinding south"
		case 2:
			return ", grinding north"
		}
		return ""
	}
	switch d & 12 {
	case 4:
		return ", grinding east"
	case 8:
		return ", grinding west"
	}
	return ""
}

// wrap breaks text into lines of at most width characters.
func wrap(text string, width int) []string {
	var lines []string
	line := ""
	for _, w := range strings.Fields(text) {
		if line != "" && len(line)+1+len(w) > width {
			lines = append(lines, line)
			line = ""
		}
		if line != "" {
			line += " "
		}
		line += w
	}
	if line != "" {
		lines = append(lines, line)
	}
	return lines
}

// abilityWords returns a sheet ability as show lists it after the
// attributes ("; ability struck: heal 1"), or nothing for none.
func abilityWords(a adventures.Ability) string {
	if a == (adventures.Ability{}) {
		return ""
	}
	return "; ability " + a.String()
}
