package battlefile

import (
	"fmt"
	"github.com/tmntsim/tmntsim/internal/plural"
	"strings"
)

// StarterCompetitive returns a starter Competitive Mode battle for the
// named heroes of the built-in roster (1 to 4, in seating order): a
// villain player with the foot-clan deck of the illustrative villain card
// set leads Karai, Foot Ninja and Foot Elite (the deck's three villain
// types), with spawnsPerType spawn points (2 to 4) per minion type, on the
// starters' map. The heroes win when Karai stays knocked down and takes KO
// tokens on 3 turns in a row (leader-ko-in-a-row, Adventures p. 36); the
// villain wins when a hero takes 2 KO tokens in a row or when 10 rounds
// end. The battle is a valid battle file, meant to be edited; it is not
// tuned.
func StarterCompetitive(names []string, spawnsPerType int) ([]byte, error) {
	if err := checkStarterNames(names); err != nil {
		return nil, err
	}
	if spawnsPerType < 2 || spawnsPerType > 4 {
		return nil, fmt.Errorf("spawns: want 2 to 4 spawn points per minion type, got %d", spawnsPerType)
	}
	var b strings.Builder
	fmt.Fprintf(&b, `# A starter Competitive Mode battle for %s, made by "tmntsim new --mode
# competitive". Edit it, then check it with "tmntsim validate FILE" and look at
# it with "tmntsim show FILE".
#
# A villain player (a villain policy: tmntsim run FILE -p villain=planner)
# plays the foot-clan deck of the illustrative villain card set: after every
# hero turn it plays 2 cards from a hand of 5. Karai awakens when knocked
# down, so the heroes win when she stays down and takes KO tokens on 3 turns
# in a row. The battle is not tuned: tmntsim run tells you who wins, against
# every villain policy; the knobs are the villain's Focus, the figure pools,
# the spawn points, Karai's KO tokens and the round limit.
name: Starter Competitive Battle
description: >
  A starter Competitive Mode battle for %s against a villain
  player leading Karai, Foot Ninja and Foot Elite. Edit me.
mode: competitive
ruleset: adventures
villain_deck: foot-clan     # or villain_groups: 6 colour groups of the battle's villain types
villain_focus: 3            # the villain's starting (and greatest) Focus
heroes: [%s]
skill_modifier: 0

map:
  rows: |
`, plural.Of(len(names), "hero"), plural.Of(len(names), "hero"), strings.Join(names, ", "))
	writeStarterMap(&b, starterMap(2*spawnsPerType))
	fmt.Fprintf(&b, `villains:
  - villain: karai
    figures: 1
    start: [l2]
  - villain: foot-ninja
    figures: %d          # the figure pool: on the map plus waiting to spawn
    start: [j2, m3]
  - villain: foot-elite
    figures: %d
    start: [g5, l8]

win:
  - {kind: leader-ko-in-a-row, n: 3}   # Karai stays down for 3 turns in a row
lose:
  - {kind: ko-in-a-row, n: 2}
round_limit: 10
at_round_limit: villain
`, 4+spawnsPerType, 2+spawnsPerType)
	return []byte(b.String()), nil
}
