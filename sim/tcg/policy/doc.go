// Package policy holds the TMNT Trading Card Game's players: random, greedy
// and planner, built by name with New("name:key=value,...").
//
// A policy sees only its seat's tcg.View: its own hand and Block cards, the
// face-up cards and zone sizes, never a deck's order or the other hand.
// Choose allocates nothing; a policy's randomness is seeded at Reset from
// the game's (seed, index) and its seat, so a game is the same on any
// worker.
package policy
