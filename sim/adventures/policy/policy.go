// Package policy holds the hero policies of tmntsim, registered by name:
// random (the novice floor), greedy (the most expected wounds now),
// tactician (a team player that plays the battle's objective), planner
// (tactician's judgment naming its actions through the lazy interface,
// adventures.Actor; the default) and lookahead (tactician's best plans, each
// played out on copies of the battle). Each worker of a run gets its own instance from New.
//
// Every policy is deterministic: whatever randomness it uses is seeded from
// the battle it plays (adventures.View.PeekRand at Reset), so a run gives the same
// results with any number of workers. No policy allocates in Choose or Act, and
// search budgets are counted in simulated battles, never in time.
//
// Setup (setup.go) is a battle as a sim.Setup, the Adventures system's
// side of the contract every game implements: the heroes' seat plays a
// policy of this package, the villain's the rules' AI.
package policy

import (
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"

	"github.com/tmntsim/tmntsim/scenarios"
	"github.com/tmntsim/tmntsim/sim/adventures"
)

// Default is the policy used when none is named.
const Default = "planner"

// A param is one documented parameter of a policy.
type param struct {
	name string
	def  float64
	help string
	min  float64 // the least value allowed
	max  float64 // the greatest value allowed
	// integer says the value must be a whole number.
	integer bool
}

// A factory builds a policy from its parameters (the part after ':' in
// "name:key=value,key=value"), every parameter given a value: the one in
// the spec, else its default.
type factory struct {
	help   string
	params []param
	new    func(p params) adventures.Policy
}

// params holds the value of every parameter of a policy.
type params map[string]float64

var registry = map[string]factory{}

func register(name string, f factory) { registry[name] = f }

func init() {
	register("first", factory{
		help: "always the first legal option (for tests; plays badly)",
		new:  func(params) adventures.Policy { return adventures.FirstPolicy{} },
	})
}

// Names returns the registered policy names, sorted.
func Names() []string { return slices.Sorted(maps.Keys(registry)) }

// Help returns a one-line description of the policy and its parameters as
// "key=default: meaning; ..." ("" when it has none).
func Help(name string) (help, params string) {
	f := registry[name]
	var b strings.Builder
	for i, p := range f.params {
		if i > 0 {
			b.WriteString("; ")
		}
		fmt.Fprintf(&b, "%s=%s: %s", p.name, strconv.FormatFloat(p.def, 'g', -1, 64), p.help)
	}
	return f.help, b.String()
}

// New returns a new instance of the policy described by spec: a name,
// optionally followed by ":key=value,key=value". An unknown name or
// parameter, or a value that is not a number in the parameter's range, is
// an error that says what would be right.
func New(spec string) (adventures.Policy, error) {
	f, p, err := parse(spec)
	if err != nil {
		return nil, err
	}
	return f.new(p), nil
}

// Resolve returns spec with every parameter of its policy given its value,
// in the policy's order ("planner:aggression=0.9,…,shield=1,…"; a policy
// without parameters is its name): the play spec names, which changes
// when a default changes though the spec does not. Its errors are New's.
func Resolve(spec string) (string, error) {
	name, _, _ := strings.Cut(spec, ":")
	f, p, err := parse(spec)
	if err != nil {
		return "", err
	}
	kv := make([]string, len(f.params))
	for i, d := range f.params {
		kv[i] = d.name + "=" + strconv.FormatFloat(p[d.name], 'g', -1, 64)
	}
	if len(kv) == 0 {
		return name, nil
	}
	return name + ":" + strings.Join(kv, ","), nil
}

// parse returns the factory spec names and the value of each of its
// parameters: the one in spec, else its default.
func parse(spec string) (*factory, params, error) {
	name, rest, hasParams := strings.Cut(spec, ":")
	f, ok := registry[name]
	if !ok {
		return nil, nil, fmt.Errorf("unknown policy %q%s (known: %s)", name, scenarios.Suggest(name, Names()), strings.Join(Names(), ", "))
	}
	p := params{}
	for _, d := range f.params {
		p[d.name] = d.def
	}
	if hasParams {
		seen := map[string]bool{}
		for _, kv := range strings.Split(rest, ",") {
			k, v, ok := strings.Cut(kv, "=")
			if !ok {
				return nil, nil, fmt.Errorf("policy %s: parameter %q is not key=value", name, kv)
			}
			d := f.param(k)
			if d == nil {
				return nil, nil, fmt.Errorf("policy %s: unknown parameter %q%s (%s)", name, k, scenarios.Suggest(k, f.names()), f.known())
			}
			if seen[k] {
				return nil, nil, fmt.Errorf("policy %s: parameter %s given twice; give it once", name, k)
			}
			seen[k] = true
			x, err := strconv.ParseFloat(strings.TrimSpace(v), 64)
			if err != nil || strings.Contains(v, "_") {
				return nil, nil, fmt.Errorf("policy %s: parameter %s=%q is not a number", name, k, v)
			}
			if d.integer && x != float64(int64(x)) {
				return nil, nil, fmt.Errorf("policy %s: parameter %s=%g is not a whole number", name, k, x)
			}
			if !(x >= d.min && x <= d.max) { // NaN too
				return nil, nil, fmt.Errorf("policy %s: parameter %s=%g is outside [%g, %g]", name, k, x, d.min, d.max)
			}
			p[k] = x
		}
	}
	return &f, p, nil
}

// param returns the parameter named k, or nil.
func (f *factory) param(k string) *param {
	for i := range f.params {
		if f.params[i].name == k {
			return &f.params[i]
		}
	}
	return nil
}

// names returns the names of f's parameters, in order.
func (f *factory) names() []string {
	names := make([]string, len(f.params))
	for i, p := range f.params {
		names[i] = p.name
	}
	return names
}

// known lists the parameters of f for an error message.
func (f *factory) known() string {
	if len(f.params) == 0 {
		return "it takes none"
	}
	names := f.names()
	return "known: " + strings.Join(names, ", ")
}

// int returns parameter k as a whole number.
func (p params) int(k string) int { return int(p[k]) }
