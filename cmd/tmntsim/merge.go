package main

import (
	"fmt"
	"io"

	"github.com/spf13/pflag"

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
	fs.Usage = func() { mergeHelp(e.stdout, fs) }
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
	if err := writeSummary(e.stdout, sum, *format); err != nil {
		return fail(e, err)
	}
	return exitOK
}

// mergeFiles reads the summaries in files and merges them, naming the
// files of any pair that cannot be merged.
func mergeFiles(files []string) (*stats.Summary, error) {
	var sum *stats.Summary
	for i, f := range files {
		s, err := readSummary(f)
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

func mergeHelp(w io.Writer, fs *pflag.FlagSet) {
	fmt.Fprint(w, `Usage: tmntsim merge SUMMARY.json… [flags]

Combines summaries written by "tmntsim run -o" into one: the shards of a run
played on several machines (--shard i/n), or parts that cover disjoint battles.
The result is exactly the summary one run of all their battles gives. The
summaries must be of the same battle (by content hash), policy, seed, battle
count (-n), precision and interval method, and must not cover a battle twice;
otherwise merge says which file differs and how. The merged summary is complete
if every part was. It is written in summary format 2; summaries of format 1,
written by earlier versions, are read too.

Flags:
`)
	fmt.Fprint(w, fs.FlagUsages())
	fmt.Fprint(w, `
Examples:
  # Three shards of a run of 3 million battles, then one summary
  tmntsim run -n 3000000 --shard 0/3 -o part0.json
  tmntsim run -n 3000000 --shard 1/3 -o part1.json
  tmntsim run -n 3000000 --shard 2/3 -o part2.json
  tmntsim merge part0.json part1.json part2.json -o all.json

  # The merged summary as CSV
  tmntsim merge part*.json --format csv > all.csv
`)
}
