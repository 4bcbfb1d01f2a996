package stats

import (
	"errors"
	"testing"
)

// A member given twice, at any depth, is an error at its second place;
// the same name in two objects is not.
func TestDuplicateKey(t *testing.T) {
	for _, c := range []struct{ json, want string }{
		{`{"a": 1, "b": {"c": 2, "d": [1, {"e": 3}]}, "f": 4}`, ""},
		{`{"a": {"x": 1}, "b": {"x": 2}}`, ""},
		{"{\n  \"a\": 1,\n  \"a\": 2\n}", "a: given twice (the second at line 3, column 3); a summary gives each member once"},
		{`{"b": {"c": 2, "c": 3}}`, "b.c: given twice (the second at line 1, column 16); a summary gives each member once"},
		{`{"l": [{"e": 1}, {"e": 1, "e": 2}]}`, "l[].e: given twice (the second at line 1, column 27); a summary gives each member once"},
	} {
		err := duplicateKey([]byte(c.json))
		var fe *FieldError
		if got := ""; c.want == "" && err != nil || c.want != "" && (!errors.As(err, &fe) || err.Error() != c.want) {
			if err != nil {
				got = err.Error()
			}
			t.Errorf("duplicateKey(%s) = %q, want %q", c.json, got, c.want)
		}
	}
}
