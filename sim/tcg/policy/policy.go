package policy

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"

	"github.com/tmntsim/tmntsim/scenarios"
	"github.com/tmntsim/tmntsim/sim/tcg"
)

// A maker builds a policy from its parameters.
type maker struct {
	doc    string
	params []string
	make   func(p map[string]int) tcg.Policy
}

var registry = map[string]maker{
	"random": {doc: "uniformly random among the legal options", make: func(map[string]int) tcg.Policy { return &Random{} }},
	"greedy": {doc: "sensible immediate choices: strongest attack, strongest counter, best Character kept", make: func(map[string]int) tcg.Policy { return &Greedy{} }},
	"planner": {doc: "greedy, but sizes attacks to the opponent's Blocks, keeps a counter back (keep=1) and sets Characters and <Flip> cards into the Blocks",
		params: []string{"keep", "spare"},
		make:   func(p map[string]int) tcg.Policy { return &Planner{KeepCounter: p["keep"] != 0, Spare: p["spare"]} }},
	"search": {doc: "information-set search: plays each option out n times (default 16) over random deals of the unseen cards, planner players continuing",
		params: []string{"n"},
		make:   func(p map[string]int) tcg.Policy { return &Search{N: p["n"]} }},
}

// Names returns the registered policy names, sorted.
func Names() []string {
	var n []string
	for k := range registry {
		n = append(n, k)
	}
	slices.Sort(n)
	return n
}

// Doc returns the one-line description of policy name.
func Doc(name string) string { return registry[name].doc }

// paramRange is the least and the most value of each parameter: keep is
// 0 or 1, spare -1 (never stop) or a number of Blocks, n the playouts of
// each option (each costs a game played out).
var paramRange = map[string][2]int{"keep": {0, 1}, "spare": {-1, 100}, "n": {1, 1000}}

// New builds a policy from "name" or "name:key=value,...".
func New(spec string) (tcg.Policy, error) {
	name, args, _ := strings.Cut(spec, ":")
	m, ok := registry[name]
	if !ok {
		if c := scenarios.Closest(name, Names()); c != "" {
			return nil, fmt.Errorf("unknown tcg policy %q (did you mean %q?); policies: %s", name, c, strings.Join(Names(), ", "))
		}
		return nil, fmt.Errorf("unknown tcg policy %q; policies: %s", name, strings.Join(Names(), ", "))
	}
	p := map[string]int{"keep": 1, "spare": -1, "n": 16}
	if args != "" {
		seen := map[string]bool{}
		for _, kv := range strings.Split(args, ",") {
			k, v, ok := strings.Cut(kv, "=")
			if !slices.Contains(m.params, k) {
				if len(m.params) == 0 {
					return nil, fmt.Errorf("tcg policy %s takes no parameters, got %q", name, kv)
				}
				return nil, fmt.Errorf("tcg policy %s has no parameter %q%s; parameters: %s", name, k, scenarios.Suggest(k, m.params), strings.Join(m.params, ", "))
			}
			if seen[k] {
				return nil, fmt.Errorf("tcg policy %s: %s given twice; give it once", name, k)
			}
			seen[k] = true
			r := paramRange[k]
			n, err := strconv.Atoi(v)
			if !ok || err != nil || n < r[0] || n > r[1] {
				return nil, fmt.Errorf("tcg policy %s: %s=%s: want a whole number from %d to %d, as in %s=%d", name, k, v, r[0], r[1], k, r[0]+1)
			}
			p[k] = n
		}
	}
	return m.make(p), nil
}

// Random chooses uniformly among the legal options, from a source seeded
// at Reset by the game's (seed, index) and its seat.
type Random struct {
	pcg rand.PCG
	rng *rand.Rand
}

// Reset seeds the policy for a new game.
func (r *Random) Reset(v *tcg.View) {
	if r.rng == nil {
		r.rng = rand.New(&r.pcg)
	}
	seed, index := v.Seed()
	r.pcg.Seed(seed^0x7cc9_a1e3_5f0d_b6a1, index^uint64(v.Seat+1)*0x9e37_79b9_7f4a_7c15)
}

// Choose picks a random option.
func (r *Random) Choose(_ *tcg.View, _ tcg.Decision, opts []tcg.Option) int {
	return r.rng.IntN(len(opts))
}
