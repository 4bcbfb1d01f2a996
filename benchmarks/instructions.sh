#!/usr/bin/env bash
# instructions.sh counts the machine instructions an average battle takes,
# with valgrind's callgrind: a count that does not depend on the load of the
# machine, unlike a timing, so that a slower engine or policy shows on a
# shared machine too. Each battle benchmark is run for 20 and for 20+N
# battles (one core); the difference over N is the count per battle, without
# the set-up (N: 100 for the tactician and the planner, the tactician's
# and the planner's heroes of a competitive battle (HERO-v-VILLAIN) too, 50 for
# the planner's next variants (BenchmarkPlannerNext), 20 for the TCG's search player,
# 1000 for the cheaper policies, whose battles are too short for 100 to
# hide the runtime's own work). The games of the other systems
# (BenchmarkGame/GAME/FILE/POLICY: TCG matches, Munchkin tables) are
# counted the same way, a game for a battle, and so are the floors of whole
# games (BenchmarkFloor/tcg/..., munchkin/..., and competitive/..., a
# Competitive Mode battle whose two seats take the first option; 1000
# battles: the ratios to the floor it times first cancel out in the
# difference). The difference cancels a benchmark's set-up only when the
# set-up takes as many instructions in both runs: a garbage collection
# concurrent with it does not (every benchmark counted here runs with the
# collector off, see gcOff). Run from anywhere.
#
#   benchmarks/instructions.sh                     # the battles of instructions.txt
#   benchmarks/instructions.sh 'intro-brawl/first' # battles whose name matches
#   benchmarks/instructions.sh --check             # fail when a battle costs more
#                                                  # than its budget + 10%
#   UPDATE=1 benchmarks/instructions.sh            # write the counts as the budgets
#
# benchmarks/instructions.txt holds the budgets: a benchmark name and the
# instructions of one of its battles per line. Counts change a little with
# the Go version; renew the budgets after a change meant to move them.
set -euo pipefail

cd "$(dirname "$0")/.."
budgets=benchmarks/instructions.txt
check=0
if [ "${1:-}" = --check ]; then
	check=1
	shift
fi
filter="${1:-.}"

if ! command -v valgrind >/dev/null; then
	echo "instructions.sh: valgrind is not installed (apt-get install valgrind); nothing counted" >&2
	exit 0
fi

bin="$(mktemp "${TMPDIR:-/tmp}/tmntsim-bench.XXXXXX")"
trap 'rm -f "$bin"' EXIT
go test -c -o "$bin" ./benchmarks

# count BENCH BATTLES prints the instructions of a run of BATTLES battles of
# benchmark BENCH, or nothing when valgrind fails five times. Go's runtime
# may use instructions valgrind does not know (RDTSCP) and signals it
# handles badly: both are switched off.
count() {
	local out
	for _ in 1 2 3 4 5; do
		if out="$(GODEBUG=asyncpreemptoff=1,cpu.rdtscp=off valgrind --tool=callgrind --callgrind-out-file=/dev/null \
			"$bin" -test.run '^$' -test.bench "^$1\$" -test.benchtime "$2x" -test.cpu 1 2>&1)" &&
			grep -q '^PASS' <<<"$out"; then
			awk '/Collected/ { print $4 }' <<<"$out"
			return
		fi
	done
}

names="$(awk '$1 ~ /^Benchmark/ { print $1 }' "$budgets" | grep -E -- "$filter" || true)"
if [ -z "$names" ]; then
	echo "instructions.sh: no benchmark of $budgets matches $filter" >&2
	exit 2
fi
bad=0
fresh="$(mktemp "${TMPDIR:-/tmp}/tmntsim-instr.XXXXXX")"
for name in $names; do
	n="${N:-1000}"
	# A game of another system costs a hundredth of an Adventures battle:
	# it keeps 1,000 games, or the runtime's own work (a collection, a
	# timer) is a tenth of the count.
	case "$name" in
	*/search) n="${N:-20}" ;;
	BenchmarkGame/*) ;;
	*/tactician | */planner | */tactician-v-* | */planner-v-*) n="${N:-100}" ;;
	*/planner:*) n="${N:-50}" ;;
	esac
	a="$(count "$name" 20)"
	b="$(count "$name" $((20 + n)))"
	if [ -z "$a" ] || [ -z "$b" ]; then
		echo "instructions.sh: $name: valgrind failed; not counted" >&2
		continue
	fi
	per=$(((b - a) / n))
	budget="$(awk -v k="$name" '$1 == k { print $2 }' "$budgets")"
	printf '%-45s %12d instructions/battle  (budget %d, %+.1f%%)\n' "$name" "$per" "$budget" \
		"$(awk -v x="$per" -v y="$budget" 'BEGIN { print 100 * (x - y) / y }')"
	echo "$name $per" >>"$fresh"
	if [ "$check" = 1 ] && [ "$per" -gt $((budget + budget / 10)) ]; then
		echo "instructions.sh: $name takes $per instructions per battle, over its budget $budget + 10%" >&2
		bad=1
	fi
done
if [ "${UPDATE:-}" = 1 ]; then
	{
		echo "# Instructions per battle (benchmarks/instructions.sh; budgets for --check, +10%)."
		cat "$fresh"
	} >"$budgets"
	echo "instructions.sh: $budgets renewed" >&2
fi
rm -f "$fresh"
exit "$bad"
