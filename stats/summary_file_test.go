package stats

import (
	"os"
	"path/filepath"
	"slices"
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
	s, warnings, err := MergeFiles([]string{a, b, c})
	if err != nil || s.Games() != 90 || warnings != nil {
		t.Fatalf("got %v (warnings %q), want the 90 games of the run", err, warnings)
	}
	_, _, err = MergeFiles([]string{a, b, other})
	if want := "cannot merge " + other + " into " + a + " (merged with 1 more):"; err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("got %v, want %q", err, want)
	}
}

// TestMergeFilesParams refuses to merge the shards of a policy played with
// other parameters' values (a default changed between the runs), and
// merges a shard that does not record them, written before summaries did,
// with a warning, the merged play unknown.
func TestMergeFilesParams(t *testing.T) {
	dir := t.TempDir()
	write := func(name string, i int, params ...string) string {
		s := shardSummary(1, i, 3, 90)
		s.Params = params
		f := filepath.Join(dir, name)
		if err := os.WriteFile(f, []byte(marshal(t, s)), 0o644); err != nil {
			t.Fatal(err)
		}
		return f
	}
	a, b := write("a.json", 0, "first:shield=0", "ai"), write("b.json", 1, "first:shield=0", "ai")
	changed, old := write("changed.json", 2, "first:shield=1", "ai"), write("old.json", 2)
	s, warnings, err := MergeFiles([]string{a, b})
	if err != nil || warnings != nil || !slices.Equal(s.Params, []string{"first:shield=0", "ai"}) {
		t.Fatalf("got %v (warnings %q, params %q), want the play of both", err, warnings, s.Params)
	}
	_, _, err = MergeFiles([]string{a, b, changed})
	want := `different play of policy "first" (seat heroes): first:shield=0 in one summary and first:shield=1 in the other`
	if err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("got %v, want %q", err, want)
	}
	s, warnings, err = MergeFiles([]string{a, b, old})
	if err != nil || s.Games() != 90 || len(warnings) != 1 || !strings.Contains(warnings[0], "merged "+old+" into "+a+" (merged with 1 more) on policy \"first\" alone (seat heroes)") {
		t.Fatalf("got %v (warnings %q), want the 90 games and a warning", err, warnings)
	}
	if s.Param(0) != "" || s.Param(1) != "" {
		t.Errorf("merged params %q, want none known", s.Params)
	}
}
