// Command tmntsim plays TMNT tabletop battles many times, AI against AI, and
// reports how balanced they are. Run "tmntsim help" for the commands.
package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"sort"

	"github.com/tmntsim/tmntsim/internal/console"
	"github.com/tmntsim/tmntsim/scenarios"
)

// Exit codes.
const (
	exitOK          = 0
	exitError       = 1   // a battle, file or run error
	exitUsage       = 2   // bad flags or arguments
	exitInterrupted = 130 // stopped by Ctrl-C or SIGTERM
)

// A command is one tmntsim subcommand. Each lives in its own file and
// registers itself in init.
type command struct {
	name    string
	summary string // one line for "tmntsim help"
	run     func(env *env, args []string) int
}

// env is what a command may touch of the outside world; tests replace it.
type env struct {
	stdout, stderr io.Writer
	stdin          io.Reader
	isTerminal     bool // stderr is a terminal (progress bars)
	width          int  // stderr's width in columns when a terminal (0: unknown)
	ci             bool // the CI environment variable is set: plain progress lines
}

var commands = map[string]*command{}

func register(c *command) {
	if _, dup := commands[c.name]; dup {
		panic("tmntsim: command registered twice: " + c.name)
	}
	commands[c.name] = c
}

// usageError is an error caused by the command line; it exits with exitUsage.
type usageError struct{ msg string }

func (e *usageError) Error() string { return e.msg }

func usagef(format string, args ...any) error { return &usageError{fmt.Sprintf(format, args...)} }

// fail prints err in one line (or the loader's multi-line list) and returns
// the exit code it calls for.
func fail(e *env, err error) int {
	fmt.Fprintf(e.stderr, "tmntsim: %v\n", err)
	var ue *usageError
	if errors.As(err, &ue) {
		return exitUsage
	}
	return exitError
}

func main() {
	os.Exit(run(newEnv(), os.Args[1:]))
}

func newEnv() *env {
	term, width := console.Stderr()
	return &env{stdout: os.Stdout, stderr: os.Stderr, stdin: os.Stdin,
		isTerminal: term, width: width, ci: console.InCI(os.Getenv)}
}

func run(e *env, args []string) int {
	if len(args) == 0 {
		printHelp(e.stderr)
		return exitUsage
	}
	name := args[0]
	switch name {
	case "help", "-h", "--help":
		if len(args) > 1 {
			c, ok := commands[args[1]]
			if !ok {
				return unknownCommand(e, args[1])
			}
			return c.run(e, []string{"--help"})
		}
		printHelp(e.stdout)
		return exitOK
	}
	c, ok := commands[name]
	if !ok {
		return unknownCommand(e, name)
	}
	return c.run(e, args[1:])
}

// unknownCommand reports a command name that is none of tmntsim's, with the
// nearest one if it looks like a typo, and returns the usage exit status.
func unknownCommand(e *env, name string) int {
	msg := fmt.Sprintf("unknown command %q", name)
	if s := closest(name, commandNames()); s != "" {
		msg += fmt.Sprintf(" (did you mean %q?)", s)
	}
	fmt.Fprintf(e.stderr, "tmntsim: %s; run \"tmntsim help\" for the list\n", msg)
	return exitUsage
}

func commandNames() []string {
	names := make([]string, 0, len(commands))
	for n := range commands {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

func printHelp(w io.Writer) {
	type line struct{ Name, Summary string }
	var lines []line
	for _, n := range commandNames() {
		lines = append(lines, line{n, commands[n].summary})
	}
	writeHelpOf(w, "tmntsim", nil, lines)
}

// closest returns the candidate nearest to s, or "" if none is a likely
// typo (the same rule the battle-file loader uses).
func closest(s string, candidates []string) string { return scenarios.Closest(s, candidates) }
