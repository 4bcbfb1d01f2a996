package cli

import (
	"errors"

	"github.com/tmntsim/tmntsim/lab"
)

// ExitError is the exit status of a failure that is not the command
// line's: a battle, file or run error.
const ExitError = 1

// ExitCode returns the exit status err calls for: ExitUsage for an error
// of the command line (a UsageError, or a lab.UsageError of a study's
// arguments), else ExitError.
func ExitCode(err error) int {
	var lu *lab.UsageError
	if IsUsage(err) || errors.As(err, &lu) {
		return ExitUsage
	}
	return ExitError
}

// ParseChecked parses args into s and, if check, checks its flags: an
// error, or ErrHelp after --help.
func (s *Set) ParseChecked(args []string, check bool) error {
	err := s.Parse(args)
	if err == nil && check {
		err = s.Check()
	}
	return err
}
