package reports

import (
	"bytes"
	"io"
	"strings"
	"testing"
	"time"
)

func TestProgressLine(t *testing.T) {
	p := &Progress{start: 1000, total: 11000}
	for _, c := range []struct {
		done    int64
		elapsed time.Duration
		want    string
	}{
		{1000, 0, "[##----------------------------]   9.1%  1000/11.0k battles"},
		{6000, 10 * time.Second, "[################--------------]  54.5%  6000/11.0k battles  500/s  ETA 0:10"},
		{11000, 20 * time.Second, "[##############################] 100.0%  11.0k/11.0k battles  500/s  ETA 0:00"},
	} {
		if got := p.line(c.done, c.elapsed); got != c.want {
			t.Errorf("line(%d, %v) = %q, want %q", c.done, c.elapsed, got, c.want)
		}
	}
}

func TestProgressThrottle(t *testing.T) {
	var b bytes.Buffer
	now := time.Unix(0, 0)
	p := NewProgress(&b, 0, 100, func() time.Time { return now })
	draws := func() int { return strings.Count(b.String(), "\r") }
	p.Update(1) // first: drawn
	now = now.Add(10 * time.Millisecond)
	p.Update(2) // too soon
	now = now.Add(progressEvery)
	p.Update(3) // drawn
	p.Update(100)
	if got := draws(); got != 3 {
		t.Errorf("%d draws, want 3 (first, after %v, last):\n%q", got, progressEvery, b.String())
	}
	p.Finish()
	if !strings.HasSuffix(b.String(), "\r\x1b[K") {
		t.Errorf("finish did not erase the line: %q", b.String())
	}
}

func TestShortAndClock(t *testing.T) {
	for _, c := range []struct {
		n    int64
		want string
	}{{0, "0"}, {9999, "9999"}, {12345, "12.3k"}, {4_560_000, "4.56M"}, {2_000_000_000, "2.00G"}} {
		if got := short(c.n); got != c.want {
			t.Errorf("short(%d) = %q, want %q", c.n, got, c.want)
		}
	}
	for _, c := range []struct {
		d    time.Duration
		want string
	}{{0, "0:00"}, {61 * time.Second, "1:01"}, {3725 * time.Second, "1:02:05"}} {
		if got := clock(c.d); got != c.want {
			t.Errorf("clock(%v) = %q, want %q", c.d, got, c.want)
		}
	}
}

// TestProgressFitsTheTerminal checks that the bar, with the running win
// rate, never reaches the terminal's last column, and keeps a bar at 80.
func TestProgressFitsTheTerminal(t *testing.T) {
	for _, width := range []int{0, 20, 40, 60, 72, 80, 100, 200} {
		p := &Progress{start: 0, total: 4_560_000, Width: width,
			Rate: func() (float64, float64, float64) { return 0.6231, 0.6123, 0.6338 }}
		for _, done := range []int64{0, 123_456, 4_560_000} {
			line := p.line(done, 754*time.Second)
			cols := width
			if cols == 0 {
				cols = defaultWidth
			}
			if len(line) > cols-1 {
				t.Errorf("width %d: line of %d columns, want at most %d: %q", width, len(line), cols-1, line)
			}
			if cols >= 80 && (!strings.HasPrefix(line, "[") || !strings.Contains(line, "heroes 62.3% [61.2-63.4]")) {
				t.Errorf("width %d: %q, want a bar and the heroes' win rate", width, line)
			}
			if cols >= 120 && !strings.HasPrefix(line, "["+strings.Repeat("#", int(30*float64(done)/4_560_000))) {
				t.Errorf("width %d: %q, want a full 30-column bar", width, line)
			}
		}
	}
}

// TestProgressPlain checks the plain mode of CI logs and files: whole
// lines, no carriage return or escape code, one every plainEvery, none for
// a run shorter than that, and nothing to erase at the end.
func TestProgressPlain(t *testing.T) {
	var b bytes.Buffer
	now := time.Unix(0, 0)
	p := NewProgress(&b, 0, 1000, func() time.Time { return now })
	p.Plain = true
	p.Rate = func() (float64, float64, float64) { return 0.5, 0.45, 0.55 }
	p.Update(10)
	now = now.Add(plainEvery / 2)
	p.Update(20) // before the first plainEvery: nothing
	if b.Len() != 0 {
		t.Fatalf("a line before %v: %q", plainEvery, b.String())
	}
	now = now.Add(plainEvery / 2)
	p.Update(100) // drawn
	now = now.Add(time.Second)
	p.Update(110) // too soon
	now = now.Add(plainEvery)
	p.Update(1000) // drawn
	p.Finish()
	got := b.String()
	if strings.ContainsAny(got, "\r\x1b") {
		t.Errorf("plain progress has \\r or an escape code: %q", got)
	}
	want := "progress:  10.0%  100/1000 battles  heroes 50.0% [45.0-55.0]  10/s  ETA 1:30\n" +
		"progress: 100.0%  1000/1000 battles  heroes 50.0% [45.0-55.0]  47/s  ETA 0:00\n"
	if got != want {
		t.Errorf("plain progress:\n%q\nwant\n%q", got, want)
	}
}

// The progress line names the seat its rate is about.
func TestProgressWho(t *testing.T) {
	bar := NewProgress(io.Discard, 0, 100, time.Now)
	bar.Rate = func() (float64, float64, float64) { return 0.5, 0.4, 0.6 }
	bar.Who = "genbu"
	if got := bar.text(10, 0, true); !strings.Contains(got, "genbu 50.0% [40.0-60.0]") {
		t.Errorf("progress %q, want the focus seat's rate", got)
	}
}
