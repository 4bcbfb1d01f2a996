// Package console says what tmntsim's output is attached to (a terminal
// and its width, continuous integration) and turns Ctrl-C into a
// cancelled context.
package console

import (
	"context"
	"os"
	"os/signal"
	"strings"
	"syscall"

	"golang.org/x/term"
)

// Stderr reports whether stderr is a terminal, and its width in columns
// (0 when unknown).
func Stderr() (isTerm bool, width int) { return FD(int(os.Stderr.Fd())) }

// FD reports whether the file descriptor fd is a terminal, and its width
// in columns (0 when unknown), by golang.org/x/term: /dev/null, files and
// pipes are not terminals.
func FD(fd int) (isTerm bool, width int) {
	if !term.IsTerminal(fd) {
		return false, 0
	}
	if w, _, err := term.GetSize(fd); err == nil && w > 0 {
		width = w
	}
	return true, width
}

// InCI reports whether the CI environment variable says the command runs
// in continuous integration (as GitHub Actions, GitLab CI and most others
// set it): any value but "", "0" or "false".
func InCI(getenv func(string) string) bool {
	switch strings.ToLower(getenv("CI")) {
	case "", "0", "false":
		return false
	}
	return true
}

// Interruptible returns a context cancelled by the first Ctrl-C or
// SIGTERM, after which a second one ends the process at once, and the
// function that releases it.
func Interruptible() (context.Context, context.CancelFunc) {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	context.AfterFunc(ctx, stop)
	return ctx, stop
}
