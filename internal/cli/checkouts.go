package cli

import (
	"fmt"
	"os"
	"path/filepath"
)

// CheckOuts checks a command's output files before any game is played
// (CheckOut): flagFiles holds each flag with its file, in turn ("-o",
// out, "--png", png); the first that cannot be written is the error, and
// two flags that name one file (not a device: -o /dev/null --png
// /dev/null writes nothing) are an error, since each would overwrite what
// the other wrote.
func CheckOuts(flagFiles ...string) error {
	for i := 0; i+1 < len(flagFiles); i += 2 {
		if err := CheckOut(flagFiles[i], flagFiles[i+1]); err != nil {
			return err
		}
	}
	for i := 0; i+1 < len(flagFiles); i += 2 {
		for j := i + 2; j+1 < len(flagFiles); j += 2 {
			if a, b := flagFiles[i+1], flagFiles[j+1]; a != "" && b != "" && sameOutput(a, b) {
				return fmt.Errorf("%s %s and %s %s: the same file, which each would overwrite with its own content; give them different files",
					flagFiles[i], a, flagFiles[j], b)
			}
		}
	}
	return nil
}

// sameOutput reports whether paths a and b name the same regular file, or
// the same path where no file is yet.
func sameOutput(a, b string) bool {
	sa, errA := os.Stat(a)
	sb, errB := os.Stat(b)
	switch {
	case errA == nil && errB == nil:
		return sa.Mode().IsRegular() && os.SameFile(sa, sb)
	case errA == nil || errB == nil:
		return false
	}
	aa, errA := filepath.Abs(a)
	ab, errB := filepath.Abs(b)
	return errA == nil && errB == nil && aa == ab
}
