package stats

import (
	"bytes"
	"encoding/json"
	"math"
	"strings"
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/runner/fakegame"
)

// testSchema is a small battle: two heroes, one villain type, a 6×4 map.
var testSchema = sim.Schema{
	Game:  "test-game",
	Seats: []string{"heroes", "villain"},
	Entities: []sim.Entity{
		{Name: "Leonardo", Metrics: testHeroMetrics},
		{Name: "Raphael", Metrics: testHeroMetrics},
		{Name: "Foot Ninja", Metrics: []string{"spawned", "knocked_out"}},
	},
	Reasons: []string{"leaders_defeated", "heroes_down", "timeout"},
	Board:   &sim.Board{W: 6, H: 4, Stride: 32, Mark: "knock-downs"},
}

var testHeroMetrics = []string{"wounds_dealt", "wounds_taken", "knockdowns"}

// fakeRecord fills r with the outcome of fake battle (seed, index).
func fakeRecord(seed, index uint64, r *sim.Record) {
	fake.Play(seed, index, r)
}

var fake = fakegame.New(&testSchema)

func newTestSummary(seed uint64) *Summary {
	s := NewSummary(&testSchema)
	s.Name, s.Source, s.Hash = "test battle", "test.yaml", "sha256:00112233445566778899"
	s.Policies = []string{"first", "ai"}
	s.Seed = seed
	s.Requested = 1000
	return s
}

// shardSummary sums the battles of shard i/n among the first battles.
func shardSummary(seed uint64, i, n int, battles int64) *Summary {
	s := newTestSummary(seed)
	var r sim.Record
	count := ShardBattles(i, n, battles)
	for k := range count {
		fakeRecord(seed, uint64(i)+uint64(k)*uint64(n), &r)
		s.Add(&r)
	}
	s.Coverage = ShardCoverage(i, n, count)
	s.Requested = battles
	return s
}

func marshal(t *testing.T, s *Summary) string {
	t.Helper()
	var b bytes.Buffer
	if err := s.WriteJSON(&b); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// withoutPerf returns the JSON of s with its "perf" member cut.
func withoutPerf(t *testing.T, s *Summary) string {
	t.Helper()
	j := marshal(t, s)
	if i := strings.Index(j, `"perf"`); i >= 0 {
		return j[:i]
	}
	t.Fatalf("no perf in %s", j)
	return ""
}

func TestSummaryShardsMergeExactly(t *testing.T) {
	whole := shardSummary(7, 0, 1, 1000)
	want := withoutPerf(t, whole)
	for _, parts := range [][][2]int{
		{{0, 3}, {1, 3}, {2, 3}},
		{{2, 3}, {0, 3}, {1, 3}},
		{{0, 2}, {1, 4}, {3, 4}},
		{{1, 4}, {0, 2}, {3, 4}},
	} {
		m := shardSummary(7, parts[0][0], parts[0][1], 1000)
		for _, p := range parts[1:] {
			if err := m.Merge(shardSummary(7, p[0], p[1], 1000)); err != nil {
				t.Fatalf("%v: %v", parts, err)
			}
		}
		if got := withoutPerf(t, m); got != want {
			t.Errorf("merge of shards %v differs from one run:\n%s\nwant\n%s", parts, got, want)
		}
	}
}

func TestSummaryJSONRoundTrip(t *testing.T) {
	none := newTestSummary(1)
	none.Complete = false // none of its 1000 battles played
	for _, s := range []*Summary{shardSummary(3, 0, 1, 500), shardSummary(3, 1, 3, 500), none} {
		s.Perf = Perf{Elapsed: 1.5, Workers: 2}
		j := marshal(t, s)
		got, err := ReadSummary(strings.NewReader(j))
		if err != nil {
			t.Fatalf("ReadSummary: %v\n%s", err, j)
		}
		if j2 := marshal(t, got); j2 != j {
			t.Errorf("round trip changed the JSON:\n%s\nwant\n%s", j2, j)
		}
		if !got.SameSchema(s) {
			t.Errorf("round trip changed the schema: %+v, want %+v", got.Schema(), s.Schema())
		}
	}
}

func TestSummaryJSONFields(t *testing.T) {
	s := shardSummary(3, 0, 1, 200)
	var m map[string]any
	if err := json.Unmarshal([]byte(marshal(t, s)), &m); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"version", "game", "name", "source", "hash", "tmntsim", "seed", "shard", "shard_counts", "requested",
		"precision", "ci_method", "games", "complete", "focus", "seats", "reasons", "turns", "entities", "board", "perf"} {
		if _, ok := m[k]; !ok {
			t.Errorf("summary JSON has no %q", k)
		}
	}
	if got := m["shard"]; got != "0/1" {
		t.Errorf("shard = %v, want 0/1", got)
	}
	heroes := m["seats"].([]any)[0].(map[string]any)
	ci := heroes["win_ci95"].([]any)
	rate := heroes["win_rate"].(float64)
	if heroes["name"] != "heroes" || heroes["policy"] != "first" || heroes["wins"].(float64) != float64(s.Count(0, sim.Won)) {
		t.Errorf("seats[0] = %v, want heroes, policy first, %d wins", heroes, s.Count(0, sim.Won))
	}
	if len(ci) != 2 || !(ci[0].(float64) < rate && rate < ci[1].(float64)) {
		t.Errorf("seats[0].win_ci95 = %v around %v, want two bounds around the rate", ci, rate)
	}
	reason := m["reasons"].([]any)[1].(map[string]any)
	if reason["name"] != "heroes_down" || reason["games"].(float64) != float64(s.ReasonCount(1)) {
		t.Errorf("reasons[1] = %v, want heroes_down with %d games", reason, s.ReasonCount(1))
	}
	entity := m["entities"].([]any)[2].(map[string]any)
	if entity["name"] != "Foot Ninja" || entity["metrics"].([]any)[1].(map[string]any)["name"] != "knocked_out" {
		t.Errorf("entities[2] = %v, want Foot Ninja with knocked_out second", entity)
	}
	if b := m["board"].(map[string]any); b["width"].(float64) != 6 || b["mark"] != "knock-downs" {
		t.Errorf("board = %v, want 6 wide, of knock-downs", b)
	}
}

func TestSummaryReadRejects(t *testing.T) {
	good := marshal(t, shardSummary(3, 0, 1, 100))
	for _, c := range []struct{ name, from, to, want string }{
		{"version", `"version": 2`, `"version": 9`, "version 9"},
		{"wins", `"wins": `, `"wins": 1`, "seats[0]"},
		{"shard", `"shard": "0/1"`, `"shard": "1/1"`, "shard"},
		{"ci", `"ci_method": "wilson"`, `"ci_method": "wald"`, "ci_method"},
		{"syntax", `{`, `[`, "not a tmntsim summary"},
	} {
		bad := strings.Replace(good, c.from, c.to, 1)
		if bad == good {
			t.Fatalf("%s: %q not in the JSON", c.name, c.from)
		}
		_, err := ReadSummary(strings.NewReader(bad))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: ReadSummary error %v, want one containing %q", c.name, err, c.want)
		}
	}
}

func TestSummaryMergeRefuses(t *testing.T) {
	base := func() *Summary { return shardSummary(5, 0, 3, 300) }
	for _, c := range []struct {
		name   string
		change func(o *Summary)
		want   string
	}{
		{"battle", func(o *Summary) { o.Name, o.Source, o.Hash = "other", "other.yaml", "sha256:ffff" }, "different battles"},
		{"battle changed", func(o *Summary) { o.Hash = "sha256:ffff" }, "the battle changed: test.yaml was sha256:00112 in one summary and sha256:ffff in the other"},
		{"seed", func(o *Summary) { o.Seed = 6 }, "different seeds: 5 and 6"},
		{"policy", func(o *Summary) { o.Policies = []string{"greedy", "ai"} }, `different policies: "first" and "greedy" (seat heroes)`},
		{"villain policy", func(o *Summary) { o.Policies = []string{"first"} }, `different policies: "ai" and "" (seat villain)`},
		{"requested", func(o *Summary) { o.Requested = 5 }, "different battle counts"},
		{"ci", func(o *Summary) { o.CI = MethodClopperPearson }, "different interval methods"},
		{"same shard", func(o *Summary) {}, "overlapping battles: shards 0/3 and 0/3 both cover battle 0"},
		{"overlap", func(o *Summary) { o.Coverage = ShardCoverage(1, 2, 150) }, "both cover battle 3"},
		{"empty shard twice", func(o *Summary) { o.Coverage = ShardCoverage(0, 3, 0) }, "overlapping shards"},
	} {
		s := base()
		before := marshal(t, s)
		o := base()
		c.change(o)
		if c.name == "empty shard twice" {
			s.Coverage = ShardCoverage(0, 3, 0)
			before = ""
		}
		err := s.Merge(o)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: Merge error %v, want one containing %q", c.name, err, c.want)
		}
		if before != "" && marshal(t, s) != before {
			t.Errorf("%s: a refused Merge changed the summary", c.name)
		}
	}
}

func TestCoverage(t *testing.T) {
	for _, c := range []struct {
		parts []Coverage
		label string
		total int64
	}{
		{[]Coverage{ShardCoverage(0, 1, 10)}, "0/1", 10},
		{[]Coverage{ShardCoverage(0, 2, 5), ShardCoverage(1, 2, 5)}, "0/1", 10},
		{[]Coverage{ShardCoverage(0, 2, 5), ShardCoverage(1, 2, 4)}, "0/1", 9},
		{[]Coverage{ShardCoverage(0, 2, 4), ShardCoverage(1, 2, 5)}, "0,1/2", 9},
		{[]Coverage{ShardCoverage(1, 4, 3), ShardCoverage(3, 4, 3)}, "1/2", 6},
		{[]Coverage{ShardCoverage(1, 4, 3), ShardCoverage(3, 4, 2)}, "1/2", 5},
		{[]Coverage{ShardCoverage(1, 4, 3), ShardCoverage(3, 4, 1)}, "1,3/4", 4},
		{[]Coverage{ShardCoverage(0, 3, 0), ShardCoverage(1, 3, 0), ShardCoverage(2, 3, 0)}, "0/1", 0},
		{[]Coverage{ShardCoverage(2, 6, 1), ShardCoverage(0, 3, 1), ShardCoverage(5, 6, 0), ShardCoverage(1, 3, 1)}, "0/1", 3},
	} {
		got := c.parts[0]
		for _, p := range c.parts[1:] {
			var err error
			if got, err = got.Union(p); err != nil {
				t.Fatalf("%v: %v", c.parts, err)
			}
		}
		if got.Label() != c.label || got.Total() != c.total {
			t.Errorf("union of %v = %s with %d battles (%v), want %s with %d", c.parts, got.Label(), got.Total(), got.Counts, c.label, c.total)
		}
		if _, err := parseLabel(got.Label(), got.Counts); err != nil {
			t.Errorf("union of %v: its label does not parse back: %v", c.parts, err)
		}
	}
}

func TestShardBattles(t *testing.T) {
	for _, c := range []struct {
		i, n    int
		battles int64
		want    int64
	}{
		{0, 1, 10, 10}, {0, 3, 10, 4}, {1, 3, 10, 3}, {2, 3, 10, 3}, {2, 3, 2, 0}, {4, 5, 5, 1},
		// The largest run -n takes, without overflow.
		{0, 1, 1<<63 - 1, 1<<63 - 1}, {1, 3, 1<<63 - 1, 3074457345618258602}, {2, 3, 1<<63 - 1, 3074457345618258602},
		{0, 3, 1<<63 - 1, 3074457345618258603},
	} {
		if got := ShardBattles(c.i, c.n, c.battles); got != c.want {
			t.Errorf("ShardBattles(%d, %d, %d) = %d, want %d", c.i, c.n, c.battles, got, c.want)
		}
	}
}

func TestParseShard(t *testing.T) {
	for _, c := range []struct {
		in   string
		i, n int
		ok   bool
	}{
		{"0/1", 0, 1, true}, {"2/3", 2, 3, true}, {"3/3", 0, 0, false}, {"-1/3", 0, 0, false},
		{"1", 0, 0, false}, {"a/b", 0, 0, false}, {"0/0", 0, 0, false},
	} {
		i, n, err := ParseShard(c.in)
		if i != c.i || n != c.n || (err == nil) != c.ok {
			t.Errorf("ParseShard(%q) = %d, %d, %v; want %d, %d, ok %v", c.in, i, n, err, c.i, c.n, c.ok)
		}
	}
}

func TestSummaryQuantiles(t *testing.T) {
	s := NewSummary(&testSchema)
	var r sim.Record
	for rounds := 1; rounds <= 10; rounds++ {
		r.Turns = uint16(rounds)
		s.Add(&r)
	}
	for _, c := range []struct {
		q    float64
		want int
	}{{0, 1}, {0.1, 1}, {0.11, 2}, {0.5, 5}, {0.9, 9}, {1, 10}} {
		if got := s.TurnsQuantile(c.q); got != c.want {
			t.Errorf("TurnsQuantile(%v) = %d, want %d", c.q, got, c.want)
		}
	}
	if mean, _, _ := s.Turns(); mean != 5.5 {
		t.Errorf("Turns mean = %v, want 5.5", mean)
	}
}

func TestSummaryAddAllocs(t *testing.T) {
	s := NewSummary(&testSchema)
	var r sim.Record
	fakeRecord(1, 1, &r)
	r.Turns = 20
	s.Add(&r)
	var i uint64
	allocs := testing.AllocsPerRun(1000, func() {
		i++
		fakeRecord(1, i, &r) // rounds stay below 20
		s.Add(&r)
	})
	if allocs != 0 {
		t.Errorf("Add allocates: %v allocations per record, want 0", allocs)
	}
}

func TestSummaryText(t *testing.T) {
	s := shardSummary(3, 0, 1, 1000)
	s.Perf = Perf{Elapsed: 2, Workers: 2}
	var b bytes.Buffer
	if err := s.WriteText(&b); err != nil {
		t.Fatal(err)
	}
	out := b.String()
	rate, lo, hi := s.WinRate(0)
	for _, want := range []string{
		"heroes win", pct(rate), pct(lo) + " – " + pct(hi), "wilson", "median", "p90",
		"leaders_defeated", "heroes (mean per battle", "Leonardo", "Raphael", "villains", "Foot Ninja",
		"wounds_dealt", "knock-downs", "500 battles/s",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("text output has no %q:\n%s", want, out)
		}
	}
}

func TestSummaryCSV(t *testing.T) {
	s := shardSummary(3, 0, 1, 100)
	var b bytes.Buffer
	if err := s.WriteCSV(&b); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(b.String()), "\n")
	if lines[0] != "section,name,metric,value,ci95_low,ci95_high" {
		t.Errorf("CSV header %q", lines[0])
	}
	mean, lo, hi := s.Metric(1, 0)
	want := "hero,Raphael,wounds_dealt," + num(mean) + "," + num(lo) + "," + num(hi)
	if !strings.Contains(b.String(), want+"\n") {
		t.Errorf("CSV has no line %q:\n%s", want, b.String())
	}
}

func TestSummaryEmpty(t *testing.T) {
	s := NewSummary(&testSchema)
	if rate, lo, hi := s.WinRate(0); !math.IsNaN(rate) || lo != 0 || hi != 1 {
		t.Errorf("empty WinRate(0) = %v [%v, %v], want NaN [0, 1]", rate, lo, hi)
	}
	j := marshal(t, s)
	if _, err := ReadSummary(strings.NewReader(j)); err != nil {
		t.Errorf("empty summary does not read back: %v\n%s", err, j)
	}
	var b bytes.Buffer
	if err := s.WriteText(&b); err != nil {
		t.Error(err)
	}
}

// TestSummaryOwnsSchema checks that a summary keeps its own copy of the
// schema: what a game changes in its schema afterwards (its groups' panels,
// the seats its reasons favour) does not change the summary's.
func TestSummaryOwnsSchema(t *testing.T) {
	sc := sim.Schema{Game: "g", Seats: []string{"a", "b"}, Reasons: []string{"end"}, Favours: []string{"a"},
		Entities: []sim.Entity{{Name: "e", Metrics: []string{"x"}, Group: "kind"}},
		Groups:   []sim.Group{{Name: "kind", Member: "k", Seat: "b", Panels: []sim.Panel{{Metric: "x", Title: "X"}}}}}
	s := NewSummary(&sc)
	sc.Favours[0], sc.Groups[0].Seat, sc.Groups[0].Panels[0].Title, sc.Entities[0].Group = "b", "a", "Y", ""
	got := s.Schema()
	if got.Favours[0] != "a" || got.Groups[0].Seat != "b" || got.Groups[0].Panels[0].Title != "X" || got.Entities[0].Group != "kind" {
		t.Errorf("the summary's schema changed with the game's: favours %v, groups %+v, entity %+v", got.Favours, got.Groups, got.Entities[0])
	}
}

// TestSpeedLineWorkers: the text's speed line counts its workers in the
// singular for one.
func TestSpeedLineWorkers(t *testing.T) {
	for _, c := range []struct {
		workers int
		want    string
	}{{1, " 1 worker\n"}, {2, " 2 workers\n"}} {
		s := shardSummary(3, 0, 1, 100)
		s.Perf = Perf{Elapsed: 2, Workers: c.workers}
		var b strings.Builder
		if err := s.WriteText(&b); err != nil {
			t.Fatal(err)
		}
		if !strings.HasSuffix(b.String(), c.want) {
			t.Errorf("%d workers: text ends %q, want %q", c.workers, b.String()[max(0, b.Len()-40):], c.want)
		}
	}
}
