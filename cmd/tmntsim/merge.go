package main

import (
	"github.com/tmntsim/tmntsim/stats"
)

func init() {
	register(&command{
		name:    "merge",
		summary: "combine the summaries of shards (or parts) of a run into one",
		run:     runMerge,
	})
}

func runMerge(e *env, args []string) int {
	fs := newFlagSet(e, "merge")
	out := fs.StringP("out", "o", "", "also write the merged summary JSON to `FILE`")
	format := fs.String("format", "text", "`format` of the merged summary on stdout: text, json or csv")
	fs.Usage = func() { writeHelp(e.stdout, "merge", fs, nil) }
	if code, done := parseFlags(e, fs, args); done {
		return code
	}
	if err := checkFormat(*format); err != nil {
		return fail(e, err)
	}
	if fs.NArg() == 0 {
		return fail(e, usagef("merge: no summary files given (tmntsim merge A.json B.json …)"))
	}
	if err := checkOut("-o", *out); err != nil {
		return fail(e, err)
	}
	sum, err := stats.MergeFiles(fs.Args())
	if err != nil {
		return fail(e, err)
	}
	if *out != "" && !rescueOut(e, "-o", *out, "the merged summary JSON", sum.WriteJSON) {
		return exitError
	}
	return exitWith(e, sum.WriteFormat(e.stdout, *format))
}
