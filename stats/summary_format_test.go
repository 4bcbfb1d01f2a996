package stats

import (
	"bytes"
	"io"
	"testing"
)

// TestWriteFormat writes each format as its own writer does.
func TestWriteFormat(t *testing.T) {
	s := newTestSummary(1)
	for format, write := range map[string]func(io.Writer) error{"json": s.WriteJSON, "csv": s.WriteCSV, "text": s.WriteText} {
		var got, want bytes.Buffer
		if err := s.WriteFormat(&got, format); err != nil {
			t.Fatal(err)
		}
		if err := write(&want); err != nil {
			t.Fatal(err)
		}
		if got.String() != want.String() {
			t.Errorf("%s: got\n%s\nwant\n%s", format, got.String(), want.String())
		}
	}
}
