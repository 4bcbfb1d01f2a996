package cli

import "os"

// CheckOverwrite checks the output file of flag (CheckOut) and, unless
// force, refuses it when it is source, the file the command reads and
// changes: what names source ("battle file being tuned"). An empty file
// is no output.
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
		return Usagef("%s %s: that is the %s; give --force to overwrite it, or another file", flag, file, what)
	}
	return nil
}
