package lab

import "fmt"

// A UsageError is an error in what a study was asked for — an argument or
// a flag rather than a file's content: the command line is to fix, and
// tmntsim exits with its usage code.
type UsageError struct{ Msg string }

func (e *UsageError) Error() string { return e.Msg }

// Usagef returns a *UsageError with the message format makes of args.
func Usagef(format string, args ...any) error {
	return &UsageError{fmt.Sprintf(format, args...)}
}
