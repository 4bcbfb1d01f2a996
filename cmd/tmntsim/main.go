// Command tmntsim plays TMNT tabletop battles many times, AI against AI, and
// reports how balanced they are. Run "tmntsim help" for the commands.
package main

import (
	"embed"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"maps"
	"os"
	"slices"

	"github.com/spf13/pflag"

	"github.com/tmntsim/tmntsim/internal/cli"
	"github.com/tmntsim/tmntsim/internal/console"
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

// usagef returns an error of the command line (cli.Usagef); it exits with
// exitUsage.
func usagef(format string, args ...any) error { return cli.Usagef(format, args...) }

// fail prints err in one line (or the loader's multi-line list) and returns
// the exit code it calls for: exitUsage for an error of the command line
// (a cli.UsageError, or a lab.UsageError of a study's arguments).
func fail(e *env, err error) int {
	fmt.Fprintf(e.stderr, "tmntsim: %v\n", err)
	return cli.ExitCode(err)
}

func main() {
	os.Exit(run(newEnv(), os.Args[1:]))
}

func newEnv() *env {
	term, width := console.Stderr()
	return &env{stdout: os.Stdout, stderr: os.Stderr, stdin: os.Stdin,
		isTerminal: term, width: width, ci: console.InCI(os.Getenv)}
}

// run runs the command args name (cli.Dispatch) in e.
func run(e *env, args []string) int {
	var cmds []cli.Command
	for _, n := range commandNames() {
		c := commands[n]
		cmds = append(cmds, cli.Command{Name: n, Summary: c.summary, Run: func(args []string) int { return c.run(e, args) }})
	}
	return cli.Dispatch("tmntsim", helpFS, cmds, args, e.stdout, e.stderr)
}

func commandNames() []string { return slices.Sorted(maps.Keys(commands)) }

// The help of each command is a template, help/NAME.txt (cli.Help):
// prose is easier to read and edit there than in Go strings, and {{.Key}}
// reads values the command passes, so that the text cannot drift from the
// code.
//
//go:embed help/*.txt
var helpFiles embed.FS

var helpFS, _ = fs.Sub(helpFiles, "help")

// flagSet returns command name's flags (its games called noun), its help
// written to e's stdout with data.
func flagSet(e *env, name, noun string, data any) *cli.Set {
	return cli.NewSet(name, noun, func(fs *pflag.FlagSet) { cli.Help(e.stdout, helpFS, name, fs, data) })
}

// parse parses args into s and, unless s's flags are to be checked
// later (check false), checks them; done is true when the command must
// stop, with the exit code: after --help, or on a bad flag.
func parse(e *env, s *cli.Set, args []string, check bool) (code int, done bool) {
	switch err := s.ParseChecked(args, check); {
	case err == nil:
		return exitOK, false
	case errors.Is(err, cli.ErrHelp):
		return exitOK, true
	default:
		return fail(e, err), true
	}
}
