package cli

import (
	"slices"

	"github.com/spf13/pflag"
)

// RerunArgs returns the flags of s as a command line that gives every
// flag that decides a result its value (so a later default changes
// nothing): each flag not hidden nor in leftOut, at its value, the flag
// policy once for each of policies (none when policies is empty and it is
// not set). A flag whose value is empty is given only if it was set.
func (s *Set) RerunArgs(policies []string, leftOut ...string) []string {
	var args []string
	s.VisitAll(func(f *pflag.Flag) {
		if f.Hidden || slices.Contains(leftOut, f.Name) {
			return
		}
		vals := []string{f.Value.String()}
		if f.Name == "policy" {
			vals = policies
		}
		for _, v := range vals {
			if v != "" || f.Changed {
				args = append(args, "--"+f.Name+"="+v)
			}
		}
	})
	return args
}
