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
	fs.Usage = func() { listHelp(e.stdout) }
	if code, done := parseFlags(e, fs, args); done {
		return code
	}
	if fs.NArg() > 0 {
		return fail(e, usagef("list: unexpected argument %q (tmntsim list takes no arguments)", fs.Arg(0)))
	}
	if err := writeList(e.stdout); err != nil {
		return fail(e, err)
	}
	return exitOK
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
		role := "minion"
		if s.Leader {
			role = "leader"
		}
		attack := "melee"
		if s.Attack == adventures.Ranged {
			attack = "ranged"
		}
		var attrs []string
		for _, a := range []struct {
			on   bool
			name string
		}{{s.Giant, "giant"}, {s.Tiny, "tiny"}, {s.Machine, "machine"}} {
			if a.on {
				attrs = append(attrs, a.name)
			}
		}
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

// battleSize says how big a battle is: "4 heroes, 1 villain type, 12×10 map".
func battleSize(b *adventures.Battle) string {
	return fmt.Sprintf("%d %s, %d %s, %d×%d map", len(b.Heroes), plural(len(b.Heroes), "hero", "heroes"),
		len(b.Villains), plural(len(b.Villains), "villain type", "villain types"), b.Map.W, b.Map.H)
}

// priorityNames are the battle-file words of the targeting priorities.
var priorityNames = [...]string{adventures.HighestLife: "highest-life", adventures.LowestLife: "lowest-life",
	adventures.HighestFocus: "highest-focus", adventures.LowestFocus: "lowest-focus",
	adventures.HighestSkill: "highest-skill", adventures.LowestSkill: "lowest-skill"}

func listHelp(w io.Writer) {
	fmt.Fprint(w, `Usage: tmntsim list

Lists what tmntsim knows without any file: the embedded example battles, the
heroes and AI villains of the built-in roster with their attributes (roster
names are what battle files write), and the hero policies with their
parameters.

Examples:
  tmntsim list
  tmntsim list | grep leader
`)
}
