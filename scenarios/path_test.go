package scenarios

import (
	"strings"
	"testing"
)

// TestSetNumberInPlace checks that SetNumber changes only the number's bytes
// where the number exists, whatever surrounds it.
func TestSetNumberInPlace(t *testing.T) {
	for _, c := range []struct {
		name, data, path, want string
	}{
		{"comment and alignment", "a:   12      # twelve\n\nb: >\n  folded\n  text\n", "a", "a:   7      # twelve\n\nb: >\n  folded\n  text\n"},
		{"wide characters before", "x: {ü: \"é\", n: 12}   # ☃\n", "x.n", "x: {ü: \"é\", n: 7}   # ☃\n"},
		{"list item", "l:\n  - {name: ö, n: 3}\n  - {name: b, n: 3}\n", "l.b.n", "l:\n  - {name: ö, n: 3}\n  - {name: b, n: 7}\n"},
		{"CRLF", "a: 1\r\nb: 2\r\n", "b", "a: 1\r\nb: 7\r\n"},
		{"fraction", "a: 2.5\n", "a", "a: 7\n"},
	} {
		out, err := SetNumber([]byte(c.data), c.path, 7)
		if err != nil {
			t.Errorf("%s: %v", c.name, err)
			continue
		}
		if string(out) != c.want {
			t.Errorf("%s: got %q, want %q", c.name, out, c.want)
		}
	}
	// A key that is added rewrites the file from its YAML, still valid.
	out, err := SetNumber([]byte("a: 1 # c\n"), "b", 7)
	if err != nil || !strings.Contains(string(out), "b: 7") {
		t.Errorf("added key: %q, %v", out, err)
	}
}
