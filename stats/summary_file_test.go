package stats

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestReadSummaryFile names the file in its errors, and says a file that
// is not a summary is not one without quoting it.
func TestReadSummaryFile(t *testing.T) {
	dir := t.TempDir()
	notSum := filepath.Join(dir, "notes.json")
	if err := os.WriteFile(notSum, []byte(`{"secret": "quoted?"}`), 0o644); err != nil {
		t.Fatal(err)
	}
	_, err := ReadSummaryFile(notSum)
	if err == nil || !strings.Contains(err.Error(), notSum+" is not a tmntsim summary") || strings.Contains(err.Error(), "quoted?") {
		t.Errorf("not a summary: got %v", err)
	}
	missing := filepath.Join(dir, "missing.json")
	if _, err := ReadSummaryFile(missing); err == nil || !strings.Contains(err.Error(), "missing.json") {
		t.Errorf("missing: got %v, want an error naming the file", err)
	}
}

// TestMergeFiles merges the shards of a run in files into the whole run,
// and names the file that cannot be merged and what it was merged into.
func TestMergeFiles(t *testing.T) {
	dir := t.TempDir()
	write := func(name string, s *Summary) string {
		f := filepath.Join(dir, name)
		if err := os.WriteFile(f, []byte(marshal(t, s)), 0o644); err != nil {
			t.Fatal(err)
		}
		return f
	}
	a, b, c := write("a.json", shardSummary(1, 0, 3, 90)), write("b.json", shardSummary(1, 1, 3, 90)), write("c.json", shardSummary(1, 2, 3, 90))
	other := write("other.json", shardSummary(2, 2, 3, 90))
	s, err := MergeFiles([]string{a, b, c})
	if err != nil || s.Games() != 90 {
		t.Fatalf("got %v, want the 90 games of the run", err)
	}
	_, err = MergeFiles([]string{a, b, other})
	if want := "cannot merge " + other + " into " + a + " (merged with 1 more):"; err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("got %v, want %q", err, want)
	}
}
