package cli

import (
	"strings"
	"testing"
)

// RerunArgs gives every flag at its value but those left out and hidden
// ones, the policies once each, and an empty value only if set.
func TestRerunArgs(t *testing.T) {
	s := NewSet("x", "battle", nil)
	s.Add(Flag{Name: "seed", Kind: Uint64, Default: uint64(1), Usage: "`seed`"})
	s.Add(Flag{Name: "policy", Kind: Strings, Usage: "`p`"})
	s.Add(Flag{Name: "out", Usage: "`FILE`"})
	s.Add(Flag{Name: "name", Usage: "`NAME`"})
	s.Add(Flag{Name: "tag", Usage: "`TAG`"})
	if err := s.Parse([]string{"--out", "o", "--policy", "greedy", "--tag="}); err != nil {
		t.Fatal(err)
	}
	got := strings.Join(s.RerunArgs([]string{"a", "b"}, "out"), " ")
	if want := "--seed=1 --policy=a --policy=b --tag="; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}
