package benchmarks

import (
	"slices"

	"github.com/tmntsim/tmntsim/sim/adventures/policy"
)

// defaultPolicy returns policy.Default, or "first" while the default is
// not registered yet (the benchmark names say which one ran).
func defaultPolicy() string {
	if slices.Contains(policy.Names(), policy.Default) {
		return policy.Default
	}
	return "first"
}

// enginePolicies returns the policies the floor and the runner are
// measured with: the first policy (the engine's cost with the least policy
// work) and the default.
func enginePolicies() []string {
	if d := defaultPolicy(); d != "first" {
		return []string{"first", d}
	}
	return []string{"first"}
}
