package viewguard

import (
	"bufio"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// wants returns the lines of file marked "// want".
func wants(t *testing.T, file string) map[int]bool {
	f, err := os.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	w := map[int]bool{}
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		if strings.HasSuffix(sc.Text(), "// want") {
			w[n] = true
		}
	}
	return w
}

// TestCheckerFindsPlantedWrites: every write planted in testdata/bad is
// found, on its line, and nothing else; testdata/good, which reads its
// views and writes its own memory, has no finding.
func TestCheckerFindsPlantedWrites(t *testing.T) {
	root, err := Root()
	if err != nil {
		t.Fatal(err)
	}
	for _, dir := range []string{"bad", "good"} {
		dir := filepath.Join("testdata", dir)
		fs, err := Check(root, Module, Views, dir)
		if err != nil {
			t.Fatal(err)
		}
		file := filepath.Join(dir, filepath.Base(dir)+".go")
		want := wants(t, file)
		got := map[int]bool{}
		for _, f := range fs {
			got[f.Pos.Line] = true
			if !want[f.Pos.Line] {
				t.Errorf("%s: unexpected finding: %v", file, f)
			}
		}
		for line := range want {
			if !got[line] {
				t.Errorf("%s:%d: planted write not found", file, line)
			}
		}
	}
}
