package reports

import "io"

// WriteJSON writes v to w as indented JSON, as every JSON output of
// tmntsim is written.
func WriteJSON(w io.Writer, v any) error { return writeIndented(w, v) }
