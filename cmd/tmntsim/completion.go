package main

import (
	"bytes"
	"io"
	"strings"

	"github.com/spf13/pflag"

	"github.com/tmntsim/tmntsim/internal/completion"
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
	fs := flagSet(e, "completion", "", nil)
	if code, done := parse(e, fs, args, true); done {
		return code
	}
	if fs.NArg() != 1 {
		return fail(e, usagef("completion: name one shell, bash, zsh or fish (tmntsim completion bash)"))
	}
	if err := completion.CheckShell(fs.Arg(0)); err != nil {
		return fail(e, usagef("completion: %v", err))
	}
	var b bytes.Buffer
	if err := completion.Write(&b, fs.Arg(0), completionData()); err != nil {
		panic("tmntsim: completion " + fs.Arg(0) + ": " + err.Error()) // a build defect, caught by TestCompletionShells
	}
	if _, err := e.stdout.Write(b.Bytes()); err != nil {
		return fail(e, err)
	}
	return exitOK
}

// commandWords returns the arguments of the commands whose arguments are
// not battles or files.
func commandWords() map[string][]string {
	return map[string][]string{"completion": completion.Shells, "schema": schemaKindNames(), "list": {}, "version": {}}
}

// A helpCapture is the stdout of a command asked for its --help by
// completionData: writeHelp hands it the flags the help lists.
type helpCapture struct {
	io.Writer
	flags *pflag.FlagSet
}

// completionData gathers the commands, their flags (the flag set each
// command's --help renders), the embedded files of every game and the
// policies.
func completionData() completion.Data {
	var d completion.Data
	commandWords := commandWords()
	for _, n := range commandNames() {
		c, out := commands[n], &helpCapture{Writer: io.Discard}
		c.run(&env{stdout: out, stderr: io.Discard, stdin: strings.NewReader("")}, []string{"--help"})
		words, own := commandWords[n]
		d.Commands = append(d.Commands, completion.Command{Name: n, Summary: c.summary, Words: words, HasWords: own, Flags: completion.FlagsOfSet(out.flags)})
	}
	d.Battles, d.Policies = embeddedNames(), policy.Names()
	for _, g := range games[1:] {
		d.AddPolicies(g.policies())
	}
	return d
}
