package main

import (
	"embed"
	"fmt"
	"io"
	"strings"
	"text/template"

	"github.com/spf13/pflag"
)

// The help of each command is a text file, help/NAME.txt, embedded in the
// binary: prose is easier to read and edit there than in Go strings, and
// the commands' files keep to flags and printing. A help file is a
// text/template: {{flags}} is the command's flag list, and {{.Key}} reads
// the data the command passes (values the text quotes from code, such as
// defaults and the names of embedded files), so that the text cannot drift
// from them.
//
//go:embed help/*.txt
var helpFiles embed.FS

// writeHelp writes command name's help to w, its flags from fs.
func writeHelp(w io.Writer, name string, fs *pflag.FlagSet, data map[string]any) {
	writeHelpOf(w, name, fs, data)
}

// writeHelpOf is writeHelp with any data; the help of tmntsim itself, the
// list of commands, is help/tmntsim.txt.
func writeHelpOf(w io.Writer, name string, fs *pflag.FlagSet, data any) {
	src, err := helpFiles.ReadFile("help/" + name + ".txt")
	if err != nil {
		panic("tmntsim: no help file for command " + name) // a build defect, caught by TestEveryCommandHasHelp
	}
	t, err := template.New(name).Option("missingkey=error").Funcs(template.FuncMap{
		"flags": func() string { return strings.TrimRight(fs.FlagUsages(), "\n") },
		"join":  strings.Join,
	}).Parse(string(src))
	if err == nil {
		err = t.Execute(w, data)
	}
	if err != nil {
		panic(fmt.Sprintf("tmntsim: help/%s.txt: %v", name, err)) // a build defect, caught by TestEveryCommandHasHelp
	}
}
