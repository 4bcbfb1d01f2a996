package stats

import (
	"bytes"
	"strings"
	"testing"
)

// A merge of some shards of a run says how many of how many it holds and
// which are missing, and never calls itself complete; a merge of all of
// them is the whole run, complete. The battles played count against the
// shards' own (a quarter of the run's for one shard of four), then the
// run's in all.
func TestSummaryTextOfPartialMerge(t *testing.T) {
	for _, c := range []struct {
		name   string
		shards [][2]int
		want   string
		not    string
	}{
		{"two of four", [][2]int{{0, 4}, {1, 4}}, "shard 0,1/4: 500 of 500 battles, of the run's 1000, 2 of 4 shards, missing 2/4, 3/4", "complete"},
		{"one of four", [][2]int{{2, 4}}, "shard 2/4: 250 of 250 battles, of the run's 1000, 1 of 4 shards, missing 0/4, 1/4, 3/4", "complete"},
		{"mixed counts", [][2]int{{0, 2}, {3, 4}}, "shard 0,2,3/4: 750 of 750 battles, of the run's 1000, 3 of 4 shards, missing 1/4", "complete"},
		{"all", [][2]int{{0, 2}, {1, 4}, {3, 4}}, "shard 0/1: 1000 of 1000 battles, complete", "missing"},
		{"many missing", [][2]int{{0, 20}}, "1 of 20 shards, missing 1/20, 2/20, 3/20, 4/20, 5/20, 6/20, 7/20, 8/20, … (19 in all)", "complete"},
	} {
		m := shardSummary(7, c.shards[0][0], c.shards[0][1], 1000)
		for _, p := range c.shards[1:] {
			if err := m.Merge(shardSummary(7, p[0], p[1], 1000)); err != nil {
				t.Fatalf("%s: %v", c.name, err)
			}
		}
		var b bytes.Buffer
		if err := m.WriteText(&b); err != nil {
			t.Fatal(err)
		}
		line := b.String()
		if i := strings.Index(line, "run "); i >= 0 {
			line = line[i:]
			line = line[:strings.IndexByte(line, '\n')]
		}
		if !strings.Contains(line, c.want) || strings.Contains(line, c.not) {
			t.Errorf("%s: run line %q, want it to say %q and not %q", c.name, line, c.want, c.not)
		}
	}
}

// A game of seats (a match, a table) names the shards its summary holds
// too.
func TestSeatSummaryTextOfShard(t *testing.T) {
	s := runFake(t, 1, 100)
	s.Coverage = ShardCoverage(1, 3, 100)
	var b bytes.Buffer
	if err := s.WriteText(&b); err != nil {
		t.Fatal(err)
	}
	if want := "1 of 3 shards, missing 0/3, 2/3"; !strings.Contains(b.String(), want) || strings.Contains(b.String(), "complete") {
		t.Errorf("text:\n%s\nwant %q and not complete", b.String(), want)
	}
}
