package stats

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/tmntsim/tmntsim/sim"
)

// summaryVersion is the version of the summary JSON format.
const summaryVersion = 1

// jfloat is a float64 that encodes NaN and infinities as null.
type jfloat float64

func (f jfloat) MarshalJSON() ([]byte, error) {
	if math.IsNaN(float64(f)) || math.IsInf(float64(f), 0) {
		return []byte("null"), nil
	}
	return json.Marshal(float64(f))
}

// member is one member of a JSON object written in a fixed order.
type member struct {
	key string
	val any
}

// object is a JSON object whose members keep their order.
type object []member

func (o object) MarshalJSON() ([]byte, error) {
	var b bytes.Buffer
	b.WriteByte('{')
	for i, m := range o {
		if i > 0 {
			b.WriteByte(',')
		}
		k, _ := json.Marshal(m.key)
		b.Write(k)
		b.WriteByte(':')
		v, err := json.Marshal(m.val)
		if err != nil {
			return nil, err
		}
		b.Write(v)
	}
	b.WriteByte('}')
	return b.Bytes(), nil
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

type summaryJSON struct {
	Version     int       `json:"version"`
	Game        string    `json:"game"`
	Battle      BattleRef `json:"battle"`
	Policy      string    `json:"policy"`
	Seed        uint64    `json:"seed"`
	Shard       string    `json:"shard"`
	ShardCounts []int64   `json:"shard_counts"`
	Requested   int64     `json:"battles_requested"`
	Precision   float64   `json:"precision"`
	CIMethod    string    `json:"ci_method"`
	Battles     int64     `json:"battles"`
	Complete    bool      `json:"complete"`
	HeroWins    int64     `json:"hero_wins"`
	VillainWins int64     `json:"villain_wins"`
	Timeouts    int64     `json:"timeouts"`
	HeroWinRate jfloat    `json:"hero_win_rate"`
	HeroWinCI95 [2]jfloat `json:"hero_win_ci95"`
	Rounds      struct {
		Mean      jfloat    `json:"mean"`
		CI95      [2]jfloat `json:"ci95"`
		Min       int       `json:"min"`
		P10       int       `json:"p10"`
		Median    int       `json:"median"`
		P90       int       `json:"p90"`
		Max       int       `json:"max"`
		Sum       int64     `json:"sum"`
		SumSq     int64     `json:"sum_sq"`
		Histogram []int64   `json:"histogram"`
	} `json:"rounds"`
	EndReasons json.RawMessage `json:"end_reasons"`
	Heroes     []entityJSON    `json:"heroes"`
	Villains   []entityJSON    `json:"villains"`
	KOMap      struct {
		Width    int      `json:"width"`
		Height   int      `json:"height"`
		Stride   int      `json:"stride"`
		Unplaced int64    `json:"unplaced"`
		Cells    []koCell `json:"cells"`
	} `json:"ko_map"`
	Perf struct {
		ElapsedS    float64 `json:"elapsed_s"`
		BattlesPerS jfloat  `json:"battles_per_s"`
		Workers     int     `json:"workers"`
	} `json:"perf"`
}

type entityJSON struct {
	Name    string          `json:"name"`
	Metrics json.RawMessage `json:"metrics"`
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

// MarshalJSON encodes s as the summary JSON of tmntsim: the run's
// parameters, the derived rates, means and intervals for people, and the
// exact integer counts and sums that UnmarshalJSON and Merge work from.
// Everything but "perf" is a function of the battles covered.
func (s *Summary) MarshalJSON() ([]byte, error) {
	var j summaryJSON
	j.Version = summaryVersion
	j.Game = s.game
	j.Battle = s.Battle
	j.Policy = s.Policy
	j.Seed = s.Seed
	j.Shard = s.Coverage.Label()
	j.ShardCounts = s.Coverage.Counts
	j.Requested = s.Requested
	j.Precision = s.Precision
	j.CIMethod = s.CI.String()
	j.Battles = s.n
	j.Complete = s.Complete
	j.HeroWins, j.VillainWins, j.Timeouts = s.heroWins, s.villainWins, s.timeouts
	rate, lo, hi := s.HeroWinRate()
	j.HeroWinRate, j.HeroWinCI95 = jfloat(rate), [2]jfloat{jfloat(lo), jfloat(hi)}

	mean, lo, hi := s.Rounds()
	r := &j.Rounds
	r.Mean, r.CI95 = jfloat(mean), [2]jfloat{jfloat(lo), jfloat(hi)}
	r.Min, r.P10, r.Median, r.P90 = s.roundsMin(), s.RoundsQuantile(0.1), s.RoundsQuantile(0.5), s.RoundsQuantile(0.9)
	r.Max = s.RoundsQuantile(1)
	r.Sum, r.SumSq = s.roundSum, s.roundSq
	r.Histogram = s.roundHist
	if r.Histogram == nil {
		r.Histogram = []int64{}
	}

	reasons := make(object, len(s.reasons))
	for i, name := range s.reasons {
		reasons[i] = member{name, s.reasonCount[i]}
	}
	var err error
	if j.EndReasons, err = json.Marshal(reasons); err != nil {
		return nil, err
	}

	j.Heroes, j.Villains = []entityJSON{}, []entityJSON{}
	for e, ent := range s.entities {
		names := s.metrics(e)
		ms := make(object, len(names))
		for m, name := range names {
			mean, lo, hi := s.Metric(e, m)
			ms[m] = member{name, metricJSON{jfloat(mean), [2]jfloat{jfloat(lo), jfloat(hi)}, s.sum[e][m], s.sq[e][m]}}
		}
		raw, err := json.Marshal(ms)
		if err != nil {
			return nil, err
		}
		if ent.Kind == Hero {
			j.Heroes = append(j.Heroes, entityJSON{ent.Name, raw})
		} else {
			j.Villains = append(j.Villains, entityJSON{ent.Name, raw})
		}
	}

	k := &j.KOMap
	k.Width, k.Height, k.Stride, k.Unplaced = s.mapW, s.mapH, s.stride, s.koUnplaced
	k.Cells = []koCell{}
	for c, n := range s.ko {
		if n > 0 {
			x, y := c%s.stride, c/s.stride
			k.Cells = append(k.Cells, koCell{CellLabel(x, y), x, y, n})
		}
	}

	j.Perf.ElapsedS = math.Round(s.Perf.Elapsed*1000) / 1000
	j.Perf.BattlesPerS = jfloat(math.Round(float64(s.n) / s.Perf.Elapsed))
	j.Perf.Workers = s.Perf.Workers
	return json.Marshal(&j)
}

// WriteJSON writes s to w as indented JSON and a newline.
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

// ReadSummary decodes a summary from JSON, naming what is wrong with it:
// a *NotSummaryError if r does not hold a tmntsim summary at all, a
// *FieldError naming the field at fault if a field's value cannot be right.
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

func (s *Summary) roundsMin() int {
	for r, c := range s.roundHist {
		if c > 0 {
			return r
		}
	}
	return -1
}

// UnmarshalJSON decodes a summary written by MarshalJSON. It rebuilds the
// summary from its integer counts and sums (the derived floats are
// ignored) and checks every one of them: against one another, against the
// battles the shard can hold and against what 32-bit values allow (see
// check). The error is a *NotSummaryError or a *FieldError.
func (s *Summary) UnmarshalJSON(data []byte) error {
	if !json.Valid(data) {
		return &NotSummaryError{"it is not JSON"}
	}
	var j summaryJSON
	if err := json.Unmarshal(data, &j); err != nil {
		return jsonTypeError("", err)
	}
	if j.Version == 0 && j.Game == "" {
		return &NotSummaryError{"it is JSON, but has no summary format version"}
	}
	if j.Version != summaryVersion {
		return fieldErrorf("version", "summary format version %d, want %d", j.Version, summaryVersion)
	}
	ci, err := ParseCIMethod(j.CIMethod)
	if err != nil {
		return fieldErrorf("ci_method", "%v", err)
	}
	cov, err := parseLabel(j.Shard, j.ShardCounts)
	if err != nil {
		return fieldErrorf("shard", "%v", err)
	}
	if j.Game == "adventures-cooperative" {
		j.Game = "adventures" // the name before records were by seat
	}
	u := Summary{
		Battle: j.Battle, Policy: j.Policy, Seed: j.Seed, Requested: j.Requested, Precision: j.Precision,
		CI: ci, Coverage: cov, Complete: j.Complete,
		Perf: Perf{Elapsed: j.Perf.ElapsedS, Workers: j.Perf.Workers},
		game: j.Game, n: j.Battles, heroWins: j.HeroWins, villainWins: j.VillainWins, timeouts: j.Timeouts,
		roundSum: j.Rounds.Sum, roundSq: j.Rounds.SumSq, roundHist: j.Rounds.Histogram,
		mapW: j.KOMap.Width, mapH: j.KOMap.Height, stride: j.KOMap.Stride, koUnplaced: j.KOMap.Unplaced,
	}
	if len(u.roundHist) == 0 {
		u.roundHist = nil
	}
	if err := u.checkRun(); err != nil {
		return err
	}
	err = eachMember(j.EndReasons, func(name string, raw json.RawMessage) error {
		field := "end_reasons" + memberPath(name)
		switch {
		case len(u.reasons) == maxReasons:
			return fieldErrorf("end_reasons", "more than %d end reasons", maxReasons)
		case name == "" || slices.Contains(u.reasons, name):
			return fieldErrorf(field, "an end reason's name is given twice or empty")
		}
		if err := json.Unmarshal(raw, &u.reasonCount[len(u.reasons)]); err != nil {
			return jsonTypeError(field, err)
		}
		u.reasons = append(u.reasons, name)
		return nil
	})
	if err != nil {
		return objectError("end_reasons", err)
	}
	for _, list := range []struct {
		kind  EntityKind
		field string
		ents  []entityJSON
		names *[]string
	}{{Hero, "heroes", j.Heroes, &u.heroMetrics}, {VillainType, "villains", j.Villains, &u.villainMetrics}} {
		for i, ent := range list.ents {
			if err := u.addEntity(list.kind, fmt.Sprintf("%s[%d]", list.field, i), ent, i == 0, list.names); err != nil {
				return err
			}
		}
	}
	if err := u.setKOMap(j.KOMap.Cells); err != nil {
		return err
	}
	if err := u.check(); err != nil {
		return err
	}
	*s = u
	return nil
}

// addEntity decodes one hero or villain entry, the element at JSON path
// field; the first of a kind sets the kind's metric names, the others must
// repeat them.
func (u *Summary) addEntity(kind EntityKind, field string, ent entityJSON, first bool, names *[]string) error {
	e := len(u.entities)
	if e == sim.MaxEntities {
		return fieldErrorf(field, "more than %d heroes and villains", sim.MaxEntities)
	}
	if ent.Name == "" {
		return fieldErrorf(field+".name", "missing or empty")
	}
	m := 0
	err := eachMember(ent.Metrics, func(name string, raw json.RawMessage) error {
		mfield := field + ".metrics" + memberPath(name)
		if first && m < sim.MaxMetrics && !slices.Contains(*names, name) {
			*names = append(*names, name)
		}
		if m >= len(*names) || (*names)[m] != name {
			return fieldErrorf(mfield, "not the expected metric (the first entry of its kind lists %d: %s)", len(*names), strings.Join(*names, ", "))
		}
		var mj metricJSON
		if err := json.Unmarshal(raw, &mj); err != nil {
			return jsonTypeError(mfield, err)
		}
		u.sum[e][m], u.sq[e][m] = mj.Sum, mj.SumSq
		m++
		return nil
	})
	if err != nil {
		return objectError(field+".metrics", err)
	}
	if m != len(*names) {
		return fieldErrorf(field+".metrics", "%d metrics, want %d", m, len(*names))
	}
	u.entities = append(u.entities, Entity{Name: ent.Name, Kind: kind})
	u.nMetrics[e] = m
	return nil
}
