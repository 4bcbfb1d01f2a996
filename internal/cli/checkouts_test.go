package cli

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestCheckOuts: the first output file that cannot be written is the
// error, named by its flag; empty files are none.
func TestCheckOuts(t *testing.T) {
	dir := t.TempDir()
	if err := CheckOuts("-o", "", "--png", filepath.Join(dir, "a.png")); err != nil {
		t.Errorf("good files: %v", err)
	}
	err := CheckOuts("-o", filepath.Join(dir, "a.json"), "--csv", dir, "--png", filepath.Join(dir, "no", "a.png"))
	if err == nil || !strings.HasPrefix(err.Error(), "--csv "+dir+":") {
		t.Errorf("a directory as --csv: %v; want the --csv error first", err)
	}
}
