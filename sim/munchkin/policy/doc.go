// Package policy holds the Munchkin TMNT policies (random, greedy, reasonable, search) and
// their registry: Names() and New("name" or "name:key=value,..."). Every
// policy sees only its seat's munchkin.View, is deterministic given the
// view's per-game seed, and allocates nothing in Choose.
package policy
