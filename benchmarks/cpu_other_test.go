//go:build !unix

package benchmarks

// cpuNanos returns 0: the CPU time is not measured on this system.
func cpuNanos() int64 { return 0 }
