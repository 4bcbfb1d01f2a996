// Package tablefile loads Munchkin TMNT card files and table files (YAML)
// strictly: unknown keys are errors, every problem is collected with
// FILE:LINE:COL, the offending line and a did-you-mean. The shipped card
// set (cards.yaml, embedded) is ILLUSTRATIVE: the rulesheet prints no card
// values.
package tablefile
