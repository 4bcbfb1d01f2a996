package reports

import (
	"encoding/json"
	"io"
	"strings"
	"testing"
)

// TestWriteJSONWith adds a field after an object's own, as indented JSON
// that decodes to both.
func TestWriteJSONWith(t *testing.T) {
	write := func(w io.Writer) error {
		enc := json.NewEncoder(w)
		enc.SetIndent("", "  ")
		return enc.Encode(map[string]int{"a": 1})
	}
	var b strings.Builder
	if err := WriteJSONWith(&b, write, "more", map[string]int{"b": 2}); err != nil {
		t.Fatal(err)
	}
	want := "{\n  \"a\": 1,\n  \"more\": {\n    \"b\": 2\n  }\n}\n"
	if b.String() != want {
		t.Errorf("got\n%s\nwant\n%s", b.String(), want)
	}
}
