package cli

import (
	"os"
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

// Two output flags that name one file are refused before anything is
// played (impact -o x.json --png x.json wrote the JSON, then the PNG over
// it), however the path is spelled; a device such as /dev/null is not a
// file they would clobber.
func TestCheckOutsSameFile(t *testing.T) {
	dir := t.TempDir()
	x := filepath.Join(dir, "x.json")
	for _, c := range []struct{ a, b string }{{x, x}, {x, filepath.Join(dir, ".", "sub", "..", "x.json")}} {
		err := CheckOuts("-o", c.a, "--png", c.b)
		if err == nil || !strings.Contains(err.Error(), "the same file") {
			t.Errorf("-o %s --png %s: %v, want the same file refused", c.a, c.b, err)
		}
	}
	if err := os.WriteFile(x, []byte("{}"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Link(x, filepath.Join(dir, "y.json")); err == nil {
		if err := CheckOuts("-o", x, "--csv", filepath.Join(dir, "y.json")); err == nil || !strings.Contains(err.Error(), "-o "+x+" and --csv") {
			t.Errorf("a file and its hard link: %v, want the same file refused", err)
		}
	}
	if err := CheckOuts("-o", "/dev/null", "--png", "/dev/null"); err != nil {
		t.Errorf("/dev/null twice: %v", err)
	}
	if err := CheckOuts("-o", x, "--png", filepath.Join(dir, "x.png")); err != nil {
		t.Errorf("two files: %v", err)
	}
}
