// Package adventures is the engine of the TMNT Adventures system in
// Cooperative Mode: it plays one battle, a Battle compiled from a battle
// file by package battlefile (sim/adventures/battlefile), from the setup to
// its end, with the heroes' decisions asked of a Policy and the AI villains
// played by the rules, and fills a sim.Record with the outcome. The
// Monte Carlo driver (sim/runner), the statistics (stats) and the reports
// read only Records, through the Schema of Battle.Schema.
//
// # Contracts
//
// Zero allocation. A worker builds one Game with NewGame and calls Play for
// each battle; once the Game is built and warm, Play allocates nothing:
// fixed-size arrays sized by the limits in battle.go, figures named by small
// integer IDs, options appended into buffers the Game owns. A Policy must not
// allocate in Choose either. TestPlayAllocatesNothing and the benchmarks'
// TestBattlesAllocateNothing enforce it. Logging (SetLog) allocates; it is
// for reading one battle, not for runs.
//
// Determinism. Play(seed, index, rec) draws every random number from a PCG
// seeded by (seed, index) alone, so battle i of a run is the same battle on
// any worker, after any other battles, with any number of workers. Nothing
// a Game keeps from one battle can change the next; a policy that wants its
// own random numbers seeds them from PeekRand in Reset. A Game is not safe
// for concurrent use; the Battle is immutable and shared by every worker.
//
// Rules. Each rule lives in one function whose doc comment names the
// rulebook section it implements; where the rulebook is ambiguous, the
// choice is documented in docs/RULES.md. With SetCheck, the Game checks its
// invariants after every battle (Violation).
//
// # Files
//
// What a battle is and what a policy sees:
//   - battle.go: the compiled Battle, its heroes, villains, special moves,
//     win and lose conditions, the Action-die Face, the limits, and the
//     default Battle die.
//   - policy.go: the Policy interface, the Decisions it is asked and the
//     Options it chooses from.
//   - view.go: the View a Policy is handed instead of the Game: what the
//     heroes' players see and may ask, and Scratch, the copy of the battle
//     a searching policy plays out.
//   - query.go: the answers to rule questions the engine and policies ask
//     alike: icons, strike dice (StrikeDice, StrikeOf), range penalty,
//     cover (CoverAt), a hero's defence roll on a space (DefenseOf), the
//     difficulty of a Focus check, the hits that break a door or camera,
//     a villain's actions.
//   - sight.go: line of sight between figures and spaces, giants included
//     (CanSee, Sight, Sees).
//   - schema.go: the Record of a battle: hero and villain metrics, end
//     reasons, and Battle.Schema that names them.
//
// Playing a battle:
//   - game.go: the Game and its figures; NewGame, Play, and the copies a
//     searching policy plays out (CopyFrom, Reseed, Rollout).
//   - round.go: the setup, the special moves chosen, a round (initiative,
//     turns, activations), the end of a round and of the battle.
//   - actiondice.go: the heroes' Action dice: rolling, the setup reroll,
//     Chi, arranging, sharing with neighbours, going defensive.
//   - turn.go: a hero's turn: its start and end, the loop of its actions,
//     harmful terrain at its end.
//   - hero.go: a hero's legal options: strikes, moves, terrain moves,
//     Focus checks, special moves.
//   - slots.go: a hero's unspent action slots by kind and the subsets of
//     them an option spends.
//   - optbuf.go: options going into the buffer the Game owns.
//   - reach.go: where a hero can move: the move search, the spaces figures
//     block or slow, the break-away costs kept while the enemies stand.
//   - action.go: carrying out a hero's action: moves, leaps, falls, Focus
//     checks, doors, special moves, picking up and carrying items.
//   - objects.go: grinding, striking objects, passing and throwing items.
//   - largethrow.go: throwing a car, dumpster or bench, and the map of its
//     own a battle that may throw one plays on.
//   - strike.go: Battle dice, strikes and defence, wounds, knock-downs,
//     healing, awakening, and the end conditions.
//   - ai.go: the AI villains: activation, sight, targeting, moving and
//     striking, tiny figures, awakening leaders.
//   - wake.go: what wakes unaware figures (a round, a hero seen, an
//     alarm), and the cameras that turn and raise alarms.
//   - spawn.go: villain figures entering from the pool.
//
// Machinery:
//   - fields.go: the distance fields the villains move by: the map's own, or kept.
//   - counters.go: the kernel operations a Game performed, for benchmarks.
//   - check.go: the invariant checks of SetCheck.
//
// The map, line of sight and movement are in sim/adventures/grid, the
// heroes' policies in sim/adventures/policy, the Battle dice in sim/dice,
// the Record of sim (sim/contract.go) and the parallel driver in sim/runner.
package adventures
