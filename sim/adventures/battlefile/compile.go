package battlefile

import (
	"fmt"
	"github.com/tmntsim/tmntsim/internal/plural"
	"strings"

	"github.com/tmntsim/tmntsim/scenarios"
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/grid"
	"github.com/tmntsim/tmntsim/sim/dice"
)

// A compiler turns a decoded battle file and its roster into an
// adventures.Battle, checking everything the decoder cannot: names, spaces,
// limits and whether the battle can be won at all.
type compiler struct {
	src  *scenarios.Source
	f    *battleFile
	r    *roster
	b    *adventures.Battle
	view *mapView

	defPos     [grid.MaxCells]scenarios.Pos // where each space's terrain was written
	villainIdx map[string]int
	doors      int
	computers  int
	heroStarts grid.Set // start spaces of the heroes
	reach      grid.Set // spaces the heroes can reach from the start
	spawnPool  bool     // some minion type has figures in the pool
	badType    bool     // a villain entry named no roster villain (reported)
	warns      scenarios.ErrorList
}

// A mapView is what tmntsim show draws: the symbols of the map as written,
// the legend, and where the figures start.
type mapView struct {
	rows      [][]rune
	legend    []legendLine
	heroCells []grid.Cell // start space of each hero
	tokens    []tokenMark // tokens placed by the map's tokens list, in order
	named     []namedTerrain
}

// A namedTerrain is a legend entry of the map that has a name: the map
// picture's legend names its terrain by it ("wall", "parked car").
type namedTerrain struct {
	name string
	t    grid.Terrain
}

// A tokenMark is one token the map's tokens list places on a space (not a
// character or item: those are carriables, drawn as figures).
type tokenMark struct {
	kind       string // the tokens list's key: door, camera, computer, objective, exit, spawn, hero_start
	cell       grid.Cell
	difficulty int         // door and computer
	facing     grid.Facing // camera
	clockwise  bool        // camera
}

type legendLine struct {
	sym  rune
	text string
}

func (c *compiler) errorf(p scenarios.Pos, format string, args ...any) {
	c.src.Errorf(p, format, args...)
}

// warnf records a warning at p: a battle that loads but is likely not what
// its author meant.
func (c *compiler) warnf(p scenarios.Pos, format string, args ...any) {
	w := &scenarios.Source{Name: c.src.Name, Lines: c.src.Lines, Errs: &c.warns}
	w.Errorf(p, format, args...)
}

// compile builds c.b from the decoded file c.f, recording every problem in
// the sources' error list (Adventures rulebook, "Cooperative Mode Setup":
// the battle description gives the heroes, the map, the villains, their
// spaces and figure pools, and the win conditions).
func (c *compiler) compile() {
	f := c.f
	c.b = &adventures.Battle{Name: f.Name.V, LimitWinner: uint8(adventures.NoSide)}
	c.view = &mapView{}
	if f.Description != nil {
		c.b.Description = strings.TrimSpace(f.Description.V)
	}
	if strings.TrimSpace(f.Name.V) == "" && f.Name.Pos != (scenarios.Pos{}) {
		c.errorf(f.Name.Pos, "name: the battle needs a name")
	}
	if f.SkillModifier != nil {
		c.b.SkillModifier = f.SkillModifier.V
	}
	c.compileMap()
	c.compileHeroes()
	c.compileVillains()
	c.compileConditions()
	if f.RoundLimit != nil {
		c.b.RoundLimit = f.RoundLimit.V
	}
	if f.AtRoundLimit != nil {
		if f.RoundLimit == nil || f.RoundLimit.V == 0 {
			c.errorf(f.AtRoundLimit.Pos, "at_round_limit: there is no round_limit")
		}
		switch f.AtRoundLimit.V {
		case "heroes":
			c.b.LimitWinner = uint8(adventures.Heroes)
		case "villain":
			c.b.LimitWinner = uint8(adventures.Villain)
		}
	}
	if f.Rules != nil && f.Rules.AILeadersAwaken != nil {
		c.b.LeadersAwaken = f.Rules.AILeadersAwaken.V
	}
	// AI figures make room for the others of their activation, as
	// "AI Movement" says, unless the file turns the rule off.
	c.b.MakeRoom = true
	if f.Rules != nil && f.Rules.AIMakeRoom != nil {
		c.b.MakeRoom = f.Rules.AIMakeRoom.V
	}
	c.compileBattleDie()
	c.compileAllies()
	c.compileCompetitive()
	c.checkHeroesMeetVillains()
	c.b.Ruleset = c.compileRuleset()
	if c.b.Competitive != nil {
		// The villain deck is played by the ruleset's rules (Shadows of
		// the Past, Active Villain Ability Cards: an active line of four).
		c.b.Competitive.Rules = c.b.Ruleset.Deck
	}
}

// checkLeaderEnters reports a leader type with more figures than start
// spaces: leaders never spawn (Adventures, "Spawning New Minions": only
// minions come from the figure pool), so a leader figure without a start
// space never enters the battle, and a defeat-leaders win would be met
// before a blow is struck.
func (c *compiler) checkLeaderEnters(v *villainEntry, spec *adventures.VillainSpec, starts int) {
	if !spec.Leader || starts >= spec.Figures {
		return
	}
	p := v.Figures.Pos
	if p.IsZero() {
		p = v.Villain.Pos
	}
	fix := "add start: with a space for each leader figure"
	if starts > 0 {
		fix = fmt.Sprintf("give each leader figure a space in start, or set figures: %d", starts)
	}
	c.errorf(p, "figures: %s is a leader with %s but %s; leaders never spawn, so %s would never enter the battle (%s)",
		v.Villain.V, plural.Of(spec.Figures, "figure"), plural.Of(starts, "start space"), plural.Of(spec.Figures-starts, "figure"), fix)
}

// checkHeroesMeetVillains warns when no villain starts or spawns on or next
// to a space the heroes can reach from their start: heroes and villains
// may never come to blows.
func (c *compiler) checkHeroesMeetVillains() {
	if len(c.b.Villains) == 0 || c.b.Map.W == 0 {
		return
	}
	for _, v := range c.b.Villains {
		for _, cell := range v.Start {
			if c.reach.Has(cell) || c.nearReach(cell) {
				return
			}
		}
	}
	if c.spawnPool {
		for _, cell := range c.b.Spawns {
			if c.reach.Has(cell) || c.nearReach(cell) {
				return
			}
		}
	}
	c.warnf(c.f.Villains[0].At, "no hero can reach any villain: no villain starts or spawns on or next to a space the heroes can walk to from their start (check the walls and the start and spawn spaces)")
}

// compileBattleDie reads the Battle-die override.
func (c *compiler) compileBattleDie() {
	faces := c.f.BattleDie
	if faces == nil {
		return
	}
	if len(faces) == 0 || len(faces) > adventures.MaxBattleFaces {
		at := c.f.At
		if len(faces) > 0 {
			at = faces[adventures.MaxBattleFaces].Pos // the first face too many
		}
		c.errorf(at, "battle_die: want 1 to %d faces, got %d", adventures.MaxBattleFaces, len(faces))
		return
	}
	for _, w := range faces {
		if bf, ok := dice.ParseFace(w.V); ok {
			c.b.BattleDie = append(c.b.BattleDie, bf)
		}
	}
}

// cell parses one coordinate and checks that it is on the map.
func (c *compiler) cell(s scenarios.Str, what string) (grid.Cell, bool) {
	if s.Pos.IsZero() {
		return grid.NoCell, false // not a word; reported by the decoder
	}
	cell, ok := parseCell(s.V)
	if !ok {
		c.errorf(s.Pos, "%s: %q is not a space; write a column letter and a row number, like c4", what, scenarios.Clip(s.V))
		return grid.NoCell, false
	}
	m := &c.b.Map
	if m.W == 0 {
		return grid.NoCell, false // the map is broken, and reported
	}
	if cell.X() >= m.W || cell.Y() >= m.H {
		c.errorf(s.Pos, "%s: space %s is off the map (%d columns a–%s, %d rows)", what, s.V, m.W, columnLabel(max(m.W-1, 0)), m.H)
		return grid.NoCell, false
	}
	return cell, true
}

// cells parses a Cells value: coordinates and rectangles "a1-c3"; with
// words true, also terrain words naming every space of that terrain. It
// returns the spaces, and for each the position of the item that named it.
func (c *compiler) cells(cs Cells, what string, words bool) ([]grid.Cell, []scenarios.Pos) {
	var out []grid.Cell
	var ps []scenarios.Pos
	for _, s := range cs.Items {
		if len(out) > grid.MaxCells {
			c.errorf(s.Pos, "%s: more than %d spaces", what, grid.MaxCells)
			break
		}
		if s.Pos.IsZero() {
			continue // not a word; reported by the decoder
		}
		if words {
			if t, ok := terrainOf(s.V); ok && t != 0 {
				n := 0
				for y := 0; y < c.b.Map.H; y++ {
					for x := 0; x < c.b.Map.W; x++ {
						if cell := grid.At(x, y); c.b.Map.Terrain[cell]&t == t {
							out, ps = append(out, cell), append(ps, s.Pos)
							n++
						}
					}
				}
				if n == 0 {
					c.errorf(s.Pos, "%s: the map has no %s spaces", what, s.V)
				}
				continue
			}
		}
		if a, b, ok := strings.Cut(s.V, "-"); ok {
			ca, oka := c.cell(scenarios.Str{V: a, Pos: s.Pos}, what)
			cb, okb := c.cell(scenarios.Str{V: b, Pos: s.Pos}, what)
			if !oka || !okb {
				continue
			}
			for y := min(ca.Y(), cb.Y()); y <= max(ca.Y(), cb.Y()); y++ {
				for x := min(ca.X(), cb.X()); x <= max(ca.X(), cb.X()); x++ {
					out, ps = append(out, grid.At(x, y)), append(ps, s.Pos)
				}
			}
			continue
		}
		if _, ok := parseCell(s.V); !ok && words {
			c.errorf(s.Pos, "%s: %q is neither a space (like c4), a range (like a1-b3) nor a terrain word%s", what, scenarios.Clip(s.V), scenarios.Suggest(s.V, terrainWords()))
			continue
		}
		if cell, ok := c.cell(s, what); ok {
			out, ps = append(out, cell), append(ps, s.Pos)
		}
	}
	return out, ps
}

// standable reports why a figure cannot stand on cell at the start, or ""
// (Adventures rulebook, "Terrain Types": blocking terrain cannot be
// entered, a closed door counts as blocking terrain, a computer bay is a
// blocking terrain token).
func (c *compiler) standable(cell grid.Cell) string {
	t := c.b.Map.Terrain[cell]
	switch {
	case t&grid.Blocking != 0:
		return "blocking terrain"
	case t&grid.Door != 0:
		return "a closed door"
	case t&grid.Computer != 0:
		return "a computer"
	}
	return ""
}

// compileHeroes merges each hero's roster sheet with the battle's overrides
// and gives each a start space (Adventures rulebook, "Cooperative Mode
// Setup", steps 2 and 10: the heroes are placed in the hero start area, 1
// per space).
func (c *compiler) compileHeroes() {
	hs := c.f.Heroes
	if len(hs) == 0 && c.f.Heroes != nil {
		c.errorf(c.f.At, "heroes: the battle needs at least one hero")
	}
	if len(hs) > adventures.MaxHeroes {
		c.errorf(hs[adventures.MaxHeroes].At, "heroes: at most %d heroes, got %d", adventures.MaxHeroes, len(hs))
		hs = hs[:adventures.MaxHeroes]
	}
	seen := map[string]bool{}
	var taken grid.Set
	starts := make([]grid.Cell, len(hs))
	for i, h := range hs {
		starts[i] = grid.NoCell
		if h.Start != nil {
			if cell, ok := c.cell(*h.Start, "start"); ok {
				if why := c.standable(cell); why != "" {
					c.errorf(h.Start.Pos, "start: %s is %s", h.Start.V, why)
				} else if taken.Has(cell) {
					c.errorf(h.Start.Pos, "start: %s is another hero's start space", h.Start.V)
				}
				starts[i] = cell
				taken.Add(cell)
			}
		}
	}
	next := 0
	for i, h := range hs {
		id := h.Hero.V
		def, ok := c.r.heroes[id]
		if !ok {
			if id != "" {
				c.errorf(h.Hero.Pos, "unknown hero %q%s", scenarios.Clip(id), scenarios.Suggest(id, c.r.heroIDs))
			}
			continue
		}
		if seen[id] {
			c.errorf(h.Hero.Pos, "hero %q is in the battle twice", id)
			continue
		}
		seen[id] = true
		fields := def.f
		overlay(&fields, &h.heroFields)
		spec, ok := c.heroSpec(def, &fields, &h.heroFields)
		if !ok {
			continue
		}
		spec.Start = starts[i]
		if c.b.Map.W == 0 {
			c.view.heroCells = append(c.view.heroCells, spec.Start)
		} else if spec.Start == grid.NoCell {
			// The engine's rule: the first free hero-start space in reading order.
			for ; next < grid.MaxCells; next++ {
				cell := grid.Cell(next)
				if c.b.Map.Terrain[cell]&grid.HeroStart != 0 && !taken.Has(cell) && c.b.Map.On.Has(cell) {
					break
				}
			}
			if next >= grid.MaxCells {
				c.errorf(h.Hero.Pos, "hero %s has no start space: the map has too few free hero-start spaces (give start: or add H spaces)", id)
				continue
			}
			taken.Add(grid.Cell(next))
			c.view.heroCells = append(c.view.heroCells, grid.Cell(next))
		} else {
			c.view.heroCells = append(c.view.heroCells, spec.Start)
		}
		c.b.Heroes = append(c.b.Heroes, spec)
	}
	c.heroStarts = taken
}

// heroSpec checks a merged hero sheet and builds its HeroSpec. Problems of
// the sheet itself are reported where the sheet (or the override) is.
func (c *compiler) heroSpec(def *heroDef, f, ov *heroFields) (adventures.HeroSpec, bool) {
	src, at := def.src, def.at
	// from returns the file a field was written in: the battle file for an
	// override, else the roster file of the sheet.
	from := func(overridden bool) *scenarios.Source {
		if overridden {
			return c.src
		}
		return src
	}
	ok := true
	need := func(p *scenarios.Int, key string) int8 {
		if p == nil {
			src.Errorf(at, "hero %s: the sheet has no %s", def.id, key)
			ok = false
			return 0
		}
		return int8(p.V)
	}
	spec := adventures.HeroSpec{Name: displayName(def.id), Start: grid.NoCell}
	if f.Name != nil {
		spec.Name = f.Name.V
	}
	if f.Faction != nil {
		spec.Faction = f.Faction.V
	}
	spec.Move = need(f.Move, "move")
	spec.Attack = need(f.Attack, "attack")
	spec.Defend = need(f.Defend, "defend")
	spec.Skill = need(f.Skill, "skill")
	spec.Focus = need(f.Focus, "focus")
	spec.Life = need(f.Life, "life")
	spec.Awaken = need(f.Awaken, "awaken")
	if ok && spec.Awaken > spec.Life {
		p, s := f.Awaken.Pos, from(ov.Awaken != nil)
		if ov.Awaken == nil && ov.Life != nil {
			p, s = ov.Life.Pos, c.src
		}
		s.Errorf(p, "hero %s: awaken %d is more than life %d", def.id, spec.Awaken, spec.Life)
		ok = false
	}
	switch {
	case f.Dice == nil:
		src.Errorf(at, "hero %s: the sheet has no dice", def.id)
		ok = false
	case len(f.Dice) == 0 || len(f.Dice) > adventures.MaxActionDice:
		from(ov.Dice != nil).Errorf(diceAt(f.Dice, at), "hero %s: want 1 to %d Action dice, got %d", def.id, adventures.MaxActionDice, len(f.Dice))
		ok = false
	default:
		spec.NDice = len(f.Dice)
		for i, d := range f.Dice {
			s := from(ov.Dice != nil)
			if len(d.Faces) != 6 {
				s.Errorf(d.At, "hero %s: an Action die has 6 faces, die %d has %d", def.id, i+1, len(d.Faces))
				ok = false
				continue
			}
			for j, w := range d.Faces {
				face, fok := parseFace(w.V)
				if !fok {
					ok = false // reported by the decoder
					continue
				}
				spec.Dice[i][j] = face
			}
		}
	}
	if len(f.Specials) > adventures.MaxSpecials {
		p := f.Specials[adventures.MaxSpecials].At
		from(ov.Specials != nil).Errorf(p, "hero %s: at most %d special moves, got %d", def.id, adventures.MaxSpecials, len(f.Specials))
		ok = false
	}
	for i, sp := range f.Specials {
		if i >= adventures.MaxSpecials {
			break
		}
		s, sok := specialOf(from(ov.Specials != nil), def.id, &sp)
		ok = ok && sok
		spec.Specials = append(spec.Specials, s)
	}
	var aok bool
	spec.Ability, aok = abilityOf(from(ov.Ability != nil), f.Ability, "hero "+def.id, forHero)
	return spec, ok && aok
}

func diceAt(d []dieSpec, at scenarios.Pos) scenarios.Pos {
	if len(d) > 0 {
		return d[0].At
	}
	return at
}

// specialOf builds a Special from a special move card.
func specialOf(src *scenarios.Source, hero string, sp *specialSpec) (adventures.Special, bool) {
	s := adventures.Special{Name: sp.Name.V}
	ok := true
	if cost := sp.Cost; cost != nil {
		kinds := 0
		for k, n := range []*scenarios.Int{nil, cost.Move, cost.Melee, cost.Ranged} {
			if n != nil && n.V > 0 {
				kinds++
				s.CostKind, s.CostIcons = k, int8(n.V)
			}
		}
		if kinds > 1 {
			src.Errorf(cost.At, "hero %s, special %q: a cost has icons of one kind only (move, melee or ranged)", hero, sp.Name.V)
			ok = false
		}
		if cost.Focus != nil {
			s.CostFocus = int8(cost.Focus.V)
		}
		if cost.Life != nil {
			s.CostLife = int8(cost.Life.V)
		}
	}
	flag := func(b *scenarios.Bool) bool { return b != nil && b.V }
	num := func(x *scenarios.Int) int8 {
		if x == nil {
			return 0
		}
		return int8(x.V)
	}
	if sp.Strike != nil {
		switch sp.Strike.V {
		case "melee":
			s.Strike = adventures.Melee
		case "ranged":
			s.Strike = adventures.Ranged
		}
	}
	s.AttackBonus = num(sp.AttackBonus)
	s.PerExtra = flag(sp.PerExtra)
	s.AllAdjacent = flag(sp.AllAdjacent)
	s.Stun = flag(sp.Stun)
	s.FreeReroll = flag(sp.FreeReroll)
	s.HealDice = num(sp.HealDice)
	s.Leap = flag(sp.Leap)
	s.DefendBonus = num(sp.DefendBonus)
	s.Throw = num(sp.Throw)
	s.ThrowObject = flag(sp.ThrowObject)
	s.ThrowLarge = flag(sp.ThrowLarge)
	s.Unchosen = flag(sp.Unchosen)
	ok = checkThrows(src, hero, sp, &s) && ok
	if s.Strike == adventures.NoStrike {
		for _, f := range []struct {
			key string
			set bool
		}{{"attack_bonus", s.AttackBonus != 0}, {"per_extra", s.PerExtra}, {"all_adjacent", s.AllAdjacent},
			{"stun", s.Stun}, {"free_reroll", s.FreeReroll}} {
			if f.set {
				src.Errorf(sp.At, "hero %s, special %q: %s needs strike: melee or ranged", hero, sp.Name.V, f.key)
				ok = false
				break
			}
		}
	}
	if s.PerExtra && s.CostKind == adventures.IconNone {
		src.Errorf(sp.At, "hero %s, special %q: per_extra needs a cost in move, melee or ranged icons", hero, sp.Name.V)
		ok = false
	}
	return s, ok
}

// compileVillains merges each villain type's roster sheet with the battle's
// overrides and places its figures (Adventures rulebook, "Cooperative Mode
// Setup", step 5: figures on the indicated spaces, the rest in the figure
// pool; "Tiny Characters": up to 3 tiny figures of one minion type share a
// space; "Spawning New Minions": pool figures spawn on spawning locations).
func (c *compiler) compileVillains() {
	vs := c.f.Villains
	c.villainIdx = map[string]int{}
	if len(vs) > adventures.MaxVillainTypes {
		c.errorf(vs[adventures.MaxVillainTypes].At, "villains: at most %d villain types, got %d", adventures.MaxVillainTypes, len(vs))
		vs = vs[:adventures.MaxVillainTypes]
	}
	total := 0
	occupied := map[grid.Cell]int{} // figures standing on a space at the start
	occType := map[grid.Cell]int{}  // their villain type
	for _, v := range vs {
		id := v.Villain.V
		def, ok := c.r.villains[id]
		if !ok {
			if id != "" {
				c.errorf(v.Villain.Pos, "unknown villain %q%s", scenarios.Clip(id), scenarios.Suggest(id, c.r.villainIDs))
			}
			c.badType = true
			continue
		}
		if _, dup := c.villainIdx[id]; dup {
			c.errorf(v.Villain.Pos, "villain %q is in the battle twice; give one entry with all its figures", id)
			continue
		}
		fields := def.f
		overlay(&fields, &v.villainFields)
		// A bad sheet is reported; the type still counts for the conditions.
		spec := c.villainSpec(def, &fields)
		spec.Ability = c.villainAbility(def, &v, &fields, spec.Leader)
		spec.Figures = v.Figures.V
		total += spec.Figures
		if total > adventures.MaxFigures && spec.Figures <= adventures.MaxFigures {
			c.errorf(v.Figures.Pos, "figures: at most %d villain figures in a battle, this makes %d", adventures.MaxFigures, total)
		}
		starts, startPos := c.cells(v.Start, "start", false)
		if len(starts) > spec.Figures && !v.Figures.Pos.IsZero() {
			c.errorf(v.Start.At, "start: %s but only %s of %s", plural.Of(len(starts), "start space"), plural.Of(spec.Figures, "figure"), id)
		}
		for i, cell := range starts {
			p := startPos[i]
			if why := c.standable(cell); why != "" {
				c.errorf(p, "start: %s is %s", cell.Label(), why)
				continue
			}
			if c.heroStarts.Has(cell) {
				c.errorf(p, "start: %s is a hero's start space", cell.Label())
				continue
			}
			n := occupied[cell]
			switch {
			case spec.Tiny && n > 0 && occType[cell] != len(c.b.Villains):
				c.errorf(p, "start: %s already holds a figure of another type; tiny figures share a space only with their own type", cell.Label())
			case spec.Tiny && n >= 3:
				c.errorf(p, "start: %s already holds 3 tiny figures", cell.Label())
			case !spec.Tiny && n > 0:
				c.errorf(p, "start: two figures on %s", cell.Label())
			}
			occupied[cell] = n + 1
			occType[cell] = len(c.b.Villains)
			spec.Start = append(spec.Start, cell)
		}
		if len(spec.Start) < spec.Figures && !spec.Leader {
			c.spawnPool = true
		}
		c.checkLeaderEnters(&v, &spec, len(starts))
		spec.Wake = adventures.Aware
		if v.Wake != nil {
			spec.Wake = map[string]adventures.Wake{"aware": adventures.Aware, "on-sight": adventures.WakeOnSight, "on-alarm": adventures.WakeOnAlarm,
				"on-attack": adventures.WakeOnAttack, "on-round": adventures.WakeOnRound}[v.Wake.V]
		}
		if spec.Wake == adventures.WakeOnRound && v.WakeRound == nil {
			c.errorf(v.Wake.Pos, "wake: on-round needs wake_round")
		}
		if v.WakeRound != nil {
			if spec.Wake != adventures.WakeOnRound {
				c.errorf(v.WakeRound.Pos, "wake_round: only used with wake: on-round")
			}
			spec.WakeRound = v.WakeRound.V
		}
		if spec.Wake == adventures.WakeOnAlarm && len(c.b.Map.Cameras) == 0 {
			c.errorf(v.Wake.Pos, "wake: on-alarm needs a camera on the map")
		}
		if v.NoSightNeeded != nil {
			spec.NoSightNeeded = v.NoSightNeeded.V
		}
		c.villainIdx[id] = len(c.b.Villains)
		c.b.Villains = append(c.b.Villains, spec)
	}
	if c.spawnPool && len(c.b.Spawns) == 0 && c.b.Map.W > 0 {
		c.errorf(c.f.Map.At, "map: minions wait in the figure pool but the map has no spawn spaces (add S spaces or start every figure on the map)")
	}
}

// villainSpec checks a merged villain sheet and builds its VillainSpec.
func (c *compiler) villainSpec(def *villainDef, f *villainFields) adventures.VillainSpec {
	src, at := def.src, def.at
	need := func(p *scenarios.Int, key string) int8 {
		if p == nil {
			src.Errorf(at, "villain %s: the sheet has no %s", def.id, key)
			return 0
		}
		return int8(p.V)
	}
	spec := adventures.VillainSpec{Name: displayName(def.id)}
	if f.Name != nil {
		spec.Name = f.Name.V
	}
	if f.Faction != nil {
		spec.Faction = f.Faction.V
	}
	if f.Role == nil {
		src.Errorf(at, "villain %s: the sheet has no role (leader or minion)", def.id)
	} else {
		spec.Leader = f.Role.V == "leader"
	}
	spec.Move = need(f.Move, "move")
	spec.Hit = need(f.Hit, "hit")
	spec.Block = need(f.Block, "block")
	spec.Life = need(f.Life, "life")
	if f.Attack == nil {
		src.Errorf(at, "villain %s: the sheet has no attack type (melee or ranged)", def.id)
	} else if f.Attack.V == "ranged" {
		spec.Attack = adventures.Ranged
	} else {
		spec.Attack = adventures.Melee
	}
	if f.Priority == nil {
		src.Errorf(at, "villain %s: the sheet has no priority", def.id)
	} else {
		spec.Priority = map[string]adventures.Priority{"highest-life": adventures.HighestLife, "lowest-life": adventures.LowestLife,
			"highest-focus": adventures.HighestFocus, "lowest-focus": adventures.LowestFocus,
			"highest-skill": adventures.HighestSkill, "lowest-skill": adventures.LowestSkill}[f.Priority.V]
	}
	for _, a := range f.Attributes {
		switch a.V {
		case "giant":
			spec.Giant = true
		case "tiny":
			spec.Tiny = true
		case "machine":
			spec.Machine = true
		}
	}
	if spec.Giant && spec.Tiny {
		src.Errorf(at, "villain %s: a figure cannot be both giant and tiny", def.id)
	}
	return spec
}

// compileConditions builds the win and loss conditions (Adventures rulebook,
// "Winning the Game", "Total Party Kill", "Additional Rules").
func (c *compiler) compileConditions() {
	c.findReach()
	mapOK := c.b.Map.W > 0
	if c.f.Win != nil && len(c.f.Win) == 0 {
		c.errorf(c.f.At, "win: the battle needs at least one win condition")
	}
	if n := len(c.f.Win) + len(c.f.Lose); n > adventures.MaxConditions {
		c.errorf(c.f.At, "at most %d win and loss conditions together, got %d", adventures.MaxConditions, n)
		return
	}
	if !mapOK {
		return // every condition would be measured on a broken map
	}
	c.checkExits()
	for _, cs := range c.f.Win {
		if cond, ok := c.condition(cs, true); ok {
			c.b.Win = append(c.b.Win, cond)
		}
	}
	for _, cs := range c.f.Lose {
		if cond, ok := c.condition(cs, false); ok {
			c.b.Lose = append(c.b.Lose, cond)
		}
	}
}

var condKinds = map[string]adventures.CondKind{
	"defeat-leaders": adventures.DefeatLeaders, "defeat-figures": adventures.DefeatFigures, "survive": adventures.SurviveRounds,
	"reach-exit": adventures.ReachExit, "download-data": adventures.DownloadData, "carry": adventures.CarryTo,
	"open-doors": adventures.OpenDoors, "ko-in-a-row": adventures.KOInARow, "camera-alerts": adventures.CameraAlerts,
	"heroes-down": adventures.HeroesDown, "leader-ko-in-a-row": adventures.LeaderKOInARow,
}

func (c *compiler) condition(cs condSpec, win bool) (adventures.Condition, bool) {
	kind, known := condKinds[cs.Kind.V]
	if !known {
		return adventures.Condition{}, false // reported by the decoder
	}
	cond := adventures.Condition{Kind: kind, Type: -1}
	k := cs.Kind.V
	isLoss := kind == adventures.KOInARow || kind == adventures.CameraAlerts || kind == adventures.HeroesDown
	if win && isLoss {
		c.errorf(cs.Kind.Pos, "%s is a loss condition; put it under lose:", k)
		return cond, false
	}
	if !win && !isLoss {
		c.errorf(cs.Kind.Pos, "%s is a win condition; put it under win:", k)
		return cond, false
	}
	ok := true
	switch {
	case kind == adventures.DefeatLeaders || kind == adventures.CarryTo:
		if cs.N != nil {
			c.errorf(cs.N.Pos, "n: %s takes no number", k)
			ok = false
		}
	case cs.N == nil:
		c.errorf(cs.At, "%s needs n: %s", k, map[adventures.CondKind]string{adventures.DefeatFigures: "the figures to defeat",
			adventures.SurviveRounds: "the rounds to survive", adventures.ReachExit: "the heroes who must leave by an exit",
			adventures.DownloadData: "the data to download", adventures.OpenDoors: "the doors to open",
			adventures.KOInARow: "the KO tokens in a row", adventures.CameraAlerts: "the camera alerts",
			adventures.HeroesDown: "the heroes knocked down at once", adventures.LeaderKOInARow: "the KO tokens in a row"}[kind])
		ok = false
	default:
		cond.N = cs.N.V
	}
	if cs.Villain != nil && kind != adventures.DefeatFigures {
		c.errorf(cs.Villain.Pos, "villain: only defeat-figures counts one villain type")
		ok = false
	}
	if cs.Carriable != nil && kind != adventures.CarryTo {
		c.errorf(cs.Carriable.Pos, "carriable: only carry names a character or item")
		ok = false
	}
	if cs.Zone.Given && kind != adventures.ReachExit && kind != adventures.CarryTo {
		c.errorf(cs.Zone.At, "zone: only reach-exit and carry have a zone")
		ok = false
	}
	if cs.Zone.Given && (kind == adventures.ReachExit || kind == adventures.CarryTo) {
		zone, _ := c.cells(cs.Zone, "zone", true)
		for _, cell := range zone {
			cond.Zone.Add(cell)
			cond.HasZone = true
		}
		if !cond.HasZone {
			ok = false
		}
	}
	nh := len(c.f.Heroes)
	switch kind {
	case adventures.LeaderKOInARow:
		ok = c.checkLeaderKOInARow(cs) && ok
	case adventures.DefeatLeaders:
		leaders := 0
		for _, v := range c.b.Villains {
			if v.Leader {
				leaders++
			}
		}
		if leaders == 0 && !c.badType {
			c.errorf(cs.Kind.Pos, "defeat-leaders: the battle has no villain leader")
			ok = false
		}
	case adventures.DefeatFigures:
		limit, spawning := 0, false
		if cs.Villain != nil {
			t, found := c.villainIdx[cs.Villain.V]
			if !found && c.badType {
				ok = false // the villain entry is wrong, and reported
				break
			}
			if !found {
				var names []string
				for _, v := range c.f.Villains {
					names = append(names, v.Villain.V)
				}
				c.errorf(cs.Villain.Pos, "villain: %q is not a villain of this battle%s", scenarios.Clip(cs.Villain.V), scenarios.Suggest(cs.Villain.V, names))
				ok = false
				break
			}
			cond.Type = t
			v := c.b.Villains[t]
			limit, spawning = v.Figures, !v.Leader
		} else {
			for _, v := range c.b.Villains {
				limit += v.Figures
				spawning = spawning || !v.Leader
			}
		}
		if len(c.b.Spawns) == 0 {
			spawning = false
		}
		if ok && cs.N != nil && !spawning && cond.N > limit {
			c.errorf(cs.N.Pos, "n: %s to defeat but only %d can ever be on the map (no minions respawn)", plural.Of(cond.N, "figure"), limit)
			ok = false
		}
	case adventures.SurviveRounds:
		if rl := c.f.RoundLimit; cs.N != nil && rl != nil && rl.V > 0 && cond.N > rl.V {
			c.errorf(cs.N.Pos, "n: survive %s, but the battle ends at round_limit %d", plural.Of(cond.N, "round"), rl.V)
			ok = false
		}
	case adventures.ReachExit:
		if cs.N != nil && cond.N > nh {
			c.errorf(cs.N.Pos, "n: %s must leave, but the battle has %d", plural.Of(cond.N, "hero"), nh)
			ok = false
		}
		if !cond.HasZone && c.count(grid.Exit) == 0 {
			c.errorf(cs.Kind.Pos, "reach-exit: the map has no exit spaces (add E spaces or a zone)")
			ok = false
		}
		if ok {
			c.checkReachable(cond, cs, "exit")
		}
	case adventures.DownloadData:
		if c.computers == 0 {
			c.errorf(cs.Kind.Pos, "download-data: the map has no computer")
			ok = false
			break
		}
		// Hacking is a Focus check from a space next to the computer
		// (Adventures rulebook, "Hacking Computers").
		near := false
		for y := 0; y < c.b.Map.H; y++ {
			for x := 0; x < c.b.Map.W; x++ {
				if cell := grid.At(x, y); c.b.Map.Terrain[cell]&grid.Computer != 0 && c.nearReach(cell) {
					near = true
				}
			}
		}
		if !near {
			c.errorf(cs.Kind.Pos, "download-data: no hero can get next to a computer from the hero start spaces")
			ok = false
		}
	case adventures.CarryTo:
		if cs.Carriable == nil {
			c.errorf(cs.At, "carry needs carriable: the name of a character or item on the map")
			return cond, false
		}
		found := false
		var names []string
		for i, cr := range c.b.Carriables {
			names = append(names, cr.Name)
			if cr.Name == cs.Carriable.V {
				cond.Type, found = i, true
			}
		}
		if !found {
			c.errorf(cs.Carriable.Pos, "carriable: no character or item %q on the map%s", scenarios.Clip(cs.Carriable.V), scenarios.Suggest(cs.Carriable.V, names))
			return cond, false
		}
		if !cond.HasZone && c.count(grid.Exit) == 0 {
			c.errorf(cs.Kind.Pos, "carry: give a zone, or add exit spaces (the default zone)")
			ok = false
		}
		if ok {
			c.checkReachable(cond, cs, "zone")
		}
	case adventures.OpenDoors:
		if cs.N != nil && cond.N > c.doors {
			c.errorf(cs.N.Pos, "n: %s to open, but the map has %d", plural.Of(cond.N, "door"), c.doors)
			ok = false
		}
	case adventures.CameraAlerts:
		if len(c.b.Map.Cameras) == 0 {
			c.errorf(cs.Kind.Pos, "camera-alerts: the map has no camera")
			ok = false
		}
	case adventures.HeroesDown:
		if cs.N != nil && cond.N > nh {
			c.errorf(cs.N.Pos, "n: %s down, but the battle has %d", plural.Of(cond.N, "hero"), nh)
			ok = false
		}
	}
	return cond, ok
}

// count returns the number of spaces of the map with terrain t.
func (c *compiler) count(t grid.Terrain) int {
	n := 0
	for y := 0; y < c.b.Map.H; y++ {
		for x := 0; x < c.b.Map.W; x++ {
			if c.b.Map.Terrain[grid.At(x, y)]&t != 0 {
				n++
			}
		}
	}
	return n
}

// checkExits reports the exit spaces no hero can reach from the start.
func (c *compiler) checkExits() {
	m := &c.b.Map
	for y := 0; y < m.H; y++ {
		for x := 0; x < m.W; x++ {
			cell := grid.At(x, y)
			if m.Terrain[cell]&grid.Exit != 0 && !c.reach.Has(cell) && m.Terrain[cell]&grid.Blocking == 0 {
				c.errorf(c.defPos[cell], "exit %s cannot be reached from the hero start spaces", cell.Label())
			}
		}
	}
}

// checkReachable reports the spaces of a reach-exit or carry condition's
// zone that no hero can reach from the start (exits are checked by
// checkExits), and a carriable no hero can get next to.
func (c *compiler) checkReachable(cond adventures.Condition, cs condSpec, what string) {
	m := &c.b.Map
	for y := 0; y < m.H && cond.HasZone; y++ {
		for x := 0; x < m.W; x++ {
			cell := grid.At(x, y)
			if cond.Zone.Has(cell) && !c.reach.Has(cell) {
				c.errorf(cs.Zone.At, "%s %s cannot be reached from the hero start spaces", what, cell.Label())
			}
		}
	}
	if cond.Kind == adventures.CarryTo {
		cr := c.b.Carriables[cond.Type]
		if !c.reach.Has(cr.Cell) && !c.nearReach(cr.Cell) {
			c.errorf(cs.Carriable.Pos, "carriable: %s at %s cannot be reached from the hero start spaces", cr.Name, cr.Cell.Label())
		}
	}
}

// nearReach reports whether a space next to cell is reachable.
func (c *compiler) nearReach(cell grid.Cell) bool {
	for dy := -1; dy <= 1; dy++ {
		for dx := -1; dx <= 1; dx++ {
			x, y := cell.X()+dx, cell.Y()+dy
			if x >= 0 && y >= 0 && x < c.b.Map.W && y < c.b.Map.H && c.reach.Has(grid.At(x, y)) {
				return true
			}
		}
	}
	return false
}

// fmtCells lists cells by label, for messages.
func fmtCells(cells []grid.Cell) string {
	var b strings.Builder
	for i, c := range cells {
		if i > 0 {
			b.WriteString(", ")
		}
		fmt.Fprint(&b, c.Label())
	}
	return b.String()
}
