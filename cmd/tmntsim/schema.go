package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/spf13/pflag"

	"github.com/tmntsim/tmntsim/internal/textsafe"
	"github.com/tmntsim/tmntsim/scenarios"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
	"github.com/tmntsim/tmntsim/sim/adventures/villaindeck/cardfile"
	"github.com/tmntsim/tmntsim/sim/munchkin/tablefile"
	"github.com/tmntsim/tmntsim/sim/tcg/deckfile"
)

func init() {
	register(&command{
		name:    "schema",
		summary: "print the JSON Schema of a kind of file (battle, roster, match, deck, ...), for editors",
		run:     runSchema,
	})
}

// schemaFile is the file name new's yaml-language-server comment points
// at, and the one "tmntsim schema" suggests writing.
const schemaFile = "battle.schema.json"

// A schemaKind is a kind of file tmntsim reads, and its JSON Schema.
type schemaKind struct {
	name, what string
	schema     func() []byte
}

// schemaKinds are the kinds of file "tmntsim schema" knows, the default
// first.
var schemaKinds = []schemaKind{
	{"battle", "an Adventures battle file", battlefile.BattleSchema},
	{"roster", "an Adventures roster file (hero and villain sheets)", battlefile.RosterSchema},
	{"villain-cards", "a villain card file (Adventures Competitive Mode)", cardfile.Schema},
	{"match", "a TCG match file", deckfile.MatchSchema},
	{"deck", "a TCG deck file", deckfile.DeckSchema},
	{"tcg-cards", "a TCG card set file", deckfile.CardsSchema},
	{"table", "a Munchkin table file", tablefile.TableSchema},
	{"munchkin-cards", "a Munchkin card file", tablefile.CardsSchema},
}

// schemaKindNames returns the names of the kinds, in order.
func schemaKindNames() []string {
	var out []string
	for _, k := range schemaKinds {
		out = append(out, k.name)
	}
	return out
}

func runSchema(e *env, args []string) int {
	fs := newFlagSet(e, "schema")
	out := fs.StringP("out", "o", "", "write the schema to `FILE` instead of standard output")
	fs.Usage = func() { schemaHelp(e.stdout, fs) }
	if code, done := parseFlags(e, fs, args); done {
		return code
	}
	if fs.NArg() > 1 {
		return fail(e, usagef("schema: one kind at a time (got %d arguments)", fs.NArg()))
	}
	kind := fs.Arg(0)
	if kind == "" {
		kind = schemaKinds[0].name
	}
	var data []byte
	for _, k := range schemaKinds {
		if k.name == kind {
			data = k.schema()
		}
	}
	if data == nil {
		names := schemaKindNames()
		return fail(e, usagef("schema: unknown kind %q%s; known: %s", textsafe.Term(kind), scenarios.Suggest(kind, names), strings.Join(names, ", ")))
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
	fmt.Fprintf(w, `Usage: tmntsim schema [KIND] [-o FILE]

Prints the JSON Schema of a kind of file tmntsim reads: the keys, their
types and their documentation, generated from the format tmntsim reads. With
the schema next to a file and the line

  # yaml-language-server: $schema=%[1]s

at its top (tmntsim new writes it for battles), an editor with the YAML
language server completes keys and checks values as you type.

Kinds:
`, schemaFile)
	for i, k := range schemaKinds {
		def := ""
		if i == 0 {
			def = " (the default)"
		}
		fmt.Fprintf(w, "  %-16s %s%s\n", k.name, k.what, def)
	}
	fmt.Fprint(w, "\nFlags:\n")
	fmt.Fprint(w, fs.FlagUsages())
	fmt.Fprintf(w, `
Examples:
  # The schema beside your battles, for the editor
  tmntsim schema -o %[1]s
  tmntsim new -o my-battle.yaml
  # The schema of TCG decks
  tmntsim schema deck -o deck.schema.json
`, schemaFile)
}
