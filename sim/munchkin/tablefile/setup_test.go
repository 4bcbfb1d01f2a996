package tablefile

import (
	"os"
	"testing"
)

// TestLoadSetup loads a table file as the lab plays it: its seats, and a
// bad file's error.
func TestLoadSetup(t *testing.T) {
	data, err := os.ReadFile("testdata/four.yaml")
	if err != nil {
		t.Fatal(err)
	}
	setup, err := LoadSetup("testdata/four.yaml", data)
	if err != nil {
		t.Fatal(err)
	}
	if got := setup.Schema().Seats; len(got) != 4 || len(setup.Policies()) != 4 {
		t.Errorf("got seats %v, want 4", got)
	}
	if _, err := LoadSetup("bad.yaml", []byte("seats: 3\n")); err == nil {
		t.Error("a bad table file loaded")
	}
}
