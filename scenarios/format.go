package scenarios

import (
	"strings"
	"unicode/utf8"

	"go.yaml.in/yaml/v3"

	"github.com/tmntsim/tmntsim/sim/adventures/grid"
)

// The types of this file are the battle-file and roster-file formats, as
// the decoder reads them. Their struct tags drive both the strict decoder
// (yaml: key, required, enum, range) and the JSON Schema generator (doc:
// the description an editor shows). docs/BATTLES.md describes the same
// format for designers.

// A battleFile is a whole battle file.
type battleFile struct {
	At            Pos
	Name          Str            `yaml:"name" required:"true" doc:"The battle's name, shown in reports."`
	Description   *Str           `yaml:"description" doc:"What the battle is about and what it tests."`
	Mode          *Str           `yaml:"mode" enum:"cooperative,competitive" doc:"Game mode; only cooperative is played so far (default cooperative)."`
	Ruleset       *Str           `yaml:"ruleset" enum:"adventures,shadows-of-the-past" doc:"Rulebook; only adventures is played so far (default adventures)."`
	Roster        *Str           `yaml:"roster" doc:"A roster file next to the battle file (or below it), whose heroes and villains add to or replace the built-in roster."`
	Heroes        []heroEntry    `yaml:"heroes" required:"true" doc:"The heroes in seating order (dice are shared with the neighbours): roster names, or mappings with per-battle overrides."`
	SkillModifier *Int           `yaml:"skill_modifier" range:"-5..5" doc:"Added to each hero's Skill to give the number of special move cards chosen (the intro battle has -1)."`
	Map           mapSpec        `yaml:"map" required:"true" doc:"The map: rows of symbols, a legend, lines and tokens."`
	Villains      []villainEntry `yaml:"villains" doc:"The villain types, with their figures."`
	Win           []condSpec     `yaml:"win" required:"true" doc:"Win conditions of the heroes; the heroes win as soon as any one is met."`
	Lose          []condSpec     `yaml:"lose" doc:"Loss conditions of the heroes (a total party KO always loses)."`
	RoundLimit    *Int           `yaml:"round_limit" range:"0..200" doc:"The battle ends after this many rounds (0 or absent: no limit)."`
	AtRoundLimit  *Str           `yaml:"at_round_limit" enum:"heroes,villain,draw" doc:"Who wins when the round limit is reached (default draw)."`
	Rules         *rulesSpec     `yaml:"rules" doc:"Optional rules."`
	BattleDie     []Str          `yaml:"battle_die" enum:"@battleFaces" doc:"The faces of the Battle die (default: blank, blank, hit, hit, hit2, block)."`
}

// rulesSpec holds the optional rules of a battle.
type rulesSpec struct {
	At              Pos
	AILeadersAwaken *Bool `yaml:"ai_leaders_awaken" doc:"Use the optional rule \"Awakening AI-controlled villain leaders\"."`
}

// A heroEntry is one hero of a battle: a roster name, or a mapping naming
// the hero and overriding any attribute of its sheet.
type heroEntry struct {
	At         Pos
	Hero       Str  `yaml:"hero" required:"true" doc:"The hero's roster name."`
	Start      *Str `yaml:"start" doc:"The hero's start space (default: the first free hero-start space in reading order)."`
	heroFields `yaml:",inline"`
}

func (h *heroEntry) decodeNode(d *decoder, n *yaml.Node, t tags) {
	if n.Kind == yaml.ScalarNode {
		h.At = pos(n)
		h.Hero.decodeNode(d, n, tags{name: "hero"})
		return
	}
	d.decodeStruct(n, reflectValue(h), tags{name: "hero"})
}

// heroFields are the attributes of a hero sheet (Adventures rulebook, "Card
// Anatomy", "Character Card").
type heroFields struct {
	Name     *Str          `yaml:"name" doc:"Display name."`
	Faction  *Str          `yaml:"faction" doc:"Faction name."`
	Move     *Int          `yaml:"move" range:"0..20" doc:"Move points per move icon."`
	Attack   *Int          `yaml:"attack" range:"0..20" doc:"Battle dice added to a strike."`
	Defend   *Int          `yaml:"defend" range:"0..20" doc:"Battle dice of a defence roll."`
	Skill    *Int          `yaml:"skill" range:"0..8" doc:"Special move cards chosen (before the battle's skill modifier)."`
	Focus    *Int          `yaml:"focus" range:"0..20" doc:"Starting (and maximum) Focus; Battle dice of a Focus check."`
	Life     *Int          `yaml:"life" range:"1..99" doc:"Starting Life."`
	Awaken   *Int          `yaml:"awaken" range:"1..99" doc:"Life needed to stand up again."`
	Dice     []dieSpec     `yaml:"dice" doc:"The hero's Action dice, each a list of 6 faces."`
	Specials []specialSpec `yaml:"specials" doc:"The hero's special move cards."`
	Ability  *Str          `yaml:"ability" enum:"none,grind-discount" doc:"The hero sheet ability the engine plays."`
}

// A dieSpec is one Action die: its six faces.
type dieSpec struct {
	At    Pos
	Faces []Str
}

func (s *dieSpec) decodeNode(d *decoder, n *yaml.Node, t tags) {
	s.At = pos(n)
	d.decode(n, reflectValue(&s.Faces), tags{name: "die face", enum: enumLists["faces"]})
}

// A specialSpec is a special move card as data (Adventures rulebook, "Using
// Special Moves").
type specialSpec struct {
	At          Pos
	Name        Str       `yaml:"name" required:"true" doc:"The card's name."`
	Cost        *costSpec `yaml:"cost" doc:"What the card costs: icons of one kind, Focus and Life."`
	Strike      *Str      `yaml:"strike" enum:"melee,ranged" doc:"The card is an Attack +X strike of this kind."`
	AttackBonus *Int      `yaml:"attack_bonus" range:"0..10" doc:"X of Attack +X."`
	PerExtra    *Bool     `yaml:"per_extra" doc:"+1 die per extra icon of the cost's kind spent."`
	AllAdjacent *Bool     `yaml:"all_adjacent" doc:"Strike every adjacent enemy."`
	Stun        *Bool     `yaml:"stun" doc:"A target that suffers a wound is stunned."`
	FreeReroll  *Bool     `yaml:"free_reroll" doc:"The strike may be rerolled for free (it counts as the Focus reroll)."`
	HealDice    *Int      `yaml:"heal_dice" range:"0..10" doc:"Roll this many Battle dice and heal the hero."`
	Leap        *Bool     `yaml:"leap" doc:"Leap up to 3 spaces in a straight line."`
	DefendBonus *Int      `yaml:"defend_bonus" range:"0..10" doc:"Defend +X while the card is active."`
}

// A costSpec is the cost of a special move card.
type costSpec struct {
	At     Pos
	Move   *Int `yaml:"move" range:"0..6" doc:"Move icons."`
	Melee  *Int `yaml:"melee" range:"0..6" doc:"Melee (katana) icons."`
	Ranged *Int `yaml:"ranged" range:"0..6" doc:"Ranged (shuriken) icons."`
	Focus  *Int `yaml:"focus" range:"0..10" doc:"Focus tokens."`
	Life   *Int `yaml:"life" range:"0..10" doc:"Life."`
}

// villainFields are the attributes of an AI villain sheet (Adventures
// rulebook, "Cooperative Mode Villain Sheet").
type villainFields struct {
	Name       *Str  `yaml:"name" doc:"Display name."`
	Faction    *Str  `yaml:"faction" doc:"Faction name."`
	Role       *Str  `yaml:"role" enum:"leader,minion" doc:"Leaders get 3 actions and do not respawn; minions get 2 and respawn."`
	Move       *Int  `yaml:"move" range:"0..20" doc:"Move points of a move action."`
	Hit        *Int  `yaml:"hit" range:"0..20" doc:"Hits dealt by a strike."`
	Block      *Int  `yaml:"block" range:"0..20" doc:"Hits blocked when struck."`
	Life       *Int  `yaml:"life" range:"1..99" doc:"Life (wounds to KO)."`
	Attack     *Str  `yaml:"attack" enum:"melee,ranged" doc:"Attack type."`
	Priority   *Str  `yaml:"priority" enum:"highest-life,lowest-life,highest-focus,lowest-focus,highest-skill,lowest-skill" doc:"Secondary targeting priority."`
	Attributes []Str `yaml:"attributes" enum:"giant,tiny,machine" doc:"Character attributes."`
	Ability    *Str  `yaml:"ability" enum:"none" doc:"The villain sheet ability the engine plays."`
	Defend     *Int  `yaml:"defend" range:"0..20" doc:"Defend of the Competitive Mode sheet (not used in cooperative battles)."`
	Awaken     *Int  `yaml:"awaken" range:"0..99" doc:"Awaken of the Competitive Mode sheet (not used in cooperative battles)."`
}

// A villainEntry is one villain type of a battle.
type villainEntry struct {
	At            Pos
	Villain       Str   `yaml:"villain" required:"true" doc:"The villain's roster name."`
	Figures       Int   `yaml:"figures" required:"true" range:"1..64" doc:"Figures of this type in the battle: on the map at the start plus the figure pool."`
	Start         Cells `yaml:"start" doc:"Spaces of the figures on the map at the start (the rest wait in the pool)."`
	Wake          *Str  `yaml:"wake" enum:"aware,on-sight,on-alarm,on-attack,on-round" doc:"How unaware figures become aware (default aware)."`
	WakeRound     *Int  `yaml:"wake_round" range:"1..200" doc:"The round at whose start on-round figures become aware."`
	NoSightNeeded *Bool `yaml:"no_sight_needed" doc:"The figures activate even with no hero in line of sight."`
	villainFields `yaml:",inline"`
}

// mapSpec is the map of a battle.
type mapSpec struct {
	At     Pos
	Rows   rowsSpec    `yaml:"rows" required:"true" doc:"The map, one text row per map row, one symbol per space (a block string or a list of strings)."`
	Legend legendSpec  `yaml:"legend" required:"true" doc:"What each symbol means: a list of terrain words, or a mapping with terrain, door, computer, camera and name. '.' is neutral unless given."`
	Lines  []lineSpec  `yaml:"lines" doc:"Lines on the edges between spaces."`
	Tokens []tokenSpec `yaml:"tokens" doc:"Tokens placed by coordinate: doors, cameras, computers, objectives, exits, spawns, carried characters and items."`
}

// rowsSpec is the text of the map with the position of every row.
type rowsSpec struct {
	At   Pos
	Rows []string
	Pos  []Pos // position of the first symbol of each row
}

// A legendEntry says what one map symbol means.
type legendEntry struct {
	At       Pos
	Terrain  []Str       `yaml:"terrain" enum:"@terrain" doc:"Terrain words."`
	Door     *Int        `yaml:"door" range:"0..20" doc:"A door with this Focus-check difficulty."`
	Computer *Int        `yaml:"computer" range:"0..20" doc:"A computer with this Focus-check difficulty."`
	Camera   *cameraSpec `yaml:"camera" doc:"A camera."`
	Name     *Str        `yaml:"name" doc:"What the symbol shows, for the legend of tmntsim show."`
}

func (e *legendEntry) decodeNode(d *decoder, n *yaml.Node, t tags) {
	if n.Kind == yaml.SequenceNode || isNull(n) {
		e.At = pos(n)
		if !isNull(n) {
			d.decode(n, reflectValue(&e.Terrain), tags{name: "terrain", enum: enumLists["terrain"]})
		}
		return
	}
	d.decodeStruct(n, reflectValue(e), t)
}

// A cameraSpec is a camera's facing and rotation.
type cameraSpec struct {
	At     Pos
	Facing Str  `yaml:"facing" required:"true" enum:"north,east,south,west" doc:"The camera's facing at the start."`
	Rotate *Str `yaml:"rotate" enum:"clockwise,counterclockwise" doc:"Which way it turns each round (default clockwise)."`
}

// A lineSpec is a line on one edge (between) or on a run of edges (from, to,
// side).
type lineSpec struct {
	At        Pos
	Between   Cells `yaml:"between" doc:"Two orthogonally adjacent spaces; the line is on their shared edge."`
	From      *Str  `yaml:"from" doc:"First space of a run of edges."`
	To        *Str  `yaml:"to" doc:"Last space of the run (same row or column as from)."`
	Side      *Str  `yaml:"side" enum:"north,south,east,west" doc:"Which side of the run's spaces the line is on."`
	Type      Words `yaml:"type" required:"true" enum:"@lines" doc:"Line type(s)."`
	Direction *Str  `yaml:"direction" enum:"north,south,east,west,both" doc:"For grind lines: which way figures grind (default both)."`
}

// A tokenSpec places one kind of token on one or more spaces.
type tokenSpec struct {
	At         Pos
	Door       Cells `yaml:"door" doc:"Door space(s); give difficulty."`
	Camera     Cells `yaml:"camera" doc:"Camera space(s); give facing."`
	Computer   Cells `yaml:"computer" doc:"Computer space(s); give difficulty."`
	Objective  Cells `yaml:"objective" doc:"Objective marker space(s)."`
	Exit       Cells `yaml:"exit" doc:"Exit space(s)."`
	Spawn      Cells `yaml:"spawn" doc:"Spawning location space(s)."`
	HeroStart  Cells `yaml:"hero_start" doc:"Hero start space(s)."`
	Character  Cells `yaml:"character" doc:"A carriable character's space; give name."`
	Item       Cells `yaml:"item" doc:"A carriable item's space; give name."`
	Difficulty *Int  `yaml:"difficulty" range:"0..20" doc:"Focus-check difficulty of a door or computer."`
	Facing     *Str  `yaml:"facing" enum:"north,east,south,west" doc:"A camera's facing."`
	Rotate     *Str  `yaml:"rotate" enum:"clockwise,counterclockwise" doc:"A camera's rotation (default clockwise)."`
	Name       *Str  `yaml:"name" doc:"A character's or item's name, used by carry conditions."`
}

// A condSpec is one win or loss condition.
type condSpec struct {
	At        Pos
	Kind      Str   `yaml:"kind" required:"true" enum:"defeat-leaders,defeat-figures,survive,reach-exit,download-data,carry,open-doors,ko-in-a-row,camera-alerts,heroes-down" doc:"The condition."`
	N         *Int  `yaml:"n" range:"1..200" doc:"The number: figures, rounds, heroes, data, doors, KO tokens, alerts or heroes down."`
	Villain   *Str  `yaml:"villain" doc:"defeat-figures: count only this villain type."`
	Carriable *Str  `yaml:"carriable" doc:"carry: the character or item to carry."`
	Zone      Cells `yaml:"zone" doc:"reach-exit, carry: the spaces to reach (default the exit spaces): coordinates, ranges like a1-b3, or a terrain word."`
}

// Cells is a space, or a list of spaces, as written: coordinates like "c4",
// rectangles like "a1-b3", or (where allowed) a terrain word like "exit".
type Cells struct {
	At    Pos
	Items []Str
	Given bool
}

func (c *Cells) decodeNode(d *decoder, n *yaml.Node, t tags) {
	c.At, c.Given = pos(n), true
	if n.Kind == yaml.ScalarNode {
		var s Str
		s.decodeNode(d, n, t)
		c.Items = []Str{s}
		return
	}
	d.decode(n, reflectValue(&c.Items), t)
}

// Words is a word, or a list of words.
type Words struct {
	At    Pos
	Items []Str
}

func (w *Words) decodeNode(d *decoder, n *yaml.Node, t tags) {
	w.At = pos(n)
	if n.Kind == yaml.ScalarNode {
		var s Str
		s.decodeNode(d, n, t)
		w.Items = []Str{s}
		return
	}
	d.decode(n, reflectValue(&w.Items), t)
}

func (r *rowsSpec) decodeNode(d *decoder, n *yaml.Node, t tags) {
	r.At = pos(n)
	switch {
	case n.Kind == yaml.SequenceNode:
		for _, c := range n.Content {
			if c = d.resolve(c); c == nil {
				return
			}
			if c.Kind != yaml.ScalarNode {
				d.src.errorf(pos(c), "rows: want a text row, got %s", describe(c))
				continue
			}
			r.Rows = append(r.Rows, c.Value)
			p := pos(c)
			if c.Style&(yaml.DoubleQuotedStyle|yaml.SingleQuotedStyle) != 0 {
				p.Col++
			}
			r.Pos = append(r.Pos, p)
		}
	case n.Kind == yaml.ScalarNode && !isNull(n):
		text := strings.TrimRight(n.Value, "\n")
		r.Rows = strings.Split(text, "\n")
		r.Pos = blockRowPos(d.src, n, r.Rows)
	default:
		d.src.errorf(pos(n), "rows: want the map as a block of text rows, got %s", describe(n))
	}
}

// blockRowPos finds where each row of a block scalar starts in the source:
// the rows follow the line of the block indicator, in order. Only the rows a
// map can have are placed (the rest get the block's position), and each is
// looked for a few lines ahead of the last, so the work stays linear.
func blockRowPos(src *source, n *yaml.Node, rows []string) []Pos {
	ps := make([]Pos, len(rows))
	line := n.Line // 1-based line of the indicator; rows start after it
	if n.Style&(yaml.LiteralStyle|yaml.FoldedStyle) == 0 {
		line-- // a plain or quoted one-line scalar starts on its own line
	}
	for i, row := range rows {
		ps[i] = pos(n)
		if i > grid.MaxSide {
			continue
		}
		for l := line; l < len(src.lines) && l < line+16; l++ {
			text := strings.TrimRight(src.lines[l], "\r")
			if k := strings.Index(text, row); k >= 0 && strings.TrimSpace(text[:k]) == "" && (row != "" || strings.TrimSpace(text) == "") {
				ps[i] = Pos{l + 1, utf8.RuneCountInString(text[:k]) + 1}
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
	At      Pos
	Symbols []rune
	SymPos  []Pos
	Entries []legendEntry
}

func (l *legendSpec) decodeNode(d *decoder, n *yaml.Node, t tags) {
	l.At = pos(n)
	if n.Kind != yaml.MappingNode {
		d.src.errorf(pos(n), "legend: want a mapping of map symbols, got %s", describe(n))
		return
	}
	seen := map[rune]bool{}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k := d.resolve(n.Content[i])
		if k == nil {
			return
		}
		r := []rune(k.Value)
		if k.Kind != yaml.ScalarNode || len(r) != 1 {
			d.src.errorf(pos(k), "legend: a symbol is one character, got %s", describe(k))
			continue
		}
		if r[0] == ' ' || r[0] == '\t' {
			d.src.errorf(pos(k), "legend: a blank cannot be a map symbol")
			continue
		}
		if seen[r[0]] {
			d.src.errorf(pos(k), "legend: symbol %q given twice", k.Value)
			continue
		}
		seen[r[0]] = true
		var e legendEntry
		d.decode(n.Content[i+1], reflectValue(&e), tags{name: "legend " + k.Value})
		if e.At == (Pos{}) {
			e.At = pos(n.Content[i+1])
		}
		l.Symbols = append(l.Symbols, r[0])
		l.SymPos = append(l.SymPos, pos(k))
		l.Entries = append(l.Entries, e)
	}
}
