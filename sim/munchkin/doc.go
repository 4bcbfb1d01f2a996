// Package munchkin is the engine of Munchkin Teenage Mutant Ninja Turtles
// for 3 to 6 players, by its rulesheet (every rule in one function whose
// comment cites the rulesheet's section; the readings chosen where the
// OCR'd rulesheet is ambiguous are in docs/RULES.md, "Munchkin TMNT").
//
// A Setup is built once from a Deck (cards and Character cards, loaded by
// package tablefile) and Options, and is shared read-only. A Game is one
// worker's: NewGame(setup, policies) then Play(seed, index, &rec) for each
// game; a game depends on (seed, index) alone and Play allocates nothing.
// Policies see a View: their own hand and what is public. A Game is the
// sim.Game of a Table (the sim.Setup), whose variants (WithPlayers,
// WithoutCard, WithBlankCard) serve sweeps and card-impact studies; a
// Rollout plays a game on from a seat's decision with what that seat
// cannot see re-dealt (determinization search); the kingmaking measure
// replays a game with one decision changed (Options.Kingmaking).
//
// Limits: MaxSeats players, MaxCards cards in a deck, MaxMonsters monsters
// in a combat, MaxKatas Katas per player, MaxBribe cards in a bribe,
// MaxKept Trap cards kept in front of a player. A game longer than
// Options.MaxTurns turns ends unfinished.
//
// Plays "at any time" outside combat and trades happen in one window
// between turns (anytime.go). Left out (see docs/RULES.md, "Left out"):
// trading away an equipped Item, bribes mixing a share with Items, plays
// in the middle of another player's turn outside combat, card texts
// beyond the vocabulary.
package munchkin
