// Package policy holds the TMNT Trading Card Game's players: random, greedy,
// planner and search, built by name with New("name:key=value,...").
//
// Measured ladder (genbu v seiryu, both seat orders, 99% Wilson intervals,
// TestLadder): greedy beats random 97.3% [97.0, 97.6], planner beats greedy
// 64.6% [63.8, 65.5], search (16 playouts an option) beats planner 58.5%
// [53.3, 63.6]. Search plays about 25 games/s (each playout replays the
// game from its start); the others tens of thousands.
//
// A policy sees only its seat's tcg.View: its own hand and Block cards, the
// face-up cards and zone sizes, never a deck's order or the other hand.
// Search deals the cards it cannot see at random before each playout
// (tcg.Game.Rollout) and never reads them. Choose allocates nothing (search
// builds its playout game once, at its first Reset for a Setup); a
// policy's randomness is seeded at Reset from the game's (seed, index) and
// its seat, so a game is the same on any worker.
package policy
