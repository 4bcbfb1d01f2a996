package stats

import "io"

// WriteFormat writes s to w in format: json (WriteJSON), csv (WriteCSV)
// or, for any other, text (WriteText).
func (s *Summary) WriteFormat(w io.Writer, format string) error {
	switch format {
	case "json":
		return s.WriteJSON(w)
	case "csv":
		return s.WriteCSV(w)
	}
	return s.WriteText(w)
}
