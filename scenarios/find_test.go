package scenarios

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestFindGame finds a file's game by its key (missing: the default), an
// embedded name's by the game that embeds it, and names an unknown game.
func TestFindGame(t *testing.T) {
	dir := t.TempDir()
	names := []string{DefaultGame, "tcg"}
	embedded := func(i int) []string { return [][]string{{"intro-brawl"}, {"genbu-v-seiryu"}}[i] }
	for _, c := range []struct {
		arg, data string // data "": not a file
		want      int
		err       string
	}{
		{"", "", -1, ""},
		{"genbu-v-seiryu", "", 1, ""},
		{"intro-brawl", "", 0, ""},
		{"nothing", "", -1, ""},
		{"a.yaml", "name: x\n", 0, ""},
		{"b.yaml", "game: tcg\n", 1, ""},
		{"c.yaml", "game: chess\n", -1, "c.yaml:1:7: unknown game \"chess\""},
	} {
		arg := c.arg
		if c.data != "" {
			arg = filepath.Join(dir, c.arg)
			if err := os.WriteFile(arg, []byte(c.data), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		i, _, err := FindGame(arg, names, embedded)
		if i != c.want || (err == nil) != (c.err == "") || err != nil && !strings.Contains(err.Error(), c.err) {
			t.Errorf("%s: got %d, %v; want %d, %q", c.arg, i, err, c.want, c.err)
		}
	}
}
