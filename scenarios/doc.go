// Package scenarios is the file machinery every game's files share: strict
// YAML decoding with positions (Decoder, Str, Int, Bool, ParseYAML), the
// problems of a file as an ErrorList of FILE:LINE:COL errors that quote the
// offending line, "did you mean" hints (Closest, Suggest), JSON Schema
// generation from the same Go types (Schema), and number editing by path
// for sweeps and tuning (SetNumber). It knows no game: the Adventures
// battle files are read by sim/adventures/battlefile, the TCG decks by
// sim/tcg/deckfile and the Munchkin tables by sim/munchkin/tablefile.
//
// No input makes a reader built on it panic: every problem of a file is
// collected, sorted by position, and returned.
package scenarios
