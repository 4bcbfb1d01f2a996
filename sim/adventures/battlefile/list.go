package battlefile

import (
	"fmt"
	"github.com/tmntsim/tmntsim/internal/plural"
	"io"
	"strings"
	"text/tabwriter"

	"github.com/tmntsim/tmntsim/sim/adventures"
)

// A Listing is what tmntsim list says of the Adventures system without
// any file: the embedded battles and the built-in roster.
type Listing struct {
	Battles  []ListedBattle  `json:"battles"`
	Heroes   []ListedHero    `json:"heroes"`
	Villains []ListedVillain `json:"villains"`
}

// A ListedBattle is an embedded battle in a Listing.
type ListedBattle struct {
	Name         string `json:"name"`
	Title        string `json:"title"`
	Default      bool   `json:"default"`
	Mode         string `json:"mode"` // cooperative or competitive
	Heroes       int    `json:"heroes"`
	VillainTypes int    `json:"villain_types"`
	Map          [2]int `json:"map"` // width, height
}

// A ListedHero is a hero sheet of the roster in a Listing.
type ListedHero struct {
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

// A ListedVillain is a villain sheet of the roster in a Listing.
type ListedVillain struct {
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

// List returns the embedded battles and the roster.
func List() (*Listing, error) {
	var out Listing
	for _, name := range Embedded() {
		l, err := Open(name)
		if err != nil {
			return nil, err
		}
		b := l.Battle
		mode := "cooperative"
		if b.Competitive != nil {
			mode = "competitive"
		}
		out.Battles = append(out.Battles, ListedBattle{name, l.Name, name == Default, mode, len(b.Heroes), len(b.Villains), [2]int{b.Map.W, b.Map.H}})
	}
	hs, vs := Roster()
	for _, h := range hs {
		s := h.Spec
		specials := []string{}
		for _, sp := range s.Specials {
			specials = append(specials, sp.Name)
		}
		out.Heroes = append(out.Heroes, ListedHero{h.ID, s.Name, s.Move, s.Attack, s.Defend, s.Skill, s.Focus, s.Life, s.Awaken, specials})
	}
	for _, v := range vs {
		s := v.Spec
		role, attack, attrs := villainTraits(&s)
		out.Villains = append(out.Villains, ListedVillain{v.ID, s.Name, role, attack, s.Move, s.Hit, s.Block, s.Life, priorityNames[s.Priority], attrs})
	}
	return &out, nil
}

// WriteText writes the listing as tmntsim list prints it: the battles of
// each mode (villainPolicies says how the Competitive Mode's villain is
// played), the heroes and the villains.
func (l *Listing) WriteText(out io.Writer, villainPolicies string) error {
	w := tabwriter.NewWriter(out, 0, 4, 2, ' ', 0)
	for _, mode := range []string{"cooperative", "competitive"} {
		if mode == "cooperative" {
			fmt.Fprintln(w, "Battles of the Adventures system, Cooperative Mode (embedded; tmntsim show NAME draws one):")
		} else {
			fmt.Fprintf(w, "\nBattles of the Adventures system, Competitive Mode (%s):\n", villainPolicies)
		}
		for _, b := range l.Battles {
			if b.Mode != mode {
				continue
			}
			def := ""
			if b.Default {
				def = " (default)"
			}
			fmt.Fprintf(w, "  %s\t%s%s\t%s\n", b.Name, b.Title, def, size(b.Heroes, b.VillainTypes, b.Map))
		}
	}
	fmt.Fprintln(w, "\nHeroes (built-in roster):")
	fmt.Fprintln(w, "  NAME\tHERO\tMOVE\tATTACK\tDEFEND\tSKILL\tFOCUS\tLIFE\tAWAKEN\tSPECIAL MOVES")
	for _, h := range l.Heroes {
		fmt.Fprintf(w, "  %s\t%s\t%d\t%d\t%d\t%d\t%d\t%d\t%d\t%s\n", h.Name, h.Hero, h.Move, h.Attack, h.Defend, h.Skill, h.Focus, h.Life, h.Awaken, strings.Join(h.Specials, ", "))
	}
	fmt.Fprintln(w, "\nVillains (built-in roster, Cooperative Mode sheets):")
	fmt.Fprintln(w, "  NAME\tVILLAIN\tROLE\tATTACK\tMOVE\tHIT\tBLOCK\tLIFE\tPRIORITY\tATTRIBUTES")
	for _, v := range l.Villains {
		attrs := v.Attributes
		if len(attrs) == 0 {
			attrs = []string{"-"}
		}
		fmt.Fprintf(w, "  %s\t%s\t%s\t%s\t%d\t%d\t%d\t%d\t%s\t%s\n", v.Name, v.Villain, v.Role, v.Attack, v.Move, v.Hit, v.Block, v.Life, v.Priority, strings.Join(attrs, ", "))
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

// Size says how big a battle is: "4 heroes, 1 villain type, 12×10 map".
func Size(b *adventures.Battle) string {
	return size(len(b.Heroes), len(b.Villains), [2]int{b.Map.W, b.Map.H})
}

func size(heroes, villains int, wh [2]int) string {
	return fmt.Sprintf("%s, %s, %d×%d map", plural.Of(heroes, "hero"), plural.Of(villains, "villain type"), wh[0], wh[1])
}

// priorityNames are the battle-file words of the targeting priorities.
var priorityNames = [...]string{adventures.HighestLife: "highest-life", adventures.LowestLife: "lowest-life",
	adventures.HighestFocus: "highest-focus", adventures.LowestFocus: "lowest-focus",
	adventures.HighestSkill: "highest-skill", adventures.LowestSkill: "lowest-skill"}
