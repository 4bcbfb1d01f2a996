package scenarios

import (
	"errors"
	"os"
)

// A Problem is an error or a warning of a file as data (tmntsim validate
// --format json): where it is (line and column 0: the whole file) and
// what.
type Problem struct {
	File    string `json:"file"`
	Line    int    `json:"line"`
	Col     int    `json:"col"`
	Message string `json:"message"`
}

// Problems returns err, the error of loading file, as problems: one per
// problem of an ErrorList, else one for the whole file.
func Problems(file string, err error) []Problem {
	var list ErrorList
	if !errors.As(err, &list) {
		return []Problem{{File: file, Message: ReadError(file, err).Error()}}
	}
	out := []Problem{}
	for _, p := range list {
		out = append(out, Problem{p.File, p.Pos.Line, p.Pos.Col, p.Msg})
	}
	return out
}

// ReadError says that file cannot be read when err is a failure to read
// it ("FILE: cannot read: …"); it returns any other error as it is.
func ReadError(file string, err error) error {
	var pe *os.PathError
	if errors.As(err, &pe) {
		return errors.New(file + ": cannot read: " + pe.Err.Error())
	}
	return err
}
