package scenarios

import (
	"encoding/json"
	"fmt"
	"io"
)

// ValidateFiles validates each of args with open (ValidateFile) and
// writes the verdicts: in format "json" the list of Validations on stdout
// and nothing on stderr; in text each file's error (ReadError) and
// warnings on stderr and, unless quiet, a line for each valid file on
// stdout. ok is false when a file does not load.
func ValidateFiles(stdout, stderr io.Writer, args []string, open func(arg string) (game, summary string, warnings ErrorList, err error), format string, quiet bool) (ok bool, err error) {
	ok, out, text := true, []Validation{}, format == "text"
	for _, arg := range args {
		v, warnings, err := ValidateFile(arg, open)
		out = append(out, v)
		switch {
		case err != nil:
			ok = false
			if text {
				fmt.Fprintln(stderr, ReadError(arg, err))
			}
			continue
		case !text:
			continue
		}
		for _, w := range warnings {
			fmt.Fprintln(stderr, "warning: "+w.Detail())
		}
		if !quiet {
			fmt.Fprintf(stdout, "%s: ok: %s\n", arg, v.Summary)
		}
	}
	if format == "json" {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		return ok, enc.Encode(out)
	}
	return ok, nil
}
