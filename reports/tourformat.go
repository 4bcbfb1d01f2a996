package reports

import (
	"os"
	"path/filepath"
	"strings"

	"github.com/tmntsim/tmntsim/lab"
)

// TourOutFormat returns the format of a tournament's -o FILE, given by
// the file's extension: json or csv. A name without either extension that
// is not a regular file (a device, a FIFO, a pipe such as /dev/stdout or
// >(gzip)) gets CSV, as tournament wrote before it had JSON, so that
// outputs written through stay possible; a regular file needs .json or
// .csv (a usage error).
func TourOutFormat(file string) (string, error) {
	switch strings.ToLower(filepath.Ext(file)) {
	case ".json":
		return "json", nil
	case ".csv":
		return "csv", nil
	}
	if fi, err := os.Stat(file); err == nil && !fi.Mode().IsRegular() && !fi.IsDir() {
		return "csv", nil
	}
	return "", lab.Usagef("-o %s: the extension gives the format; want a .json or .csv file", file)
}
