package scenarios

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// An added key or mapping is inserted into the file's own text: every
// other byte of the file (comments, blank lines, alignment, folded text)
// stays as its author wrote it.
func TestEditNumberKeepsTheText(t *testing.T) {
	const head = "# my battle\nname: x   # the name\n\ndescription: >\n  folded\n  text\n\n"
	for _, c := range []struct {
		name, data, path, want string
	}{
		{"top-level key", head + "villains:\n  - villain: foot-ninja\n    figures: 3     # knob\n\n# a closing note\n",
			"round_limit",
			head + "villains:\n  - villain: foot-ninja\n    figures: 3     # knob\nround_limit: 7\n\n# a closing note\n"},
		{"key of a list item", head + "villains:\n  - villain: foot-ninja\n    figures: 3     # knob\n\n  - villain: thug\n",
			"villains.foot-ninja.start_figures",
			head + "villains:\n  - villain: foot-ninja\n    figures: 3     # knob\n    start_figures: 7\n\n  - villain: thug\n"},
		{"nested keys", head + "win:\n  survive: {n: 9}   # rounds\n\nmap: {}\n",
			"win.defeat.n",
			head + "win:\n  survive: {n: 9}   # rounds\n  defeat:\n    n: 7\n\nmap: {}\n"},
		{"flow mapping", head + "win:\n  survive: {n: 9}   # rounds\n",
			"win.survive.extra",
			head + "win:\n  survive: {n: 9, extra: 7}   # rounds\n"},
		{"empty flow mapping", "a: {}   # nothing yet\n", "a.b.c", "a: {b: {c: 7}}   # nothing yet\n"},
		{"bare name", head + "heroes: [leonardo,   raphael]  # two\n", "heroes.raphael.life",
			head + "heroes: [leonardo,   {hero: raphael, life: 7}]  # two\n"},
		{"bare name in a block list", "heroes:\n  - leonardo   # the leader\n  - raphael\n", "heroes.leonardo.life",
			"heroes:\n  - {hero: leonardo, life: 7}   # the leader\n  - raphael\n"},
		{"CRLF", "a: 1\r\nb:\r\n  c: 2\r\n", "b.d", "a: 1\r\nb:\r\n  c: 2\r\n  d: 7\r\n"},
		{"no newline at the end", "a: 1\nb: 2", "c", "a: 1\nb: 2\nc: 7\n"},
		{"a block literal last", "a: 1\nmap: |\n  ..#\n  #..\n", "c", "a: 1\nmap: |\n  ..#\n  #..\nc: 7\n"},
	} {
		out, rewritten, err := EditNumber([]byte(c.data), c.path, 7)
		if err != nil {
			t.Errorf("%s: %v", c.name, err)
			continue
		}
		if string(out) != c.want || rewritten {
			t.Errorf("%s: got %q (written anew %v), want %q", c.name, out, rewritten, c.want)
		}
	}
}

// Where the text cannot take the insertion so that it reads as the edited
// YAML, the file is written anew, and EditNumber says so.
func TestEditNumberSaysWhenWrittenAnew(t *testing.T) {
	out, rewritten, err := EditNumber([]byte("heroes: [\"leonardo\"]   # quoted\n"), "heroes.leonardo.life", 7)
	if err != nil || !rewritten || !strings.Contains(string(out), "life: 7") {
		t.Errorf("quoted bare name: %q, written anew %v, %v; want life: 7 written anew", out, rewritten, err)
	}
}

// Adding a key to every embedded battle keeps every byte of the file.
func TestEditNumberKeepsEveryByteOfTheExamples(t *testing.T) {
	files, _ := filepath.Glob("../sim/adventures/battlefile/battles/*.yaml")
	if len(files) == 0 {
		t.Fatal("no example battles")
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, path := range []string{"round_limit_extra", "heroes.0.life_extra", "villains.0.extra.n", "win.0.extra"} {
			out, rewritten, err := EditNumber(data, path, 7)
			if err != nil || rewritten {
				t.Errorf("%s, %s: written anew %v, %v", f, path, rewritten, err)
				continue
			}
			k := 0 // every byte of data is in out, in order
			for i := 0; i < len(data); i++ {
				for k < len(out) && out[k] != data[i] {
					k++
				}
				if k == len(out) {
					t.Errorf("%s, %s: the text from byte %d on is lost: %q", f, path, i, data[i:min(i+40, len(data))])
					break
				}
				k++
			}
			if !strings.Contains(string(out), "7") || len(out) <= len(data) {
				t.Errorf("%s, %s: nothing added", f, path)
			}
		}
	}
}
