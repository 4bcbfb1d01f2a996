package main

import (
	"bytes"
	"os"
	"strings"
	"testing"
	"time"
)

func TestProgressLine(t *testing.T) {
	p := &progressBar{start: 1000, total: 11000}
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
	p := newProgressBar(&b, 0, 100, func() time.Time { return now })
	draws := func() int { return strings.Count(b.String(), "\r") }
	p.update(1) // first: drawn
	now = now.Add(10 * time.Millisecond)
	p.update(2) // too soon
	now = now.Add(progressEvery)
	p.update(3) // drawn
	p.update(100)
	if got := draws(); got != 3 {
		t.Errorf("%d draws, want 3 (first, after %v, last):\n%q", got, progressEvery, b.String())
	}
	p.finish()
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
		p := &progressBar{start: 0, total: 4_560_000, width: width,
			rate: func() (float64, float64, float64) { return 0.6231, 0.6123, 0.6338 }}
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
	p := newProgressBar(&b, 0, 1000, func() time.Time { return now })
	p.plain = true
	p.rate = func() (float64, float64, float64) { return 0.5, 0.45, 0.55 }
	p.update(10)
	now = now.Add(plainEvery / 2)
	p.update(20) // before the first plainEvery: nothing
	if b.Len() != 0 {
		t.Fatalf("a line before %v: %q", plainEvery, b.String())
	}
	now = now.Add(plainEvery / 2)
	p.update(100) // drawn
	now = now.Add(time.Second)
	p.update(110) // too soon
	now = now.Add(plainEvery)
	p.update(1000) // drawn
	p.finish()
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

// TestProgressModes checks which display each environment gets: a bar on
// a terminal, plain lines in CI or when stderr is not a terminal, nothing
// under auto when stderr is neither a terminal nor in CI.
func TestProgressModes(t *testing.T) {
	for _, c := range []struct {
		term, ci  bool
		mode      string
		on, plain bool
	}{
		{true, false, "auto", true, false},
		{true, true, "auto", true, true},
		{false, true, "auto", true, true},
		{false, false, "auto", false, true},
		{false, false, "on", true, true},
		{true, false, "off", false, false},
	} {
		e := &env{stderr: &bytes.Buffer{}, isTerminal: c.term, ci: c.ci}
		if got := progressOn(e, c.mode); got != c.on {
			t.Errorf("terminal %v, CI %v, --progress %s: shown %v, want %v", c.term, c.ci, c.mode, got, c.on)
		}
		if c.on {
			if got := newProgress(e, 0, 10).plain; got != c.plain {
				t.Errorf("terminal %v, CI %v: plain %v, want %v", c.term, c.ci, got, c.plain)
			}
		}
	}
	for v, want := range map[string]bool{"": false, "0": false, "false": false, "FALSE": false, "true": true, "1": true, "yes": true} {
		if got := inCI(func(string) string { return v }); got != want {
			t.Errorf("CI=%q: in CI %v, want %v", v, got, want)
		}
	}
}

// TestDevNullIsNoTerminal checks that /dev/null, a character device, is not
// taken for a terminal.
func TestDevNullIsNoTerminal(t *testing.T) {
	f, err := os.Open(os.DevNull)
	if err != nil {
		t.Skip(err)
	}
	defer f.Close()
	if isTerm, w := fdTerminal(int(f.Fd())); isTerm || w != 0 {
		t.Errorf("%s: terminal %v, width %d; want no terminal", os.DevNull, isTerm, w)
	}
}
