//go:build unix

package reports

import (
	"errors"
	"syscall"
)

// processAlive reports whether a process with id pid exists.
func processAlive(pid int) bool {
	err := syscall.Kill(pid, 0)
	return err == nil || errors.Is(err, syscall.EPERM)
}
