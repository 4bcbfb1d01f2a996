package stats

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"github.com/tmntsim/tmntsim/sim"
)

// summaryJSON1 is format 1, the Adventures system's summary before
// records were by seat: hero and villain wins, "rounds", "end_reasons" as
// an object, "heroes" and "villains" with metrics by name, "ko_map".
type summaryJSON1 struct {
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
	Rounds      struct {
		Sum       int64   `json:"sum"`
		SumSq     int64   `json:"sum_sq"`
		Histogram []int64 `json:"histogram"`
	} `json:"rounds"`
	EndReasons json.RawMessage `json:"end_reasons"`
	Heroes     []entityJSON1   `json:"heroes"`
	Villains   []entityJSON1   `json:"villains"`
	KOMap      struct {
		Width    int      `json:"width"`
		Height   int      `json:"height"`
		Stride   int      `json:"stride"`
		Unplaced int64    `json:"unplaced"`
		Cells    []koCell `json:"cells"`
	} `json:"ko_map"`
	Perf struct {
		ElapsedS float64 `json:"elapsed_s"`
		Workers  int     `json:"workers"`
	} `json:"perf"`
}

type entityJSON1 struct {
	Name    string          `json:"name"`
	Metrics json.RawMessage `json:"metrics"`
}

// Format 1's names of the Adventures system: its game, seats and the
// villain's policy (the rules' AI).
const (
	format1Game      = "adventures-cooperative"
	format1Villain   = "ai"
	format1MarksName = "knock-downs"
)

// readFormat1 decodes the members of a format 1 summary into a summary by
// seat: the heroes are seat 0 (the focus, playing the summary's policy),
// the villain seat 1 (the rules' AI), a timeout leaves both unfinished;
// the heroes then the villain types are the entities, the knock-down map
// is the board's marks, rounds are turns. check checks the values.
func readFormat1(data []byte) (*Summary, *pathNames, error) {
	var j summaryJSON1
	if err := json.Unmarshal(data, &j); err != nil {
		return nil, nil, jsonTypeError("", err)
	}
	u, err := newRead(j.CIMethod, j.Shard, j.ShardCounts)
	if err != nil {
		return nil, nil, err
	}
	if j.Game == format1Game {
		j.Game = "adventures"
	}
	u.schema = sim.Schema{Game: j.Game, Seats: []string{"heroes", "villain"}}
	u.Name, u.Source, u.Hash, u.Policies = j.Battle.Name, j.Battle.Source, j.Battle.Hash, []string{j.Policy, format1Villain}
	u.Seed, u.Requested, u.Precision, u.Complete, u.n = j.Seed, j.Requested, j.Precision, j.Complete, j.Battles
	u.Perf = Perf{Elapsed: j.Perf.ElapsedS, Workers: j.Perf.Workers}
	u.outcome[0][sim.Won], u.outcome[0][sim.Lost], u.outcome[0][sim.Unfinished] = j.HeroWins, j.VillainWins, j.Timeouts
	u.outcome[1][sim.Won], u.outcome[1][sim.Lost], u.outcome[1][sim.Unfinished] = j.VillainWins, j.HeroWins, j.Timeouts
	u.turnSum, u.turnSq, u.turnHist = j.Rounds.Sum, j.Rounds.SumSq, j.Rounds.Histogram
	err = eachMember(j.EndReasons, func(name string, raw json.RawMessage) error {
		field := "end_reasons" + memberPath(name)
		switch {
		case len(u.schema.Reasons) == maxReasons:
			return fieldErrorf("end_reasons", "more than %d end reasons", maxReasons)
		case name == "" || slices.Contains(u.schema.Reasons, name):
			return fieldErrorf(field, "an end reason's name is given twice or empty")
		}
		var c int64
		if err := json.Unmarshal(raw, &c); err != nil {
			return jsonTypeError(field, err)
		}
		u.schema.Reasons = append(u.schema.Reasons, name)
		u.reasonCount = append(u.reasonCount, c)
		return nil
	})
	if err != nil {
		return nil, nil, objectError("end_reasons", err)
	}
	if len(u.schema.Reasons) == 0 {
		return nil, nil, fieldErrorf("end_reasons", "no end reasons")
	}
	for _, list := range []struct {
		field string
		ents  []entityJSON1
	}{{"heroes", j.Heroes}, {"villains", j.Villains}} {
		var names []string
		for i, ent := range list.ents {
			if err := u.addEntity1(fmt.Sprintf("%s[%d]", list.field, i), ent, i == 0, &names); err != nil {
				return nil, nil, err
			}
		}
	}
	k := j.KOMap
	if err := u.setBoard("ko_map", "map", sim.Board{W: k.Width, H: k.Height, Stride: k.Stride, Mark: format1MarksName}, k.Unplaced, k.Cells); err != nil {
		return nil, nil, err
	}
	return u, format1Paths(u, len(j.Heroes)), nil
}

// addEntity1 decodes one hero or villain entry of format 1, the element at
// JSON path field; the first of a kind sets the kind's metric names, the
// others must repeat them.
func (u *Summary) addEntity1(field string, ent entityJSON1, first bool, names *[]string) error {
	e := len(u.schema.Entities)
	if e == sim.MaxEntities {
		return fieldErrorf(field, "more than %d heroes and villains", sim.MaxEntities)
	}
	if ent.Name == "" {
		return fieldErrorf(field+".name", "missing or empty")
	}
	m := 0
	err := eachMember(ent.Metrics, func(name string, raw json.RawMessage) error {
		mfield := field + ".metrics" + memberPath(name)
		if name == "" {
			return fieldErrorf(mfield, "a metric's name is given twice or empty")
		}
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
	u.schema.Entities = append(u.schema.Entities, sim.Entity{Name: ent.Name, Metrics: slices.Clone(*names)})
	return nil
}

// format1Paths names the fields of a format 1 summary whose first heroes
// entities are heroes.
func format1Paths(u *Summary, heroes int) *pathNames {
	return &pathNames{
		games: "battles", requested: "battles_requested", turns: "rounds", reasons: "end_reasons", unit: "battles",
		outcome: func(seat int, o sim.Outcome) string {
			if o == sim.Won && seat == 0 || o == sim.Lost && seat == 1 {
				return "hero_wins"
			}
			if o == sim.Lost || o == sim.Won {
				return "villain_wins"
			}
			return "timeouts"
		},
		seatShort: func(int) string { return "timeouts" },
		reason:    func(i int) string { return "end_reasons" + memberPath(u.schema.Reasons[i]) },
		metric: func(e, m int) string {
			name := memberPath(u.schema.Entities[e].Metrics[m])
			if e < heroes {
				return fmt.Sprintf("heroes[%d].metrics%s", e, name)
			}
			return fmt.Sprintf("villains[%d].metrics%s", e-heroes, name)
		},
	}
}
