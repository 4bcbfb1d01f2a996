// Package completion writes tmntsim's shell completion scripts: text
// templates, scripts/SHELL.tmpl, over what a script offers (Data), the
// commands' flags read from their help texts (FlagsOf).
package completion

import (
	"embed"
	"fmt"
	"io"
	"regexp"
	"strings"
	"text/template"

	"github.com/spf13/pflag"
)

//go:embed scripts/*.tmpl
var scripts embed.FS

// Shells are the shells completion writes a script for.
var Shells = []string{"bash", "zsh", "fish"}

// Write writes shell's script of d to w.
func Write(w io.Writer, shell string, d Data) error {
	t, err := template.New(shell+".tmpl").Funcs(template.FuncMap{
		"join":      strings.Join,
		"q":         func(s string) string { return fmt.Sprintf("%q", s) },
		"spaced":    func(ws []string) string { return fmt.Sprintf("%q", " "+strings.Join(ws, " ")+" ") },
		"zshQuote":  zshQuote,
		"zshWords":  zshWords,
		"fishQuote": fishQuote,
	}).ParseFS(scripts, "scripts/"+shell+".tmpl")
	if err != nil {
		return err
	}
	return t.Execute(w, d)
}

// Data is what a completion script offers: the commands with their
// flags, the embedded battles, matches and tables, and the policies.
type Data struct {
	Commands []Command
	Battles  []string
	Policies []string
}

// Names returns the names of the commands.
func (d Data) Names() []string {
	var out []string
	for _, c := range d.Commands {
		out = append(out, c.Name)
	}
	return out
}

// Own returns the names of the commands whose arguments are their own
// words, not battles.
func (d Data) Own() []string {
	var out []string
	for _, c := range d.Commands {
		if c.HasWords {
			out = append(out, c.Name)
		}
	}
	return out
}

// A Command is one command of tmntsim, as a script completes it.
type Command struct {
	Name, Summary string
	Flags         []Flag
	// Words are the command's arguments when they are not battles (the
	// shells of completion, the kinds of schema; none for list and
	// version) and HasWords says so (else: battles and files).
	Words    []string
	HasWords bool
}

// A Flag is one flag of a command, as its help lists it.
type Flag struct {
	Short, Long string
	Value       string // the value's placeholder ("N", "FILE"), "" for a switch
	File        bool   // the value is a file or a directory
}

// words returns the flag's spellings: "-n" and "--battles".
func (f Flag) words() []string {
	if f.Short != "" {
		return []string{"-" + f.Short, "--" + f.Long}
	}
	return []string{"--" + f.Long}
}

// FlagsOfSet returns the flags fs declares, hidden ones left out, and -h,
// --help after them: the flags FlagsOf reads from the help fs renders.
func FlagsOfSet(fs *pflag.FlagSet) []Flag {
	var flags []Flag
	fs.VisitAll(func(f *pflag.Flag) {
		if f.Hidden {
			return
		}
		value, _ := pflag.UnquoteUsage(f)
		flags = append(flags, Flag{Short: f.Shorthand, Long: f.Name, Value: value, File: strings.Contains(value, "FILE") || strings.Contains(value, "DIR")})
	})
	return append(flags, Flag{Short: "h", Long: "help"})
}

// flagLine matches a flag of a command's help: "  -n, --battles N   play…".
var flagLine = regexp.MustCompile(`^\s+(?:-(\w), )?--([\w-]+)(?: (\S+))?(?:\s{2,}|$)`)

// FlagsOf returns the flags a command's help text lists under "Flags:",
// and -h, --help after them: a new flag completes without more code.
func FlagsOf(help string) []Flag {
	var flags []Flag
	inFlags := false
	for _, line := range strings.Split(help, "\n") {
		switch {
		case strings.HasPrefix(line, "Flags:"):
			inFlags = true
		case inFlags && strings.TrimSpace(line) == "":
			inFlags = false
		case inFlags:
			if m := flagLine.FindStringSubmatch(line); m != nil {
				file := strings.Contains(m[3], "FILE") || strings.Contains(m[3], "DIR")
				flags = append(flags, Flag{Short: m[1], Long: m[2], Value: m[3], File: file})
			}
		}
	}
	return append(flags, Flag{Short: "h", Long: "help"})
}

// FlagWords returns the spellings of c's flags that take a value of the
// given kind: "file", "policy", "other" or "switch" ("": all).
func (c Command) FlagWords(kind string) []string {
	var ws []string
	for _, f := range c.Flags {
		k := "other"
		switch {
		case f.Value == "":
			k = "switch"
		case f.File:
			k = "file"
		case f.Long == "policy":
			k = "policy"
		}
		if k == kind || kind == "" {
			ws = append(ws, f.words()...)
		}
	}
	return ws
}

// zshWords quotes words for a zsh array.
func zshWords(ws []string) string {
	q := make([]string, len(ws))
	for i, s := range ws {
		q[i] = zshQuote(s)
	}
	return strings.Join(q, " ")
}

// zshQuote and fishQuote quote s in single quotes for their shell.
func zshQuote(s string) string { return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'" }
func fishQuote(s string) string {
	return "'" + strings.ReplaceAll(strings.ReplaceAll(s, `\`, `\\`), "'", `\'`) + "'"
}
