package cli

import (
	"fmt"
	"io"
	"strings"

	"github.com/tmntsim/tmntsim/internal/outfile"
	"github.com/tmntsim/tmntsim/internal/textsafe"
)

// CheckOut checks, before any game is played, that file, named on the
// command line by flag, can be written: its directory exists and takes new
// files, and it is not a directory. An empty file is no output: nil.
func CheckOut(flag, file string) error {
	if file == "" {
		return nil
	}
	if err := outfile.Check(file); err != nil {
		return fmt.Errorf("%s %s: %w", flag, file, err)
	}
	return nil
}

// WriteOut writes file, named on the command line by flag, with write (see
// package outfile for what it does with links, devices, pipes and modes).
func WriteOut(flag, file string, write func(io.Writer) error) error {
	if err := outfile.Write(file, write); err != nil {
		return fmt.Errorf("%s %s: %w", flag, file, err)
	}
	return nil
}

// Rescue writes file like WriteOut. If that fails (a full disk, a volume
// gone), it says so on stderr and writes what the file would have held on
// stdout instead, so that the games played are not lost; what names it in
// the message. It reports whether the file was written.
func Rescue(stdout, stderr io.Writer, flag, file, what string, write func(io.Writer) error) bool {
	err := WriteOut(flag, file, write)
	if err == nil {
		return true
	}
	fmt.Fprintf(stderr, "tmntsim: %v\ntmntsim: %s follows on standard output instead, so that it is not lost\n", err, what)
	if err := write(stdout); err != nil {
		fmt.Fprintf(stderr, "tmntsim: standard output: %v\n", err)
	}
	return false
}

// WriteSafe writes to w what write writes, made safe to print
// (textsafe.Lines): a file's names and text may hold escape codes.
func WriteSafe(w io.Writer, write func(io.Writer) error) error {
	var text strings.Builder
	if err := write(&text); err != nil {
		return err
	}
	_, err := io.WriteString(w, textsafe.Lines(text.String()))
	return err
}

// WriteTo writes with write to file, named on the command line by flag
// (WriteOut), or to stdout when file is "".
func WriteTo(stdout io.Writer, flag, file string, write func(io.Writer) error) error {
	if file != "" {
		return WriteOut(flag, file, write)
	}
	return write(stdout)
}
