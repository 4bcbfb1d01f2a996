package completion

import (
	"bytes"
	"fmt"
	"io"

	"github.com/spf13/pflag"
)

// A HelpCapture is the stdout of a command asked for its --help by
// AddCommand: the command's help writer hands it the flags its help lists.
type HelpCapture struct {
	io.Writer
	Flags *pflag.FlagSet
}

// CaptureFlags keeps fs, the flags the help lists.
func (c *HelpCapture) CaptureFlags(fs *pflag.FlagSet) { c.Flags = fs }

// AddCommand adds command name to d: its summary, its words (own: words
// are its arguments, not battles) and its flags, those of the help that
// help, the command run with --help, writes to the HelpCapture it gets.
func (d *Data) AddCommand(name, summary string, words []string, own bool, help func(out *HelpCapture)) {
	out := &HelpCapture{Writer: io.Discard}
	help(out)
	d.Commands = append(d.Commands, Command{Name: name, Summary: summary, Words: words, HasWords: own, Flags: FlagsOfSet(out.Flags)})
}

// Script returns the completion script of shell for d; an unknown shell
// is an error of the command line, which usage words.
func Script(shell string, d Data, usage func(format string, args ...any) error) ([]byte, error) {
	if err := CheckShell(shell); err != nil {
		return nil, usage("completion: %v", err)
	}
	var b bytes.Buffer
	if err := Write(&b, shell, d); err != nil {
		panic(fmt.Sprintf("tmntsim: completion %s: %v", shell, err)) // a build defect, caught by TestCompletionShells
	}
	return b.Bytes(), nil
}
