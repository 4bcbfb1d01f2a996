// Package textsafe neutralises text that comes from files — battle, hero,
// villain and policy names — where tmntsim writes it: on a terminal, where
// an escape sequence could move the cursor, rewrite the screen or set the
// window's title, and in a CSV file, where a spreadsheet takes a cell that
// starts with = + - or @ for a formula.
package textsafe

import (
	"strconv"
	"strings"
	"unicode"
)

// Term returns s for a terminal: every control character (C0, DEL, C1) and
// every bidirectional formatting character is replaced by its Go escape
// (\x1b, \u202e), so it is shown and not obeyed. Text without them is
// returned as it is.
func Term(s string) string {
	if strings.IndexFunc(s, unsafe) < 0 {
		return s
	}
	var b strings.Builder
	for _, r := range s {
		if !unsafe(r) {
			b.WriteRune(r)
			continue
		}
		if r < 0x100 {
			b.WriteString(`\x`)
			b.WriteString(strconv.FormatInt(int64(r)+0x100, 16)[1:])
		} else {
			b.WriteString(`\u`)
			b.WriteString(strconv.FormatInt(int64(r)+0x10000, 16)[1:])
		}
	}
	return b.String()
}

// Lines returns text of several lines for a terminal: Term of each line,
// the line breaks kept.
func Lines(text string) string {
	lines := strings.Split(text, "\n")
	for i, l := range lines {
		lines[i] = Term(l)
	}
	return strings.Join(lines, "\n")
}

// unsafe reports whether r is a control or bidirectional formatting
// character.
func unsafe(r rune) bool {
	return unicode.IsControl(r) || unicode.Is(unicode.Bidi_Control, r)
}

// Cell returns s for a CSV cell: its control characters escaped as by Term
// (a CSV file is also read on terminals; a leading tab or carriage return,
// which some spreadsheets skip, is escaped with them), and a text that a
// spreadsheet would take for a formula — starting with = + - or @ — with a '
// in front, which spreadsheets show as text. A number, such as -0.5 or +3,
// stays a number.
func Cell(s string) string {
	s = Term(s)
	if s == "" || !strings.ContainsRune("=+-@", rune(s[0])) {
		return s
	}
	if _, err := strconv.ParseFloat(s, 64); err == nil && !strings.ContainsAny(s, "xXpPiInN_") {
		return s
	}
	return "'" + s
}

// Row applies Cell to every cell of row, in place, and returns it.
func Row(row []string) []string {
	for i, c := range row {
		row[i] = Cell(c)
	}
	return row
}
