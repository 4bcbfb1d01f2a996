package main

import (
	"os"
	"strings"
	"time"

	"golang.org/x/term"

	"github.com/tmntsim/tmntsim/reports"
)

// A progressBar is the progress display of a run on stderr
// (reports.Progress); its methods may be called on nil.
type progressBar struct{ *reports.Progress }

// newProgress returns the progress display of e for a run of total
// battles of which start are done: a bar on a terminal, plain lines when
// stderr is not a terminal or CI is set.
func newProgress(e *env, start, total int64) *progressBar {
	p := reports.NewProgress(e.stderr, start, total, time.Now)
	p.Plain = !e.isTerminal || e.ci
	p.Width = e.width
	return &progressBar{p}
}

// startProgress returns the progress display of a run of total games of
// which start are done, when --progress mode shows one in e; else nil.
// Its methods may be called on nil.
func startProgress(e *env, mode string, start, total int64) *progressBar {
	if !progressOn(e, mode) {
		return nil
	}
	return newProgress(e, start, total)
}

// onGames returns p's update as a lab progress callback (nil for no
// display).
func (p *progressBar) onGames() func(done, total int64) {
	if p == nil {
		return nil
	}
	return func(done, _ int64) { p.Update(done) }
}

// stderrTerminal reports whether stderr is a terminal, and its width in
// columns (0 when unknown).
func stderrTerminal() (isTerm bool, width int) { return fdTerminal(int(os.Stderr.Fd())) }

// fdTerminal reports whether the file descriptor fd is a terminal, and its
// width in columns (0 when unknown), by golang.org/x/term: /dev/null, files
// and pipes are not terminals.
func fdTerminal(fd int) (isTerm bool, width int) {
	if !term.IsTerminal(fd) {
		return false, 0
	}
	if w, _, err := term.GetSize(fd); err == nil && w > 0 {
		width = w
	}
	return true, width
}

// inCI reports whether the CI environment variable says the command runs
// in continuous integration (as GitHub Actions, GitLab CI and most others
// set it): any value but "", "0" or "false".
func inCI(getenv func(string) string) bool {
	switch strings.ToLower(getenv("CI")) {
	case "", "0", "false":
		return false
	}
	return true
}

// finish erases the bar, if there is one.
func (p *progressBar) finish() {
	if p != nil {
		p.Finish()
	}
}
