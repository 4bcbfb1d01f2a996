package main

import (
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
	"github.com/tmntsim/tmntsim/sim/adventures/policy"
	"github.com/tmntsim/tmntsim/sim/adventures/villainpolicy"
)

func init() {
	register(&command{
		name:    "list",
		summary: "list the embedded battles, the heroes, the villains and the policies",
		run:     runList,
	})
}

func runList(e *env, args []string) int {
	fs := newFlagSet(e, "list")
	format := fs.String("format", "text", "`format` on stdout: text or json")
	fs.Usage = func() { writeHelp(e.stdout, "list", fs, nil) }
	if code, done := parseFlags(e, fs, args); done {
		return code
	}
	if fs.NArg() > 0 {
		return fail(e, usagef("list: unexpected argument %q (tmntsim list takes no arguments)", fs.Arg(0)))
	}
	if err := checkFormatOf(*format, "text", "json"); err != nil {
		return fail(e, err)
	}
	write := writeList
	if *format == "json" {
		write = writeListJSON
	}
	if err := write(e.stdout); err != nil {
		return fail(e, err)
	}
	return exitOK
}

// listJSON is tmntsim list --format json.
type listJSON struct {
	Battles        []listBattle   `json:"battles"`
	Heroes         []listHero     `json:"heroes"`
	Villains       []listVillain  `json:"villains"`
	Policies       []listPolicy   `json:"policies"`
	VillainPolicy  []string       `json:"villain_policies"` // of a Competitive Mode battle's villain
	DefaultVillain string         `json:"villain_policy_default"`
	Games          []listGameJSON `json:"games"` // the other games
}

type listBattle struct {
	Name         string `json:"name"`
	Title        string `json:"title"`
	Default      bool   `json:"default"`
	Mode         string `json:"mode"` // cooperative or competitive
	Heroes       int    `json:"heroes"`
	VillainTypes int    `json:"villain_types"`
	Map          [2]int `json:"map"` // width, height
}

type listHero struct {
	Name     string   `json:"name"`
	Hero     string   `json:"hero"`
	Move     int8     `json:"move"`
	Attack   int8     `json:"attack"`
	Defend   int8     `json:"defend"`
	Skill    int8     `json:"skill"`
	Focus    int8     `json:"focus"`
	Life     int8     `json:"life"`
	Awaken   int8     `json:"awaken"`
	Specials []string `json:"special_moves"`
}

type listVillain struct {
	Name       string   `json:"name"`
	Villain    string   `json:"villain"`
	Role       string   `json:"role"`
	Attack     string   `json:"attack"`
	Move       int8     `json:"move"`
	Hit        int8     `json:"hit"`
	Block      int8     `json:"block"`
	Life       int8     `json:"life"`
	Priority   string   `json:"priority"`
	Attributes []string `json:"attributes"`
}

type listPolicy struct {
	Name       string `json:"name"`
	Default    bool   `json:"default"`
	Help       string `json:"help"`
	Parameters string `json:"parameters,omitempty"`
}

type listGameJSON struct {
	Game     string         `json:"game"`
	Files    []listGameFile `json:"files"` // the embedded ones
	Policies []string       `json:"policies"`
}

type listGameFile struct {
	Name     string   `json:"name"`
	Seats    []string `json:"seats"`
	Policies []string `json:"policies"`
}

// writeListJSON writes what writeList does, as JSON.
func writeListJSON(w io.Writer) error {
	j := listJSON{VillainPolicy: villainpolicy.Names(), DefaultVillain: villainpolicy.Default}
	for _, name := range battlefile.Embedded() {
		l, err := battlefile.Open(name)
		if err != nil {
			return err
		}
		b := l.Battle
		mode := "cooperative"
		if b.Competitive != nil {
			mode = "competitive"
		}
		j.Battles = append(j.Battles, listBattle{name, l.Name, name == battlefile.Default, mode, len(b.Heroes), len(b.Villains), [2]int{b.Map.W, b.Map.H}})
	}
	hs, vs := battlefile.Roster()
	for _, h := range hs {
		s := h.Spec
		specials := []string{}
		for _, sp := range s.Specials {
			specials = append(specials, sp.Name)
		}
		j.Heroes = append(j.Heroes, listHero{h.ID, s.Name, s.Move, s.Attack, s.Defend, s.Skill, s.Focus, s.Life, s.Awaken, specials})
	}
	for _, v := range vs {
		s := v.Spec
		role, attack, attrs := villainTraits(&s)
		j.Villains = append(j.Villains, listVillain{v.ID, s.Name, role, attack, s.Move, s.Hit, s.Block, s.Life, priorityNames[s.Priority], attrs})
	}
	for _, name := range policy.Names() {
		help, params := policy.Help(name)
		j.Policies = append(j.Policies, listPolicy{name, name == policy.Default, help, params})
	}
	for _, g := range games[1:] {
		gj := listGameJSON{Game: g.name, Policies: g.policies()}
		for _, name := range g.embedded() {
			setup, err := g.open(name)
			if err != nil {
				return err
			}
			gj.Files = append(gj.Files, listGameFile{name, setup.Schema().Seats, setup.Policies()})
		}
		j.Games = append(j.Games, gj)
	}
	return writeJSON(w, j)
}

func writeList(out io.Writer) error {
	w := tabwriter.NewWriter(out, 0, 4, 2, ' ', 0)
	for _, competitive := range []bool{false, true} {
		if !competitive {
			fmt.Fprintln(w, "Battles of the Adventures system, Cooperative Mode (embedded; tmntsim show NAME draws one):")
		} else {
			fmt.Fprintf(w, "\nBattles of the Adventures system, Competitive Mode (-p villain=NAME: %s; default %s):\n", strings.Join(villainpolicy.Names(), ", "), villainpolicy.Default)
		}
		for _, name := range battlefile.Embedded() {
			l, err := battlefile.Open(name)
			if err != nil {
				return err
			}
			if (l.Battle.Competitive != nil) != competitive {
				continue
			}
			def := ""
			if name == battlefile.Default {
				def = " (default)"
			}
			fmt.Fprintf(w, "  %s\t%s%s\t%s\n", name, l.Name, def, battleSize(l.Battle))
		}
	}
	hs, vs := battlefile.Roster()
	fmt.Fprintln(w, "\nHeroes (built-in roster):")
	fmt.Fprintln(w, "  NAME\tHERO\tMOVE\tATTACK\tDEFEND\tSKILL\tFOCUS\tLIFE\tAWAKEN\tSPECIAL MOVES")
	for _, h := range hs {
		s := h.Spec
		names := make([]string, len(s.Specials))
		for i, sp := range s.Specials {
			names[i] = sp.Name
		}
		fmt.Fprintf(w, "  %s\t%s\t%d\t%d\t%d\t%d\t%d\t%d\t%d\t%s\n", h.ID, s.Name, s.Move, s.Attack, s.Defend, s.Skill, s.Focus, s.Life, s.Awaken, strings.Join(names, ", "))
	}
	fmt.Fprintln(w, "\nVillains (built-in roster, Cooperative Mode sheets):")
	fmt.Fprintln(w, "  NAME\tVILLAIN\tROLE\tATTACK\tMOVE\tHIT\tBLOCK\tLIFE\tPRIORITY\tATTRIBUTES")
	for _, v := range vs {
		s := v.Spec
		role, attack, attrs := villainTraits(&s)
		if len(attrs) == 0 {
			attrs = []string{"-"}
		}
		fmt.Fprintf(w, "  %s\t%s\t%s\t%s\t%d\t%d\t%d\t%d\t%s\t%s\n", v.ID, s.Name, role, attack, s.Move, s.Hit, s.Block, s.Life, priorityNames[s.Priority], strings.Join(attrs, ", "))
	}
	fmt.Fprintln(w, "\nPolicies (tmntsim run --policy NAME[:key=value,...]):")
	for _, name := range policy.Names() {
		help, params := policy.Help(name)
		def := ""
		if name == policy.Default {
			def = " (default)"
		}
		fmt.Fprintf(w, "  %s%s\t%s\n", name, def, help)
		if params != "" {
			fmt.Fprintf(w, "  \tparameters: %s\n", params)
		}
	}
	for _, g := range games[1:] {
		fmt.Fprintf(w, "\n%s:\n", g.heading)
		for _, name := range g.embedded() {
			setup, err := g.open(name)
			if err != nil {
				return err
			}
			s := setup.Schema()
			fmt.Fprintf(w, "  %s\t%d seats: %s\tpolicies %s\n", name, len(s.Seats), strings.Join(s.Seats, ", "), strings.Join(setup.Policies(), ", "))
		}
		fmt.Fprintf(w, "  policies (-p SEAT=NAME):\t%s\n", strings.Join(g.policies(), ", "))
	}
	return w.Flush()
}

// villainTraits returns a villain sheet's role (minion or leader), attack
// (melee or ranged) and attributes (giant, tiny, machine; none: empty).
func villainTraits(s *adventures.VillainSpec) (role, attack string, attrs []string) {
	role, attack, attrs = "minion", "melee", []string{}
	if s.Leader {
		role = "leader"
	}
	if s.Attack == adventures.Ranged {
		attack = "ranged"
	}
	for _, a := range []struct {
		on   bool
		name string
	}{{s.Giant, "giant"}, {s.Tiny, "tiny"}, {s.Machine, "machine"}} {
		if a.on {
			attrs = append(attrs, a.name)
		}
	}
	return role, attack, attrs
}

// battleSize says how big a battle is: "4 heroes, 1 villain type, 12×10 map".
func battleSize(b *adventures.Battle) string {
	return fmt.Sprintf("%d %s, %d %s, %d×%d map", len(b.Heroes), plural(len(b.Heroes), "hero", "heroes"),
		len(b.Villains), plural(len(b.Villains), "villain type", "villain types"), b.Map.W, b.Map.H)
}

// priorityNames are the battle-file words of the targeting priorities.
var priorityNames = [...]string{adventures.HighestLife: "highest-life", adventures.LowestLife: "lowest-life",
	adventures.HighestFocus: "highest-focus", adventures.LowestFocus: "lowest-focus",
	adventures.HighestSkill: "highest-skill", adventures.LowestSkill: "lowest-skill"}
