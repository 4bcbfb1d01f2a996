package main

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/tmntsim/tmntsim/internal/outfile"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
	"github.com/tmntsim/tmntsim/sim/adventures/policy"
)

func init() {
	register(&command{
		name:    "new",
		summary: "write a starter arcade battle to edit",
		run:     runNew,
	})
}

func runNew(e *env, args []string) int {
	fset := newFlagSet(e, "new")
	heroes := fset.String("heroes", "4", "the heroes: a number `N` (1 to 4, the first N of the roster) or their roster names in seating order, as a battle file lists them (leonardo,raphael)")
	spawns := fset.Int("spawns", 3, "spawn points per minion type, `K` (2 to 4)")
	mode := fset.String("mode", "cooperative", "the battle's `MODE`: cooperative (the rules' AI plays the villains) or competitive (a villain player with a deck of villain ability cards)")
	out := fset.StringP("out", "o", "", "write the battle to `FILE` (never overwritten) instead of standard output")
	// --output, the flag's old name, still works for scripts written before.
	fset.StringVar(out, "output", "", "the old name of --out")
	_ = fset.MarkHidden("output")
	schema := fset.String("schema", schemaFile, "point editors at the JSON Schema `REF` (a path relative to the battle file, or a URL; \"\" for none)")
	fset.Usage = func() { writeHelp(e.stdout, "new", fset, nil) }
	if code, done := parseFlags(e, fset, args); done {
		return code
	}
	if fset.NArg() > 0 {
		return fail(e, usagef("new: unexpected argument %q (use -o FILE to name the file)", fset.Arg(0)))
	}
	if *spawns < 2 || *spawns > 4 {
		return fail(e, usagef("--spawns: %d is out of range; want 2 to 4 (the rulebook's advice)", *spawns))
	}
	if *mode != "cooperative" && *mode != "competitive" {
		return fail(e, usagef("--mode: unknown mode %q; want cooperative or competitive", *mode))
	}
	var names []string // the party, when named
	n, nerr := strconv.Atoi(strings.TrimSpace(*heroes))
	if nerr != nil {
		names = strings.Split(*heroes, ",")
		for i := range names {
			names[i] = strings.TrimSpace(names[i])
		}
		n = len(names)
	} else if n < 1 || n > 4 {
		return fail(e, usagef("--heroes: %d is out of range; want 1 to 4", n))
	}
	data, err := battlefile.NewStarter(*mode, n, names, *spawns, *schema)
	if err != nil && names != nil {
		return fail(e, usagef("--heroes %s: %v", *heroes, err))
	} else if err != nil {
		return fail(e, err)
	}
	expected := "tmntsim: " + battlefile.StarterExpected(*mode, n, names, *spawns, policy.Default)
	if *out == "" {
		if _, err := e.stdout.Write(data); err != nil {
			return fail(e, err)
		}
		fmt.Fprintln(e.stderr, expected)
		return exitOK
	}
	if err := writeNew(*out, data); err != nil {
		return fail(e, err)
	}
	fmt.Fprintf(e.stderr, "tmntsim: wrote %s; check it with: tmntsim validate %s\n", *out, *out)
	fmt.Fprintln(e.stderr, expected)
	if *schema == schemaFile {
		if _, err := os.Stat(filepath.Join(filepath.Dir(*out), schemaFile)); err != nil {
			fmt.Fprintf(e.stderr, "tmntsim: for your editor's completion: tmntsim schema -o %s\n", filepath.Join(filepath.Dir(*out), schemaFile))
		}
	}
	return exitOK
}

// writeNew creates file with data, refusing to replace an existing file.
func writeNew(file string, data []byte) error {
	if err := outfile.Create(file, data); errors.Is(err, fs.ErrExist) {
		return fmt.Errorf("%s already exists; tmntsim new does not overwrite files (choose another name, or remove it first)", file)
	} else if err != nil {
		return err
	}
	return nil
}
