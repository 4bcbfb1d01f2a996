package main

import (
	"bytes"
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
