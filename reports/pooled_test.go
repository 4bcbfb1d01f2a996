package reports

import (
	"encoding/json"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/stats"
)

// pooledSummary returns a summary of a three-seat game with the entities
// thing_dealt and thing_won over the things a, b, c, d, of games whose turns are given:
// in game i seat 0 is dealt a, seat 1 b, seat 2 c if i is even else d, and
// seat i%3 wins.
func pooledSummary(turns ...uint16) *stats.Summary {
	things := []string{"a", "b", "c", "d"}
	s := stats.NewSummary(&sim.Schema{Game: "test", Seats: []string{"s1", "s2", "s3"}, Reasons: []string{"end"},
		Entities: []sim.Entity{{Name: "thing_dealt", Metrics: things}, {Name: "thing_won", Metrics: things}}})
	for i, t := range turns {
		r := sim.Record{Turns: t}
		dealt := [3]int{0, 1, 2 + i%2}
		for seat, c := range dealt {
			r.Values[0][c]++
			r.Outcome[seat] = sim.Lost
			if seat == i%3 {
				r.Outcome[seat] = sim.Won
				r.Values[1][c]++
			}
		}
		s.Add(&r)
	}
	return s
}

// Pooled counts each thing's seats dealt and won and gives the Wilson
// interval; the equal share is all wins over all seats dealt.
func TestPooled(t *testing.T) {
	s := pooledSummary(make([]uint16, 12)...) // games 0..11
	rows, share := Pooled(s, "thing_dealt", "thing_won")
	// a: seat 0 in 12 games, wins games 0,3,6,9; b: seat 1, wins 1,4,7,10;
	// c: seat 2 in the even games, wins 2,8; d: odd games, wins 5,11.
	want := []struct {
		name       string
		dealt, won int64
	}{{"a", 12, 4}, {"b", 12, 4}, {"c", 6, 2}, {"d", 6, 2}}
	if len(rows) != len(want) {
		t.Fatalf("%d rows, want %d", len(rows), len(want))
	}
	for i, w := range want {
		r := rows[i]
		lo, hi := stats.Wilson(w.won, w.dealt, stats.Conf95)
		if r.Name != w.name || r.Dealt != w.dealt || r.Won != w.won || r.Rate != float64(w.won)/float64(w.dealt) || r.Lo != lo || r.Hi != hi {
			t.Errorf("row %d: got %+v, want %s dealt %d won %d (%v – %v)", i, r, w.name, w.dealt, w.won, lo, hi)
		}
	}
	if want := 12.0 / 36; math.Abs(share-want) > 1e-12 {
		t.Errorf("equal share %v, want %v", share, want)
	}
	if rows, share := Pooled(s, "thing_dealt", "nosuch"); rows != nil || !math.IsNaN(share) {
		t.Errorf("without the won entity: got %v, %v; want nil, NaN", rows, share)
	}
}

// A game of t turns at a table of three lasted ⌈t/3⌉ rounds.
func TestRounds(t *testing.T) {
	for _, tc := range []struct {
		turns              []uint16
		mean               float64
		p50, p90, p99, max int
	}{
		{[]uint16{3}, 1, 1, 1, 1, 1},
		{[]uint16{1, 2, 3, 4}, 1.25, 1, 2, 2, 2},
		{[]uint16{6, 7, 9, 10, 30}, 4.4, 3, 10, 10, 10},
	} {
		got := Rounds(pooledSummary(tc.turns...))
		if math.Abs(got.Mean-tc.mean) > 1e-12 || got.P50 != tc.p50 || got.P90 != tc.p90 || got.P99 != tc.p99 || got.Max != tc.max {
			t.Errorf("turns %v: got %+v, want mean %v p50 %d p90 %d p99 %d max %d", tc.turns, got, tc.mean, tc.p50, tc.p90, tc.p99, tc.max)
		}
	}
	if got := Rounds(pooledSummary()); got.P50 != -1 || !math.IsNaN(got.Mean) {
		t.Errorf("no games: got %+v, want NaN and -1", got)
	}
}

// A seat report has a table for each pair of entities KIND_dealt and
// KIND_won, on the page and in report.json.
func TestSeatReportPooled(t *testing.T) {
	s := pooledSummary(make([]uint16, 12)...)
	s.Name, s.Source = "pooled", "pooled.yaml"
	dir := filepath.Join(t.TempDir(), "out")
	if err := WriteSeatReport(dir, &SeatReport{Summary: s}); err != nil {
		t.Fatal(err)
	}
	html, _ := os.ReadFile(filepath.Join(dir, "index.html"))
	for _, want := range []string{"<h2>Win rate by thing</h2>", "<td>c</td><td class=\"n\">6</td><td class=\"n\">2</td><td class=\"n\">33.33% ("} {
		if !strings.Contains(string(html), want) {
			t.Errorf("the page lacks %q", want)
		}
	}
	var rj struct {
		Pooled []struct {
			Kind  string
			Share float64 `json:"equal_share"`
			Rows  []struct {
				Name  string
				Dealt int64
				Wins  int64
			}
		}
	}
	data, _ := os.ReadFile(filepath.Join(dir, "report.json"))
	if err := json.Unmarshal(data, &rj); err != nil {
		t.Fatal(err)
	}
	if len(rj.Pooled) != 1 || rj.Pooled[0].Kind != "thing" || len(rj.Pooled[0].Rows) != 4 || rj.Pooled[0].Rows[2].Dealt != 6 || rj.Pooled[0].Rows[2].Wins != 2 {
		t.Errorf("report.json pooled: %+v, want one table of thing with 4 rows, c dealt 6 and won 2", rj.Pooled)
	}
}
