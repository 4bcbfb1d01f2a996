package outfile

import (
	"errors"
	"io"
	"io/fs"
	"os"
)

// Create writes data to name, a new file: an existing file is never
// replaced (the error is fs.ErrExist), but a device or a pipe
// (/dev/stdout, >(cmd)) is written through; a file left half written is
// removed.
func Create(name string, data []byte) error {
	if fi, err := os.Stat(name); err == nil && !fi.Mode().IsRegular() && !fi.IsDir() {
		return Write(name, func(w io.Writer) error { _, err := w.Write(data); return err })
	}
	f, err := os.OpenFile(name, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o666)
	if err != nil {
		if errors.Is(err, fs.ErrExist) {
			return fs.ErrExist
		}
		return err
	}
	if _, err := f.Write(data); err != nil {
		f.Close()
		os.Remove(name)
		return err
	}
	return f.Close()
}
