package main

import (
	"fmt"

	"github.com/tmntsim/tmntsim/reports"
	"github.com/tmntsim/tmntsim/stats"
)

func runMerge(e *env, args []string) int {
	fs := flagSet(e, "merge", "", nil)
	fs.UseAs("out", "also write the merged summary JSON to `FILE`")
	fs.UseAs("format", "`format` of the merged summary on stdout: text, json or csv")
	if code, done := parse(e, fs, args, true); done {
		return code
	}
	out, format := fs.String("out"), fs.String("format")
	if fs.NArg() == 0 {
		return fail(e, usagef("merge: no summary files given (tmntsim merge A.json B.json …)"))
	}
	if err := checkOut("-o", out); err != nil {
		return fail(e, err)
	}
	sum, warnings, err := stats.MergeFiles(fs.Args())
	if err != nil {
		return fail(e, err)
	}
	for _, w := range warnings {
		fmt.Fprintf(e.stderr, "tmntsim: merge: warning: %s\n", w)
	}
	if held := sum.Coverage.ShardsHeld(); held != "" {
		fmt.Fprintf(e.stderr, "tmntsim: merge: %s %s of the run; merge %s with the missing shards for the whole run\n", holders(fs.NArg()), held, them(fs.NArg()))
	}
	if out != "" && !rescueOut(e, "-o", out, "the merged summary JSON", sum.WriteJSON) {
		return exitError
	}
	// As run prints it: an adventure's campaign or a table's rounds and
	// levels after the summary's text (reports.WriteGameText).
	if format == "text" && reports.HasGameText(sum) {
		return exitWith(e, reports.WriteRun(e.stdout, sum, nil, format, reports.WriteGameText))
	}
	return exitWith(e, sum.WriteFormat(e.stdout, format))
}

// holders words the summaries merge was given as the subject of "hold":
// one summary holds, several hold.
func holders(n int) string {
	if n == 1 {
		return "the summary holds"
	}
	return "the summaries hold"
}

// them is the pronoun of the summaries merge was given.
func them(n int) string {
	if n == 1 {
		return "it"
	}
	return "them"
}
