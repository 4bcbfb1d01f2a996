package completion

import (
	"slices"
	"strings"
	"testing"

	"github.com/spf13/pflag"
)

// TestFlagsOf reads the flags of a help text: short and long names, the
// value's placeholder, file values, and -h after them.
func TestFlagsOf(t *testing.T) {
	help := "Usage: tmntsim run [BATTLE]\n\nFlags:\n  -n, --battles N     play N battles\n      --resume FILE   continue\n      --check         check\n\nMore text\n  --not-a-flag X  here\n"
	got := FlagsOf(help)
	want := []Flag{{"n", "battles", "N", false}, {"", "resume", "FILE", true}, {"", "check", "", false}, {"h", "help", "", false}}
	if !slices.Equal(got, want) {
		t.Fatalf("got %v, want %v", got, want)
	}
	c := Command{Name: "run", Flags: got}
	for kind, want := range map[string]string{"file": "--resume", "switch": "--check -h --help", "other": "-n --battles"} {
		if w := strings.Join(c.FlagWords(kind), " "); w != want {
			t.Errorf("FlagWords(%q): got %q, want %q", kind, w, want)
		}
	}
}

// TestFlagsOfSet reads the same flags from a flag set as FlagsOf from its
// help.
func TestFlagsOfSet(t *testing.T) {
	fs := pflag.NewFlagSet("run", pflag.ContinueOnError)
	fs.SortFlags = false
	fs.Int64P("battles", "n", 10, "play `N` battles")
	fs.String("resume", "", "continue the run in `FILE`")
	fs.Bool("check", false, "check")
	fs.Float64("precision", 0, "stop at ±`P`")
	fs.String("old", "", "hidden")
	_ = fs.MarkHidden("old")
	got, want := FlagsOfSet(fs), FlagsOf("Flags:\n"+fs.FlagUsages())
	if !slices.Equal(got, want) || len(got) != 5 {
		t.Errorf("got %v, want %v", got, want)
	}
}

// TestQuote quotes words with quotes and backslashes for zsh and fish.
func TestQuote(t *testing.T) {
	if got, want := zshQuote(`it's`), `'it'\''s'`; got != want {
		t.Errorf("zshQuote: got %s, want %s", got, want)
	}
	if got, want := fishQuote(`a\'b`), `'a\\\'b'`; got != want {
		t.Errorf("fishQuote: got %s, want %s", got, want)
	}
}

// TestWriteEveryShell executes every shell's template.
func TestWriteEveryShell(t *testing.T) {
	d := Data{Commands: []Command{{Name: "run", Summary: "play", Flags: FlagsOf("Flags:\n  -n, --battles N  x\n")}}, Battles: []string{"intro-brawl"}, Policies: []string{"tactician"}}
	for _, sh := range Shells {
		var b strings.Builder
		if err := Write(&b, sh, d); err != nil || !strings.Contains(b.String(), "intro-brawl") {
			t.Errorf("%s: error %v, script without the battle:\n%s", sh, err, b.String())
		}
	}
}
