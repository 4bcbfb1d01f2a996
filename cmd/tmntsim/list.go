package main

import "github.com/tmntsim/tmntsim/reports"

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
	j, err := listing()
	if err == nil && *format == "json" {
		err = writeJSON(e.stdout, j)
	} else if err == nil {
		err = j.WriteText(e.stdout)
	}
	if err != nil {
		return fail(e, err)
	}
	return exitOK
}

// listing gathers what tmntsim list prints: the Adventures system's, then
// each other game's embedded files.
func listing() (*reports.Listing, error) {
	j, err := reports.NewListing()
	if err != nil {
		return nil, err
	}
	for _, g := range games[1:] {
		gj := reports.ListedGame{Game: g.name, Heading: g.heading, Policies: g.policies()}
		for _, name := range g.embedded() {
			setup, err := g.open(name)
			if err != nil {
				return nil, err
			}
			gj.Files = append(gj.Files, reports.ListedGameFile{Name: name, Seats: setup.Schema().Seats, Policies: setup.Policies()})
		}
		j.Games = append(j.Games, gj)
	}
	return j, nil
}
