package battlefile

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestResumeError: a battle file that does not load has its problems
// counted, not quoted; another error is quoted.
func TestResumeError(t *testing.T) {
	file := filepath.Join(t.TempDir(), "b.yaml")
	if err := os.WriteFile(file, []byte("name: x\nrounds: many\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	_, err := Open(file)
	if err == nil {
		t.Fatal("a bad battle file loaded")
	}
	got := ResumeError("s.json", file, err).Error()
	if !strings.Contains(got, "is not a battle file tmntsim can load (") || !strings.Contains(got, "problem") || strings.Contains(got, "rounds") {
		t.Errorf("a bad file: got %q, want its problems counted, not quoted", got)
	}
	got = ResumeError("s.json", "gone.yaml", errors.New("no such file")).Error()
	if want := "--resume: the battle of s.json: no such file (give the battle as an argument if it has moved)"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}
