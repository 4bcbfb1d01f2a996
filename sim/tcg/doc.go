// Package tcg is the engine of the TMNT Trading Card Game
// (/work/shared/rules/tcg-rules.txt; every choice where the scanned rules
// are unclear is in docs/RULES.md, "TMNT Trading Card Game").
//
// A Setup (card set, two 40-card decks, options) is built once and shared
// read-only. A Game, one per worker, plays whole games with Play(seed,
// index, rec): game i of seed S depends on (S, i) alone, and Play
// allocates nothing once the Game is built. Card instances are numbered
// seat*40 + position in the seat's deck list; every zone is a fixed array
// of them (a seat's deck, hand, Trash and Item Zones hold at most its 40
// cards, its Block Zones 4, its Attack Zone 3).
//
// Each seat has a Policy that sees only its seat's View and answers one
// Decision at a time by picking an index among the legal Options the
// engine lists (cards, with Pass last where passing is legal).
//
// A searching policy asks View.Unseen which cards its seat cannot see and
// plays options out with Game.Rollout, which deals those cards at random
// (determinization) on a second Game of the same Setup.
//
// Studies of a match are pairs of Setups played on the same seeds and
// compared paired: Match.SwapFirst (who goes first) and Match.Replace (a
// card title's copies replaced, for its causal impact); WhenDrawn counts
// the biased "win rate when drawn" of each title from Game.Drawn, for
// contrast (docs/RULES.md).
//
// Limits: 2 seats, 40-card decks, up to MaxEffects effects a card,
// DefaultMaxTurns turns (a draw past them), MaxLog decisions a game for
// Rollout. SetCheck(true) checks card conservation, the zones, the turn
// order and each phase's limits after every phase (checkPhase), as a
// Match made with Check does for tmntsim run --check; Violation reports
// the first broken invariant of a game.
//
// A Game is the TCG's sim.Game and a Match its sim.Setup: Play fills a
// sim.Record with each seat's Outcome, the reason the game ended
// (ReasonNames), the number of turns and per-seat metrics (MetricNames),
// seat s being entity s.
package tcg
