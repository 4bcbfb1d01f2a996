package reports

import (
	"io"
	"strings"

	"github.com/tmntsim/tmntsim/internal/textsafe"
)

// WriteText writes the study as tmntsim first prints it: a match's seat
// swap (WriteFirstText) or a table's seats (WriteSeatsText).
func (f *First) WriteText(w io.Writer) error {
	var parts []string
	same := true
	for i, p := range f.Policies {
		parts = append(parts, f.SeatNames[i]+"="+p)
		same = same && p == f.Policies[0]
	}
	policies := textsafe.Term(strings.Join(parts, " "))
	if f.Swap != nil {
		return WriteFirstText(w, NewFirstAdvantage(f.SeatNames, f.Swap), f.Source, policies, f.Seed)
	}
	return WriteSeatsText(w, f.Seats, f.Source, policies, f.Seed, same)
}
