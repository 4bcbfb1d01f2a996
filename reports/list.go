package reports

import (
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"github.com/tmntsim/tmntsim/lab"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
	"github.com/tmntsim/tmntsim/sim/adventures/policy"
	"github.com/tmntsim/tmntsim/sim/adventures/villainpolicy"
)

// A List is what tmntsim list prints (its JSON as --format json writes
// it): the Adventures system's battles and roster, its policies, then each
// other game's embedded files and policies.
type List struct {
	*battlefile.Listing
	Policies       []ListedPolicy `json:"policies"`
	VillainPolicy  []string       `json:"villain_policies"` // of a Competitive Mode battle's villain
	DefaultVillain string         `json:"villain_policy_default"`
	// VillainDecks are the built-in villain decks of a Competitive Mode
	// battle (villain_deck: NAME).
	VillainDecks []string     `json:"villain_decks"`
	Games        []ListedGame `json:"games"` // the other games
}

// A ListedPolicy is a hero policy in a List.
type ListedPolicy struct {
	Name       string `json:"name"`
	Default    bool   `json:"default"`
	Help       string `json:"help"`
	Parameters string `json:"parameters,omitempty"`
}

// A ListedGame is a game other than the Adventures system in a List.
type ListedGame struct {
	Game     string        `json:"game"`
	Heading  string        `json:"-"`     // its part of the text
	Files    []ListedFile  `json:"files"` // the embedded ones
	Parts    []ListedParts `json:"parts,omitempty"`
	Policies []string      `json:"policies"`
}

// ListedParts are built-in files a game's files name, of one kind: a
// TCG match's decks, a Munchkin table's card sets.
type ListedParts struct {
	What  string   `json:"what"` // "decks"
	Use   string   `json:"use"`  // where a file names one: "a match's seats: {deck: NAME}"
	Names []string `json:"names"`
}

// A ListedFile is an embedded file of a ListedGame.
type ListedFile struct {
	Name     string   `json:"name"`
	Seats    []string `json:"seats"`
	Policies []string `json:"policies"`
}

// NewList gathers the List of the Adventures system (with villainDecks,
// its Competitive Mode villain decks) and of games (every game but the
// Adventures system): each game's heading, its embedded files (their
// seats and policies), the built-in parts its files name (parts, by game
// name) and its policies.
func NewList(games []lab.Game, villainDecks []string, parts map[string][]ListedParts) (*List, error) {
	l, err := battlefile.List()
	if err != nil {
		return nil, err
	}
	j := &List{Listing: l, VillainPolicy: villainpolicy.Names(), DefaultVillain: villainpolicy.Default, VillainDecks: villainDecks}
	for _, name := range policy.Names() {
		help, params := policy.Help(name)
		j.Policies = append(j.Policies, ListedPolicy{name, name == policy.Default, help, params})
	}
	for _, g := range games {
		gj := ListedGame{Game: g.Name, Heading: g.Heading, Parts: parts[g.Name], Policies: g.Policies()}
		for _, name := range g.Embedded() {
			setup, err := g.Open(name)
			if err != nil {
				return nil, err
			}
			gj.Files = append(gj.Files, ListedFile{name, setup.Schema().Seats, setup.Policies()})
		}
		j.Games = append(j.Games, gj)
	}
	return j, nil
}

// WriteText writes j as text.
func (j *List) WriteText(out io.Writer) error {
	if err := j.Listing.WriteText(out, fmt.Sprintf("-p villain=NAME: %s; default %s", strings.Join(j.VillainPolicy, ", "), j.DefaultVillain)); err != nil {
		return err
	}
	w := tabwriter.NewWriter(out, 0, 4, 2, ' ', 0)
	if len(j.VillainDecks) > 0 {
		fmt.Fprintf(w, "\nVillain decks of Competitive Mode (villain_deck: NAME): %s\n", strings.Join(j.VillainDecks, ", "))
	}
	fmt.Fprintln(w, "\nPolicies (tmntsim run --policy NAME[:key=value,...]):")
	for _, p := range j.Policies {
		def := ""
		if p.Default {
			def = " (default)"
		}
		fmt.Fprintf(w, "  %s%s\t%s\n", p.Name, def, p.Help)
		if p.Parameters != "" {
			fmt.Fprintf(w, "  \tparameters: %s\n", p.Parameters)
		}
	}
	for _, g := range j.Games {
		fmt.Fprintf(w, "\n%s:\n", g.Heading)
		for _, f := range g.Files {
			fmt.Fprintf(w, "  %s\t%d seats: %s\tpolicies %s\n", f.Name, len(f.Seats), strings.Join(f.Seats, ", "), strings.Join(f.Policies, ", "))
		}
		fmt.Fprintf(w, "  policies (-p SEAT=NAME):\t%s\n", strings.Join(g.Policies, ", "))
		for _, p := range g.Parts {
			fmt.Fprintf(w, "  %s (%s): %s\n", p.What, p.Use, strings.Join(p.Names, ", "))
		}
	}
	return w.Flush()
}
