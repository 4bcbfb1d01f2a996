package main

import (
	"fmt"

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
	sum, err := mergeFiles(fs.Args())
	if err != nil {
		return fail(e, err)
	}
	if *out != "" && !rescueOut(e, "-o", *out, "the merged summary JSON", sum.WriteJSON) {
		return exitError
	}
	if err := sum.WriteFormat(e.stdout, *format); err != nil {
		return fail(e, err)
	}
	return exitOK
}

// mergeFiles reads the summaries in files and merges them, naming the
// files of any pair that cannot be merged.
func mergeFiles(files []string) (*stats.Summary, error) {
	var sum *stats.Summary
	for i, f := range files {
		s, err := stats.ReadSummaryFile(f)
		if err != nil {
			return nil, err
		}
		if sum == nil {
			sum = s
			continue
		}
		if err := sum.Merge(s); err != nil {
			what := files[0]
			if i > 1 {
				what = fmt.Sprintf("%s (merged with %d more)", files[0], i-1)
			}
			return nil, fmt.Errorf("cannot merge %s into %s: %v", f, what, err)
		}
	}
	return sum, nil
}
