// Package userfile reads the files users give tmntsim — battle files,
// rosters, summaries — safely: only regular files (a named pipe, a device
// or a directory is refused at once, without blocking or reading), and at
// most a size limit, so that no file makes tmntsim hang or grow without
// end.
package userfile

import (
	"fmt"
	"io"
	"io/fs"
	"os"
	"syscall"
)

// Size limits of the files tmntsim reads (docs/BATTLES.md). Real battle
// files and rosters are a few kilobytes; a summary holds one count per map
// space, at most tens of kilobytes.
const (
	MaxBattle  = 4 << 20  // a battle file or a roster: 4 MiB
	MaxSummary = 16 << 20 // a summary JSON: 16 MiB
)

// A TooLargeError is a file over its size limit.
type TooLargeError struct{ Limit int64 }

func (e *TooLargeError) Error() string {
	return fmt.Sprintf("larger than the %d MiB limit of tmntsim's files", e.Limit>>20)
}

// A NotRegularError is a file that is not a regular file.
type NotRegularError struct{ Mode fs.FileMode }

func (e *NotRegularError) Error() string { return "not a regular file (" + kind(e.Mode) + ")" }

func kind(m fs.FileMode) string {
	switch {
	case m.IsDir():
		return "a directory"
	case m&fs.ModeNamedPipe != 0:
		return "a named pipe"
	case m&fs.ModeSocket != 0:
		return "a socket"
	case m&fs.ModeDevice != 0:
		return "a device"
	}
	return "a special file"
}

// Read reads the regular file name, at most limit bytes. Its errors are
// *fs.PathError, wrapping a *NotRegularError or *TooLargeError when the
// file is not one tmntsim reads.
func Read(name string, limit int64) ([]byte, error) {
	// O_NONBLOCK: opening a named pipe must not wait for a writer.
	f, err := os.OpenFile(name, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return read(f, name, limit)
}

// ReadIn is Read of the file name inside root: the file and the links it
// goes through stay under root's directory.
func ReadIn(root *os.Root, name string, limit int64) ([]byte, error) {
	f, err := root.OpenFile(name, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return read(f, name, limit)
}

func read(f *os.File, name string, limit int64) ([]byte, error) {
	fi, err := f.Stat()
	if err != nil {
		return nil, err
	}
	if !fi.Mode().IsRegular() {
		return nil, &fs.PathError{Op: "read", Path: name, Err: &NotRegularError{fi.Mode()}}
	}
	if fi.Size() > limit {
		return nil, &fs.PathError{Op: "read", Path: name, Err: &TooLargeError{limit}}
	}
	// The file may grow while it is read: read one byte past the limit to
	// see it.
	data, err := io.ReadAll(io.LimitReader(f, limit+1))
	if err != nil {
		return nil, err
	}
	if int64(len(data)) > limit {
		return nil, &fs.PathError{Op: "read", Path: name, Err: &TooLargeError{limit}}
	}
	return data, nil
}
