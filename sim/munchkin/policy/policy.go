package policy

import (
	"fmt"
	"math/rand/v2"
	"sort"
	"strconv"
	"strings"

	"github.com/tmntsim/tmntsim/scenarios"
	"github.com/tmntsim/tmntsim/sim/munchkin"
)

// A maker builds a policy from its parameters.
type maker struct {
	params []string
	make   func(p map[string]string) (munchkin.Policy, error)
}

var registry = map[string]maker{
	"random":     {nil, func(map[string]string) (munchkin.Policy, error) { return NewRandom(), nil }},
	"greedy":     {nil, func(map[string]string) (munchkin.Policy, error) { return NewGreedy(), nil }},
	"reasonable": {nil, func(map[string]string) (munchkin.Policy, error) { return NewReasonable(), nil }},
	"search":     {[]string{"n"}, newSearch},
}

// newSearch builds a search player: n determinizations per option (1 to
// 1000, default 4).
func newSearch(p map[string]string) (munchkin.Policy, error) {
	n := 4
	if v, ok := p["n"]; ok {
		x, err := strconv.Atoi(v)
		if err != nil || x < 1 || x > 1000 {
			return nil, fmt.Errorf("policy search: n=%s: want a whole number from 1 to 1000", v)
		}
		n = x
	}
	return NewSearch(n), nil
}

// Names returns the policies' names, sorted.
func Names() []string {
	out := make([]string, 0, len(registry))
	for n := range registry {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

// New builds a policy from a spec "name" or "name:key=value,...".
func New(spec string) (munchkin.Policy, error) {
	name, args, _ := strings.Cut(spec, ":")
	m, ok := registry[name]
	if !ok {
		hint := ""
		if c := scenarios.Closest(name, Names()); c != "" {
			hint = fmt.Sprintf(" (did you mean %q?)", c)
		}
		return nil, fmt.Errorf("unknown munchkin policy %q%s; want one of %s", name, hint, strings.Join(Names(), ", "))
	}
	p := map[string]string{}
	if args != "" {
		for _, kv := range strings.Split(args, ",") {
			k, v, ok := strings.Cut(kv, "=")
			if !ok {
				return nil, fmt.Errorf("policy %s: parameter %q: want key=value", name, kv)
			}
			if !contains(m.params, k) {
				if len(m.params) == 0 {
					return nil, fmt.Errorf("policy %s: unknown parameter %q; it takes none", name, k)
				}
				return nil, fmt.Errorf("policy %s: unknown parameter %q%s; want one of %s", name, k, scenarios.Suggest(k, m.params), strings.Join(m.params, ", "))
			}
			if _, twice := p[k]; twice {
				return nil, fmt.Errorf("policy %s: parameter %s given twice; give it once", name, k)
			}
			p[k] = v
		}
	}
	return m.make(p)
}

func contains(l []string, s string) bool {
	for _, x := range l {
		if x == s {
			return true
		}
	}
	return false
}

// Random chooses uniformly among the legal options.
type Random struct {
	pcg rand.PCG
	rng *rand.Rand
}

// NewRandom returns a random policy.
func NewRandom() *Random {
	r := &Random{}
	r.rng = rand.New(&r.pcg)
	return r
}

// Reset seeds the policy from the view's per-game seed.
func (r *Random) Reset(v *munchkin.View) { r.pcg.Seed(v.Seed(), 0x6d756e63) }

// Choose picks an option uniformly.
func (r *Random) Choose(v *munchkin.View, d munchkin.Decision, opts []munchkin.Option) int {
	return r.rng.IntN(len(opts))
}
