// Package villaindeck is the villain player's deck of Adventures
// Competitive Mode and of the Shadows of the Past ruleset: the villain
// ability cards (Card), the 25-card deck built for a battle from colour
// groups (Build), and the state of the deck in play (State): the draw pile,
// the hand, the active cards and the discard pile.
//
// Every rule is one function whose doc comment names the rulebook section
// it implements ("Adventures" is the TMNT Adventures rulebook, "Shadows of
// the Past" the Shadows of the Past rulebook). Where the books are silent
// (the Regroup card's effect, a deck that runs out, a face-down card's
// place), the choice is in docs/RULES.md, "Adventures Competitive Mode".
//
// A Deck is built once per battle and shared read-only. A State, one per
// worker, is Reset at the start of each battle with the battle's random
// source; from then on nothing allocates: every zone is a fixed array of
// CardIDs (a deck never holds more than DeckSize cards), and lists are
// appended into the caller's buffers. What the State does depends on the
// Deck, the Rules and the random source alone.
//
// The rules of a ruleset are a Rules value (Adventures, ShadowsOfThePast),
// not a second implementation.
//
// The package knows no map and no figure: a card names its villain type by
// a TypeID, the index of the type in the battle, and the engine plays the
// icons and the abilities the State hands it.
package villaindeck
