package lab

import (
	"slices"
	"testing"
)

// TestNameSubjects: subjects of the same name are named by their files,
// the others keep their names.
func TestNameSubjects(t *testing.T) {
	subs := []Subject{{Name: "Brawl", Source: "a.yaml"}, {Name: "Brawl", Source: "b.yaml"}, {Name: "Heist", Source: "c.yaml"}}
	NameSubjects(subs)
	var got []string
	for _, s := range subs {
		got = append(got, s.Name)
	}
	if want := []string{"a.yaml", "b.yaml", "Heist"}; !slices.Equal(got, want) {
		t.Errorf("got %q, want %q", got, want)
	}
}
