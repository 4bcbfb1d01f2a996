package scenarios

import (
	"fmt"
	"github.com/tmntsim/tmntsim/internal/plural"
	"sort"
	"strings"
	"unicode/utf8"
)

// A Pos is a position in a file: line and column, both counted from 1. The
// zero Pos means "no position" (the whole file).
type Pos struct {
	Line, Col int
}

// IsZero reports whether p is the zero Pos, no position.
func (p Pos) IsZero() bool { return p == Pos{} }

// An Error is one problem of a file.
type Error struct {
	File string
	Pos  Pos
	Msg  string
	// Src is the text of the offending line, shown under the message with a
	// caret at Pos.Col; empty when unknown.
	Src string

	dropped int // > 0: not a problem, but the count of problems past maxErrors
}

// Error returns the problem in one line: "FILE:LINE:COL: message".
func (e *Error) Error() string {
	if e.Pos.Line == 0 {
		return e.File + ": " + e.Msg
	}
	return fmt.Sprintf("%s:%d:%d: %s", e.File, e.Pos.Line, e.Pos.Col, e.Msg)
}

// Detail returns the problem with the offending line and a caret under the
// column, as the validate command prints it. A long line is cut to a window
// around the column, an ellipsis marking each cut.
func (e *Error) Detail() string {
	s := e.Error()
	if e.Src == "" || e.Pos.Line == 0 {
		return s
	}
	num := fmt.Sprint(e.Pos.Line)
	pad := strings.Repeat(" ", len(num))
	src, col := window(strings.ReplaceAll(e.Src, "\t", " "), e.Pos.Col)
	return fmt.Sprintf("%s\n  %s | %s\n  %s | %s^", s, num, src, pad, strings.Repeat(" ", col-1))
}

// quoteWidth is how many characters of a line Detail shows either side of
// the column.
const quoteWidth = 36

// window returns the part of line src within quoteWidth characters of
// column col (counted from 1, in characters), with "…" where it is cut,
// and the column of the same character in the part. A column past the end
// is the one just after the line.
func window(src string, col int) (string, int) {
	col = min(max(col, 1), utf8.RuneCountInString(src)+1)
	from, to := max(col-1-quoteWidth, 0), col-1+quoteWidth // in characters
	start, end, n := 0, len(src), 0
	for i := range src {
		if n == from {
			start = i
		}
		if n == to {
			end = i
			break
		}
		n++
	}
	out, caret := src[start:end], col-from
	if from > 0 {
		out, caret = "…"+out, caret+1
	}
	if end < len(src) {
		out += "…"
	}
	return out, caret
}

// An ErrorList is every problem found in a file, sorted by position (like
// go/scanner.ErrorList). The loader collects all problems before it gives up.
type ErrorList []*Error

// maxShown is the most problems an ErrorList prints: a file with more is
// mostly noise after the first ones, and the rest are counted.
const maxShown = 20

// Error returns the first maxShown problems, each with its line and caret,
// one after the other, and how many more there are.
func (l ErrorList) Error() string {
	var shown []*Error
	more := 0
	for _, e := range l {
		switch {
		case e.dropped > 0:
			more += e.dropped
		case len(shown) == maxShown:
			more++
		default:
			shown = append(shown, e)
		}
	}
	switch {
	case len(shown) == 0:
		return "no errors"
	case len(shown) == 1 && more == 0:
		return shown[0].Detail()
	}
	var b strings.Builder
	for i, e := range shown {
		if i > 0 {
			b.WriteByte('\n')
		}
		b.WriteString(e.Detail())
	}
	if more > 0 {
		fmt.Fprintf(&b, "\nand %s (%d in all)", plural.Of(more, "more problem"), len(shown)+more)
	} else {
		fmt.Fprintf(&b, "\n%s", plural.Of(len(shown), "problem"))
	}
	return b.String()
}

// Len returns the number of problems of l, those past maxErrors included.
func (l ErrorList) Len() int {
	n := 0
	for _, e := range l {
		n += max(e.dropped, 1)
	}
	return n
}

// Sort sorts l by file, then position (problems of a whole file, with no
// position, last), and removes exact duplicates.
func (l *ErrorList) Sort() {
	s := *l
	sort.SliceStable(s, func(i, j int) bool {
		a, b := s[i], s[j]
		if a.File != b.File {
			return a.File < b.File
		}
		if (a.Pos.Line == 0) != (b.Pos.Line == 0) {
			return b.Pos.Line == 0
		}
		if a.Pos.Line != b.Pos.Line {
			return a.Pos.Line < b.Pos.Line
		}
		return a.Pos.Col < b.Pos.Col
	})
	out := s[:0]
	for i, e := range s {
		if i > 0 && *e == *s[i-1] {
			continue
		}
		out = append(out, e)
	}
	*l = out
}

// Err returns l as an error, or nil when l is empty.
func (l ErrorList) Err() error {
	if len(l) == 0 {
		return nil
	}
	return l
}

// A Source is one file being read: its name and lines, for error positions,
// and the list its problems go to.
type Source struct {
	Name  string
	Lines []string
	Errs  *ErrorList
}

// NewSource returns the Source of the file data, named name in messages,
// whose problems go to errs.
func NewSource(name string, data []byte, errs *ErrorList) *Source {
	return &Source{Name: name, Lines: strings.Split(string(data), "\n"), Errs: errs}
}

// maxErrors is the most problems kept for one load; those past it are
// only counted (ErrorList prints the first maxShown anyway, sorted by
// position).
const maxErrors = 1000

// Errorf records a problem at p, with the text of its line.
func (s *Source) Errorf(p Pos, format string, args ...any) {
	l := *s.Errs
	switch {
	case len(l) > maxErrors:
		l[len(l)-1].dropped++
		return
	case len(l) == maxErrors:
		*s.Errs = append(l, &Error{File: s.Name, Msg: "more problems", dropped: 1})
		return
	}
	e := &Error{File: s.Name, Pos: p, Msg: fmt.Sprintf(format, args...)}
	if p.Line >= 1 && p.Line <= len(s.Lines) {
		e.Src = strings.TrimRight(s.Lines[p.Line-1], "\r")
	}
	*s.Errs = append(*s.Errs, e)
}

// Suggest returns " (did you mean X?)" for the candidate closest to s, or
// "" when none is a likely typo.
func Suggest(s string, candidates []string) string {
	if c := Closest(s, candidates); c != "" {
		return fmt.Sprintf(" (did you mean %q?)", c)
	}
	return ""
}

// Closest returns the candidate nearest to s by edit distance, or "" if none
// is close enough to be a likely typo.
func Closest(s string, candidates []string) string {
	best, bestD := "", len(s)/2+2
	if bestD > 4 {
		bestD = 4
	}
	bestRaw := 0
	ls := strings.ToLower(s)
	for _, c := range candidates {
		lc := strings.ToLower(c)
		raw := editDistance(ls, lc)
		d := raw
		if ls != "" && (strings.Contains(lc, ls) || strings.Contains(ls, lc)) && len(ls) >= 3 && len(lc) >= 3 {
			d = min(d, 1)
		}
		// Of two as close, the one fewer edits away: "max-battle" is
		// "max-battles" mistyped, not "battle" with a prefix.
		if d < bestD || d == bestD && best != "" && raw < bestRaw {
			best, bestD, bestRaw = c, d, raw
		}
	}
	return best
}

// editDistance is the Levenshtein distance of a and b, in bytes. Inputs are
// short names; longer ones are cut to keep the cost bounded.
func editDistance(a, b string) int {
	const maxLen = 64
	if len(a) > maxLen {
		a = a[:maxLen]
	}
	if len(b) > maxLen {
		b = b[:maxLen]
	}
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}
