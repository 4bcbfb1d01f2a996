package main

import (
	"github.com/tmntsim/tmntsim/internal/cli"
	"io"

	"github.com/tmntsim/tmntsim/scenarios"
)

func init() {
	register(&command{
		name:    "schema",
		summary: "print the JSON Schema of a kind of file (battle, roster, match, deck, ...), for editors",
		run:     runSchema,
	})
}

// schemaFile is the file name new's schema comment points at (cli.SchemaFile).
const schemaFile = cli.SchemaFile

// A schemaKind is a kind of file tmntsim reads, and its JSON Schema.
type schemaKind = scenarios.Kind

// schemaKinds returns the kinds of file "tmntsim schema" knows, game by
// game, the default first.
func schemaKinds() []schemaKind {
	var out []schemaKind
	for _, g := range games {
		out = append(out, g.schemas...)
	}
	return out
}

// schemaKindNames returns the names of the kinds, in order.
func schemaKindNames() []string { return scenarios.KindNames(schemaKinds()) }

func runSchema(e *env, args []string) int {
	fs := flagSet(e, "schema", "", map[string]any{"File": schemaFile, "Kinds": schemaKinds()})
	fs.UseAs("out", "write the schema to `FILE` instead of standard output")
	if code, done := parse(e, fs, args, true); done {
		return code
	}
	if fs.NArg() > 1 {
		return fail(e, usagef("schema: one kind at a time (got %d arguments)", fs.NArg()))
	}
	data, err := scenarios.KindSchema(schemaKinds(), fs.Arg(0))
	if err != nil {
		return fail(e, usagef("schema: %v", err))
	}
	return writeTo(e, "-o", fs.String("out"), func(w io.Writer) error { _, err := w.Write(data); return err })
}
