// Package benchmarks measures the speed of tmntsim's Adventures engine: whole
// battles of every example battle under every built-in hero policy, the
// parallel runner with one and two workers, the kernels a battle is made of
// (dice, reachability, line of sight, distance fields), and a floor
// benchmark that performs only those kernels, as many times as an average
// battle does, to show how much of a battle's time the rest of the engine
// takes. Whole games of the TCG and of Munchkin TMNT, played through the
// sim.Setup seam, are measured beside them (BenchmarkGame), with the TCG's
// floor: whole games played by a policy that costs nothing, the first
// legal option at every decision (BenchmarkFloor/tcg/genbu-v-seiryu).
//
// Run them with
//
//	go test ./benchmarks -run '^$' -bench . -benchtime 1s
//
// and compare with the committed baseline with benchmarks/compare.sh.
// Timings swing with the load of a shared machine; benchmarks/instructions.sh
// counts the instructions of an average battle with valgrind instead, a
// figure that does not, and checks it against the budgets of
// benchmarks/instructions.txt (the CI does). README.md (Performance) tells
// where the default planner's instructions go on the default battle, part
// by part, with the calls of each a battle. The package holds no code
// besides its tests.
package benchmarks
