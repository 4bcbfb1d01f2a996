package cli

import (
	"fmt"
	"io"
	"io/fs"

	"github.com/tmntsim/tmntsim/scenarios"
)

// Exit statuses of a program's commands: success, and an error of the
// command line.
const (
	ExitOK    = 0
	ExitUsage = 2
)

// A Command is a subcommand of a program: its name, its line in the
// program's help, and what runs it with its arguments (its exit status).
type Command struct {
	Name, Summary string
	Run           func(args []string) int
}

// Dispatch runs the command of cmds (sorted by name) that args[0] names
// with the rest of args. "help", "-h" and "--help" write the program's
// help (Help of prog, listing cmds) to stdout, "help NAME" runs NAME
// --help. No command writes the help to stderr; an unknown one is named
// on stderr with the nearest name if it looks like a typo; both exit with
// ExitUsage.
func Dispatch(prog string, files fs.FS, cmds []Command, args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		Help(stderr, files, prog, nil, cmds)
		return ExitUsage
	}
	name, rest := args[0], args[1:]
	switch name {
	case "help", "-h", "--help":
		if len(rest) == 0 {
			Help(stdout, files, prog, nil, cmds)
			return ExitOK
		}
		name, rest = rest[0], []string{"--help"}
	}
	names := make([]string, len(cmds))
	for i, c := range cmds {
		if c.Name == name {
			return c.Run(rest)
		}
		names[i] = c.Name
	}
	msg := fmt.Sprintf("unknown command %q", name)
	if s := scenarios.Closest(name, names); s != "" {
		msg += fmt.Sprintf(" (did you mean %q?)", s)
	}
	fmt.Fprintf(stderr, "%s: %s; run \"%s help\" for the list\n", prog, msg, prog)
	return ExitUsage
}
