package cli

import "io"

// A StudyOut is how a study writes its result: as text, JSON and CSV (nil
// for a format the study has none of) and a PNG (nil: none).
type StudyOut struct {
	Text, JSON, CSV, PNG func(io.Writer) error
}

// Emit writes a study's result: its JSON to out (-o, rescued to stdout if
// the file cannot be written: Rescue), its picture to pngFile (--png), and
// the result in format on stdout; what names the JSON in a rescue ("the
// impact JSON"). It returns false after a rescue, which it reported, and
// the error of a failed write.
func (s StudyOut) Emit(stdout, stderr io.Writer, out, pngFile, format, what string) (bool, error) {
	if out != "" && !Rescue(stdout, stderr, "-o", out, what, s.JSON) {
		return false, nil
	}
	if pngFile != "" && s.PNG != nil {
		if err := WriteOut("--png", pngFile, s.PNG); err != nil {
			return true, err
		}
	}
	write := s.Text
	switch {
	case format == "json":
		write = s.JSON
	case format == "csv" && s.CSV != nil:
		write = s.CSV
	}
	return true, write(stdout)
}
