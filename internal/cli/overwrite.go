package cli

import (
	"fmt"
	"os"
)

// CheckOverwrite checks the output file of flag (CheckOut) and, unless
// force, refuses it when it is source, the file the command reads and
// changes: what names source ("battle file being tuned"). An empty file
// is no output. The refusal is an output that cannot be written (exit
// status 1), as CheckOut's are.
func CheckOverwrite(flag, file, source, what string, force bool) error {
	if file == "" {
		return nil
	}
	if err := CheckOut(flag, file); err != nil || force {
		return err
	}
	a, err1 := os.Stat(file)
	b, err2 := os.Stat(source)
	if err1 == nil && err2 == nil && os.SameFile(a, b) {
		return fmt.Errorf("%s %s: that is the %s; give --force to overwrite it, or another file", flag, file, what)
	}
	return nil
}
