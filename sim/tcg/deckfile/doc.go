// Package deckfile reads the TMNT Trading Card Game's card sets and deck
// files (YAML, decoded through yaml.Node for positions) into sim/tcg's
// types, and embeds the shipped card set and decks.
//
// Loading is strict: unknown keys, unknown card titles, enum values out of
// the vocabulary and decks breaking the deck-building rules (exactly 40
// cards, at most 3 copies of a title) are errors. Every problem is
// collected as a scenarios.Error with FILE:LINE:COL, the offending line and
// a did-you-mean where a name is close to a known one.
//
// The shipped card set and all four decks are ILLUSTRATIVE: the rules print
// no cards. genbu and seiryu stand for the two starter decks the rules
// name; suzaku and byakko are built by the rules' deck-building tips.
package deckfile
