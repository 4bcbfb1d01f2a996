package stats

import (
	"bytes"
	"encoding/json"
	"errors"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// setJSON returns the summary JSON j with the value at path (members by
// name, elements as [i], e.g. "entities[1].metrics[1].sum_sq") set to the
// JSON value v.
func setJSON(t *testing.T, j, path, v string) string {
	t.Helper()
	d := json.NewDecoder(strings.NewReader(j))
	d.UseNumber()
	var root any
	if err := d.Decode(&root); err != nil {
		t.Fatal(err)
	}
	var val any
	d = json.NewDecoder(strings.NewReader(v))
	d.UseNumber()
	if err := d.Decode(&val); err != nil {
		t.Fatalf("value %s: %v", v, err)
	}
	var steps []any
	for _, part := range strings.Split(path, ".") {
		name, idx, _ := strings.Cut(part, "[")
		steps = append(steps, name)
		if idx != "" {
			i, _ := strconv.Atoi(strings.TrimSuffix(idx, "]"))
			steps = append(steps, i)
		}
	}
	cur := root
	for k, s := range steps {
		last := k == len(steps)-1
		switch s := s.(type) {
		case string:
			m := cur.(map[string]any)
			if last {
				m[s] = val
			}
			cur = m[s]
		case int:
			a := cur.([]any)
			if last {
				a[s] = val
			}
			cur = a[s]
		}
	}
	b, err := json.Marshal(root)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// A badField is a summary made wrong in one field: the values set at
// JSON paths, and the field the FieldError must name.
type badField struct {
	name  string
	base  string
	sets  [][2]string // path, JSON value
	field string
}

// checkBadFields feeds ReadSummary each bad summary; it must name the
// field, never panic, never accept.
func checkBadFields(t *testing.T, cases []badField) {
	t.Helper()
	for _, c := range cases {
		j := c.base
		for _, s := range c.sets {
			j = setJSON(t, j, s[0], s[1])
		}
		_, err := ReadSummary(strings.NewReader(j))
		var fe *FieldError
		if !errors.As(err, &fe) || fe.Field != c.field {
			t.Errorf("%s: ReadSummary error %v, want one of field %s", c.name, err, c.field)
		}
	}
}

// TestSummaryReadChecksEveryField feeds ReadSummary format 2 summaries
// crafted to be wrong in one field each.
func TestSummaryReadChecksEveryField(t *testing.T) {
	good := marshal(t, shardSummary(3, 0, 1, 100))
	one := marshal(t, shardSummary(3, 0, 1, 1))
	checkBadFields(t, []badField{
		{"board height × stride overflows", good, [][2]string{{"board.height", "4611686018427387904"}, {"board.stride", "4"}}, "board.height"},
		{"board stride below width", good, [][2]string{{"board.stride", "2"}}, "board.stride"},
		{"board too large", good, [][2]string{{"board.width", "1000"}, {"board.height", "1000"}, {"board.stride", "1000"}}, "board.height"},
		{"board cell twice", good, [][2]string{{"board.cells[1]", `{"cell":"a1","x":0,"y":0,"count":1}`}, {"board.cells[0]", `{"cell":"a1","x":0,"y":0,"count":1}`}}, "board.cells[1]"},
		{"board cell label", good, [][2]string{{"board.cells[0].cell", `"z9"`}}, "board.cells[0].cell"},
		{"board unplaced negative", good, [][2]string{{"board.unplaced", "-1"}}, "board.unplaced"},
		{"wins near 2^63", good, [][2]string{{"seats[0].wins", "9223372036854775807"}, {"seats[0].losses", "9223372036854775807"}}, "seats[0].wins"},
		{"losses wrap the sum", good, [][2]string{{"seats[1].losses", "9223372036854775800"}}, "seats[1].losses"},
		{"outcomes do not add up", good, [][2]string{{"seats[1].unfinished", "0"}, {"seats[1].wins", "0"}}, "seats[1]"},
		{"negative draws", good, [][2]string{{"seats[0].draws", "-1"}}, "seats[0].draws"},
		{"no seats", good, [][2]string{{"seats", "[]"}}, "seats"},
		{"seat twice", good, [][2]string{{"seats[1].name", `"heroes"`}}, "seats[1].name"},
		{"focus not a seat", good, [][2]string{{"focus", `"nobody"`}}, "focus"},
		{"negative end reason", good, [][2]string{{"reasons[2].games", "-50"}}, "reasons[2].games"},
		{"end reasons do not add up", good, [][2]string{{"reasons[2].games", "0"}}, "reasons"},
		{"end reason twice", good, [][2]string{{"reasons[1].name", `"leaders_defeated"`}}, "reasons[1].name"},
		{"negative sum_sq", good, [][2]string{{"entities[1].metrics[1].sum_sq", "-7"}}, "entities[1].metrics[1].sum_sq"},
		{"negative sum", good, [][2]string{{"entities[0].metrics[0].sum", "-50"}}, "entities[0].metrics[0].sum"},
		{"villain negative sum_sq", good, [][2]string{{"entities[2].metrics[0].sum_sq", "-2"}}, "entities[2].metrics[0].sum_sq"},
		{"sum_sq too small for the sum", good, [][2]string{{"entities[0].metrics[2].sum", "300"}, {"entities[0].metrics[2].sum_sq", "300"}}, "entities[0].metrics[2].sum_sq"},
		{"sum_sq below the sum", good, [][2]string{{"entities[0].metrics[2].sum", "30"}, {"entities[0].metrics[2].sum_sq", "28"}}, "entities[0].metrics[2].sum_sq"},
		{"sum_sq parity", good, [][2]string{{"entities[0].metrics[2].sum", "30"}, {"entities[0].metrics[2].sum_sq", "31"}}, "entities[0].metrics[2].sum_sq"},
		{"sum_sq beyond int32", one, [][2]string{{"entities[0].metrics[0].sum", "0"}, {"entities[0].metrics[0].sum_sq", "4611686018427387906"}}, "entities[0].metrics[0].sum_sq"},
		{"sum beyond int32", one, [][2]string{{"entities[0].metrics[0].sum", "4294967296"}, {"entities[0].metrics[0].sum_sq", "4611686018427387904"}}, "entities[0].metrics[0].sum"},
		{"metric twice", good, [][2]string{{"entities[0].metrics[1].name", `"wounds_dealt"`}}, "entities[0].metrics[1].name"},
		{"missing entity name", good, [][2]string{{"entities[1].name", `""`}}, "entities[1].name"},
		{"10^18 games of a 100-game run", good, [][2]string{{"games", "1000000000000000100"}, {"shard_counts[0]", "1000000000000000100"}}, "shard_counts[0]"},
		{"complete with half its games", good, [][2]string{{"games", "50"}, {"shard_counts[0]", "50"}}, "shard_counts[0]"},
		{"games disagree with the shard", good, [][2]string{{"games", "99"}}, "games"},
		{"negative requested", good, [][2]string{{"requested", "-1"}}, "requested"},
		{"precision", good, [][2]string{{"precision", "2"}}, "precision"},
		{"turns histogram negative", good, [][2]string{{"turns.histogram[3]", "-1"}}, "turns.histogram[3]"},
		{"turns histogram too long", good, [][2]string{{"turns.histogram", "[" + strings.Repeat("0,", 70000) + "0]"}}, "turns.histogram"},
		{"turns sum", good, [][2]string{{"turns.sum", "1"}}, "turns.sum"},
		{"turns sum_sq", good, [][2]string{{"turns.sum_sq", "-1"}}, "turns.sum_sq"},
		{"a string for a count", good, [][2]string{{"games", `"many"`}}, "games"},
		{"a fraction for a sum", good, [][2]string{{"turns.sum", "1.5"}}, "turns.sum"},
		{"metrics not a list", good, [][2]string{{"entities[1].metrics", "{}"}}, "entities.metrics"},
		{"elapsed", good, [][2]string{{"perf.elapsed_s", "-1"}}, "perf.elapsed_s"},
	})
}

// format1 returns the format 1 summary in testdata/format1/name, written
// by the Adventures system's summaries before records were by seat.
func format1(t *testing.T, name string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", "format1", name))
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestSummaryReadFormat1 reads format 1 summaries as summaries by seat:
// the same as the summary of the same games played today.
func TestSummaryReadFormat1(t *testing.T) {
	for _, c := range []struct {
		file string
		want *Summary
	}{
		{"shard-0of1-100.json", shardSummary(3, 0, 1, 100)},
		{"shard-0of1-1.json", shardSummary(3, 0, 1, 1)},
		{"shard-1of3-incomplete.json", shardSummary(3, 1, 3, 100)},
	} {
		got, err := ReadSummary(strings.NewReader(format1(t, c.file)))
		if err != nil {
			t.Fatalf("%s: %v", c.file, err)
		}
		c.want.Complete = got.Complete
		if g, w := withoutPerf(t, got), withoutPerf(t, c.want); g != w {
			t.Errorf("%s read as\n%s\nwant\n%s", c.file, g, w)
		}
	}
	// Its shards merge with today's.
	s, err := ReadSummary(strings.NewReader(format1(t, "shard-1of3-incomplete.json")))
	if err != nil {
		t.Fatal(err)
	}
	for _, i := range []int{0, 2} {
		if err := s.Merge(shardSummary(3, i, 3, 100)); err != nil {
			t.Fatalf("merge of shard %d/3 with a format 1 shard: %v", i, err)
		}
	}
	s.Complete = true
	if g, w := withoutPerf(t, s), withoutPerf(t, shardSummary(3, 0, 1, 100)); g != w {
		t.Errorf("format 1 shard merged with today's:\n%s\nwant\n%s", g, w)
	}
}

// TestSummaryReadChecksEveryFieldFormat1 feeds ReadSummary format 1
// summaries crafted to be wrong in one field each: the error names the
// field of format 1.
func TestSummaryReadChecksEveryFieldFormat1(t *testing.T) {
	good := format1(t, "shard-0of1-100.json")
	one := format1(t, "shard-0of1-1.json")
	checkBadFields(t, []badField{
		{"ko_map height × stride overflows", good, [][2]string{{"ko_map.height", "4611686018427387904"}, {"ko_map.stride", "4"}}, "ko_map.height"},
		{"ko_map stride below width", good, [][2]string{{"ko_map.stride", "2"}}, "ko_map.stride"},
		{"ko_map cell twice", good, [][2]string{{"ko_map.cells[1]", `{"cell":"a1","x":0,"y":0,"count":1}`}, {"ko_map.cells[0]", `{"cell":"a1","x":0,"y":0,"count":1}`}}, "ko_map.cells[1]"},
		{"ko_map cell label", good, [][2]string{{"ko_map.cells[0].cell", `"z9"`}}, "ko_map.cells[0].cell"},
		{"ko_map unplaced negative", good, [][2]string{{"ko_map.unplaced", "-1"}}, "ko_map.unplaced"},
		{"hero_wins near 2^63", good, [][2]string{{"hero_wins", "9223372036854775807"}, {"villain_wins", "9223372036854775807"}}, "hero_wins"},
		{"villain_wins wraps the sum", good, [][2]string{{"villain_wins", "9223372036854775800"}}, "villain_wins"},
		{"wins do not add up", good, [][2]string{{"timeouts", "0"}}, "timeouts"},
		{"negative end reason", good, [][2]string{{"end_reasons.timeout", "-50"}}, "end_reasons.timeout"},
		{"end reasons do not add up", good, [][2]string{{"end_reasons.timeout", "0"}}, "end_reasons"},
		{"negative sum_sq", good, [][2]string{{"heroes[1].metrics.wounds_taken.sum_sq", "-7"}}, "heroes[1].metrics.wounds_taken.sum_sq"},
		{"negative sum", good, [][2]string{{"heroes[0].metrics.wounds_dealt.sum", "-50"}}, "heroes[0].metrics.wounds_dealt.sum"},
		{"villain negative sum_sq", good, [][2]string{{"villains[0].metrics.spawned.sum_sq", "-2"}}, "villains[0].metrics.spawned.sum_sq"},
		{"sum_sq too small for the sum", good, [][2]string{{"heroes[0].metrics.knockdowns.sum", "300"}, {"heroes[0].metrics.knockdowns.sum_sq", "300"}}, "heroes[0].metrics.knockdowns.sum_sq"},
		{"sum_sq parity", good, [][2]string{{"heroes[0].metrics.knockdowns.sum", "30"}, {"heroes[0].metrics.knockdowns.sum_sq", "31"}}, "heroes[0].metrics.knockdowns.sum_sq"},
		{"sum_sq beyond int32", one, [][2]string{{"heroes[0].metrics.wounds_dealt.sum", "0"}, {"heroes[0].metrics.wounds_dealt.sum_sq", "4611686018427387906"}}, "heroes[0].metrics.wounds_dealt.sum_sq"},
		{"sum beyond int32", one, [][2]string{{"heroes[0].metrics.wounds_dealt.sum", "4294967296"}, {"heroes[0].metrics.wounds_dealt.sum_sq", "4611686018427387904"}}, "heroes[0].metrics.wounds_dealt.sum"},
		{"10^18 battles of a 100-battle run", good, [][2]string{{"battles", "1000000000000000100"}, {"shard_counts[0]", "1000000000000000100"}}, "shard_counts[0]"},
		{"complete with half its battles", good, [][2]string{{"battles", "50"}, {"shard_counts[0]", "50"}}, "shard_counts[0]"},
		{"battles disagree with the shard", good, [][2]string{{"battles", "99"}}, "battles"},
		{"negative battles_requested", good, [][2]string{{"battles_requested", "-1"}}, "battles_requested"},
		{"rounds histogram negative", good, [][2]string{{"rounds.histogram[3]", "-1"}}, "rounds.histogram[3]"},
		{"rounds sum", good, [][2]string{{"rounds.sum", "1"}}, "rounds.sum"},
		{"rounds sum_sq", good, [][2]string{{"rounds.sum_sq", "-1"}}, "rounds.sum_sq"},
		{"a string for a count", good, [][2]string{{"battles", `"many"`}}, "battles"},
		{"metrics not an object", good, [][2]string{{"heroes[1].metrics", "[]"}}, "heroes[1].metrics"},
		{"missing hero name", good, [][2]string{{"heroes[1].name", `""`}}, "heroes[1].name"},
		{"version", good, [][2]string{{"version", "3"}}, "version"},
		{"an end reason named with an escape", good, [][2]string{{"end_reasons", `{"\u001b[2J": -1}`}}, `end_reasons["\x1b[2J"]`},
	})
}

func TestSummaryReadNotSummary(t *testing.T) {
	for _, in := range []string{"", "root:x:0:0:root:/root:/bin/bash\n", "\x00\x00\x00", "[1, 2]", "{}", "null", `"summary"`, `{"version": 1`} {
		_, err := ReadSummary(strings.NewReader(in))
		var ne *NotSummaryError
		if !errors.As(err, &ne) {
			t.Errorf("ReadSummary(%q) = %v, want a NotSummaryError", in, err)
			continue
		}
		if strings.Contains(err.Error(), "root") || strings.Contains(err.Error(), "summary\"") {
			t.Errorf("ReadSummary(%q) = %v quotes the input", in, err)
		}
	}
}

// TestSummaryMergeOverflow merges two summaries that each hold but whose
// sums of squares would wrap round together.
func TestSummaryMergeOverflow(t *testing.T) {
	var parts []*Summary
	for i := range 2 {
		j := marshal(t, shardSummary(3, i, 2, 4))
		// Both battles of the shard with 2^31-1 wounds dealt.
		j = setJSON(t, j, "entities[0].metrics[0]", `{"name": "wounds_dealt", "sum": 4294967294, "sum_sq": 9223372028264841218}`)
		s, err := ReadSummary(strings.NewReader(j))
		if err != nil {
			t.Fatalf("shard %d/2: %v", i, err)
		}
		parts = append(parts, s)
	}
	before := marshal(t, parts[0])
	err := parts[0].Merge(parts[1])
	if err == nil || !strings.Contains(err.Error(), "overflow") {
		t.Errorf("Merge = %v, want an overflow error", err)
	}
	if marshal(t, parts[0]) != before {
		t.Error("a refused Merge changed the summary")
	}
}

// FuzzReadSummary checks that no input makes ReadSummary panic, and that a
// summary it accepts writes back to JSON it reads again to the same
// summary.
func FuzzReadSummary(f *testing.F) {
	f.Add([]byte(marshal(&testing.T{}, shardSummary(3, 0, 1, 20))))
	f.Add([]byte(marshal(&testing.T{}, shardSummary(3, 1, 3, 20))))
	f.Add([]byte("{}"))
	f.Add([]byte(format1(&testing.T{}, "shard-1of3-incomplete.json")))
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := ReadSummary(bytes.NewReader(data))
		if err != nil {
			return
		}
		var b bytes.Buffer
		if err := s.WriteJSON(&b); err != nil {
			t.Fatalf("WriteJSON of an accepted summary: %v", err)
		}
		var text bytes.Buffer
		if err := s.WriteText(&text); err != nil {
			t.Fatalf("WriteText of an accepted summary: %v", err)
		}
		s2, err := ReadSummary(bytes.NewReader(b.Bytes()))
		if err != nil {
			t.Fatalf("an accepted summary does not read back: %v\n%s", err, b.Bytes())
		}
		var b2 bytes.Buffer
		if err := s2.WriteJSON(&b2); err != nil || !bytes.Equal(b.Bytes(), b2.Bytes()) {
			t.Fatalf("round trip changed the summary:\n%s\nwant\n%s", b2.Bytes(), b.Bytes())
		}
		o, err := ReadSummary(bytes.NewReader(b.Bytes()))
		if err == nil {
			s.Merge(o) // must not panic: it overlaps, or its sums overflow
		}
	})
}

// TestReadSummaryMutations reads summaries of the fuzz corpus with a few
// bytes changed at random (fixed seed): none may panic, and one accepted
// must write back to itself, as in FuzzReadSummary.
func TestReadSummaryMutations(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "fuzz", "FuzzReadSummary", "*"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no fuzz corpus: %v", err)
	}
	r := rand.New(rand.NewPCG(1, 2))
	accepted := 0
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		s := string(b)
		q, err := strconv.Unquote(s[strings.Index(s, "[]byte(")+len("[]byte(") : strings.LastIndex(s, ")")])
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		for range 100 {
			d := []byte(q)
			for range 1 + r.IntN(3) {
				d[r.IntN(len(d))] = "0123456789-,[]{}\" e"[r.IntN(19)]
			}
			s, err := ReadSummary(bytes.NewReader(d))
			if err != nil {
				continue
			}
			accepted++
			var out bytes.Buffer
			if err := s.WriteJSON(&out); err != nil {
				t.Fatal(err)
			}
			if err := s.WriteText(&out); err != nil {
				t.Fatal(err)
			}
			if err := s.Merge(s); err == nil {
				t.Errorf("a summary merged with itself:\n%s", d)
			}
		}
	}
	t.Logf("%d of %d mutated summaries accepted", accepted, 100*len(files))
}
