package battlefile

import "strings"

// InputFiles returns the files l was read from: its battle file, unless
// embedded, and the roster file it names, if any. A command writes none
// of its outputs over them.
func (l *Loaded) InputFiles() []string {
	var files []string
	if !strings.HasPrefix(l.Source, "embedded:") && l.Source != "" {
		files = append(files, l.Source)
	}
	if l.Roster != "" {
		files = append(files, l.Roster)
	}
	return files
}
