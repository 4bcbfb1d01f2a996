package lab

import (
	"reflect"
	"testing"
)

func TestSplitPolicies(t *testing.T) {
	for _, c := range []struct {
		in   string
		want []string
	}{
		{"random,greedy", []string{"random", "greedy"}},
		{"random, tactician:aggression=1,focus=2 ,greedy", []string{"random", "tactician:aggression=1,focus=2", "greedy"}},
		{"lookahead:rollouts=4", []string{"lookahead:rollouts=4"}},
		{",,", nil},
	} {
		if got := SplitPolicies(c.in); !reflect.DeepEqual(got, c.want) {
			t.Errorf("SplitPolicies(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// WithSpec sets one seat's spec in a copy, leaving the specs given alone.
func TestWithSpec(t *testing.T) {
	specs := []string{"a", "b"}
	if got := WithSpec(specs, 1, "c"); !reflect.DeepEqual(got, []string{"a", "c"}) || specs[1] != "b" {
		t.Errorf("WithSpec = %q, specs %q; want [a c] and [a b] untouched", got, specs)
	}
}
