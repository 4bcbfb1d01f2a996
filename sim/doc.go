// Package sim holds what the engines of tmntsim share. Its subpackages are
// the kernels every game uses: the parallel, deterministic driver
// (sim/runner) and the dice (sim/dice). Package sim itself is the contract
// between a game and the lab: Record (an outcome per seat, an end reason,
// turns, metrics per entity, marks on a board), the Schema naming its
// fields, its canonical encoding (AppendRecord), and the Setup and Game
// interfaces a game implements; it holds no rules.
//
// Each game is an engine of its own below sim: the TMNT Adventures system
// in sim/adventures (with its map in sim/adventures/grid, its policies in
// sim/adventures/policy and its battle files in sim/adventures/battlefile),
// the TMNT Trading Card Game in sim/tcg and Munchkin TMNT in sim/munchkin.
// An engine imports the shared kernels, and its files the shared file
// machinery of package scenarios, but nothing of another game.
// docs/architecture.md describes the layout and the way data flows.
package sim
