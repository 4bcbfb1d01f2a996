package reports

import (
	"encoding/csv"
	"encoding/json"
	"fmt"
	"github.com/tmntsim/tmntsim/internal/plural"
	"image/color"
	"io"
	"math"
	"strconv"
	"strings"
	"text/tabwriter"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"

	"github.com/tmntsim/tmntsim/internal/outfile"
	"github.com/tmntsim/tmntsim/stats"
)

// Wounds is the answer of tmntsim dice: a strike's exact wound
// distribution and, when sampled, the engine's counts and their test.
type Wounds struct {
	Q   stats.Strike
	PMF []float64

	// With a sample.
	Sampled []int64
	Seed    uint64
	Chi2    float64
	DF      int
	P       float64
}

// describeSide says what one side of the strike rolls or deals; fixed
// formats a fixed value ("%d hits", "block %d").
func describeSide(s stats.Side, fixed func(n int) string) string {
	if s.Dice == 0 {
		return fixed(s.Fixed)
	}
	t := plural.Of(s.Dice, "Battle die")
	if s.Fixed > 0 {
		t += " + " + fixed(s.Fixed)
	}
	if s.Reroll {
		t += " with a Focus reroll"
	}
	return t
}

func (res *Wounds) title() string {
	t := describeSide(res.Q.Atk, func(n int) string { return plural.Of(n, "hit") }) + " against " +
		describeSide(res.Q.Def, func(n int) string { return fmt.Sprintf("block %d", n) })
	if res.Q.Penalty > 0 {
		t += fmt.Sprintf(", range penalty %d", res.Q.Penalty)
	}
	return t
}

func (res *Wounds) strikes() int64 {
	var n int64
	for _, c := range res.Sampled {
		n += c
	}
	return n
}

func (res *Wounds) sampleMean() float64 {
	var sum int64
	for w, c := range res.Sampled {
		sum += int64(w) * c
	}
	return float64(sum) / float64(res.strikes())
}

func (res *Wounds) sampleLine() string {
	line := fmt.Sprintf("sample: %s (seed %d), mean %.4f wounds; ", plural.Of(res.strikes(), "strike"), res.Seed, res.sampleMean())
	if res.untestable() {
		return line + "no chi-square test: " + res.untested()
	}
	return line + fmt.Sprintf("chi-square %.2f on %d df, p = %.4f", res.Chi2, res.DF, res.P)
}

// untestable reports whether the sample has no chi-square test: no
// degree of freedom, and no strike the distribution rules out (which the
// test reports, p = 0, whatever the sample's size).
func (res *Wounds) untestable() bool { return res.DF == 0 && !math.IsInf(res.Chi2, 1) }

// untested says why the sample has no chi-square test (its degrees of
// freedom 0): the strike deals one number of wounds, or the sample is too
// small to group the wound counts into two groups each expected to hold
// stats.MinExpected strikes or more.
func (res *Wounds) untested() string {
	possible := 0
	for _, p := range res.PMF {
		if p > 0 {
			possible++
		}
	}
	if possible <= 1 {
		return "the strike always deals the same wounds"
	}
	return fmt.Sprintf("too few strikes (the test groups the wound counts until each group is expected to hold %d strikes, and needs two groups or more; sample more)", stats.MinExpected)
}

// WriteText writes the distribution as a table, with the sample's counts
// and test when there is one.
func (res *Wounds) WriteText(w io.Writer) error {
	fmt.Fprintf(w, "Wounds of a strike: %s\n", res.title())
	fmt.Fprintf(w, "Battle die: %s\n\n", strings.ReplaceAll(stats.FaceList(res.Q.Faces), ",", ", "))
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprint(tw, "wounds\tprobability\tP(>=k)\t")
	if res.Sampled != nil {
		fmt.Fprint(tw, "sampled\t")
	}
	fmt.Fprintln(tw)
	for k, p := range res.PMF {
		fmt.Fprintf(tw, "%d\t%.6f\t%.6f\t", k, p, stats.AtLeast(res.PMF, k))
		if res.Sampled != nil {
			fmt.Fprintf(tw, "%d\t", res.Sampled[k])
		}
		fmt.Fprintln(tw)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	fmt.Fprintf(w, "\nmean wounds: %.4f\n", stats.Mean(res.PMF))
	if res.Sampled != nil {
		fmt.Fprintln(w, res.sampleLine())
	}
	return nil
}

type diceSideJSON struct {
	Dice   int  `json:"dice"`
	Fixed  int  `json:"fixed"`
	Reroll bool `json:"reroll"`
}

type diceSampleJSON struct {
	Strikes int64   `json:"strikes"`
	Seed    uint64  `json:"seed"`
	Counts  []int64 `json:"counts"`
	Mean    float64 `json:"mean"`
	// The chi-square test of the sample against the distribution, absent
	// when it cannot be made (NoChiSquare says why).
	ChiSquare   *float64 `json:"chi_square,omitempty"`
	DF          *int     `json:"df,omitempty"`
	P           *float64 `json:"p,omitempty"`
	NoChiSquare string   `json:"no_chi_square,omitempty"`
}

// WriteJSON writes the strike and its distribution as one JSON object.
func (res *Wounds) WriteJSON(w io.Writer) error {
	atLeast := make([]float64, len(res.PMF))
	for k := range res.PMF {
		atLeast[k] = stats.AtLeast(res.PMF, k)
	}
	out := struct {
		Attack  diceSideJSON    `json:"attack"`
		Defend  diceSideJSON    `json:"defend"`
		Penalty int             `json:"penalty"`
		Faces   []string        `json:"faces"`
		Wounds  []float64       `json:"wounds"`
		AtLeast []float64       `json:"at_least"`
		Mean    float64         `json:"mean"`
		Sample  *diceSampleJSON `json:"sample,omitempty"`
	}{
		Attack:  diceSideJSON(res.Q.Atk),
		Defend:  diceSideJSON(res.Q.Def),
		Penalty: res.Q.Penalty,
		Faces:   strings.Split(stats.FaceList(res.Q.Faces), ","),
		Wounds:  res.PMF,
		AtLeast: atLeast,
		Mean:    stats.Mean(res.PMF),
	}
	if res.Sampled != nil {
		s := &diceSampleJSON{Strikes: res.strikes(), Seed: res.Seed, Counts: res.Sampled, Mean: res.sampleMean()}
		if res.untestable() {
			s.NoChiSquare = res.untested()
		} else {
			s.ChiSquare, s.DF, s.P = &res.Chi2, &res.DF, &res.P
		}
		out.Sample = s
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(out)
}

// WriteCSV writes the table to w; the sample's test, which is no row of
// the table, goes to notes (stderr).
func (res *Wounds) WriteCSV(w, notes io.Writer) error {
	cw := csv.NewWriter(w)
	header := []string{"wounds", "probability", "at_least"}
	if res.Sampled != nil {
		header = append(header, "sampled")
	}
	cw.Write(header)
	for k, p := range res.PMF {
		row := []string{
			strconv.Itoa(k),
			strconv.FormatFloat(p, 'g', -1, 64),
			strconv.FormatFloat(stats.AtLeast(res.PMF, k), 'g', -1, 64),
		}
		if res.Sampled != nil {
			row = append(row, strconv.FormatInt(res.Sampled[k], 10))
		}
		cw.Write(row)
	}
	cw.Flush()
	if res.Sampled != nil {
		fmt.Fprintln(notes, res.sampleLine())
	}
	return cw.Error()
}

// WritePNG writes a bar chart of the wound distribution as a PNG to file,
// atomically.
func (res *Wounds) WritePNG(file string) error {
	p := plot.New()
	p.Title.Text = fmt.Sprintf("Wounds: %s\nmean %.2f", res.title(), stats.Mean(res.PMF))
	p.X.Label.Text = "wounds"
	p.Y.Label.Text = "probability"
	p.Y.Min = 0
	p.Add(plotter.NewGrid())

	// Bars fill about 80% of the 16 cm chart's ~400 pt of plotting width.
	width := vg.Points(max(1, min(36, 320/float64(len(res.PMF)))))
	bars, err := plotter.NewBarChart(plotter.Values(res.PMF), width)
	if err != nil {
		return err
	}
	bars.LineStyle.Width = 0
	bars.Color = color.RGBA{R: 0x2f, G: 0x6d, B: 0xb0, A: 0xff}
	p.Add(bars)
	top := 0.0
	for _, v := range res.PMF {
		top = max(top, v)
	}
	p.Y.Max = 1.08 * top
	var step int // label every step-th bar: at most 25 labels
	for _, step = range []int{1, 2, 5, 10, 20, 50, 100, 200, 500, 1000} {
		if len(res.PMF) <= 25*step {
			break
		}
	}
	labels := make([]string, len(res.PMF))
	for k := range labels {
		if k%step == 0 {
			labels[k] = strconv.Itoa(k)
		}
	}
	p.NominalX(labels...)

	wt, err := p.WriterTo(16*vg.Centimeter, 10*vg.Centimeter, "png")
	if err != nil {
		return err
	}
	return outfile.Write(file, func(w io.Writer) error {
		_, err := wt.WriteTo(w)
		return err
	})
}
