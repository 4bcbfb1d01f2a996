package main

import (
	"bytes"
	"flag"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
)

var update = flag.Bool("update", false, "rewrite the golden files of tmntsim show")

// runArgs runs tmntsim with args and returns the exit code and outputs.
func runArgs(args ...string) (code int, stdout, stderr string) {
	var out, errb bytes.Buffer
	code = run(&env{stdout: &out, stderr: &errb, stdin: strings.NewReader("")}, args)
	return code, out.String(), errb.String()
}

// TestShowGolden compares "tmntsim show NAME" of every embedded battle,
// match and table with its golden file in testdata/show; run with -update
// to rewrite them.
func TestShowGolden(t *testing.T) {
	names := battlefile.Embedded()
	for _, g := range games[1:] {
		names = append(names, g.Embedded()...)
	}
	for _, name := range names {
		code, out, errs := runArgs("show", name)
		if code != exitOK {
			t.Fatalf("show %s: exit %d, stderr %q", name, code, errs)
		}
		file := filepath.Join("testdata", "show", name+".txt")
		if *update {
			if err := os.MkdirAll(filepath.Dir(file), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(file, []byte(out), 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		want, err := os.ReadFile(file)
		if err != nil {
			t.Fatalf("%v (run go test ./cmd/tmntsim -run TestShowGolden -update)", err)
		}
		if out != string(want) {
			t.Errorf("show %s: output differs from %s (run with -update if the change is right):\ngot:\n%s", name, file, out)
		}
	}
}

func TestShowDefault(t *testing.T) {
	code, out, _ := runArgs("show")
	if code != exitOK || !strings.HasPrefix(out, "Intro Brawl") {
		t.Errorf("show: got exit %d and %.40q, want 0 and the default battle", code, out)
	}
}

func TestShowPNG(t *testing.T) {
	file := filepath.Join(t.TempDir(), "map.png")
	code, _, errs := runArgs("show", "rooftop-showdown", "--png", file)
	if code != exitOK {
		t.Fatalf("show --png: exit %d, stderr %q", code, errs)
	}
	f, err := os.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatalf("show --png: %v", err)
	}
	if b := img.Bounds(); b.Dx() < 400 || b.Dy() < 300 {
		t.Errorf("show --png: got a %dx%d picture, want at least 400x300", b.Dx(), b.Dy())
	}
	entries, _ := os.ReadDir(filepath.Dir(file))
	if len(entries) != 1 {
		t.Errorf("show --png: got %d files in the directory, want only the picture (no temporary left)", len(entries))
	}
}

func TestShowErrors(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.yaml")
	if err := os.WriteFile(bad, []byte("name: x\nheroes: [leo]\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		args []string
		code int
		want string
	}{
		{[]string{"show", "intro-brawll"}, exitError, `did you mean "intro-brawl"?`},
		{[]string{"show", bad}, exitError, bad + ":2:10: unknown hero \"leo\""},
		{[]string{"show", "a", "b"}, exitUsage, "one battle at a time"},
		{[]string{"show", "--pgn", "x.png"}, exitUsage, "did you mean --png?"},
		{[]string{"show", "--png", filepath.Join(dir, "no", "such", "dir.png")}, exitError, "/no/such/dir.png: directory " + filepath.Join(dir, "no", "such") + " does not exist"},
	}
	for _, c := range cases {
		code, _, errs := runArgs(c.args...)
		if code != c.code || !strings.Contains(errs, c.want) {
			t.Errorf("%v: got exit %d, stderr %q; want exit %d and %q", c.args, code, errs, c.code, c.want)
		}
	}
}
