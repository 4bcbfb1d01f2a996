package completion

import (
	"fmt"
	"slices"

	"github.com/tmntsim/tmntsim/scenarios"
)

// CheckShell returns nil for a shell of Shells, else an error that says
// which are, with the nearest if shell looks like a typo of one.
func CheckShell(shell string) error {
	if slices.Contains(Shells, shell) {
		return nil
	}
	msg := fmt.Sprintf("unknown shell %q; want bash, zsh or fish", shell)
	if s := scenarios.Closest(shell, Shells); s != "" {
		msg += fmt.Sprintf(" (did you mean %q?)", s)
	}
	return fmt.Errorf("%s", msg)
}

// AddPolicies adds the policies of lists to d's, each named once, in
// the order first named.
func (d *Data) AddPolicies(lists ...[]string) {
	for _, l := range lists {
		for _, p := range l {
			if !slices.Contains(d.Policies, p) {
				d.Policies = append(d.Policies, p)
			}
		}
	}
}
