package lab

import "github.com/tmntsim/tmntsim/internal/plural"

// DefaultTourPolicies are the hero policies of a battle's tournament when
// none are named: the skill band from random to the default policy
// (policy.Default, planner), which a tournament without -p must show.
const DefaultTourPolicies = "random,greedy,tactician,planner"

// TourPolicies returns the policies a tournament compares, the
// comma-separated list pols (SplitPolicies): at least 2, at most max, each
// once, each accepted by valid. The errors are usage errors of --policies.
func TourPolicies(pols string, max int, valid func(spec string) error) ([]string, error) {
	ps := SplitPolicies(pols)
	switch {
	case len(ps) < 2:
		return nil, Usagef("--policies: %q names %s; give at least 2 to compare, e.g. %s", pols, plural.Of(len(ps), "policy"), DefaultTourPolicies)
	case len(ps) > max:
		return nil, Usagef("--policies: %d policies; a tournament compares at most %d", len(ps), max)
	}
	for i, p := range ps {
		if err := valid(p); err != nil {
			return nil, Usagef("--policies: %v", err)
		}
		for _, q := range ps[:i] {
			if p == q {
				return nil, Usagef("--policies: %s is given twice", p)
			}
		}
	}
	return ps, nil
}
