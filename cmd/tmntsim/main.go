// Command tmntsim plays TMNT tabletop battles many times, AI against AI, and
// reports how balanced they are. Run "tmntsim help" for the commands.
package main

import (
	"embed"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"

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

// A command is one tmntsim subcommand (its run lives in its own file).
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

// commands returns tmntsim's commands, sorted by name.
func commands() []command {
	return []command{
		{"campaign", "play an adventure's battles in order many times: the chance to win each battle given the path so far, and the adventure",
			interruptible(doCampaign)},
		{"check", "a balance gate for CI: is the heroes' win rate inside a range? (sequential test, exit 0 or 1)",
			interruptible(doCheck)},
		{"compare", "two variants of a battle (or two policies) on the same seeds: the paired difference",
			interruptible(doCompare)},
		{"completion", "print a shell completion script for bash, zsh or fish",
			runCompletion},
		{"dice", "exact wound distribution of one strike, and a sampled check",
			runDice},
		{"first", "what going first is worth: a match's seats swapped on the same seeds, or a table's seats against an equal share",
			interruptible(doFirst)},
		{"impact", "what each card of a deck is worth: its copies blanked, on the same seeds, the win-rate change with its interval",
			interruptible(doImpact)},
		{"list", "list what is built in, by game: the embedded battles, matches, tables and adventures, the roster, the decks and the policies",
			runList},
		{"log", "the play-by-play of one battle of a run: every roll, move, strike and spawn",
			runLog},
		{"matrix", "which TCG deck beats which: every pair of decks, paired over who goes first, as a win-rate matrix with intervals",
			interruptible(doMatrix)},
		{"merge", "combine the summaries of shards (or parts) of a run into one",
			runMerge},
		{"new", "write a starter arcade battle to edit",
			runNew},
		{"report", "play a battle and write its balance report: an HTML page with plots and CSV tables",
			interruptible(doReport)},
		{"run", "play a battle many times, AI against AI, and summarize the results",
			interruptible(doRun)},
		{"schema", "print the JSON Schema of a kind of file (battle, roster, match, deck, ...), for editors",
			runSchema},
		{"show", "draw a battle's map with its figures, as text or PNG; describe a match, a table or an adventure in words",
			runShow},
		{"sweep", "the heroes' win rate across values of one number of a battle (a difficulty curve)",
			interruptible(doSweep)},
		{"tournament", "play a battle with several hero policies on the same seeds and compare them",
			interruptible(doTournament)},
		{"tune", "search one number of a battle for the value that brings the focus seat's win rate to a target",
			interruptible(doTune)},
		{"validate", "check battle, match, table, adventure and gates files and report every problem with its line",
			runValidate},
		{"version", "the version of tmntsim and the revision it was built from",
			runVersion},
	}
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
	for _, c := range commands() {
		cmds = append(cmds, cli.Command{Name: c.name, Summary: c.summary, Run: func(args []string) int { return c.run(e, args) }})
	}
	return cli.Dispatch("tmntsim", helpFS, cmds, args, e.stdout, e.stderr)
}

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
