// Package outfile writes tmntsim's output files: every file a command writes
// (run -o, merge -o, sweep --csv and --png, report's files, …) goes through
// Write, and every output named on the command line is checked with Check
// before the battles are played.
//
// Write never leaves half a file, and never replaces what is not a file:
//
//   - a regular file, or a name that does not exist yet, is written to a
//     temporary file beside it, synced and renamed over it, so a reader
//     (or an interrupted run) sees the old file or the new one, never a part;
//   - anything else that exists — a device such as /dev/null, a FIFO, a
//     pipe named /dev/stdout or /dev/fd/N (as bash's ">(cmd)" gives) — is
//     written through, in place;
//   - a symbolic link is followed: its target is replaced (written beside
//     the target and renamed over it), the link stays a link;
//   - a new file gets mode 0666 less the umask, like any file a shell
//     creates; a file that is replaced keeps its mode, and its owner and
//     group as far as the writer may give them (root both, a member of the
//     file's group the group).
//
// Why not github.com/google/renameio/v2, which does the temporary-file and
// rename part well and is maintained: it renames over the name given, so it
// would replace a symbolic link by a file and /dev/null by a regular file,
// which are the two faults this package exists to avoid; it has nothing for
// pipes and devices; and it learns the umask by setting it (syscall.Umask),
// where creating the temporary file with mode 0666 lets the kernel apply the
// umask and any default ACL of the directory. What would be left of it here is
// the rename, a few lines, against one more dependency.
package outfile

import (
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// maxLinks is the longest chain of symbolic links followed, as Linux's
// MAXSYMLINKS.
const maxLinks = 40

// Write writes the file name with write. See the package documentation for
// what it does with links, devices, pipes and modes. If write fails, the
// earlier content of a regular file is kept.
func Write(name string, write func(io.Writer) error) error {
	target, fi, err := resolve(name)
	if err != nil {
		return err
	}
	if fi != nil && fi.IsDir() {
		return fmt.Errorf("%s is a directory", name)
	}
	if fi != nil && !fi.Mode().IsRegular() || descriptor(target) {
		return writeThrough(target, write)
	}
	return replace(target, fi, write)
}

// Check reports whether name can be written by Write, without writing it: its
// directory exists and takes new files, and it is not a directory. What only
// writing can tell (a full disk) it cannot.
func Check(name string) error {
	target, fi, err := resolve(name)
	if err != nil {
		return err
	}
	if fi != nil {
		if fi.IsDir() {
			return fmt.Errorf("%s is a directory; give a file name", name)
		}
		if !fi.Mode().IsRegular() || descriptor(target) {
			return nil // a device, a pipe or an open descriptor: written through
		}
	}
	dir := filepath.Dir(target)
	di, err := os.Stat(dir)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return fmt.Errorf("directory %s does not exist; make it first (mkdir -p %s)", dir, dir)
	case err != nil:
		return err
	case !di.IsDir():
		return fmt.Errorf("%s is not a directory", dir)
	}
	f, err := createTemp(target)
	if err != nil {
		return fmt.Errorf("cannot create a file in %s: %w", dir, unwrapPath(err))
	}
	f.Close()
	return os.Remove(f.Name())
}

// resolve follows name's symbolic links to the name that is to be written
// and returns it with its FileInfo (nil if it does not exist). A name that
// leads into /proc or /dev/fd (as /dev/stdout does) is an open descriptor,
// not a file to replace: it is returned as it is, with the FileInfo of what
// it leads to.
func resolve(name string) (string, fs.FileInfo, error) {
	p := name
	for range maxLinks {
		fi, err := os.Lstat(p)
		if errors.Is(err, fs.ErrNotExist) {
			return p, nil, nil
		}
		if err != nil {
			return "", nil, err
		}
		if fi.Mode()&fs.ModeSymlink == 0 {
			return p, fi, nil
		}
		if descriptor(p) {
			fi, err := os.Stat(p)
			return p, fi, err
		}
		link, err := os.Readlink(p)
		if err != nil {
			return "", nil, err
		}
		if !filepath.IsAbs(link) {
			// Not filepath.Join: it would resolve a ".." of link lexically,
			// where the system resolves it after any linked directory.
			link = filepath.Dir(p) + string(filepath.Separator) + link
		}
		p = link
	}
	return "", nil, fmt.Errorf("%s: too many levels of symbolic links", name)
}

// descriptor reports whether p names an open file descriptor (Linux's
// /proc/self/fd/N and /dev/fd/N, which /dev/stdout leads to).
func descriptor(p string) bool {
	p = filepath.Clean(p)
	return strings.HasPrefix(p, "/proc/") || strings.HasPrefix(p, "/dev/fd/")
}

// writeThrough writes to name in place: a device, a FIFO, a pipe or an
// open descriptor. A descriptor of this process (/dev/stdout, /dev/fd/N) is
// written through a duplicate, so that the output continues where the
// descriptor is, as the shell's "1>&N" would: opening it anew would start
// over at the top of a file the shell opened with ">".
func writeThrough(name string, write func(io.Writer) error) error {
	f, ok := dupDescriptor(name)
	if !ok {
		var err error
		if f, err = os.OpenFile(name, os.O_WRONLY, 0); err != nil {
			return err
		}
	}
	err := write(f)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}

// replace writes target through a temporary file beside it, renamed over it
// once written and synced. old is target's FileInfo, nil if it is new.
func replace(target string, old fs.FileInfo, write func(io.Writer) error) (err error) {
	tmp, err := createTemp(target)
	if err != nil {
		return fmt.Errorf("cannot create a file in %s: %w", filepath.Dir(target), unwrapPath(err))
	}
	defer func() {
		if err != nil {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	if old != nil {
		keepOwner(tmp, old)
		if err := tmp.Chmod(old.Mode().Perm()); err != nil { // after Chown, which may clear set-id bits
			return err
		}
	}
	if err := write(tmp); err != nil {
		return err
	}
	if err := tmp.Sync(); err != nil {
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	if err := os.Rename(tmp.Name(), target); err != nil {
		return err
	}
	syncDir(filepath.Dir(target))
	return nil
}

// tempPrefix and tempSuffix frame the names of the temporary files beside a
// target: prefix + the target's name + "." + random hex + suffix.
const (
	tempPrefix = "."
	tempSuffix = ".tmp"
)

// createTemp creates a new temporary file beside target with mode 0666, so
// that the umask (and any default ACL of the directory) applies to it as to
// any new file.
func createTemp(target string) (*os.File, error) {
	dir, base := filepath.Split(target)
	var b [6]byte
	for range 100 {
		rand.Read(b[:])
		name := filepath.Join(dir, tempPrefix+base+"."+hex.EncodeToString(b[:])+tempSuffix)
		f, err := os.OpenFile(name, os.O_RDWR|os.O_CREATE|os.O_EXCL, 0o666)
		if !errors.Is(err, fs.ErrExist) {
			return f, err
		}
	}
	return nil, fmt.Errorf("cannot find a free temporary name beside %s", target)
}

// syncDir syncs a directory after a rename in it, so the new name survives a
// crash. Not every system can sync a directory: failures are ignored.
func syncDir(dir string) {
	if d, err := os.Open(dir); err == nil {
		d.Sync()
		d.Close()
	}
}

// unwrapPath drops the temporary name from a *PathError: the user named
// the directory, not the probe.
func unwrapPath(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}
