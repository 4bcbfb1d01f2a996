package stats

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/tmntsim/tmntsim/sim"
)

// summaryVersion is the version of the summary JSON format that WriteJSON
// writes ("format 2": by seat). ReadSummary reads it and format 1, the
// Adventures system's summary before records were by seat.
const summaryVersion = 2

// jfloat is a float64 that encodes NaN and infinities as null.
type jfloat float64

func (f jfloat) MarshalJSON() ([]byte, error) {
	if math.IsNaN(float64(f)) || math.IsInf(float64(f), 0) {
		return []byte("null"), nil
	}
	return json.Marshal(float64(f))
}

// eachMember calls f with the key and raw value of each member of the JSON
// object data, in order.
func eachMember(data []byte, f func(key string, raw json.RawMessage) error) error {
	d := json.NewDecoder(bytes.NewReader(data))
	if t, err := d.Token(); err != nil || t != json.Delim('{') {
		return fmt.Errorf("not an object")
	}
	for d.More() {
		t, err := d.Token()
		if err != nil {
			return err
		}
		var raw json.RawMessage
		if err := d.Decode(&raw); err != nil {
			return err
		}
		if err := f(t.(string), raw); err != nil {
			return err
		}
	}
	return nil
}

type metricJSON struct {
	Mean  jfloat    `json:"mean"`
	CI95  [2]jfloat `json:"ci95"`
	Sum   int64     `json:"sum"`
	SumSq int64     `json:"sum_sq"`
}

type koCell struct {
	Cell  string `json:"cell"`
	X     int    `json:"x"`
	Y     int    `json:"y"`
	Count int64  `json:"count"`
}

type seatJSON struct {
	Name       string    `json:"name"`
	Policy     string    `json:"policy,omitempty"`
	Params     string    `json:"params,omitempty"` // the policy with every parameter's value (Summary.Params)
	Wins       int64     `json:"wins"`
	Losses     int64     `json:"losses"`
	Draws      int64     `json:"draws"`
	Unfinished int64     `json:"unfinished"`
	WinRate    jfloat    `json:"win_rate"`
	WinCI95    [2]jfloat `json:"win_ci95"`
}

type reasonJSON struct {
	Name    string `json:"name"`
	Games   int64  `json:"games"`
	Share   jfloat `json:"share"`
	Favours string `json:"favours,omitempty"` // the seat the reason ends the game in favour of (sim.Schema.Favours)
}

type turnsJSON struct {
	Mean      jfloat    `json:"mean"`
	CI95      [2]jfloat `json:"ci95"`
	Min       int       `json:"min"`
	P10       int       `json:"p10"`
	P50       int       `json:"p50"`
	P90       int       `json:"p90"`
	P99       int       `json:"p99"`
	Max       int       `json:"max"`
	Sum       int64     `json:"sum"`
	SumSq     int64     `json:"sum_sq"`
	Histogram []int64   `json:"histogram"`
}

type namedMetricJSON struct {
	Name string `json:"name"`
	metricJSON
}

type seatEntityJSON struct {
	Name    string            `json:"name"`
	Group   string            `json:"group,omitempty"` // the name of its group (sim.Entity.Group)
	Metrics []namedMetricJSON `json:"metrics"`
}

// groupJSON is a sim.Group: a kind of entity a report shows together.
type groupJSON struct {
	Name   string      `json:"name"`
	Member string      `json:"member"`
	Seat   string      `json:"seat,omitempty"`
	Panels []panelJSON `json:"panels,omitempty"`
}

// panelJSON is a sim.Panel: a metric of a group plotted, and its title.
type panelJSON struct {
	Metric string `json:"metric"`
	Title  string `json:"title"`
}

type boardJSON struct {
	Width    int      `json:"width"`
	Height   int      `json:"height"`
	Stride   int      `json:"stride"`
	Mark     string   `json:"mark"`
	Unplaced int64    `json:"unplaced"`
	Cells    []koCell `json:"cells"`
}

// wordsJSON is a sim.Words: how printers speak of the game's games and
// its focus seat.
type wordsJSON struct {
	Game   string `json:"game"`
	Length string `json:"length"`
	Who    string `json:"who"`
	WinCol string `json:"win_col"`
	Logged bool   `json:"logged,omitempty"`
	Versus bool   `json:"versus,omitempty"`
}

type perfJSON struct {
	ElapsedS  float64 `json:"elapsed_s"`
	GamesPerS jfloat  `json:"games_per_s"`
	Workers   int     `json:"workers"`
}

// summaryJSON is format 2.
type summaryJSON struct {
	Version     int              `json:"version"`
	Game        string           `json:"game"`
	Name        string           `json:"name"`
	Source      string           `json:"source"`
	Hash        string           `json:"hash"`
	Tmntsim     string           `json:"tmntsim"`
	Seed        uint64           `json:"seed"`
	Shard       string           `json:"shard"`
	ShardCounts []int64          `json:"shard_counts"`
	Requested   int64            `json:"requested"`
	Precision   float64          `json:"precision"`
	CIMethod    string           `json:"ci_method"`
	Games       int64            `json:"games"`
	Complete    bool             `json:"complete"`
	Focus       string           `json:"focus"`
	Words       *wordsJSON       `json:"words,omitempty"` // none in a summary written before summaries kept them
	Seats       []seatJSON       `json:"seats"`
	Reasons     []reasonJSON     `json:"reasons"`
	Turns       turnsJSON        `json:"turns"`
	Entities    []seatEntityJSON `json:"entities"`
	Groups      []groupJSON      `json:"groups,omitempty"`
	Board       *boardJSON       `json:"board,omitempty"`
	Perf        perfJSON         `json:"perf"`
}

// CellLabel returns the label designers read off a text map for column x,
// row y: a column letter (a … z, A … F) and the row counted from 1, e.g.
// "c4"; "x,y" past the letters.
func CellLabel(x, y int) string {
	const letters = "abcdefghijklmnopqrstuvwxyzABCDEF"
	if x < 0 || x >= len(letters) {
		return strconv.Itoa(x) + "," + strconv.Itoa(y)
	}
	return letters[x:x+1] + strconv.Itoa(y+1)
}

func ci(lo, hi float64) [2]jfloat { return [2]jfloat{jfloat(lo), jfloat(hi)} }

// MarshalJSON encodes s as summary format 2: the run's description, a
// "seats" list of {"name", "policy", "wins", "losses", "draws",
// "unfinished", "win_rate", "win_ci95"}, "reasons", "turns" (with its
// histogram), the "entities" with each named metric's mean, interval and
// exact sums, the "board" of marks, the game's "words" (sim.Words; a
// summary of a schema without words has none) and "perf". The derived rates, means
// and intervals are for people; ReadSummary and Merge work from the exact
// integer counts and sums. Everything but "perf" and "tmntsim" is a
// function of the games covered.
func (s *Summary) MarshalJSON() ([]byte, error) {
	sc := &s.schema
	j := summaryJSON{Version: summaryVersion, Game: sc.Game, Name: s.Name, Source: s.Source, Hash: s.Hash, Tmntsim: s.Version,
		Seed: s.Seed, Shard: s.Coverage.Label(), ShardCounts: s.Coverage.Counts, Requested: s.Requested,
		Precision: s.Precision, CIMethod: s.CI.String(), Games: s.n, Complete: s.Complete, Focus: sc.Seats[sc.Focus]}
	if sc.Words != (sim.Words{}) {
		w := wordsJSON(sc.Words)
		j.Words = &w
	}
	for i, name := range sc.Seats {
		rate, lo, hi := s.WinRate(i)
		sj := seatJSON{Name: name, Wins: s.outcome[i][sim.Won], Losses: s.outcome[i][sim.Lost],
			Draws: s.outcome[i][sim.Drew], Unfinished: s.outcome[i][sim.Unfinished], WinRate: jfloat(rate), WinCI95: ci(lo, hi)}
		if i < len(s.Policies) {
			sj.Policy = s.Policies[i]
		}
		sj.Params = s.Param(i)
		j.Seats = append(j.Seats, sj)
	}
	for i, name := range sc.Reasons {
		rj := reasonJSON{Name: name, Games: s.reasonCount[i], Share: jfloat(float64(s.reasonCount[i]) / float64(s.n))}
		if i < len(sc.Favours) {
			rj.Favours = sc.Favours[i]
		}
		j.Reasons = append(j.Reasons, rj)
	}
	mean, lo, hi := s.Turns()
	j.Turns = turnsJSON{Mean: jfloat(mean), CI95: ci(lo, hi), Min: s.TurnsMin(), P10: s.TurnsQuantile(0.1),
		P50: s.TurnsQuantile(0.5), P90: s.TurnsQuantile(0.9), P99: s.TurnsQuantile(0.99), Max: s.TurnsQuantile(1),
		Sum: s.turnSum, SumSq: s.turnSq, Histogram: s.turnHist}
	if j.Turns.Histogram == nil {
		j.Turns.Histogram = []int64{}
	}
	j.Entities = []seatEntityJSON{}
	for e, ent := range sc.Entities {
		ej := seatEntityJSON{Name: ent.Name, Group: ent.Group, Metrics: []namedMetricJSON{}}
		for m, name := range ent.Metrics {
			mean, lo, hi := s.Metric(e, m)
			ej.Metrics = append(ej.Metrics, namedMetricJSON{name, metricJSON{jfloat(mean), ci(lo, hi), s.sum[e][m], s.sq[e][m]}})
		}
		j.Entities = append(j.Entities, ej)
	}
	for _, g := range sc.Groups {
		gj := groupJSON{Name: g.Name, Member: g.Member, Seat: g.Seat}
		for _, p := range g.Panels {
			gj.Panels = append(gj.Panels, panelJSON(p))
		}
		j.Groups = append(j.Groups, gj)
	}
	if b := sc.Board; b != nil {
		j.Board = &boardJSON{Width: b.W, Height: b.H, Stride: b.Stride, Mark: b.Mark, Unplaced: s.marksLost, Cells: []koCell{}}
		for c, n := range s.marks {
			if n > 0 {
				x, y := c%b.Stride, c/b.Stride
				j.Board.Cells = append(j.Board.Cells, koCell{CellLabel(x, y), x, y, n})
			}
		}
	}
	j.Perf = perfJSON{math.Round(s.Perf.Elapsed*1000) / 1000, jfloat(math.Round(float64(s.n) / s.Perf.Elapsed)), s.Perf.Workers}
	return json.Marshal(&j)
}

// WriteJSON writes s to w as indented JSON, format 2 (see MarshalJSON),
// and a newline.
func (s *Summary) WriteJSON(w io.Writer) error {
	b, err := json.MarshalIndent(s, "", "  ")
	if err != nil {
		return err
	}
	b = numberArray.ReplaceAllFunc(b, func(a []byte) []byte { return space.ReplaceAll(a, nil) })
	_, err = w.Write(append(b, '\n'))
	return err
}

// numberArray matches an indented JSON array of numbers (and nulls), which
// WriteJSON puts on one line: a histogram is one line, not hundreds.
var (
	numberArray = regexp.MustCompile(`\[\n[-0-9.eE+nul,\s]*\]`) // a newline never occurs inside a JSON string
	space       = regexp.MustCompile(`\s+`)
)

// ReadSummary decodes a summary from JSON of format 2 or format 1 (the
// Adventures system's summaries before records were by seat: its heroes
// become seat 0, its villain seat 1, its knock-downs the board's marks),
// naming what is wrong with it: a *NotSummaryError if r does not hold a
// tmntsim summary at all, a *FieldError naming the field at fault if a
// field's value cannot be right.
func ReadSummary(r io.Reader) (*Summary, error) {
	data, err := io.ReadAll(r)
	if err != nil {
		return nil, err
	}
	var s Summary
	if err := s.UnmarshalJSON(data); err != nil {
		return nil, err
	}
	return &s, nil
}

// notJSON says why data, which is not JSON, is not: where the JSON
// syntax breaks, by line and column, unless data is empty.
func notJSON(data []byte) string {
	if len(bytes.TrimSpace(data)) == 0 {
		return "it is empty"
	}
	var v any
	var se *json.SyntaxError
	if err := json.Unmarshal(data, &v); errors.As(err, &se) {
		at := min(int(se.Offset), len(data))
		if se.Offset > 0 && at > 0 && strings.HasPrefix(se.Error(), "invalid character") {
			at-- // the offset is past the character at fault
		}
		line := 1 + bytes.Count(data[:at], []byte("\n"))
		col := 1 + utf8.RuneCount(data[bytes.LastIndexByte(data[:at], '\n')+1:at])
		return fmt.Sprintf("it is not JSON: line %d, column %d: %v", line, col, se)
	}
	return "it is not JSON"
}

// UnmarshalJSON decodes a summary of format 2 or 1. It rebuilds the
// summary from its integer counts and sums (the derived floats are
// ignored) and checks every one of them: against one another, against the
// games the shard can hold and against what 32-bit values allow (see
// check). The error is a *NotSummaryError or a *FieldError.
func (s *Summary) UnmarshalJSON(data []byte) error {
	// A byte-order mark, which some editors write, is no part of the
	// JSON (RFC 8259 lets a reader ignore it).
	data = bytes.TrimPrefix(data, []byte("\ufeff"))
	if !json.Valid(data) {
		return &NotSummaryError{notJSON(data)}
	}
	if err := duplicateKey(data); err != nil {
		return err
	}
	var v struct {
		Version int    `json:"version"`
		Game    string `json:"game"`
	}
	if err := json.Unmarshal(data, &v); err != nil {
		return jsonTypeError("", err)
	}
	var (
		u     *Summary
		paths *pathNames
		err   error
	)
	switch {
	case v.Version == 0 && v.Game == "":
		return &NotSummaryError{"it is JSON, but has no summary format version"}
	case v.Version == 1:
		u, paths, err = readFormat1(data)
	case v.Version == summaryVersion:
		u, paths, err = readFormat2(data)
	default:
		return fieldErrorf("version", "summary format version %d, want 1 or %d", v.Version, summaryVersion)
	}
	if err != nil {
		return err
	}
	if err := u.check(paths); err != nil {
		return err
	}
	*s = *u
	return nil
}

// readFormat2 decodes the members of a format 2 summary; check checks
// their values.
func readFormat2(data []byte) (*Summary, *pathNames, error) {
	var j summaryJSON
	if err := json.Unmarshal(data, &j); err != nil {
		return nil, nil, jsonTypeError("", err)
	}
	u, err := newRead(j.CIMethod, j.Shard, j.ShardCounts)
	if err != nil {
		return nil, nil, err
	}
	u.Name, u.Source, u.Hash, u.Version, u.Seed, u.Requested, u.Precision = j.Name, j.Source, j.Hash, j.Tmntsim, j.Seed, j.Requested, j.Precision
	u.Complete, u.n, u.Perf = j.Complete, j.Games, Perf{Elapsed: j.Perf.ElapsedS, Workers: j.Perf.Workers}
	u.schema.Game = j.Game
	switch {
	case len(j.Seats) == 0 || len(j.Seats) > sim.MaxSeats:
		return nil, nil, fieldErrorf("seats", "%d seats, want 1 to %d", len(j.Seats), sim.MaxSeats)
	case len(j.Reasons) == 0 || len(j.Reasons) > maxReasons:
		return nil, nil, fieldErrorf("reasons", "%d end reasons, want 1 to %d", len(j.Reasons), maxReasons)
	case len(j.Entities) > sim.MaxEntities:
		return nil, nil, fieldErrorf("entities", "%d entities, more than %d", len(j.Entities), sim.MaxEntities)
	}
	for i, seat := range j.Seats {
		field := fmt.Sprintf("seats[%d]", i)
		if seat.Name == "" || slices.Contains(u.schema.Seats, seat.Name) {
			return nil, nil, fieldErrorf(field+".name", "a seat's name is given twice or empty")
		}
		u.schema.Seats = append(u.schema.Seats, seat.Name)
		u.Policies = append(u.Policies, seat.Policy)
		u.Params = append(u.Params, seat.Params)
		o := &u.outcome[i]
		o[sim.Won], o[sim.Lost], o[sim.Drew], o[sim.Unfinished] = seat.Wins, seat.Losses, seat.Draws, seat.Unfinished
	}
	if u.schema.Focus = slices.Index(u.schema.Seats, j.Focus); u.schema.Focus < 0 {
		return nil, nil, fieldErrorf("focus", "%q is not a seat", clipName(j.Focus))
	}
	for i, r := range j.Reasons {
		if r.Name == "" || slices.Contains(u.schema.Reasons, r.Name) {
			return nil, nil, fieldErrorf(fmt.Sprintf("reasons[%d].name", i), "an end reason's name is given twice or empty")
		}
		u.schema.Reasons = append(u.schema.Reasons, r.Name)
		u.reasonCount = append(u.reasonCount, r.Games)
	}
	if err := readFavours(u, j.Reasons); err != nil {
		return nil, nil, err
	}
	u.turnSum, u.turnSq, u.turnHist = j.Turns.Sum, j.Turns.SumSq, j.Turns.Histogram
	for e, ent := range j.Entities {
		field := fmt.Sprintf("entities[%d]", e)
		switch {
		case ent.Name == "":
			return nil, nil, fieldErrorf(field+".name", "missing or empty")
		case len(ent.Metrics) > sim.MaxMetrics:
			return nil, nil, fieldErrorf(field+".metrics", "%d metrics, more than %d", len(ent.Metrics), sim.MaxMetrics)
		}
		se := sim.Entity{Name: ent.Name, Group: ent.Group, Metrics: []string{}}
		for m, mj := range ent.Metrics {
			if mj.Name == "" || slices.Contains(se.Metrics, mj.Name) {
				return nil, nil, fieldErrorf(fmt.Sprintf("%s.metrics[%d].name", field, m), "a metric's name is given twice or empty")
			}
			se.Metrics = append(se.Metrics, mj.Name)
			u.sum[e][m], u.sq[e][m] = mj.Sum, mj.SumSq
		}
		u.schema.Entities = append(u.schema.Entities, se)
	}
	for _, g := range j.Groups {
		sg := sim.Group{Name: g.Name, Member: g.Member, Seat: g.Seat}
		for _, p := range g.Panels {
			sg.Panels = append(sg.Panels, sim.Panel(p))
		}
		u.schema.Groups = append(u.schema.Groups, sg)
	}
	if err := u.schema.Check(); err != nil && (len(j.Groups) > 0 || slices.ContainsFunc(j.Entities, func(e seatEntityJSON) bool { return e.Group != "" })) {
		return nil, nil, fieldErrorf("groups", "%v", err)
	}
	if w := j.Words; w != nil {
		u.schema.Words = sim.Words(*w)
		if err := u.schema.Words.Check(u.schema.Game, len(u.schema.Seats)); err != nil {
			return nil, nil, fieldErrorf("words", "%v", err)
		}
	}
	if b := j.Board; b != nil {
		if err := u.setBoard("board", "board", sim.Board{W: b.Width, H: b.Height, Stride: b.Stride, Mark: b.Mark}, b.Unplaced, b.Cells); err != nil {
			return nil, nil, err
		}
	}
	return u, format2Paths(u), nil
}

// readFavours sets the seats the end reasons of u favour from their
// "favours" (none: a game whose reasons favour no seat in particular),
// each a seat of u.
func readFavours(u *Summary, reasons []reasonJSON) error {
	if !slices.ContainsFunc(reasons, func(r reasonJSON) bool { return r.Favours != "" }) {
		return nil
	}
	for i, r := range reasons {
		if r.Favours != "" && !slices.Contains(u.schema.Seats, r.Favours) {
			return fieldErrorf(fmt.Sprintf("reasons[%d].favours", i), "%q is not a seat", clipName(r.Favours))
		}
		u.schema.Favours = append(u.schema.Favours, r.Favours)
	}
	return nil
}

// newRead returns the summary a reader fills, with its interval method
// and coverage.
func newRead(method, shard string, counts []int64) (*Summary, error) {
	ci, err := ParseCIMethod(method)
	if err != nil {
		return nil, fieldErrorf("ci_method", "%v", err)
	}
	cov, err := parseLabel(shard, counts)
	if err != nil {
		return nil, fieldErrorf("shard", "%v", err)
	}
	return &Summary{CI: ci, Coverage: cov}, nil
}
