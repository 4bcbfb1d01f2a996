package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// readmeBlock returns the first fenced sh block of README.md that
// contains marker.
func readmeBlock(t *testing.T, marker string) string {
	t.Helper()
	readme := readFile(t, "../../README.md")
	for _, block := range strings.Split(readme, "```sh\n")[1:] {
		block, _, _ = strings.Cut(block, "```")
		if strings.Contains(block, marker) {
			return block
		}
	}
	t.Fatalf("README.md has no sh block with %q", marker)
	return ""
}

// TestGNUParallelRecipe runs the README's GNU parallel recipe as written
// (with 400 battles instead of 8,000,000): the binary built from this
// package on PATH, the real engine, eight shards run by GNU parallel on
// this machine and merged; the merge must equal one run of the same
// battles. Skipped when parallel is not installed (.ci/run installs it).
func TestGNUParallelRecipe(t *testing.T) {
	if testing.Short() {
		t.Skip("builds tmntsim and plays real battles")
	}
	if _, err := exec.LookPath("parallel"); err != nil {
		t.Skip("GNU parallel is not installed")
	}
	recipe := readmeBlock(t, "parallel tmntsim run")
	n := regexp.MustCompile(`-n \d+`)
	if len(n.FindAllString(recipe, -1)) != 1 {
		t.Fatalf("the recipe does not have one -n N:\n%s", recipe)
	}
	recipe = n.ReplaceAllString(recipe, "-n 400")

	dir := t.TempDir()
	bin := filepath.Join(dir, "bin")
	build := exec.Command("go", "build", "-o", filepath.Join(bin, "tmntsim"), ".")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	battle, err := os.ReadFile("../../sim/adventures/battlefile/battles/intro-brawl.yaml")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "my-battle.yaml"), battle, 0o644); err != nil {
		t.Fatal(err)
	}
	sh := func(script string) {
		t.Helper()
		cmd := exec.Command("bash", "-euo", "pipefail", "-c", script)
		cmd.Dir = dir
		cmd.Env = append(os.Environ(), "PATH="+bin+string(os.PathListSeparator)+os.Getenv("PATH"))
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("%s: %v\n%s", script, err, out)
		}
	}
	sh(recipe)
	parts, _ := filepath.Glob(filepath.Join(dir, "part-*.json"))
	if len(parts) != 8 {
		t.Fatalf("%d shard summaries, want 8: %v", len(parts), parts)
	}
	sh("tmntsim run my-battle.yaml -n 400 --seed 7 --progress off -o one.json")
	got := summaryOf(t, readFile(t, filepath.Join(dir, "my-battle.json")))
	want := summaryOf(t, readFile(t, filepath.Join(dir, "one.json")))
	if got != want {
		t.Errorf("merged shards differ from one run:\n%s\nwant\n%s", got, want)
	}
}
