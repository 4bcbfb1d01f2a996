package reports

import (
	"fmt"
	"io"
	"math"
	"strings"
	"time"
)

// progressEvery is how often the progress bar is redrawn at most.
const progressEvery = 100 * time.Millisecond

// plainEvery is how often a plain progress line is written, when stderr is
// not a terminal or CI is set: often enough to show a job is alive, rarely
// enough to keep a CI log short.
const plainEvery = 10 * time.Second

// defaultWidth is the width assumed for a terminal that does not say.
const defaultWidth = 80

// A Progress shows a run's progress on a terminal (stderr): on a terminal, one line
// redrawn in place (a bar sized to the terminal, the battles done, the
// heroes' running win rate and its interval, the rate and the time left);
// elsewhere, or in CI, the same figures as a plain line every plainEvery.
type Progress struct {
	w            io.Writer
	start, total int64 // positions done before this session, and in all
	now          func() time.Time
	t0, last     time.Time
	drawn        bool
	Plain        bool // plain lines, no \r or escape codes
	Width        int  // terminal columns; 0 for defaultWidth
	// Rate, if not nil, returns the heroes' win rate so far and its 95%
	// interval (NaN rate: no battles yet). It is called from Update only.
	Rate func() (rate, lo, hi float64)
	// Who names the side rate is about ("" means the heroes); plain ASCII.
	Who string
}

// NewProgress returns a bar for a run of total battles of which start
// are already done, reading the time from now.
func NewProgress(w io.Writer, start, total int64, now func() time.Time) *Progress {
	t := now()
	return &Progress{w: w, start: start, total: total, now: now, t0: t}
}

// Update shows the progress at done battles: a redraw at most every
// progressEvery, or a plain line every plainEvery.
func (p *Progress) Update(done int64) {
	t := p.now()
	every := progressEvery
	if p.Plain {
		every = plainEvery
	}
	if p.drawn && t.Sub(p.last) < every && (done < p.total || p.Plain) {
		return
	}
	if !p.drawn && p.Plain {
		// The first plain line after plainEvery: a short run writes none.
		if t.Sub(p.t0) < plainEvery {
			return
		}
	}
	p.last, p.drawn = t, true
	if p.Plain {
		fmt.Fprintf(p.w, "progress: %s\n", p.text(done, t.Sub(p.t0), false))
		return
	}
	fmt.Fprintf(p.w, "\r%s\x1b[K", p.line(done, t.Sub(p.t0)))
}

// Finish erases the bar, leaving the cursor at the start of the line.
func (p *Progress) Finish() {
	if p != nil && p.drawn && !p.Plain {
		fmt.Fprint(p.w, "\r\x1b[K")
	}
}

// line returns the bar's text for done battles after elapsed: a bar as
// wide as fits the terminal beside the figures (at most 30 columns), so
// that the line never wraps. When a bar of 10 does not fit, the figures
// lose the word "battles" and the speed; then the bar; then their end.
func (p *Progress) line(done int64, elapsed time.Duration) string {
	cols := p.Width
	if cols <= 0 {
		cols = defaultWidth
	}
	cols-- // a line as wide as the terminal wraps on some
	var text string
	for _, compact := range []bool{false, true} {
		text = p.text(done, elapsed, compact)
		if width := min(30, cols-len(text)-3); width >= 10 {
			fill := int(p.frac(done) * float64(width))
			return "[" + strings.Repeat("#", fill) + strings.Repeat("-", width-fill) + "] " + text
		}
	}
	if len(text) > cols {
		text = text[:max(cols, 0)]
	}
	return text
}

// frac returns the share of the run done.
func (p *Progress) frac(done int64) float64 {
	if p.total > 0 {
		return float64(done) / float64(p.total)
	}
	return 1
}

// text returns the figures of the progress at done battles after elapsed:
// the share and count done, the heroes' win rate and its 95% interval, the
// speed and the time left (compact: without the word "battles" and the
// speed). It is plain ASCII, so its length is its width.
func (p *Progress) text(done int64, elapsed time.Duration, compact bool) string {
	s := fmt.Sprintf("%5.1f%%  %s/%s", 100*p.frac(done), short(done), short(p.total))
	if !compact {
		s += " battles"
	}
	if p.Rate != nil {
		if r, lo, hi := p.Rate(); !math.IsNaN(r) {
			who := p.Who
			if who == "" {
				who = "heroes"
			}
			s += fmt.Sprintf("  %s %.1f%% [%.1f-%.1f]", who, 100*r, 100*lo, 100*hi)
		}
	}
	if secs := elapsed.Seconds(); secs > 0 && done > p.start {
		rate := float64(done-p.start) / secs
		left := time.Duration(float64(p.total-done) / rate * float64(time.Second))
		if !compact {
			s += fmt.Sprintf("  %s/s", short(int64(rate)))
		}
		s += "  ETA " + clock(left)
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
