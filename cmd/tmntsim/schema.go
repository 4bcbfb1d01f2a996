package main

import (
	"fmt"
	"io"

	"github.com/spf13/pflag"

	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
)

func init() {
	register(&command{
		name:    "schema",
		summary: "print the JSON Schema of battle files (or of roster files), for editors",
		run:     runSchema,
	})
}

// schemaFile is the file name new's yaml-language-server comment points
// at, and the one "tmntsim schema" suggests writing.
const schemaFile = "battle.schema.json"

func runSchema(e *env, args []string) int {
	fs := newFlagSet(e, "schema")
	out := fs.StringP("out", "o", "", "write the schema to `FILE` instead of standard output")
	fs.Usage = func() { schemaHelp(e.stdout, fs) }
	if code, done := parseFlags(e, fs, args); done {
		return code
	}
	var data []byte
	switch kind := fs.Arg(0); {
	case fs.NArg() > 1:
		return fail(e, usagef("schema: one kind at a time (got %d arguments)", fs.NArg()))
	case kind == "" || kind == "battle":
		data = battlefile.BattleSchema()
	case kind == "roster":
		data = battlefile.RosterSchema()
	default:
		return fail(e, usagef("schema: unknown kind %q (known: battle, roster)", kind))
	}
	if *out == "" {
		if _, err := e.stdout.Write(data); err != nil {
			return fail(e, err)
		}
		return exitOK
	}
	if err := writeOut("-o", *out, func(w io.Writer) error { _, err := w.Write(data); return err }); err != nil {
		return fail(e, err)
	}
	return exitOK
}

func schemaHelp(w io.Writer, fs *pflag.FlagSet) {
	fmt.Fprintf(w, `Usage: tmntsim schema [battle|roster] [-o FILE]

Prints the JSON Schema of battle files (default) or of roster files: the
keys, their types and their documentation, generated from the format that
tmntsim reads. With the schema next to a battle file and the line

  # yaml-language-server: $schema=%[1]s

at its top (tmntsim new writes it), an editor with the YAML language server
completes keys and checks values as you type.

Flags:
`, schemaFile)
	fmt.Fprint(w, fs.FlagUsages())
	fmt.Fprintf(w, `
Examples:
  # The schema beside your battles, for the editor
  tmntsim schema -o %[1]s
  tmntsim new -o my-battle.yaml
`, schemaFile)
}
