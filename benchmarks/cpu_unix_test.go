//go:build unix

package benchmarks

import "syscall"

// cpuNanos returns the CPU time (user and system) the process has used.
// On a machine shared with other jobs it is steadier than the wall clock:
// time spent waiting for a core is not counted.
func cpuNanos() int64 {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return ru.Utime.Nano() + ru.Stime.Nano()
}
