package reports

import (
	"bytes"
	"io"

	"github.com/tmntsim/tmntsim/lab"
	"github.com/tmntsim/tmntsim/stats"
)

// WriteRun writes the summary of a run (tmntsim run) in format: text, with
// the first player's advantage f after it if measured, then what the
// game adds (after, nil: nothing); json, with f as a "first_player" object
// after the summary's own fields (which stay as -o writes them); or csv.
func WriteRun(w io.Writer, sum *stats.Summary, f *lab.FirstStudy, format string, after func(io.Writer, *stats.Summary) error) error {
	seats := sum.Schema().Seats
	switch {
	case format == "json" && f != nil:
		return WriteJSONWith(w, sum.WriteJSON, "first_player", FirstPlayer(seats, f))
	case format == "json":
		return sum.WriteJSON(w)
	case format == "csv":
		return sum.WriteCSV(w)
	}
	if f == nil && after == nil {
		return sum.WriteText(w)
	}
	// The speed of the run comes last, after the game's own blocks, which
	// begin with their own blank line.
	var body bytes.Buffer
	text := sum.WriteTextBody
	if _, ok := CampaignOf(sum); ok {
		text = sum.WriteTextBodyNoMarks // an adventure's paths: its campaign's table says what they mean
	}
	if err := text(&body); err != nil {
		return err
	}
	if _, err := w.Write(append(bytes.TrimRight(body.Bytes(), "\n"), '\n')); err != nil {
		return err
	}
	if f != nil {
		if err := WriteFirstBlock(w, NewFirstAdvantage(seats, f)); err != nil {
			return err
		}
	}
	if after != nil {
		if err := after(w, sum); err != nil {
			return err
		}
	}
	return sum.WriteSpeed(w)
}
