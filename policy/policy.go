// Package policy holds the hero policies of tmntsim, registered by name.
// Each worker of a run gets its own instance from New.
package policy

import (
	"fmt"
	"sort"
	"strings"

	"github.com/tmntsim/tmntsim/sim"
)

// Default is the policy used when none is named.
const Default = "first"

// A factory builds a policy from its parameters (the part after ':' in
// "name:key=value,key=value").
type factory struct {
	help   string
	params string // documented parameters, "key=default: meaning; ..."
	new    func(params map[string]float64) (sim.Policy, error)
}

var registry = map[string]factory{}

func register(name string, f factory) { registry[name] = f }

func init() {
	register("first", factory{
		help: "always the first legal option (for tests; plays badly)",
		new:  func(map[string]float64) (sim.Policy, error) { return sim.FirstPolicy{}, nil },
	})
}

// Names returns the registered policy names, sorted.
func Names() []string {
	n := make([]string, 0, len(registry))
	for k := range registry {
		n = append(n, k)
	}
	sort.Strings(n)
	return n
}

// Help returns a one-line description of the policy and its parameters.
func Help(name string) (help, params string) {
	f := registry[name]
	return f.help, f.params
}

// New returns a new instance of the policy described by spec: a name,
// optionally followed by ":key=value,key=value".
func New(spec string) (sim.Policy, error) {
	name, rest, _ := strings.Cut(spec, ":")
	f, ok := registry[name]
	if !ok {
		return nil, fmt.Errorf("unknown policy %q (known: %s)", name, strings.Join(Names(), ", "))
	}
	params := map[string]float64{}
	if rest != "" {
		for _, kv := range strings.Split(rest, ",") {
			k, v, ok := strings.Cut(kv, "=")
			if !ok {
				return nil, fmt.Errorf("policy %s: parameter %q is not key=value", name, kv)
			}
			var x float64
			if _, err := fmt.Sscan(v, &x); err != nil {
				return nil, fmt.Errorf("policy %s: parameter %s=%q is not a number", name, k, v)
			}
			params[k] = x
		}
	}
	return f.new(params)
}
