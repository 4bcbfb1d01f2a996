package main

import (
	"cmp"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/tmntsim/tmntsim/internal/cli"
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
	fs := flagSet(e, "new", "", nil)
	fs.Add(cli.Flag{Name: "heroes", Default: "4", Usage: "the heroes: a number `N` (1 to 4, the first N of the roster) or their roster names in seating order, as a battle file lists them (leonardo,raphael)"})
	fs.Add(cli.Flag{Name: "spawns", Kind: cli.Int, Default: 3, Usage: "spawn points per minion type, `K` (2 to 4)", Check: func(v any) error {
		if n := v.(int); n < 2 || n > 4 {
			return fmt.Errorf("%d is out of range; want 2 to 4 (the rulebook's advice)", n)
		}
		return nil
	}})
	fs.Add(cli.Flag{Name: "mode", Default: "cooperative", Usage: "the battle's `MODE`: cooperative (the rules' AI plays the villains) or competitive (a villain player with a deck of villain ability cards)", Check: func(v any) error {
		if v != "cooperative" && v != "competitive" {
			return fmt.Errorf("unknown mode %q; want cooperative or competitive", v)
		}
		return nil
	}})
	fs.UseAs("out", "write the battle to `FILE` (never overwritten) instead of standard output")
	// --output, the flag's old name, still works for scripts written before.
	fs.Add(cli.Flag{Name: "output", Usage: "the old name of --out", Hidden: true})
	fs.Add(cli.Flag{Name: "schema", Default: schemaFile, Usage: "point editors at the JSON Schema `REF` (a path relative to the battle file, or a URL; \"\" for none)"})
	if code, done := parse(e, fs, args, false); done {
		return code
	}
	if fs.NArg() > 0 {
		return fail(e, usagef("new: unexpected argument %q (use -o FILE to name the file)", fs.Arg(0)))
	}
	if err := fs.Check(); err != nil {
		return fail(e, err)
	}
	heroes, spawns, mode, out, schema := fs.String("heroes"), fs.Int("spawns"), fs.String("mode"), cmp.Or(fs.String("out"), fs.String("output")), fs.String("schema")
	n, names, err := battlefile.ParseHeroes(heroes)
	if err != nil {
		return fail(e, usagef("--heroes: %v", err))
	}
	data, err := battlefile.NewStarter(mode, n, names, spawns, schema)
	if err != nil && names != nil {
		return fail(e, usagef("--heroes %s: %v", heroes, err))
	} else if err != nil {
		return fail(e, err)
	}
	expected := "tmntsim: " + battlefile.StarterExpected(mode, n, names, spawns, policy.Default)
	if out == "" {
		if _, err := e.stdout.Write(data); err != nil {
			return fail(e, err)
		}
		fmt.Fprintln(e.stderr, expected)
		return exitOK
	}
	if err := writeNew(out, data); err != nil {
		return fail(e, err)
	}
	fmt.Fprintf(e.stderr, "tmntsim: wrote %s; check it with: tmntsim validate %s\n", out, out)
	fmt.Fprintln(e.stderr, expected)
	if schema == schemaFile {
		if _, err := os.Stat(filepath.Join(filepath.Dir(out), schemaFile)); err != nil {
			fmt.Fprintf(e.stderr, "tmntsim: for your editor's completion: tmntsim schema -o %s\n", filepath.Join(filepath.Dir(out), schemaFile))
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
