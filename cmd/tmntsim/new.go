package main

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/tmntsim/tmntsim/internal/cli"
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
	fs.UseStarter()
	if code, done := parse(e, fs, args, false); done {
		return code
	}
	if fs.NArg() > 0 {
		return fail(e, usagef("new: unexpected argument %q (use -o FILE to name the file)", fs.Arg(0)))
	}
	st, err := fs.Starter()
	if err != nil {
		return fail(e, err)
	}
	expected := "tmntsim: " + st.Expected
	if st.Out == "" {
		if _, err := e.stdout.Write(st.Data); err != nil {
			return fail(e, err)
		}
		fmt.Fprintln(e.stderr, expected)
		return exitOK
	}
	if err := cli.WriteNew(st.Out, st.Data); err != nil {
		return fail(e, err)
	}
	fmt.Fprintf(e.stderr, "tmntsim: wrote %s; check it with: tmntsim validate %s\n", st.Out, st.Out)
	fmt.Fprintln(e.stderr, expected)
	if dir := filepath.Dir(st.Out); st.Schema == schemaFile {
		if _, err := os.Stat(filepath.Join(dir, schemaFile)); err != nil {
			fmt.Fprintf(e.stderr, "tmntsim: for your editor's completion: tmntsim schema -o %s\n", filepath.Join(dir, schemaFile))
		}
	}
	return exitOK
}
