package policy

import (
	"bufio"
	"flag"
	"fmt"
	"hash/fnv"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
)

var (
	update = flag.Bool("update", false, "rewrite testdata/play.golden from the play of this build")
	playN  = flag.Int("play.n", 0, "battles per example and policy in TestPlayGolden (0: the committed count); with another count the test prints the fingerprints and compares nothing")
)

// playGoldenN is the number of battles per example battle and policy whose
// records testdata/play.golden fingerprints.
const playGoldenN = 60

// playGoldenPolicies are the policies whose play is pinned: the ones whose
// speed is worked on without changing what they choose.
var playGoldenPolicies = []string{"random", "greedy", "tactician", "planner", quickLookahead, racedLookahead}

// TestPlayGolden plays battles 0..n-1 (seed 1) of every example battle with
// each pinned policy and compares a hash of their records with
// testdata/play.golden. A change that should not change play — caching,
// faster kernels, reordered loops — keeps every line; a change of the rules
// or of a policy's judgement changes some, and is regenerated with
// go test ./sim/adventures/policy -run PlayGolden -update.
func TestPlayGolden(t *testing.T) {
	n := playGoldenN
	if *playN > 0 {
		n = *playN
	}
	var lines []string
	for _, name := range battlefile.Embedded() {
		l, err := battlefile.Open(name)
		if err != nil {
			t.Fatal(err)
		}
		for _, spec := range playGoldenPolicies {
			if strings.HasPrefix(spec, "lookahead") && (testing.Short() || n != playGoldenN) {
				continue
			}
			k := n
			if strings.HasPrefix(spec, "lookahead") {
				k = 4 // it plays battles out at every decision
			}
			lines = append(lines, fmt.Sprintf("%s %s %d %016x", name, spec, k, playHash(t, l.Battle, spec, k)))
		}
	}
	got := strings.Join(lines, "\n") + "\n"
	file := filepath.Join("testdata", "play.golden")
	if n != playGoldenN {
		t.Logf("fingerprints of %d battles each:\n%s", n, got)
		return
	}
	if *update {
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(file, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want := readGolden(t, file)
	for _, line := range lines {
		key := line[:strings.LastIndexByte(line, ' ')]
		w, ok := want[key]
		if !ok {
			if testing.Short() {
				continue
			}
			t.Errorf("%s: no line in %s (run with -update to add it)", key, file)
			continue
		}
		if w != line {
			t.Errorf("play changed: got %q, want %q (run with -update if the change of play is intended)", line, w)
		}
	}
}

// readGolden reads the lines of file keyed by all but their last field.
func readGolden(t *testing.T, file string) map[string]string {
	t.Helper()
	f, err := os.Open(file)
	if err != nil {
		t.Fatalf("%v (run with -update to create it)", err)
	}
	defer f.Close()
	m := map[string]string{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if i := strings.LastIndexByte(line, ' '); i > 0 {
			m[line[:i]] = line
		}
	}
	return m
}

// playHash plays battles 0..n-1 of b with policy spec on one game and
// returns an FNV-1a hash of their records' canonical encodings
// (sim.AppendRecord).
func playHash(t *testing.T, b *adventures.Battle, spec string, n int) uint64 {
	t.Helper()
	g, err := NewSetup(b, spec).NewGame(nil) // a competitive battle's villain plays its default policy
	if err != nil {
		t.Fatal(err)
	}
	h := fnv.New64a()
	schema := b.Schema()
	var rec sim.Record
	var buf []byte
	for i := 0; i < n; i++ {
		g.Play(1, uint64(i), &rec)
		buf = sim.AppendRecord(buf[:0], &schema, &rec)
		h.Write(buf)
	}
	return h.Sum64()
}
