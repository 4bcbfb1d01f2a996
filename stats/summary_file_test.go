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
