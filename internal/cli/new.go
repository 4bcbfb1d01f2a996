package cli

import (
	"cmp"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/tmntsim/tmntsim/internal/outfile"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
	"github.com/tmntsim/tmntsim/sim/adventures/policy"
)

// SchemaFile is the file name a new battle's yaml-language-server comment
// points at, and the one "tmntsim schema" suggests writing.
const SchemaFile = "battle.schema.json"

// UseStarter declares the flags of "tmntsim new" (read by Starter).
func (s *Set) UseStarter() {
	s.Add(Flag{Name: "heroes", Default: "4", Usage: "the heroes: a number `N` (1 to 4, the first N of the roster) or their roster names in seating order, as a battle file lists them (leonardo,raphael)"})
	s.Add(Flag{Name: "spawns", Kind: Int, Default: 3, Usage: "spawn points per minion type, `K` (2 to 4)", Check: func(v any) error {
		if n := v.(int); n < 2 || n > 4 {
			return fmt.Errorf("%d is out of range; want 2 to 4 (the rulebook's advice)", n)
		}
		return nil
	}})
	s.Add(Flag{Name: "mode", Default: "cooperative", Usage: "the battle's `MODE`: cooperative (the rules' AI plays the villains) or competitive (a villain player with a deck of villain ability cards)", Check: func(v any) error {
		if v != "cooperative" && v != "competitive" {
			return fmt.Errorf("unknown mode %q; want cooperative or competitive", v)
		}
		return nil
	}})
	s.UseAs("out", "write the battle to `FILE` (never overwritten) instead of standard output")
	// --output, the flag's old name, still works for scripts written before.
	s.Add(Flag{Name: "output", Usage: "the old name of --out", Hidden: true})
	s.Add(Flag{Name: "schema", Default: SchemaFile, Usage: "point editors at the JSON Schema `REF` (a path relative to the battle file, or a URL; \"\" for none)"})
}

// A Starter is the starter battle the flags of UseStarter ask for.
type Starter struct {
	Data     []byte // the battle file
	Expected string // what to expect of it (battlefile.StarterExpected)
	Out      string // the file to write it to ("": stdout)
	Schema   string // the schema its comment points at
}

// Starter returns the starter battle the flags of UseStarter ask for,
// the flags checked.
func (s *Set) Starter() (Starter, error) {
	if err := s.Check(); err != nil {
		return Starter{}, err
	}
	heroes, spawns, mode := s.String("heroes"), s.Int("spawns"), s.String("mode")
	st := Starter{Out: cmp.Or(s.String("out"), s.String("output")), Schema: s.String("schema")}
	if err := CheckOut("-o", st.Out); err != nil {
		return st, err
	}
	n, names, err := battlefile.ParseHeroes(heroes)
	if err != nil {
		return st, Usagef("--heroes: %v", err)
	}
	st.Data, err = battlefile.NewStarter(mode, n, names, spawns, st.Schema)
	switch {
	case err != nil && names != nil:
		return st, Usagef("--heroes %s: %v", heroes, err)
	case err != nil:
		return st, err
	}
	st.Expected = battlefile.StarterExpected(mode, n, names, spawns, policy.Default, st.Out)
	return st, nil
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

// Write writes the starter battle to its file (never replacing one) or to
// stdout, and says on stderr what to expect of it: after a file, how to
// check it, and how to write the schema its comment points at when it is
// not beside it.
func (st Starter) Write(stdout, stderr io.Writer) error {
	expected := "tmntsim: " + st.Expected
	if st.Out == "" {
		if _, err := stdout.Write(st.Data); err != nil {
			return err
		}
		fmt.Fprintln(stderr, expected)
		return nil
	}
	if err := writeNew(st.Out, st.Data); err != nil {
		return err
	}
	fmt.Fprintf(stderr, "tmntsim: wrote %s; check it with: tmntsim validate %s\n", st.Out, st.Out)
	fmt.Fprintln(stderr, expected)
	if schema := filepath.Join(filepath.Dir(st.Out), SchemaFile); st.Schema == SchemaFile {
		if _, err := os.Stat(schema); err != nil {
			fmt.Fprintf(stderr, "tmntsim: for your editor's completion: tmntsim schema -o %s\n", schema)
		}
	}
	return nil
}
