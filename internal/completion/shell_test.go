package completion

import (
	"slices"
	"testing"
)

// TestCheckShell knows the three shells and suggests the nearest.
func TestCheckShell(t *testing.T) {
	for _, tt := range []struct{ shell, err string }{
		{"bash", ""}, {"zsh", ""}, {"fish", ""},
		{"bsh", `unknown shell "bsh"; want bash, zsh or fish (did you mean "bash"?)`},
		{"powershell", `unknown shell "powershell"; want bash, zsh or fish`},
	} {
		err := CheckShell(tt.shell)
		if (err == nil) != (tt.err == "") || err != nil && err.Error() != tt.err {
			t.Errorf("%q: got %v, want %q", tt.shell, err, tt.err)
		}
	}
}

// TestAddPolicies names each policy once, in the order first named.
func TestAddPolicies(t *testing.T) {
	d := Data{Policies: []string{"a", "b"}}
	d.AddPolicies([]string{"b", "c"}, []string{"d", "a", "c"})
	if want := []string{"a", "b", "c", "d"}; !slices.Equal(d.Policies, want) {
		t.Errorf("got %q, want %q", d.Policies, want)
	}
}
