package reports

import (
	"fmt"
	"io"
	"strconv"
	"text/tabwriter"

	"github.com/tmntsim/tmntsim/lab"
	"github.com/tmntsim/tmntsim/stats"
)

// A Tuning is a tuning (lab.Tuned) in the words of its game, as tmntsim
// tune prints it.
type Tuning struct {
	Res              *lab.Tuning
	Path, Given      string // the path tuned by names (villains.foot-ninja.figures), and as --vary gave it
	Source, Policies string // the file tuned, the policies that played it
	Seed             uint64
	Target           float64
	Words            lab.Words // the game's
	Wrote            string    // the tuned file written, "" for none
}

// KnobText formats a knob's value as it was given: 0.3, 12.
func KnobText(x float64) string { return strconv.FormatFloat(x, 'g', -1, 64) }

// TuneJSON is a tuning in --format json.
type TuneJSON struct {
	Path     string          `json:"path"`       // by names (villains.foot-ninja.figures)
	Given    string          `json:"path_given"` // as --vary gave it
	Source   string          `json:"source"`
	Policies string          `json:"policies"`
	Seed     uint64          `json:"seed"`
	Target   float64         `json:"target"`
	Unit     string          `json:"unit"`
	Complete bool            `json:"complete"`
	Points   []TunePointJSON `json:"points"`
	Best     *TunePointJSON  `json:"best"` // null when no value could be played
	Crosses  bool            `json:"crosses"`
	Crossing *TuneCrossJSON  `json:"crossing,omitempty"`
	Wrote    string          `json:"wrote,omitempty"`
}

// TunePointJSON is a value a tuning played.
type TunePointJSON struct {
	Value   float64  `json:"value"`
	Games   int64    `json:"games"`
	WinRate Estimate `json:"win_rate"`
}

// TuneCrossJSON is where the curve crosses the target, and the values
// its 95% band cannot tell from it.
type TuneCrossJSON struct {
	Value float64 `json:"value"`
	Lo    float64 `json:"lo"`
	Hi    float64 `json:"hi"`
	Text  string  `json:"text"`
}

// WriteJSON writes the tuning as JSON; complete is false when it was
// interrupted.
func (x *Tuning) WriteJSON(w io.Writer, complete bool) error {
	res := x.Res
	j := TuneJSON{Path: x.Path, Given: x.Given, Source: x.Source, Policies: x.Policies, Seed: x.Seed,
		Target: x.Target, Unit: x.Words.Unit + "s", Complete: complete, Points: []TunePointJSON{}, Crosses: res.Crosses}
	for i, p := range res.Points {
		if p.Sum == nil || p.Sum.Games() == 0 {
			continue
		}
		pj := TunePointJSON{p.X, p.Sum.Games(), NewEstimate(lab.Rate(p.Sum))}
		j.Points = append(j.Points, pj)
		if i == res.Best {
			j.Best = &pj
		}
	}
	if cr := res.Cross; res.Best >= 0 && cr.Found {
		d := &DifficultyCurve{Knob: Knob{Path: j.Path}, Lines: []CurveLine{{Curve: res.Curve}}, Target: x.Target}
		j.Crossing = &TuneCrossJSON{cr.X, cr.Lo, cr.Hi, d.CrossingText(0)}
	}
	j.Wrote = x.Wrote
	return writeIndented(w, j)
}

// WriteText writes the values played with their win rates, the best one,
// and where the curve crosses the target.
func (x *Tuning) WriteText(w io.Writer) error {
	res := x.Res
	fmt.Fprintf(w, "tune %s of %s toward %s winning %s, %s, seed %d (every value on the same seeds)\n\n",
		x.Path, x.Source, x.Words.Who, Pct(x.Target), x.Policies, x.Seed)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	// The last cell of a line ends with no tab: tabwriter pads a
	// tab-ended cell, which would leave trailing spaces.
	fmt.Fprintf(tw, "value\t%ss\t%s\t95%% CI\n", x.Words.Unit, x.Words.Wins)
	for i, p := range res.Points {
		if p.Sum == nil || p.Sum.Games() == 0 {
			continue
		}
		r, lo, hi := lab.Rate(p.Sum)
		mark := ""
		if i == res.Best {
			mark = "\t← closest"
		}
		fmt.Fprintf(tw, "%s\t%d\t%s\t%s – %s%s\n", KnobText(p.X), p.Sum.Games(), Pct(r), Pct(lo), Pct(hi), mark)
	}
	if err := tw.Flush(); err != nil || res.Best < 0 {
		return err
	}
	fmt.Fprintln(w)
	p := res.Points[res.Best]
	b := tuned{path: x.Path, who: x.Words.Wins, unit: x.Words.Unit + "s", x: p.X, target: x.Target,
		games: p.Sum.Games(), curve: res.Curve, crosses: res.Cross.Found}
	if !res.Crosses {
		var ends []lab.Point
		for _, q := range res.Points {
			if q.Sum != nil && q.Sum.Games() > 0 {
				ends = append(ends, q)
			}
		}
		first, last := ends[0], ends[len(ends)-1]
		r0, _, _ := lab.Rate(first.Sum)
		r1, _, _ := lab.Rate(last.Sum)
		b.note = fmt.Sprintf("%s win rate does not cross %s between %s and %s (%s and %s); the closer end is chosen",
			x.Words.Whose, Pct(x.Target), KnobText(first.X), KnobText(last.X), Pct(r0), Pct(r1))
	}
	b.rate, b.lo, b.hi = lab.Rate(p.Sum)
	b.write(w)
	if x.Wrote != "" {
		fmt.Fprintf(w, "wrote %s with %s = %s\n", x.Wrote, x.Path, KnobText(p.X))
	}
	return nil
}

// tuned is the end of a tuning's text: its best value and where the
// curve crosses the target.
type tuned struct {
	path, who, unit, note   string  // who wins ("heroes win"); games counted in unit ("battles")
	x, target, rate, lo, hi float64 // the best value, the target, the rate there and its interval
	games                   int64
	curve                   *stats.Curve
	crosses                 bool
}

// write writes the best value's win rate against the target, the note if
// any, and where the curve crosses the target if it does.
func (b tuned) write(w io.Writer) {
	verdict := "its interval holds the target"
	if !(b.lo <= b.target && b.target <= b.hi) {
		verdict = "its interval misses the target: no value on the grid reaches it exactly"
	}
	fmt.Fprintf(w, "best value: %s = %s, %s %s (95%% CI %s – %s, %d %s); %s\n",
		b.path, KnobText(b.x), b.who, Pct(b.rate), Pct(b.lo), Pct(b.hi), b.games, b.unit, verdict)
	if b.note != "" {
		fmt.Fprintln(w, "note:", b.note)
	}
	d := &DifficultyCurve{Knob: Knob{Path: b.path}, Lines: []CurveLine{{Curve: b.curve}}, Target: b.target}
	if b.crosses {
		fmt.Fprintf(w, "crossing: the win rate, interpolated between the values played, %s\n", d.CrossingText(0))
	}
}
