package reports

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
)

// WriteJSONWith writes the JSON object write writes, indented by two
// spaces, with one more field after its own: key, holding v's JSON
// indented to match.
func WriteJSONWith(w io.Writer, write func(io.Writer) error, key string, v any) error {
	var b bytes.Buffer
	if err := write(&b); err != nil {
		return err
	}
	field, err := json.MarshalIndent(v, "  ", "  ")
	if err != nil {
		return err
	}
	head := bytes.TrimRight(b.Bytes(), "\n")
	head = bytes.TrimSuffix(head, []byte("}"))
	head = bytes.TrimRight(head, "\n ")
	_, err = fmt.Fprintf(w, "%s,\n  %q: %s\n}\n", head, key, field)
	return err
}
