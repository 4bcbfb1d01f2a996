package battlefile

import (
	"encoding/json"
	"io"
	"strings"

	"github.com/tmntsim/tmntsim/internal/textsafe"
)

// Write writes o as tmntsim log does: in format "json" the outcome with
// its play-by-play's lines, else the play-by-play then the outcome's
// line, safe to print.
func (o *Outcome) Write(w io.Writer, format string) error {
	if format == "json" {
		enc := json.NewEncoder(w)
		enc.SetIndent("", "  ")
		return enc.Encode(o)
	}
	_, err := io.WriteString(w, strings.Join(o.Events, "\n")+"\n"+textsafe.Term(o.Line())+"\n")
	return err
}
