package main

import (
	"time"

	"github.com/tmntsim/tmntsim/reports"
)

// A progressBar is the progress display of a run on stderr
// (reports.Progress); its methods may be called on nil.
type progressBar struct{ *reports.Progress }

// startProgress returns the progress display of a run of total games of
// which start are done, when --progress mode shows one in e (else nil): a
// bar on a terminal, plain lines when stderr is not a terminal or CI is
// set. Its methods may be called on nil.
func startProgress(e *env, mode string, start, total int64) *progressBar {
	if !progressOn(e, mode) {
		return nil
	}
	p := reports.NewProgress(e.stderr, start, total, time.Now)
	p.Plain = !e.isTerminal || e.ci
	p.Width = e.width
	return &progressBar{p}
}

// onGames returns p's update as a lab progress callback (nil for no
// display).
func (p *progressBar) onGames() func(done, total int64) {
	if p == nil {
		return nil
	}
	return func(done, _ int64) { p.Update(done) }
}

// finish erases the bar, if there is one.
func (p *progressBar) finish() {
	if p != nil {
		p.Finish()
	}
}
