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

// MergeFiles reads the summaries in files (ReadSummaryFile) and merges
// them in order, naming the files of any pair that cannot be merged.
func MergeFiles(files []string) (*Summary, error) {
	var sum *Summary
	for i, f := range files {
		s, err := ReadSummaryFile(f)
		if err != nil {
			return nil, err
		}
		if sum == nil {
			sum = s
			continue
		}
		if err := sum.Merge(s); err != nil {
			what := files[0]
			if i > 1 {
				what = fmt.Sprintf("%s (merged with %d more)", files[0], i-1)
			}
			return nil, fmt.Errorf("cannot merge %s into %s: %v", f, what, err)
		}
	}
	return sum, nil
}
