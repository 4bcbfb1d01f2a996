package stats

import (
	"bytes"
	"errors"
	"fmt"

	"github.com/tmntsim/tmntsim/internal/userfile"
)

// ReadSummaryFile reads and checks the summary JSON in file: a regular
// file of at most userfile.MaxSummary bytes. Its errors name the file and,
// for a summary that cannot be right, the field at fault; they never quote
// a file that is not a summary.
func ReadSummaryFile(file string) (*Summary, error) {
	data, err := userfile.Read(file, userfile.MaxSummary)
	if err != nil {
		return nil, err
	}
	s, err := ReadSummary(bytes.NewReader(data))
	var ns *NotSummaryError
	switch {
	case errors.As(err, &ns):
		return nil, fmt.Errorf("%s is not a tmntsim summary (%s)", file, ns.Why)
	case err != nil:
		return nil, fmt.Errorf("%s: %w", file, err)
	}
	return s, nil
}
