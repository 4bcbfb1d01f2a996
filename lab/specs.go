package lab

import (
	"slices"
	"strings"
)

// SplitPolicies splits a comma-separated list of policy specs. A piece
// with '=' and no ':' is one more parameter of the spec before it, so that
// "random,tactician:a=1,b=2" is random and tactician:a=1,b=2.
func SplitPolicies(s string) []string {
	var out []string
	for _, p := range strings.Split(s, ",") {
		p = strings.TrimSpace(p)
		switch {
		case p == "":
		case strings.Contains(p, "=") && !strings.Contains(p, ":") && len(out) > 0:
			out[len(out)-1] += "," + p
		default:
			out = append(out, p)
		}
	}
	return out
}

// WithSpec returns a copy of specs with seat's spec set to spec.
func WithSpec(specs []string, seat int, spec string) []string {
	out := slices.Clone(specs)
	out[seat] = spec
	return out
}
