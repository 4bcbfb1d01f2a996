package battlefile

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"
)

// yamlBlocks returns the ```yaml blocks of a Markdown file.
func yamlBlocks(t *testing.T, file string) []string {
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	var blocks []string
	for _, part := range strings.Split(string(data), "```yaml\n")[1:] {
		block, _, _ := strings.Cut(part, "```")
		blocks = append(blocks, block)
	}
	return blocks
}

// TestDocsExamples loads the whole battle and the roster of docs/BATTLES.md,
// so the format reference cannot drift from the loader.
func TestDocsExamples(t *testing.T) {
	var battle, roster string
	for _, b := range yamlBlocks(t, filepath.Join("..", "..", "..", "docs", "BATTLES.md")) {
		switch {
		case strings.HasPrefix(b, "name: "), strings.HasPrefix(b, "game: adventures"):
			battle = b
		case strings.HasPrefix(b, "heroes:\n  casey-jones:"):
			roster = b
		}
	}
	if battle == "" || roster == "" {
		t.Fatalf("docs/BATTLES.md: got battle %t and roster %t examples, want both", battle != "", roster != "")
	}
	fsys := fstest.MapFS{"rosters/mutanimals.yaml": {Data: []byte(roster)}}
	battle = strings.Replace(battle, "heroes: [leonardo, raphael, donatello, michelangelo]", "heroes: [leonardo, raphael, donatello, casey-jones]", 1)
	battle = strings.Replace(battle, "villain: foot-ninja ", "villain: purple-dragon ", 1)
	battle = strings.Replace(battle, "villain: foot-ninja}", "villain: purple-dragon}", 1)
	battle += "roster: rosters/mutanimals.yaml\n"
	l, err := LoadBytes("BATTLES.md", []byte(battle), WithFS(fsys, "."))
	if err != nil {
		t.Fatalf("the example battle of docs/BATTLES.md does not load: %v", err)
	}
	if got := l.Battle.Heroes[3].Name; got != "Casey Jones" {
		t.Errorf("got hero %q, want Casey Jones from the example roster", got)
	}
	if got := l.Battle.Villains[0].Name; got != "Purple Dragon" {
		t.Errorf("got villain %q, want Purple Dragon from the example roster", got)
	}
}
