package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestValidate(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "good.yaml")
	bad := filepath.Join(dir, "bad.yaml")
	data, err := os.ReadFile(filepath.Join("..", "..", "sim", "adventures", "battlefile", "battles", "intro-brawl.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(good, data, 0o644); err != nil {
		t.Fatal(err)
	}
	broken := strings.Replace(string(data), "villain: foot-ninja", "villain: foot-ninj", 1)
	broken = strings.Replace(broken, "skill_modifier:", "skill_modifer:", 1)
	if err := os.WriteFile(bad, []byte(broken), 0o644); err != nil {
		t.Fatal(err)
	}

	code, out, errs := runArgs("validate", good, "hold-the-line")
	if code != exitOK || errs != "" || strings.Count(out, ": ok: ") != 2 {
		t.Errorf("validate good: got exit %d, stdout %q, stderr %q; want 0 and two ok lines", code, out, errs)
	}
	code, out, _ = runArgs("validate", "-q", good)
	if code != exitOK || out != "" {
		t.Errorf("validate -q good: got exit %d, stdout %q; want 0 and nothing", code, out)
	}

	code, out, errs = runArgs("validate", good, bad)
	if code != exitError {
		t.Errorf("validate bad: got exit %d, want %d", code, exitError)
	}
	for _, want := range []string{
		bad + `:14:1: unknown key "skill_modifer" in the file (did you mean "skill_modifier"?)`,
		bad + `:36:14: unknown villain "foot-ninj" (did you mean "foot-ninja"?)`,
		"  36 |   - villain: foot-ninj\n     |              ^",
		"2 problems",
	} {
		if !strings.Contains(errs, want) {
			t.Errorf("validate bad: stderr %q does not contain %q", errs, want)
		}
	}
	if !strings.Contains(out, "good.yaml: ok") {
		t.Errorf("validate bad: stdout %q, want the good file reported ok", out)
	}

	for _, c := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"validate"}, exitUsage, "no battle file given"},
		{[]string{"validate", filepath.Join(dir, "missing.yaml")}, exitError, "missing.yaml: cannot read: no such file"},
		{[]string{"validate", "--quite", good}, exitUsage, "did you mean --quiet?"},
	} {
		code, _, errs := runArgs(c.args...)
		if code != c.code || !strings.Contains(errs, c.want) {
			t.Errorf("%v: got exit %d, stderr %q; want exit %d and %q", c.args, code, errs, c.code, c.want)
		}
	}
}

// validate reads a match or a table by its game's loader and says what it
// is; show describes it in words, with its seats and policies.
func TestValidateShowGames(t *testing.T) {
	for _, tt := range []struct{ file, ok, show string }{
		{"match-good.yaml", "ok: tcg match, genbu v suzaku", "  1. genbu      policy planner    deck genbu: 40 cards"},
		{"table-good.yaml", "ok: munchkin table, 3 players", "  1. seat1  policy reasonable  character Leonardo"},
	} {
		file := filepath.Join("testdata", "bad", tt.file)
		code, out, errs := runArgs("validate", file)
		if code != exitOK || out != file+": "+tt.ok+"\n" || errs != "" {
			t.Errorf("validate %s: got exit %d, stdout %q, stderr %q; want 0 and %q", file, code, out, errs, tt.ok)
		}
		code, out, errs = runArgs("show", file)
		if code != exitOK || !strings.Contains(out, tt.show) {
			t.Errorf("show %s: got exit %d, stdout %q, stderr %q; want 0 and a line %q", file, code, out, errs, tt.show)
		}
	}
}
