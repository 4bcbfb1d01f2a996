package main

import (
	"fmt"
	"io"
	"strings"
	"time"
)

// progressEvery is how often the progress bar is redrawn at most.
const progressEvery = 100 * time.Millisecond

// A progressBar draws one line on a terminal, redrawn in place: a bar, the
// battles done, the rate and the time left.
type progressBar struct {
	w            io.Writer
	start, total int64 // positions done before this session, and in all
	now          func() time.Time
	t0, last     time.Time
	drawn        bool
}

// newProgressBar returns a bar for a run of total battles of which start
// are already done, reading the time from now.
func newProgressBar(w io.Writer, start, total int64, now func() time.Time) *progressBar {
	t := now()
	return &progressBar{w: w, start: start, total: total, now: now, t0: t}
}

// update redraws the bar for done battles, at most every progressEvery.
func (p *progressBar) update(done int64) {
	t := p.now()
	if p.drawn && t.Sub(p.last) < progressEvery && done < p.total {
		return
	}
	p.last, p.drawn = t, true
	fmt.Fprintf(p.w, "\r%s\x1b[K", p.line(done, t.Sub(p.t0)))
}

// finish erases the bar, leaving the cursor at the start of the line.
func (p *progressBar) finish() {
	if p.drawn {
		fmt.Fprint(p.w, "\r\x1b[K")
	}
}

// line returns the bar's text for done battles after elapsed.
func (p *progressBar) line(done int64, elapsed time.Duration) string {
	const width = 30
	frac := 1.0
	if p.total > 0 {
		frac = float64(done) / float64(p.total)
	}
	fill := int(frac * width)
	bar := strings.Repeat("#", fill) + strings.Repeat("-", width-fill)
	s := fmt.Sprintf("[%s] %5.1f%%  %s/%s battles", bar, 100*frac, short(done), short(p.total))
	if secs := elapsed.Seconds(); secs > 0 && done > p.start {
		rate := float64(done-p.start) / secs
		left := time.Duration(float64(p.total-done) / rate * float64(time.Second))
		s += fmt.Sprintf("  %s/s  ETA %s", short(int64(rate)), clock(left))
	}
	return s
}

// short formats a count in at most five characters and a suffix: 9999,
// 12.3k, 4.56M.
func short(n int64) string {
	switch {
	case n < 10_000:
		return fmt.Sprint(n)
	case n < 1_000_000:
		return fmt.Sprintf("%.1fk", float64(n)/1e3)
	case n < 1_000_000_000:
		return fmt.Sprintf("%.2fM", float64(n)/1e6)
	}
	return fmt.Sprintf("%.2fG", float64(n)/1e9)
}

// clock formats d as h:mm:ss, or m:ss under an hour.
func clock(d time.Duration) string {
	s := int64(d.Round(time.Second).Seconds())
	if s >= 3600 {
		return fmt.Sprintf("%d:%02d:%02d", s/3600, s/60%60, s%60)
	}
	return fmt.Sprintf("%d:%02d", s/60, s%60)
}
