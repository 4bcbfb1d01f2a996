package lab

import (
	"errors"
	"testing"
)

// TestTourPolicies checks the policies a tournament accepts: 2 to max,
// each valid, none twice, parameters kept with their policy.
func TestTourPolicies(t *testing.T) {
	valid := func(p string) error {
		if p == "nosuch" {
			return errors.New("unknown policy")
		}
		return nil
	}
	for _, c := range []struct {
		pols string
		want int // policies; 0: a usage error
	}{
		{"random,greedy", 2},
		{"random,tactician:a=1,b=2,greedy", 3},
		{"greedy", 0},
		{"a,b,c,d", 0}, // more than max 3
		{"greedy,greedy", 0},
		{"greedy,nosuch", 0},
	} {
		got, err := TourPolicies(c.pols, 3, valid)
		var ue *UsageError
		if len(got) != c.want || (c.want == 0) != errors.As(err, &ue) {
			t.Errorf("TourPolicies(%q) = %q, %v; want %d policies", c.pols, got, err, c.want)
		}
	}
}
