package reports

import (
	"io"

	"github.com/tmntsim/tmntsim/lab"
	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/stats"
)

// NewFirstAdvantage returns the first player's advantage of study f of a
// game of seats, for the report, tmntsim run and tmntsim first.
func NewFirstAdvantage(seats []string, f *lab.FirstStudy) *FirstAdvantage {
	fa := &FirstAdvantage{Pairs: f.Seat0.N()}
	fa.Rate, fa.Lo, fa.Hi = f.FirstRate()
	for i, p := range []*stats.PairedBinary{&f.Seat0, &f.Seat1} {
		first, second := orders(f, i)
		fs := FirstSeat{Name: seats[i]}
		fs.First, _, _ = first.WinRate(i)
		fs.Second, _, _ = second.WinRate(i)
		fs.Diff, fs.DiffLo, fs.DiffHi = p.Diff(stats.Conf95)
		fs.McNemarP = p.McNemar()
		fa.Seats = append(fa.Seats, fs)
	}
	fa.Draws = f.AFirst.Count(0, sim.Drew) + f.BFirst.Count(0, sim.Drew)
	return fa
}

// orders returns the games of f in which seat went first, and those in
// which it went second.
func orders(f *lab.FirstStudy, seat int) (first, second *lab.Summary) {
	if seat == 0 {
		return f.AFirst, f.BFirst
	}
	return f.BFirst, f.AFirst
}

// FirstPlayerJSON is the first player's advantage of a match, paired by a
// seat swap: the "first_player" object of tmntsim run's JSON.
type FirstPlayerJSON struct {
	Games   int64           `json:"games"` // the pairs of games
	WinRate *Estimate       `json:"win_rate"`
	Seats   []FirstSeatJSON `json:"seats"`
}

// FirstPlayer returns the JSON of study f of a game of seats.
func FirstPlayer(seats []string, f *lab.FirstStudy) FirstPlayerJSON {
	j := FirstPlayerJSON{Games: f.Seat0.N(), WinRate: est(f.FirstRate())}
	for i, p := range []*stats.PairedBinary{&f.Seat0, &f.Seat1} {
		first, second := orders(f, i)
		j.Seats = append(j.Seats, FirstSeatJSON{Seat: seats[i], First: est(first.WinRate(i)), Second: est(second.WinRate(i)), Diff: est(p.Diff(stats.Conf95))})
	}
	return j
}

// FirstSeatJSON is a seat of a first-player study.
type FirstSeatJSON struct {
	Seat    string    `json:"seat"`
	WinRate *Estimate `json:"win_rate,omitempty"`
	First   *Estimate `json:"win_rate_first,omitempty"`
	Second  *Estimate `json:"win_rate_second,omitempty"`
	Diff    *Estimate `json:"first_less_second,omitempty"`
}

func est(v, lo, hi float64) *Estimate {
	e := NewEstimate(v, lo, hi)
	return &e
}

// A First is the study of tmntsim first: a match's seat swap (Swap), or a
// table's games by starting seat (Seats).
type First struct {
	Game, Source string
	SeatNames    []string // the schema's seats
	Policies     []string // every seat's spec
	Seed         uint64
	Swap         *lab.FirstStudy
	Seats        *lab.Summary
}

// FirstStudyJSON is the JSON of tmntsim first.
type FirstStudyJSON struct {
	Game     string   `json:"game"`
	Source   string   `json:"source"`
	Policies []string `json:"policies"`
	Seed     uint64   `json:"seed"`
	Games    int64    `json:"games"`
	// A match's seat swap.
	Seats     []FirstSeatJSON `json:"seats"`
	FirstRate *Estimate       `json:"first_player_win_rate,omitempty"`
	// A table's seats.
	ChiSquare *chiSquareJSON `json:"chi_square,omitempty"`
	// Why a table's seats have no chi-square test (SeatsUntested).
	NoChiSquare string `json:"no_chi_square,omitempty"`
}

type chiSquareJSON struct {
	Stat float64   `json:"stat"`
	DF   int       `json:"df"`
	P    JSONFloat `json:"p"`
}

// WriteJSON writes the study as JSON.
func (st *First) WriteJSON(w io.Writer) error {
	j := FirstStudyJSON{Game: st.Game, Source: st.Source, Policies: st.Policies, Seed: st.Seed}
	if f := st.Swap; f != nil {
		fp := FirstPlayer(st.SeatNames, f)
		j.Games, j.Seats, j.FirstRate = fp.Games, fp.Seats, fp.WinRate
	} else {
		seats := st.SeatNames
		j.Games = st.Seats.Games()
		won := make([]int64, len(seats))
		for i := range seats {
			won[i] = st.Seats.Count(i, sim.Won)
			j.Seats = append(j.Seats, FirstSeatJSON{Seat: seats[i], WinRate: est(st.Seats.WinRate(i))})
		}
		stat, df, p := SeatChiSquare(won)
		if df == 0 {
			var total int64
			for _, x := range won {
				total += x
			}
			j.NoChiSquare = SeatsUntested(total)
		} else {
			j.ChiSquare = &chiSquareJSON{stat, df, JSONFloat(p)}
		}
	}
	return writeIndented(w, j)
}
