package battlefile

import (
	"strings"
	"unicode/utf8"

	"go.yaml.in/yaml/v3"

	"github.com/tmntsim/tmntsim/scenarios"
	"github.com/tmntsim/tmntsim/sim/adventures/grid"
)

// The types of this file are the battle-file and roster-file formats, as
// the decoder reads them. Their struct tags drive both the strict decoder
// (yaml: key, required, enum, range) and the JSON Schema generator (doc:
// the description an editor shows). docs/BATTLES.md describes the same
// format for designers.

// A battleFile is a whole battle file.
type battleFile struct {
	At            scenarios.Pos
	Game          *scenarios.Str  `yaml:"game" enum:"adventures" doc:"The game the file is for: adventures (the default when left out); tcg and munchkin files are matches and tables."`
	Name          scenarios.Str   `yaml:"name" required:"true" doc:"The battle's name, shown in reports."`
	Description   *scenarios.Str  `yaml:"description" doc:"What the battle is about and what it tests."`
	Mode          *scenarios.Str  `yaml:"mode" enum:"cooperative,competitive" doc:"Game mode: cooperative (the rules' AI plays the villains; the default) or competitive (a villain player with a deck of villain ability cards)."`
	VillainDeck   *scenarios.Str  `yaml:"villain_deck" doc:"Competitive Mode: a named deck of the villain card set (foot-clan, shredder, street-thugs, mutants, alopex)."`
	VillainGroups []scenarios.Str `yaml:"villain_groups" doc:"Competitive Mode: the villain deck's 6 colour groups, each as 'villain colour' (foot-ninja red); instead of villain_deck."`
	VillainFocus  *scenarios.Int  `yaml:"villain_focus" range:"0..20" doc:"Competitive Mode: the villain player's starting (and greatest) Focus (default 3)."`
	Ruleset       *scenarios.Str  `yaml:"ruleset" enum:"@rulesets" doc:"Rulebook the battle is played by: adventures (the default), shadows-of-the-past (competitive only: three Action dice per Turtle, six for Raphael, an active line of four villain cards, no stun, no going on the defensive) or shadows-of-the-past-ko (its partly Korean edition: villain Focus not capped, elevation not affecting ranged strikes)."`
	Roster        *scenarios.Str  `yaml:"roster" doc:"A roster file next to the battle file (or below it), whose heroes and villains add to or replace the built-in roster."`
	Heroes        []heroEntry     `yaml:"heroes" required:"true" doc:"The heroes in seating order (dice are shared with the neighbours): roster names, or mappings with per-battle overrides."`
	SkillModifier *scenarios.Int  `yaml:"skill_modifier" range:"-5..5" doc:"Added to each hero's Skill to give the number of special move cards chosen (the intro battle has -1)."`
	Map           mapSpec         `yaml:"map" required:"true" doc:"The map: rows of symbols, a legend, lines and tokens."`
	Villains      []villainEntry  `yaml:"villains" doc:"The villain types, with their figures."`
	Win           []condSpec      `yaml:"win" required:"true" doc:"Win conditions of the heroes; the heroes win as soon as any one is met."`
	Lose          []condSpec      `yaml:"lose" doc:"Loss conditions of the heroes (a total party KO always loses)."`
	RoundLimit    *scenarios.Int  `yaml:"round_limit" range:"0..200" doc:"The battle ends after this many rounds (0 or absent: no limit)."`
	AtRoundLimit  *scenarios.Str  `yaml:"at_round_limit" enum:"heroes,villain,draw" doc:"Who wins when the round limit is reached (default draw)."`
	Rules         *rulesSpec      `yaml:"rules" doc:"Optional rules."`
	BattleDie     []scenarios.Str `yaml:"battle_die" enum:"@battleFaces" doc:"The faces of the Battle die (default: blank, blank, hit, hit, hit2, block)."`
	Allies        []allySpec      `yaml:"allies" doc:"Ally cards the battle gives: each side given some chooses one at setup, whose ability every hero (or villain type) of the side receives."`
}

// An allySpec is one ally card of a battle (Adventures rulebook, "Ally
// Card", "Allies").
type allySpec struct {
	At      scenarios.Pos
	Name    scenarios.Str `yaml:"name" required:"true" doc:"The ally card's name."`
	Side    scenarios.Str `yaml:"side" required:"true" enum:"heroes,villain" doc:"The side the ally helps (its ally type)."`
	Ability scenarios.Str `yaml:"ability" required:"true" doc:"The ally's ability, as a sheet ability: 'WHEN: EFFECT [N] [on TERRAIN]' (passive: defend 1; round-start: focus 1)."`
}

// rulesSpec holds the optional rules of a battle.
type rulesSpec struct {
	At              scenarios.Pos
	AILeadersAwaken *scenarios.Bool `yaml:"ai_leaders_awaken" doc:"Use the optional rule \"Awakening AI-controlled villain leaders\"."`
	AIMakeRoom      *scenarios.Bool `yaml:"ai_make_room" doc:"An AI figure that would end its move in (optimal) strike range moves on, staying in range, when that lets figures of the same activation into strike range (\"AI Movement\"; default true: false plays without the rule)."`
}

// A heroEntry is one hero of a battle: a roster name, or a mapping naming
// the hero and overriding any attribute of its sheet.
type heroEntry struct {
	At         scenarios.Pos
	Hero       scenarios.Str  `yaml:"hero" required:"true" doc:"The hero's roster name."`
	Start      *scenarios.Str `yaml:"start" doc:"The hero's start space (default: the first free hero-start space in reading order)."`
	heroFields `yaml:",inline"`
}

func (h *heroEntry) DecodeNode(d *scenarios.Decoder, n *yaml.Node, t scenarios.Tags) {
	if n.Kind == yaml.ScalarNode {
		h.At = scenarios.PosOf(n)
		h.Hero.DecodeNode(d, n, scenarios.Tags{Name: "hero"})
		return
	}
	d.DecodeStruct(n, reflectValue(h), scenarios.Tags{Name: "hero"})
}

// heroFields are the attributes of a hero sheet (Adventures rulebook, "Card
// Anatomy", "Character Card").
type heroFields struct {
	Name     *scenarios.Str `yaml:"name" doc:"Display name."`
	Faction  *scenarios.Str `yaml:"faction" doc:"Faction name."`
	Move     *scenarios.Int `yaml:"move" range:"0..20" doc:"Move points per move icon."`
	Attack   *scenarios.Int `yaml:"attack" range:"0..20" doc:"Battle dice added to a strike."`
	Defend   *scenarios.Int `yaml:"defend" range:"0..20" doc:"Battle dice of a defence roll."`
	Skill    *scenarios.Int `yaml:"skill" range:"0..8" doc:"Special move cards chosen (before the battle's skill modifier)."`
	Focus    *scenarios.Int `yaml:"focus" range:"0..20" doc:"Starting (and maximum) Focus; Battle dice of a Focus check."`
	Life     *scenarios.Int `yaml:"life" range:"1..99" doc:"Starting Life."`
	Awaken   *scenarios.Int `yaml:"awaken" range:"1..99" doc:"Life needed to stand up again."`
	Dice     []dieSpec      `yaml:"dice" doc:"The hero's Action dice, each a list of 6 faces."`
	Specials []specialSpec  `yaml:"specials" doc:"The hero's special move cards."`
	Ability  *scenarios.Str `yaml:"ability" doc:"The sheet ability: none, or 'WHEN: EFFECT [N] [on TERRAIN]' (passive: defend 1 on covered; passive: attack 1 on elevated; passive: melee-icons 1; struck: heal 2); a passive effect with no amount may be its word alone (grind-discount)."`
}

// A dieSpec is one Action die: its six faces.
type dieSpec struct {
	At    scenarios.Pos
	Faces []scenarios.Str
}

func (s *dieSpec) DecodeNode(d *scenarios.Decoder, n *yaml.Node, t scenarios.Tags) {
	s.At = scenarios.PosOf(n)
	d.Decode(n, reflectValue(&s.Faces), scenarios.Tags{Name: "die face", Enum: enumLists["faces"]})
}

// A specialSpec is a special move card as data (Adventures rulebook, "Using
// Special Moves").
type specialSpec struct {
	At          scenarios.Pos
	Name        scenarios.Str   `yaml:"name" required:"true" doc:"The card's name."`
	Cost        *costSpec       `yaml:"cost" doc:"What the card costs: icons of one kind, Focus and Life."`
	Strike      *scenarios.Str  `yaml:"strike" enum:"melee,ranged" doc:"The card is an Attack +X strike of this kind."`
	AttackBonus *scenarios.Int  `yaml:"attack_bonus" range:"0..10" doc:"X of Attack +X."`
	PerExtra    *scenarios.Bool `yaml:"per_extra" doc:"+1 die per extra icon of the cost's kind spent."`
	AllAdjacent *scenarios.Bool `yaml:"all_adjacent" doc:"Strike every adjacent enemy."`
	Stun        *scenarios.Bool `yaml:"stun" doc:"A target that suffers a wound is stunned."`
	FreeReroll  *scenarios.Bool `yaml:"free_reroll" doc:"The strike may be rerolled for free (it counts as the Focus reroll)."`
	HealDice    *scenarios.Int  `yaml:"heal_dice" range:"0..10" doc:"Roll this many Battle dice and heal the hero."`
	Leap        *scenarios.Bool `yaml:"leap" doc:"Leap up to 3 spaces in a straight line."`
	DefendBonus *scenarios.Int  `yaml:"defend_bonus" range:"0..10" doc:"Defend +X while the card is active."`
	Throw       *scenarios.Int  `yaml:"throw" range:"0..9" doc:"With strike: melee, the target, if it still stands, is thrown up to this many spaces straight away from the hero."`
	ThrowObject *scenarios.Bool `yaml:"throw_object" doc:"With strike: ranged, the strike throws a small object on or next to the hero, which is destroyed; no object, no use."`
	Unchosen    *scenarios.Bool `yaml:"unchosen" doc:"While the card is in the hand, the hero may use its unchosen special move cards (Party Dude!)."`
	ThrowLarge  *scenarios.Bool `yaml:"throw_large_object" doc:"With strike: ranged, the strike throws a large object (car, dumpster, bench) on or next to the hero, which is removed from the map with the terrain it gave its spaces; no object, no use."`
}

// A costSpec is the cost of a special move card.
type costSpec struct {
	At     scenarios.Pos
	Move   *scenarios.Int `yaml:"move" range:"0..6" doc:"Move icons."`
	Melee  *scenarios.Int `yaml:"melee" range:"0..6" doc:"Melee (katana) icons."`
	Ranged *scenarios.Int `yaml:"ranged" range:"0..6" doc:"Ranged (shuriken) icons."`
	Focus  *scenarios.Int `yaml:"focus" range:"0..10" doc:"Focus tokens."`
	Life   *scenarios.Int `yaml:"life" range:"0..10" doc:"Life."`
}

// villainFields are the attributes of an AI villain sheet (Adventures
// rulebook, "Cooperative Mode Villain Sheet").
type villainFields struct {
	Name       *scenarios.Str  `yaml:"name" doc:"Display name."`
	Faction    *scenarios.Str  `yaml:"faction" doc:"Faction name."`
	Role       *scenarios.Str  `yaml:"role" enum:"leader,minion" doc:"Leaders get 3 actions and do not respawn; minions get 2 and respawn."`
	Move       *scenarios.Int  `yaml:"move" range:"0..20" doc:"Move points of a move action."`
	Hit        *scenarios.Int  `yaml:"hit" range:"0..20" doc:"Hits dealt by a strike."`
	Block      *scenarios.Int  `yaml:"block" range:"0..20" doc:"Hits blocked when struck."`
	Life       *scenarios.Int  `yaml:"life" range:"1..99" doc:"Life (wounds to KO)."`
	Attack     *scenarios.Str  `yaml:"attack" enum:"melee,ranged" doc:"Attack type."`
	Priority   *scenarios.Str  `yaml:"priority" enum:"highest-life,lowest-life,highest-focus,lowest-focus,highest-skill,lowest-skill" doc:"Secondary targeting priority."`
	Attributes []scenarios.Str `yaml:"attributes" enum:"giant,tiny,machine" doc:"Character attributes."`
	Ability    *scenarios.Str  `yaml:"ability" doc:"The sheet ability: none, or 'WHEN: EFFECT [N] [on TERRAIN]' (passive: attack 1; round-start: spawn 1 for a minion)."`
	Defend     *scenarios.Int  `yaml:"defend" range:"0..20" doc:"Defend of the Competitive Mode sheet (not used in cooperative battles)."`
	Awaken     *scenarios.Int  `yaml:"awaken" range:"0..99" doc:"Awaken of the Competitive Mode sheet (not used in cooperative battles)."`
	StrikeDice *scenarios.Int  `yaml:"strike_dice" range:"0..20" doc:"Attack of the Competitive Mode sheet: Battle dice added to a strike's icons (not used in cooperative battles)."`
}

// A villainEntry is one villain type of a battle.
type villainEntry struct {
	At            scenarios.Pos
	Villain       scenarios.Str   `yaml:"villain" required:"true" doc:"The villain's roster name."`
	Figures       scenarios.Int   `yaml:"figures" required:"true" range:"1..64" doc:"Figures of this type in the battle: on the map at the start plus the figure pool."`
	Start         Cells           `yaml:"start" doc:"Spaces of the figures on the map at the start (the rest wait in the pool)."`
	Wake          *scenarios.Str  `yaml:"wake" enum:"aware,on-sight,on-alarm,on-attack,on-round" doc:"How unaware figures become aware (default aware)."`
	WakeRound     *scenarios.Int  `yaml:"wake_round" range:"1..200" doc:"The round at whose start on-round figures become aware."`
	NoSightNeeded *scenarios.Bool `yaml:"no_sight_needed" doc:"The figures activate even with no hero in line of sight."`
	villainFields `yaml:",inline"`
}

// mapSpec is the map of a battle.
type mapSpec struct {
	At     scenarios.Pos
	Rows   rowsSpec    `yaml:"rows" required:"true" doc:"The map, one text row per map row, one symbol per space (a block string or a list of strings)."`
	Legend legendSpec  `yaml:"legend" required:"true" doc:"What each symbol means: a list of terrain words, or a mapping with terrain, door, computer, camera and name. '.' is neutral unless given."`
	Lines  []lineSpec  `yaml:"lines" doc:"Lines on the edges between spaces."`
	Tokens []tokenSpec `yaml:"tokens" doc:"Tokens placed by coordinate: doors, cameras, computers, objectives, exits, spawns, carried characters and items."`
}

// rowsSpec is the text of the map with the position of every row.
type rowsSpec struct {
	At   scenarios.Pos
	Rows []string
	Pos  []scenarios.Pos // position of the first symbol of each row
}

// A legendEntry says what one map symbol means.
type legendEntry struct {
	At       scenarios.Pos
	Terrain  []scenarios.Str `yaml:"terrain" enum:"@terrain" doc:"Terrain words."`
	Door     *scenarios.Int  `yaml:"door" range:"0..20" doc:"A door with this Focus-check difficulty."`
	Computer *scenarios.Int  `yaml:"computer" range:"0..20" doc:"A computer with this Focus-check difficulty."`
	Camera   *cameraSpec     `yaml:"camera" doc:"A camera."`
	Name     *scenarios.Str  `yaml:"name" doc:"What the symbol shows, for the legend of tmntsim show."`
}

func (e *legendEntry) DecodeNode(d *scenarios.Decoder, n *yaml.Node, t scenarios.Tags) {
	if n.Kind == yaml.SequenceNode || scenarios.IsNull(n) {
		e.At = scenarios.PosOf(n)
		if !scenarios.IsNull(n) {
			d.Decode(n, reflectValue(&e.Terrain), scenarios.Tags{Name: "terrain", Enum: enumLists["terrain"]})
		}
		return
	}
	d.DecodeStruct(n, reflectValue(e), t)
}

// A cameraSpec is a camera's facing and rotation.
type cameraSpec struct {
	At     scenarios.Pos
	Facing scenarios.Str  `yaml:"facing" required:"true" enum:"north,east,south,west" doc:"The camera's facing at the start."`
	Rotate *scenarios.Str `yaml:"rotate" enum:"clockwise,counterclockwise" doc:"Which way it turns each round (default clockwise)."`
}

// A lineSpec is a line on one edge (between) or on a run of edges (from, to,
// side).
type lineSpec struct {
	At        scenarios.Pos
	Between   Cells          `yaml:"between" doc:"Two orthogonally adjacent spaces; the line is on their shared edge."`
	From      *scenarios.Str `yaml:"from" doc:"First space of a run of edges."`
	To        *scenarios.Str `yaml:"to" doc:"Last space of the run (same row or column as from)."`
	Side      *scenarios.Str `yaml:"side" enum:"north,south,east,west" doc:"Which side of the run's spaces the line is on."`
	Type      Words          `yaml:"type" required:"true" enum:"@lines" doc:"Line type(s)."`
	Direction *scenarios.Str `yaml:"direction" enum:"north,south,east,west,both" doc:"For grind lines: which way figures grind (default both)."`
}

// A tokenSpec places one kind of token on one or more spaces.
type tokenSpec struct {
	At         scenarios.Pos
	Door       Cells          `yaml:"door" doc:"Door space(s); give difficulty."`
	Camera     Cells          `yaml:"camera" doc:"Camera space(s); give facing."`
	Computer   Cells          `yaml:"computer" doc:"Computer space(s); give difficulty."`
	Objective  Cells          `yaml:"objective" doc:"Objective marker space(s)."`
	Exit       Cells          `yaml:"exit" doc:"Exit space(s)."`
	Spawn      Cells          `yaml:"spawn" doc:"Spawning location space(s)."`
	HeroStart  Cells          `yaml:"hero_start" doc:"Hero start space(s)."`
	Character  Cells          `yaml:"character" doc:"A carriable character's space; give name."`
	Item       Cells          `yaml:"item" doc:"A carriable item's space; give name."`
	Difficulty *scenarios.Int `yaml:"difficulty" range:"0..20" doc:"Focus-check difficulty of a door or computer."`
	Facing     *scenarios.Str `yaml:"facing" enum:"north,east,south,west" doc:"A camera's facing."`
	Rotate     *scenarios.Str `yaml:"rotate" enum:"clockwise,counterclockwise" doc:"A camera's rotation (default clockwise)."`
	Name       *scenarios.Str `yaml:"name" doc:"A character's or item's name, used by carry conditions."`
}

// A condSpec is one win or loss condition.
type condSpec struct {
	At        scenarios.Pos
	Kind      scenarios.Str  `yaml:"kind" required:"true" enum:"defeat-leaders,defeat-figures,survive,reach-exit,download-data,carry,open-doors,ko-in-a-row,leader-ko-in-a-row,camera-alerts,heroes-down" doc:"The condition."`
	N         *scenarios.Int `yaml:"n" range:"1..200" doc:"The number: figures, rounds, heroes, data, doors, KO tokens, alerts or heroes down."`
	Villain   *scenarios.Str `yaml:"villain" doc:"defeat-figures: count only this villain type."`
	Carriable *scenarios.Str `yaml:"carriable" doc:"carry: the character or item to carry."`
	Zone      Cells          `yaml:"zone" doc:"reach-exit, carry: the spaces to reach (default the exit spaces): coordinates, ranges like a1-b3, or a terrain word."`
}

// Cells is a space, or a list of spaces, as written: coordinates like "c4",
// rectangles like "a1-b3", or (where allowed) a terrain word like "exit".
type Cells struct {
	At    scenarios.Pos
	Items []scenarios.Str
	Given bool
}

func (c *Cells) DecodeNode(d *scenarios.Decoder, n *yaml.Node, t scenarios.Tags) {
	c.At, c.Given = scenarios.PosOf(n), true
	if n.Kind == yaml.ScalarNode {
		var s scenarios.Str
		s.DecodeNode(d, n, t)
		c.Items = []scenarios.Str{s}
		return
	}
	d.Decode(n, reflectValue(&c.Items), t)
}

// Words is a word, or a list of words.
type Words struct {
	At    scenarios.Pos
	Items []scenarios.Str
}

func (w *Words) DecodeNode(d *scenarios.Decoder, n *yaml.Node, t scenarios.Tags) {
	w.At = scenarios.PosOf(n)
	if n.Kind == yaml.ScalarNode {
		var s scenarios.Str
		s.DecodeNode(d, n, t)
		w.Items = []scenarios.Str{s}
		return
	}
	d.Decode(n, reflectValue(&w.Items), t)
}

func (r *rowsSpec) DecodeNode(d *scenarios.Decoder, n *yaml.Node, t scenarios.Tags) {
	r.At = scenarios.PosOf(n)
	switch {
	case n.Kind == yaml.SequenceNode:
		for _, c := range n.Content {
			if c = d.Resolve(c); c == nil {
				return
			}
			if c.Kind != yaml.ScalarNode {
				d.Src.Errorf(scenarios.PosOf(c), "rows: want a text row, got %s", scenarios.Describe(c))
				continue
			}
			r.Rows = append(r.Rows, c.Value)
			p := scenarios.PosOf(c)
			if c.Style&(yaml.DoubleQuotedStyle|yaml.SingleQuotedStyle) != 0 {
				p.Col++
			}
			r.Pos = append(r.Pos, p)
		}
	case n.Kind == yaml.ScalarNode && !scenarios.IsNull(n):
		text := strings.TrimRight(n.Value, "\n")
		r.Rows = strings.Split(text, "\n")
		r.Pos = blockRowPos(d.Src, n, r.Rows)
	default:
		d.Src.Errorf(scenarios.PosOf(n), "rows: want the map as a block of text rows, got %s", scenarios.Describe(n))
	}
}

// blockRowPos finds where each row of a block scalar starts in the source:
// the rows follow the line of the block indicator, in order. Only the rows a
// map can have are placed (the rest get the block's position), and each is
// looked for a few lines ahead of the last, so the work stays linear.
func blockRowPos(src *scenarios.Source, n *yaml.Node, rows []string) []scenarios.Pos {
	ps := make([]scenarios.Pos, len(rows))
	line := n.Line // 1-based line of the indicator; rows start after it
	if n.Style&(yaml.LiteralStyle|yaml.FoldedStyle) == 0 {
		line-- // a plain or quoted one-line scalar starts on its own line
	}
	for i, row := range rows {
		ps[i] = scenarios.PosOf(n)
		if i > grid.MaxSide {
			continue
		}
		for l := line; l < len(src.Lines) && l < line+16; l++ {
			text := strings.TrimRight(src.Lines[l], "\r")
			if k := strings.Index(text, row); k >= 0 && strings.TrimSpace(text[:k]) == "" && (row != "" || strings.TrimSpace(text) == "") {
				ps[i] = scenarios.Pos{Line: l + 1, Col: utf8.RuneCountInString(text[:k]) + 1}
				line = l + 1
				break
			}
		}
	}
	return ps
}

// A legendSpec maps each map symbol (one character) to its meaning, in the
// order written.
type legendSpec struct {
	At      scenarios.Pos
	Symbols []rune
	SymPos  []scenarios.Pos
	Entries []legendEntry
}

func (l *legendSpec) DecodeNode(d *scenarios.Decoder, n *yaml.Node, t scenarios.Tags) {
	l.At = scenarios.PosOf(n)
	if n.Kind != yaml.MappingNode {
		d.Src.Errorf(scenarios.PosOf(n), "legend: want a mapping of map symbols, got %s", scenarios.Describe(n))
		return
	}
	seen := map[rune]bool{}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k := d.Resolve(n.Content[i])
		if k == nil {
			return
		}
		r := []rune(k.Value)
		if k.Kind != yaml.ScalarNode || len(r) != 1 {
			d.Src.Errorf(scenarios.PosOf(k), "legend: a symbol is one character, got %s", scenarios.Describe(k))
			continue
		}
		if r[0] == ' ' || r[0] == '\t' {
			d.Src.Errorf(scenarios.PosOf(k), "legend: a blank cannot be a map symbol")
			continue
		}
		if seen[r[0]] {
			d.Src.Errorf(scenarios.PosOf(k), "legend: symbol %q given twice", k.Value)
			continue
		}
		seen[r[0]] = true
		var e legendEntry
		d.Decode(n.Content[i+1], reflectValue(&e), scenarios.Tags{Name: "legend " + k.Value})
		if e.At == (scenarios.Pos{}) {
			e.At = scenarios.PosOf(n.Content[i+1])
		}
		l.Symbols = append(l.Symbols, r[0])
		l.SymPos = append(l.SymPos, scenarios.PosOf(k))
		l.Entries = append(l.Entries, e)
	}
}
