#!/usr/bin/env bash
# compare.sh reruns the benchmarks of tmntsim the way benchmarks/baseline.txt
# was made and prints a benchstat comparison of the two: old (the baseline)
# against new (this tree). Run from anywhere; the new results are left in a
# temporary file, whose name it prints.
#
#   benchmarks/compare.sh                 # the whole suite, as the baseline
#   benchmarks/compare.sh 'Battle/intro'  # a subset (regex for go test -bench)
#   COUNT=5 benchmarks/compare.sh         # fewer runs
#
# The machine may be shared: compare cpu-sec/op (CPU time per battle, which
# does not count the time spent waiting for a core) rather than sec/op when
# the load is high, and read the p-values.
#
# To renew the baseline after a change that is meant to move the numbers
# (the whole suite, on a quiet machine):
#   UPDATE=1 benchmarks/compare.sh
set -euo pipefail

cd "$(dirname "$0")/.."
bench="${1:-.}"
count="${COUNT:-10}"
benchtime="${BENCHTIME:-0.3s}"

benchstat="$(command -v benchstat || true)"
if [ -z "$benchstat" ]; then
	benchstat="$(go env GOPATH)/bin/benchstat"
	if [ ! -x "$benchstat" ]; then
		echo "compare.sh: installing benchstat" >&2
		GOFLAGS= go install golang.org/x/perf/cmd/benchstat@latest
	fi
fi

echo "compare.sh: go test ./benchmarks -run '^\$' -bench '$bench' -count $count -benchtime $benchtime (load: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo unknown))" >&2
new="$(mktemp "${TMPDIR:-/tmp}/tmntsim-bench.XXXXXX")"
go test ./benchmarks -run '^$' -bench "$bench" -count "$count" -benchtime "$benchtime" >"$new"
# Compare only the benchmarks that ran (a subset leaves the rest of the
# baseline out).
old="$(mktemp "${TMPDIR:-/tmp}/tmntsim-base.XXXXXX")"
awk 'NR == FNR { if ($1 ~ /^Benchmark/) ran[$1] = 1; next } $1 !~ /^Benchmark/ || ($1 in ran)' \
	"$new" benchmarks/baseline.txt >"$old"
"$benchstat" "old=$old" "new=$new"
rm -f "$old"
echo "compare.sh: new results in $new" >&2
if [ "${UPDATE:-}" = 1 ]; then
	cp "$new" benchmarks/baseline.txt
	echo "compare.sh: benchmarks/baseline.txt renewed" >&2
fi
