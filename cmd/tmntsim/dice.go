package main

import (
	"encoding/csv"
	"encoding/json"
	"fmt"
	"image/color"
	"io"
	"math/rand/v2"
	"strconv"
	"strings"
	"text/tabwriter"

	"github.com/spf13/pflag"
	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"

	"github.com/tmntsim/tmntsim/internal/outfile"
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/dice"
	"github.com/tmntsim/tmntsim/stats"
)

func init() {
	register(&command{
		name:    "dice",
		summary: "exact wound distribution of one strike, and a sampled check",
		run:     runDice,
	})
}

// maxDiceFlag bounds the dice and fixed values of "tmntsim dice": far above
// any strike of the game, low enough that the exact distribution is instant.
const maxDiceFlag = 100

// diceFacesKnown lists the faces --faces reads: the words of battle files,
// and H/B.
var diceFacesKnown = "known: " + strings.Join(dice.FaceWords(), ", ") + ", or H/B like 1/0"

// A diceQuery is one strike of "tmntsim dice", as parsed from the flags.
type diceQuery struct {
	faces    []dice.Face
	atk, def stats.Side
	penalty  int
}

func runDice(e *env, args []string) int {
	fs := newFlagSet(e, "dice")
	fs.Int("attack", 0, "the attacker rolls `N` Battle dice (Attack + icons spent)")
	fs.Int("hits", 0, "the attacker deals `N` fixed hits (an AI villain's Hit)")
	fs.Int("defend", 0, "the target rolls `N` Battle dice (Defend + shells + bonuses)")
	fs.Int("block", 0, "the target blocks `N` fixed hits (an AI villain's Block)")
	fs.Int("penalty", 0, "range penalty: `N` hits lost (1 per space beyond the second)")
	atkReroll := fs.Bool("attack-reroll", false, "the attacker spends Focus to reroll every die that shows no hit")
	defReroll := fs.Bool("defend-reroll", false, "the target spends Focus to reroll every die that shows no block")
	facesFlag := fs.String("faces", faceList(adventures.DefaultBattleDie), "the Battle die's faces, a comma-separated `LIST` of blank, hit, hit2 (or double-hit), hit3, block, block2, hit+block, or H/B (hits/blocks)")
	format := fs.String("format", "text", "output `format`: text, json or csv")
	pngFile := fs.String("png", "", "also write a bar chart of the wound distribution to `FILE`")
	sample := fs.Int64("sample", 0, "also roll `N` strikes with the engine's dice and test them against the exact distribution")
	seed := fs.Uint64("seed", 1, "`SEED` of --sample's random numbers")
	fs.Usage = func() { writeHelp(e.stdout, "dice", fs, nil) }
	if code, done := parseFlags(e, fs, args); done {
		return code
	}
	if fs.NArg() > 0 {
		return fail(e, usagef("dice: unexpected argument %q (the strike is given by flags; see tmntsim dice --help)", fs.Arg(0)))
	}

	q, err := diceQueryFromFlags(fs, *atkReroll, *defReroll, *facesFlag)
	if err != nil {
		return fail(e, err)
	}
	switch *format {
	case "text", "json", "csv":
	default:
		return fail(e, usagef("--format: unknown format %q (known: text, json, csv)", *format))
	}
	if *sample < 0 {
		return fail(e, usagef("--sample: %d is negative; give a number of strikes, or 0 for none", *sample))
	}
	if err := checkOut("--png", *pngFile); err != nil {
		return fail(e, err)
	}

	res := diceResult{q: q, pmf: stats.WoundPMF(q.faces, q.atk, q.def, q.penalty)}
	if *sample > 0 {
		res.sampled = sampleWounds(q, len(res.pmf), *sample, *seed)
		res.seed = *seed
		res.chi2, res.df, res.p = stats.ChiSquareGOF(res.sampled, res.pmf)
	}
	if *pngFile != "" {
		if err := writeWoundChart(*pngFile, res); err != nil {
			return fail(e, fmt.Errorf("--png %s: %w", *pngFile, err))
		}
	}
	switch *format {
	case "json":
		err = res.writeJSON(e.stdout)
	case "csv":
		err = res.writeCSV(e.stdout, e.stderr)
	default:
		err = res.writeText(e.stdout)
	}
	if err != nil {
		return fail(e, err)
	}
	return exitOK
}

// diceQueryFromFlags checks the strike flags and returns the strike.
func diceQueryFromFlags(fs *pflag.FlagSet, atkReroll, defReroll bool, facesFlag string) (diceQuery, error) {
	var q diceQuery
	var err error
	if q.faces, err = parseFaces(facesFlag); err != nil {
		return q, err
	}
	count := func(name string) (int, error) {
		n, _ := fs.GetInt(name)
		if n < 0 {
			return 0, usagef("--%s: %d is negative; give 0 to %d", name, n, maxDiceFlag)
		}
		if n > maxDiceFlag {
			return 0, usagef("--%s: %d is more than %d", name, n, maxDiceFlag)
		}
		return n, nil
	}
	// side reads the one of the two flags that is given: dice rolled or a
	// fixed value.
	side := func(diceFlag, fixedFlag, rerollFlag string, reroll, required bool) (stats.Side, error) {
		var s stats.Side
		hasDice, hasFixed := fs.Changed(diceFlag), fs.Changed(fixedFlag)
		switch {
		case hasDice && hasFixed:
			return s, usagef("--%s and --%s: give one of them (dice rolled, or a fixed value)", diceFlag, fixedFlag)
		case !hasDice && !hasFixed && required:
			return s, usagef("--%s or --%s is required: the dice the attacker rolls, or its fixed hits", diceFlag, fixedFlag)
		case reroll && !hasDice:
			return s, usagef("--%s: needs --%s (a fixed value rolls no dice to reroll)", rerollFlag, diceFlag)
		}
		var err error
		if hasDice {
			s.Dice, err = count(diceFlag)
		} else {
			s.Fixed, err = count(fixedFlag)
		}
		s.Reroll = reroll
		return s, err
	}
	if q.atk, err = side("attack", "hits", "attack-reroll", atkReroll, true); err != nil {
		return q, err
	}
	if q.def, err = side("defend", "block", "defend-reroll", defReroll, false); err != nil {
		return q, err
	}
	if q.penalty, err = count("penalty"); err != nil {
		return q, err
	}
	return q, nil
}

// parseFaces parses the --faces list.
func parseFaces(list string) ([]dice.Face, error) {
	var faces []dice.Face
	for _, tok := range strings.Split(list, ",") {
		tok = strings.ToLower(strings.TrimSpace(tok))
		f, ok := dice.ParseFace(tok)
		if !ok {
			var err error
			if f, ok, err = parseNumericFace(tok); err != nil {
				return nil, err
			}
		}
		if !ok {
			return nil, usagef("--faces: unknown face %q (%s)", tok, diceFacesKnown)
		}
		faces = append(faces, f)
	}
	if len(faces) > dice.MaxFaces {
		return nil, usagef("--faces: %d faces; a die has at most %d", len(faces), dice.MaxFaces)
	}
	return faces, nil
}

// parseNumericFace parses "H/B". It returns ok false if tok is not of that
// shape, and an error if it is but a number is out of range.
func parseNumericFace(tok string) (dice.Face, bool, error) {
	hs, bs, found := strings.Cut(tok, "/")
	if !found {
		return dice.Face{}, false, nil
	}
	h, err1 := strconv.Atoi(hs)
	b, err2 := strconv.Atoi(bs)
	if err1 != nil || err2 != nil {
		return dice.Face{}, false, nil
	}
	if h < 0 || b < 0 || h > dice.MaxScore || b > dice.MaxScore {
		return dice.Face{}, false, usagef("--faces: face %q: hits and blocks are 0 to %d", tok, dice.MaxScore)
	}
	return dice.Face{Hits: uint8(h), Blocks: uint8(b)}, true, nil
}

func faceList(faces []dice.Face) string {
	names := make([]string, len(faces))
	for i, f := range faces {
		names[i] = f.String()
	}
	return strings.Join(names, ",")
}

// sampleWounds rolls n strikes of q with the engine's dice kernel, seeded by
// seed, and counts them by wounds.
func sampleWounds(q diceQuery, bins int, n int64, seed uint64) []int64 {
	d, err := dice.NewDie(q.faces)
	if err != nil {
		panic("tmntsim: " + err.Error()) // parseFaces checked the faces
	}
	var r dice.Roller
	r.Init(rand.NewPCG(seed, 0))
	s := dice.Strike{
		AttackDice: q.atk.Dice, Hits: q.atk.Fixed, AttackReroll: q.atk.Reroll,
		DefendDice: q.def.Dice, Block: q.def.Fixed, DefendReroll: q.def.Reroll,
		Penalty: q.penalty,
	}
	counts := make([]int64, bins)
	for range n {
		counts[min(r.Wounds(&d, &s), bins-1)]++
	}
	return counts
}

// A diceResult is the answer of "tmntsim dice".
type diceResult struct {
	q   diceQuery
	pmf []float64

	// With --sample.
	sampled []int64
	seed    uint64
	chi2    float64
	df      int
	p       float64
}

// describeSide says what one side of the strike rolls or deals; fixed
// formats a fixed value ("%d hits", "block %d").
func describeSide(s stats.Side, fixed string) string {
	if s.Dice == 0 {
		return fmt.Sprintf(fixed, s.Fixed)
	}
	t := fmt.Sprintf("%d Battle %s", s.Dice, plural(s.Dice, "die", "dice"))
	if s.Fixed > 0 {
		t += fmt.Sprintf(" + "+fixed, s.Fixed)
	}
	if s.Reroll {
		t += " with a Focus reroll"
	}
	return t
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

func (res *diceResult) title() string {
	t := describeSide(res.q.atk, "%d hits") + " against " + describeSide(res.q.def, "block %d")
	if res.q.penalty > 0 {
		t += fmt.Sprintf(", range penalty %d", res.q.penalty)
	}
	return t
}

func (res *diceResult) sampleMean() float64 {
	var n, sum int64
	for w, c := range res.sampled {
		n += c
		sum += int64(w) * c
	}
	return float64(sum) / float64(n)
}

func (res *diceResult) sampleLine() string {
	var n int64
	for _, c := range res.sampled {
		n += c
	}
	return fmt.Sprintf("sample: %d strikes (seed %d), mean %.4f wounds; chi-square %.2f on %d df, p = %.4f",
		n, res.seed, res.sampleMean(), res.chi2, res.df, res.p)
}

func (res *diceResult) writeText(w io.Writer) error {
	fmt.Fprintf(w, "Wounds of a strike: %s\n", res.title())
	fmt.Fprintf(w, "Battle die: %s\n\n", strings.ReplaceAll(faceList(res.q.faces), ",", ", "))
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprint(tw, "wounds\tprobability\tP(>=k)\t")
	if res.sampled != nil {
		fmt.Fprint(tw, "sampled\t")
	}
	fmt.Fprintln(tw)
	for k, p := range res.pmf {
		fmt.Fprintf(tw, "%d\t%.6f\t%.6f\t", k, p, stats.AtLeast(res.pmf, k))
		if res.sampled != nil {
			fmt.Fprintf(tw, "%d\t", res.sampled[k])
		}
		fmt.Fprintln(tw)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	fmt.Fprintf(w, "\nmean wounds: %.4f\n", stats.Mean(res.pmf))
	if res.sampled != nil {
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
	Strikes   int64   `json:"strikes"`
	Seed      uint64  `json:"seed"`
	Counts    []int64 `json:"counts"`
	Mean      float64 `json:"mean"`
	ChiSquare float64 `json:"chi_square"`
	DF        int     `json:"df"`
	P         float64 `json:"p"`
}

func (res *diceResult) writeJSON(w io.Writer) error {
	atLeast := make([]float64, len(res.pmf))
	for k := range res.pmf {
		atLeast[k] = stats.AtLeast(res.pmf, k)
	}
	names := make([]string, len(res.q.faces))
	for i, f := range res.q.faces {
		names[i] = f.String()
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
		Attack:  diceSideJSON(res.q.atk),
		Defend:  diceSideJSON(res.q.def),
		Penalty: res.q.penalty,
		Faces:   names,
		Wounds:  res.pmf,
		AtLeast: atLeast,
		Mean:    stats.Mean(res.pmf),
	}
	if res.sampled != nil {
		var n int64
		for _, c := range res.sampled {
			n += c
		}
		out.Sample = &diceSampleJSON{n, res.seed, res.sampled, res.sampleMean(), res.chi2, res.df, res.p}
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(out)
}

// writeCSV writes the table to w; the sample's test, which is no row of the
// table, goes to notes (stderr).
func (res *diceResult) writeCSV(w, notes io.Writer) error {
	cw := csv.NewWriter(w)
	header := []string{"wounds", "probability", "at_least"}
	if res.sampled != nil {
		header = append(header, "sampled")
	}
	cw.Write(header)
	for k, p := range res.pmf {
		row := []string{
			strconv.Itoa(k),
			strconv.FormatFloat(p, 'g', -1, 64),
			strconv.FormatFloat(stats.AtLeast(res.pmf, k), 'g', -1, 64),
		}
		if res.sampled != nil {
			row = append(row, strconv.FormatInt(res.sampled[k], 10))
		}
		cw.Write(row)
	}
	cw.Flush()
	if res.sampled != nil {
		fmt.Fprintln(notes, res.sampleLine())
	}
	return cw.Error()
}

// writeWoundChart writes a bar chart of the wound distribution as a PNG to
// file, atomically.
func writeWoundChart(file string, res diceResult) error {
	p := plot.New()
	p.Title.Text = fmt.Sprintf("Wounds: %s\nmean %.2f", res.title(), stats.Mean(res.pmf))
	p.X.Label.Text = "wounds"
	p.Y.Label.Text = "probability"
	p.Y.Min = 0
	p.Add(plotter.NewGrid())

	// Bars fill about 80% of the 16 cm chart's ~400 pt of plotting width.
	width := vg.Points(max(1, min(36, 320/float64(len(res.pmf)))))
	bars, err := plotter.NewBarChart(plotter.Values(res.pmf), width)
	if err != nil {
		return err
	}
	bars.LineStyle.Width = 0
	bars.Color = color.RGBA{R: 0x2f, G: 0x6d, B: 0xb0, A: 0xff}
	p.Add(bars)
	top := 0.0
	for _, v := range res.pmf {
		top = max(top, v)
	}
	p.Y.Max = 1.08 * top
	var step int // label every step-th bar: at most 25 labels
	for _, step = range []int{1, 2, 5, 10, 20, 50, 100, 200, 500, 1000} {
		if len(res.pmf) <= 25*step {
			break
		}
	}
	labels := make([]string, len(res.pmf))
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
