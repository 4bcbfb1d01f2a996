package main

import (
	"bytes"
	"embed"
	"fmt"
	"io"
	"regexp"
	"slices"
	"strings"
	"text/template"

	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
	"github.com/tmntsim/tmntsim/sim/adventures/policy"
)

func init() {
	register(&command{
		name:    "completion",
		summary: "print a shell completion script for bash, zsh or fish",
		run:     runCompletion,
	})
}

func runCompletion(e *env, args []string) int {
	fs := newFlagSet(e, "completion")
	fs.Usage = func() { writeHelp(e.stdout, "completion", fs, nil) }
	if code, done := parseFlags(e, fs, args); done {
		return code
	}
	if fs.NArg() != 1 {
		return fail(e, usagef("completion: name one shell, bash, zsh or fish (tmntsim completion bash)"))
	}
	if !slices.Contains(shells, fs.Arg(0)) {
		msg := fmt.Sprintf("completion: unknown shell %q; want bash, zsh or fish", fs.Arg(0))
		if s := closest(fs.Arg(0), shells); s != "" {
			msg += fmt.Sprintf(" (did you mean %q?)", s)
		}
		return fail(e, usagef("%s", msg))
	}
	var b bytes.Buffer
	if err := writeCompletion(&b, fs.Arg(0), completionData()); err != nil {
		panic("tmntsim: completion/" + fs.Arg(0) + ".tmpl: " + err.Error()) // a build defect, caught by TestCompletionShells
	}
	if _, err := e.stdout.Write(b.Bytes()); err != nil {
		return fail(e, err)
	}
	return exitOK
}

// The completion scripts are text/templates, completion/SHELL.tmpl, over
// a completion.
//
//go:embed completion/*.tmpl
var completionScripts embed.FS

// shells are the shells completion writes a script for.
var shells = []string{"bash", "zsh", "fish"}

// writeCompletion writes shell's script of d to w.
func writeCompletion(w io.Writer, shell string, d completion) error {
	t, err := template.New(shell+".tmpl").Funcs(template.FuncMap{
		"join":      strings.Join,
		"q":         func(s string) string { return fmt.Sprintf("%q", s) },
		"spaced":    func(ws []string) string { return fmt.Sprintf("%q", " "+strings.Join(ws, " ")+" ") },
		"zshQuote":  zshQuote,
		"zshWords":  zshWords,
		"fishQuote": fishQuote,
	}).ParseFS(completionScripts, "completion/"+shell+".tmpl")
	if err != nil {
		return err
	}
	return t.Execute(w, d)
}

// A completion is what a completion script offers: the commands with
// their flags, the embedded battles, matches and tables, and the policies.
type completion struct {
	Commands []completionCommand
	Battles  []string
	Policies []string
}

// Names returns the names of the commands.
func (d completion) Names() []string {
	var out []string
	for _, c := range d.Commands {
		out = append(out, c.Name)
	}
	return out
}

// Own returns the names of the commands whose arguments are their own
// words, not battles.
func (d completion) Own() []string {
	var out []string
	for _, c := range d.Commands {
		if c.HasWords {
			out = append(out, c.Name)
		}
	}
	return out
}

type completionCommand struct {
	Name, Summary string
	Flags         []completionFlag
	// Words are the command's arguments when they are not battles (the
	// shells of completion, the kinds of schema; none for list and
	// version) and HasWords says so (else: battles and files).
	Words    []string
	HasWords bool
}

// commandWords are the arguments of the commands whose arguments are not
// battles or files.
var commandWords = map[string][]string{
	"completion": shells,
	"schema":     schemaKindNames(),
	"list":       {},
	"version":    {},
}

// A completionFlag is one flag of a command, as its help lists it.
type completionFlag struct {
	Short, Long string
	Value       string // the value's placeholder ("N", "FILE"), "" for a switch
	File        bool   // the value is a file or a directory
}

// words returns the flag's spellings: "-n" and "--battles".
func (f completionFlag) words() []string {
	if f.Short != "" {
		return []string{"-" + f.Short, "--" + f.Long}
	}
	return []string{"--" + f.Long}
}

// flagLine matches a flag of a command's help: "  -n, --battles N   play…".
var flagLine = regexp.MustCompile(`^\s+(?:-(\w), )?--([\w-]+)(?: (\S+))?(?:\s{2,}|$)`)

// completionData gathers the commands, their flags (read from each
// command's --help, so a new flag completes without more code), the
// embedded files of every game and the policies.
func completionData() completion {
	var d completion
	for _, n := range commandNames() {
		c := commands[n]
		var out bytes.Buffer
		c.run(&env{stdout: &out, stderr: io.Discard, stdin: strings.NewReader("")}, []string{"--help"})
		words, own := commandWords[n]
		cc := completionCommand{Name: n, Summary: c.summary, Words: words, HasWords: own}
		inFlags := false
		for _, line := range strings.Split(out.String(), "\n") {
			switch {
			case strings.HasPrefix(line, "Flags:"):
				inFlags = true
			case inFlags && strings.TrimSpace(line) == "":
				inFlags = false
			case inFlags:
				if m := flagLine.FindStringSubmatch(line); m != nil {
					file := strings.Contains(m[3], "FILE") || strings.Contains(m[3], "DIR")
					cc.Flags = append(cc.Flags, completionFlag{Short: m[1], Long: m[2], Value: m[3], File: file})
				}
			}
		}
		cc.Flags = append(cc.Flags, completionFlag{Short: "h", Long: "help"})
		d.Commands = append(d.Commands, cc)
	}
	d.Battles = battlefile.Embedded()
	d.Policies = policy.Names()
	for _, g := range games[1:] {
		d.Battles = append(d.Battles, g.embedded()...)
		for _, p := range g.policies() {
			if !slices.Contains(d.Policies, p) {
				d.Policies = append(d.Policies, p)
			}
		}
	}
	return d
}

// FlagWords returns the spellings of c's flags that take a value of the
// given kind: "file", "policy", "other" or "switch" ("": all).
func (c completionCommand) FlagWords(kind string) []string {
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
