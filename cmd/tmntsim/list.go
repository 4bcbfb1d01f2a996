package main

import (
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

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
	fs := flagSet(e, "list", "", nil)
	fs.UseAs("format", "`format` on stdout: text or json", "text", "json")
	if code, done := parse(e, fs, args, false); done {
		return code
	}
	if fs.NArg() > 0 {
		return fail(e, usagef("list: unexpected argument %q (tmntsim list takes no arguments)", fs.Arg(0)))
	}
	if err := fs.Check(); err != nil {
		return fail(e, err)
	}
	j, err := listing()
	if err == nil && fs.String("format") == "json" {
		err = writeJSON(e.stdout, j)
	} else if err == nil {
		err = writeList(e.stdout, j)
	}
	return exitWith(e, err)
}

// listJSON is tmntsim list --format json.
type listJSON struct {
	*battlefile.Listing
	Policies       []listPolicy   `json:"policies"`
	VillainPolicy  []string       `json:"villain_policies"` // of a Competitive Mode battle's villain
	DefaultVillain string         `json:"villain_policy_default"`
	Games          []listGameJSON `json:"games"` // the other games
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

// listing gathers what tmntsim list prints.
func listing() (*listJSON, error) {
	l, err := battlefile.List()
	if err != nil {
		return nil, err
	}
	j := &listJSON{Listing: l, VillainPolicy: villainpolicy.Names(), DefaultVillain: villainpolicy.Default}
	for _, name := range policy.Names() {
		help, params := policy.Help(name)
		j.Policies = append(j.Policies, listPolicy{name, name == policy.Default, help, params})
	}
	for _, g := range games[1:] {
		gj := listGameJSON{Game: g.name, Policies: g.policies()}
		for _, name := range g.embedded() {
			setup, err := g.open(name)
			if err != nil {
				return nil, err
			}
			gj.Files = append(gj.Files, listGameFile{name, setup.Schema().Seats, setup.Policies()})
		}
		j.Games = append(j.Games, gj)
	}
	return j, nil
}

// writeList writes j as text: the Adventures system's battles and roster,
// the hero policies, then each other game's files and policies.
func writeList(out io.Writer, j *listJSON) error {
	if err := j.WriteText(out, fmt.Sprintf("-p villain=NAME: %s; default %s", strings.Join(j.VillainPolicy, ", "), j.DefaultVillain)); err != nil {
		return err
	}
	w := tabwriter.NewWriter(out, 0, 4, 2, ' ', 0)
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
	for i, g := range j.Games {
		fmt.Fprintf(w, "\n%s:\n", games[i+1].heading)
		for _, f := range g.Files {
			fmt.Fprintf(w, "  %s\t%d seats: %s\tpolicies %s\n", f.Name, len(f.Seats), strings.Join(f.Seats, ", "), strings.Join(f.Policies, ", "))
		}
		fmt.Fprintf(w, "  policies (-p SEAT=NAME):\t%s\n", strings.Join(g.Policies, ", "))
	}
	return w.Flush()
}
