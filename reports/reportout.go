package reports

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"time"

	"github.com/tmntsim/tmntsim/internal/plural"
	"github.com/tmntsim/tmntsim/internal/textsafe"
)

// Publish writes a report into dir (write, its error naming -o) and then
// says so on w: in format json the report.json just written (the page's
// numbers as data), else the report's text.
func Publish(w io.Writer, dir, format string, write func(dir string) error, text func(w io.Writer) error) error {
	if err := write(dir); err != nil {
		return fmt.Errorf("-o %s: %w", dir, err)
	}
	if format != "json" {
		return text(w)
	}
	data, err := os.ReadFile(filepath.Join(dir, "report.json"))
	if err == nil {
		_, err = w.Write(data)
	}
	return err
}

// WriteText writes what tmntsim report says of battle name's report once
// it is written into dir: the verdict, the headline win rate, and where
// the report is, with the time the battles took and the time since start.
func (r *Report) WriteText(w io.Writer, name, dir string, start time.Time) error {
	rate, lo, hi := r.Summary.WinRate(0)
	fmt.Fprintln(w, r.Verdict().Text)
	fmt.Fprintf(w, "%s: heroes win %s (95%% CI %s – %s) over %s, policy %s\n", textsafe.Term(name),
		Pct(rate), Pct(lo), Pct(hi), plural.Of(r.Summary.Games(), "battle"), r.Summary.Policy(0))
	_, err := fmt.Fprintf(w, "report written to %s (battles played in %.1f s, report in %.1f s)\n",
		filepath.Join(dir, "index.html"), r.Elapsed, time.Since(start).Seconds())
	return err
}
