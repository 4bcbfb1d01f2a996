package main

import (
	"io"

	"github.com/tmntsim/tmntsim/internal/cli"
	"github.com/tmntsim/tmntsim/scenarios"
)

func runSchema(e *env, args []string) int {
	fs := flagSet(e, "schema", "", map[string]any{"File": cli.SchemaFile, "Kinds": games.Kinds()})
	fs.UseAs("out", "write the schema to `FILE` instead of standard output")
	if code, done := parse(e, fs, args, true); done {
		return code
	}
	if fs.NArg() > 1 {
		return fail(e, usagef("schema: one kind at a time (got %d arguments)", fs.NArg()))
	}
	data, err := scenarios.KindSchema(games.Kinds(), fs.Arg(0))
	if err != nil {
		return fail(e, usagef("schema: %v", err))
	}
	return writeTo(e, "-o", fs.String("out"), func(w io.Writer) error { _, err := w.Write(data); return err })
}
