package main

import (
	"bytes"
	"errors"
	"fmt"

	"github.com/tmntsim/tmntsim/internal/userfile"
	"github.com/tmntsim/tmntsim/scenarios"
	"github.com/tmntsim/tmntsim/stats"
)

// readSummary reads and checks the summary JSON in file: a regular file of
// at most userfile.MaxSummary bytes. Its errors name the file and, for a
// summary that cannot be right, the field at fault; they never quote a
// file that is not a summary.
func readSummary(file string) (*stats.Summary, error) {
	data, err := userfile.Read(file, userfile.MaxSummary)
	if err != nil {
		return nil, err
	}
	s, err := stats.ReadSummary(bytes.NewReader(data))
	var ns *stats.NotSummaryError
	switch {
	case errors.As(err, &ns):
		return nil, fmt.Errorf("%s is not a tmntsim summary (%s)", file, ns.Why)
	case err != nil:
		return nil, fmt.Errorf("%s: %w", file, err)
	}
	return s, nil
}

// resumeBattleError is the error of loading battle, the battle a summary
// to resume names. The summary may name any file: a battle file's problems
// are counted, not quoted.
func resumeBattleError(summary, battle string, err error) error {
	var el scenarios.ErrorList
	if errors.As(err, &el) {
		return fmt.Errorf("--resume: the battle of %s, %s, is not a battle file tmntsim can load (%s: run tmntsim validate on it); give the battle as an argument if it has moved",
			summary, battle, problems(el.Len()))
	}
	return fmt.Errorf("--resume: the battle of %s: %w (give the battle as an argument if it has moved)", summary, err)
}

// problems returns "1 problem" or "N problems".
func problems(n int) string {
	if n == 1 {
		return "1 problem"
	}
	return fmt.Sprintf("%d problems", n)
}
