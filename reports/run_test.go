package reports

import (
	"bytes"
	"context"
	"io"
	"strings"
	"testing"

	"github.com/tmntsim/tmntsim/lab"
	"github.com/tmntsim/tmntsim/sim/simtest"
	"github.com/tmntsim/tmntsim/stats"
)

// TestWriteRun: without a first-player study a run's JSON is its summary's
// as -o writes it; the game's own text comes after the text alone, and
// the speed line last of all.
func TestWriteRun(t *testing.T) {
	setup := simtest.New(0.5, 0.4)
	sum, err := lab.Run(context.Background(), setup, lab.Options{Seed: 1, Games: 200})
	if err != nil {
		t.Fatal(err)
	}
	var plain, run bytes.Buffer
	if err := sum.WriteJSON(&plain); err != nil {
		t.Fatal(err)
	}
	if err := WriteRun(&run, sum, nil, "json", nil); err != nil || run.String() != plain.String() {
		t.Errorf("json without a first-player study differs from the summary's (%v)", err)
	}
	after := func(w io.Writer, _ *stats.Summary) error { _, err := io.WriteString(w, "GAME'S OWN\n"); return err }
	for _, format := range []string{"text", "json", "csv"} {
		var b bytes.Buffer
		if err := WriteRun(&b, sum, nil, format, after); err != nil {
			t.Fatal(err)
		}
		if got := strings.Contains(b.String(), "GAME'S OWN\n"); got != (format == "text") {
			t.Errorf("%s: has the game's own text: %v, want %v", format, got, format == "text")
		}
		if format != "text" {
			continue
		}
		text := b.String()
		if sum.Perf.Elapsed <= 0 {
			t.Fatal("the run was not timed")
		}
		if own, speed := strings.Index(text, "GAME'S OWN"), strings.LastIndex(text, "\nspeed "); speed < own || strings.Count(text[speed+1:], "\n") != 1 {
			t.Errorf("text: the speed line is not the last, after the game's own text:\n%s", text)
		}
	}
}
