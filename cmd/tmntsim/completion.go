package main

import (
	"io"
	"strings"

	"github.com/tmntsim/tmntsim/internal/completion"
	"github.com/tmntsim/tmntsim/scenarios"
	"github.com/tmntsim/tmntsim/sim/adventures/policy"
)

func runCompletion(e *env, args []string) int {
	fs := flagSet(e, "completion", "", nil)
	if code, done := parse(e, fs, args, true); done {
		return code
	}
	if fs.NArg() != 1 {
		return fail(e, usagef("completion: name one shell, bash, zsh or fish (tmntsim completion bash)"))
	}
	script, err := completion.Script(fs.Arg(0), completionData(), usagef)
	if err == nil {
		_, err = e.stdout.Write(script)
	}
	return exitWith(e, err)
}

// completionData gathers the commands, their flags (the flag set each
// command's --help renders), the arguments of the commands whose
// arguments are not battles or files, the embedded files of every game
// and the policies.
func completionData() completion.Data {
	var d completion.Data
	words := map[string][]string{"completion": completion.Shells, "schema": scenarios.KindNames(games.Kinds()), "list": {}, "version": {}}
	for _, c := range commands() {
		w, own := words[c.name]
		d.AddCommand(c.name, c.summary, w, own, func(out *completion.HelpCapture) {
			c.run(&env{stdout: out, stderr: io.Discard, stdin: strings.NewReader("")}, []string{"--help"})
		})
	}
	d.Battles, d.Policies = games.Embedded(), policy.Names()
	for _, g := range games[1:] {
		d.AddPolicies(g.Policies())
	}
	return d
}
