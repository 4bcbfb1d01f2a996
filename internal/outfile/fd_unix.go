//go:build unix

package outfile

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
)

// dupDescriptor returns a duplicate of the descriptor of this process that
// p names (/dev/fd/N, /proc/self/fd/N, /proc/PID/fd/N with this process's
// id), and true; false if p names none.
func dupDescriptor(p string) (*os.File, bool) {
	p = filepath.Clean(p)
	var n string
	for _, prefix := range []string{"/dev/fd/", "/proc/self/fd/", "/proc/" + strconv.Itoa(os.Getpid()) + "/fd/"} {
		if rest, ok := strings.CutPrefix(p, prefix); ok {
			n = rest
		}
	}
	fd, err := strconv.Atoi(n)
	if err != nil || fd < 0 {
		return nil, false
	}
	dup, err := syscall.Dup(fd)
	if err != nil {
		return nil, false
	}
	return os.NewFile(uintptr(dup), p), true
}

// keepOwner gives f the owner and group of the file old it replaces, as far
// as this process may: root may give both, a member of old's group the
// group. Failures are ignored: the file then belongs to whoever wrote it, as
// any new file.
func keepOwner(f *os.File, old os.FileInfo) {
	st, ok := old.Sys().(*syscall.Stat_t)
	if !ok {
		return
	}
	if f.Chown(int(st.Uid), int(st.Gid)) != nil {
		f.Chown(-1, int(st.Gid))
	}
}
