package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// TestCompletionBash runs the bash script's completion function on a few
// command lines, when bash is installed, and checks what it offers.
func TestCompletionBash(t *testing.T) {
	bash, err := exec.LookPath("bash")
	if err != nil {
		t.Skip("no bash")
	}
	code, script, errs := runArgs("completion", "bash")
	if code != exitOK {
		t.Fatalf("completion bash: exit %d, stderr %q", code, errs)
	}
	dir := t.TempDir()
	file := filepath.Join(dir, "tmntsim.bash")
	if err := os.WriteFile(file, []byte(script), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "mine.yaml"), []byte("name: x\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		words    []string // the command line, the last word being completed
		want     []string
		wantNone []string
	}{
		{[]string{"tmntsim", "ru"}, []string{"run"}, []string{"report"}},
		{[]string{"tmntsim", "s"}, []string{"schema", "show", "sweep"}, nil},
		{[]string{"tmntsim", "run", "--ba"}, []string{"--battles"}, nil},
		{[]string{"tmntsim", "show", "--"}, []string{"--png", "--help"}, []string{"--battles"}},
		{[]string{"tmntsim", "show", "intro"}, []string{"intro-brawl"}, nil},
		{[]string{"tmntsim", "run", "gen"}, []string{"genbu-v-seiryu"}, nil},
		{[]string{"tmntsim", "run", "mi"}, []string{"mine.yaml"}, nil},
		{[]string{"tmntsim", "run", "-p", "ta"}, []string{"tactician"}, nil},
		{[]string{"tmntsim", "run", "-n", ""}, nil, []string{"intro-brawl"}},
		{[]string{"tmntsim", "new", "-o", "mi"}, []string{"mine.yaml"}, nil},
		{[]string{"tmntsim", "completion", ""}, []string{"bash", "zsh", "fish"}, []string{"intro-brawl"}},
		{[]string{"tmntsim", "help", "tu"}, []string{"tune"}, nil},
	} {
		var quoted []string
		for _, w := range c.words {
			quoted = append(quoted, "'"+w+"'")
		}
		prog := "source " + file + "; COMP_WORDS=(" + strings.Join(quoted, " ") + "); COMP_CWORD=" +
			strconv.Itoa(len(c.words)-1) + "; _tmntsim; printf '%s\\n' \"${COMPREPLY[@]}\""
		cmd := exec.Command(bash, "--norc", "--noprofile", "-c", prog)
		cmd.Dir = dir
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("%v: %v\n%s", c.words, err, out)
		}
		got := strings.Fields(string(out))
		for _, w := range c.want {
			if !slices.Contains(got, w) {
				t.Errorf("%v: got %v, want %q among them", c.words, got, w)
			}
		}
		for _, w := range c.wantNone {
			if slices.Contains(got, w) {
				t.Errorf("%v: got %v, want no %q", c.words, got, w)
			}
		}
	}
}

// TestCompletionShells checks that each shell's script is valid for its
// shell (when installed), that every command's flags were read from its
// help, and that a bad shell name is a usage error.
func TestCompletionShells(t *testing.T) {
	d := completionData()
	for _, c := range d.Commands {
		if c.Name == "run" && !slices.Contains(c.FlagWords("file"), "--resume") {
			t.Errorf("run: got file flags %v, want --resume among them", c.FlagWords("file"))
		}
		if len(c.Flags) == 0 {
			t.Errorf("%s: no flags read from its help", c.Name)
		}
	}
	for _, sh := range []string{"bash", "zsh", "fish"} {
		code, script, errs := runArgs("completion", sh)
		if code != exitOK || !strings.Contains(script, "intro-brawl") || !strings.Contains(script, map[bool]string{true: "-l battles", false: "--battles"}[sh == "fish"]) {
			t.Fatalf("completion %s: exit %d, stderr %q, script without the battles or flags", sh, code, errs)
		}
		path, err := exec.LookPath(sh)
		if err != nil {
			continue
		}
		file := filepath.Join(t.TempDir(), "tmntsim."+sh)
		if err := os.WriteFile(file, []byte(script), 0o644); err != nil {
			t.Fatal(err)
		}
		if out, err := exec.Command(path, "-n", file).CombinedOutput(); err != nil {
			t.Errorf("%s -n: %v\n%s", sh, err, out)
		}
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"completion"}, "name one shell"},
		{[]string{"completion", "bsh"}, `did you mean "bash"?`},
		{[]string{"completion", "bash", "zsh"}, "name one shell"},
	} {
		if code, _, errs := runArgs(c.args...); code != exitUsage || !strings.Contains(errs, c.want) {
			t.Errorf("%v: got exit %d, stderr %q; want %d and %q", c.args, code, errs, exitUsage, c.want)
		}
	}
}
