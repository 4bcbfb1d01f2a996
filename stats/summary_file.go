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
// them in order, naming the files of any pair that cannot be merged. Its
// warnings name the files merged on their policy specs alone, one of the
// pair not recording its policies' parameters (Summary.PlayUnknown), and
// the files played by different builds of tmntsim (Summary.Version).
func MergeFiles(files []string) (sum *Summary, warnings []string, err error) {
	for i, f := range files {
		s, err := ReadSummaryFile(f)
		if err != nil {
			return nil, nil, err
		}
		if sum == nil {
			sum = s
			continue
		}
		what := files[0]
		if i > 1 {
			what = fmt.Sprintf("%s (merged with %d more)", files[0], i-1)
		}
		seat := sum.PlayUnknown(s)
		builtBy := sum.Version
		if err := sum.Merge(s); err != nil {
			return nil, nil, fmt.Errorf("cannot merge %s into %s: %v", f, what, err)
		}
		if seat >= 0 {
			warnings = append(warnings, fmt.Sprintf("merged %s into %s on policy %q alone (seat %s): one of them, written by an older tmntsim, does not record the policy's parameters, so a default that changed between the runs would go unseen",
				f, what, s.Policy(seat), s.seatName(seat)))
		}
		if builtBy != "" && s.Version != "" && builtBy != s.Version {
			warnings = append(warnings, fmt.Sprintf("merged %s, played by tmntsim %s, into %s, played by tmntsim %s: a change of the code between the two builds that changed play would go unseen; play every shard on one build to be sure",
				f, s.Version, what, builtBy))
		}
	}
	return sum, warnings, nil
}
