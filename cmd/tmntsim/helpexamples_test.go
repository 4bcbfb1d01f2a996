package main

import (
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// TestHelpExamplesParse reads the examples of every command's --help and
// parses each tmntsim command line of them, with --help after its flags so
// that nothing is played: a flag an example names that its command does not
// take (renamed, or misspelled) fails, as does a value its flag's type
// refuses.
func TestHelpExamplesParse(t *testing.T) {
	for _, c := range commands() {
		out, _ := mustRun(t, exitOK, c.name, "--help")
		_, examples, ok := strings.Cut(out, "\nExamples:\n")
		if !ok {
			t.Errorf("%s --help has no examples", c.name)
			continue
		}
		n := 0
		for line := range strings.Lines(examples) {
			args := exampleArgs(line)
			if len(args) == 0 {
				continue
			}
			n++
			code, _, stderr := tmntsim(t.Context(), append(args, "--help")...)
			if code != exitOK {
				t.Errorf("%s --help: example %q: exit %d, want %d: %s", c.name, strings.TrimSpace(line), code, exitOK, stderr)
			}
		}
		if n == 0 {
			t.Errorf("%s --help: no example runs tmntsim", c.name)
		}
	}
}

// exampleArgs returns the arguments of an example line that runs tmntsim
// (without "tmntsim"; a trailing comment, a redirection or a pipe left out;
// quotes removed), nil for any other line.
func exampleArgs(line string) []string {
	line = strings.TrimSpace(line)
	rest, ok := strings.CutPrefix(line, "tmntsim ")
	if !ok {
		return nil
	}
	var args []string
	var cur strings.Builder
	inArg := false
	var quote rune
	for _, r := range rest {
		switch {
		case quote != 0:
			if r == quote {
				quote = 0
			} else {
				cur.WriteRune(r)
			}
		case r == '"' || r == '\'':
			quote, inArg = r, true
		case r == ' ' || r == '\t':
			if inArg {
				args = append(args, cur.String())
				cur.Reset()
				inArg = false
			}
		case !inArg && (r == '#' || r == '>' || r == '|'):
			return args
		default:
			cur.WriteRune(r)
			inArg = true
		}
	}
	if inArg {
		args = append(args, cur.String())
	}
	return args
}

// TestReadmeCommandsParse parses, as TestHelpExamplesParse does, every
// tmntsim command line README.md and docs/BATTLES.md show: in their sh
// blocks and after a "$ " prompt in their output blocks.
func TestReadmeCommandsParse(t *testing.T) {
	for _, c := range []struct {
		file string
		min  int // command lines found at least, that the search still finds them
	}{{"../../README.md", 30}, {"../../docs/BATTLES.md", 5}} {
		data, err := os.ReadFile(c.file)
		if err != nil {
			t.Fatal(err)
		}
		n, inSh := 0, false
		for line := range strings.Lines(string(data)) {
			trimmed := strings.TrimSpace(line)
			switch {
			case strings.HasPrefix(trimmed, "```"):
				inSh = trimmed == "```sh"
				continue
			case strings.HasPrefix(trimmed, "$ "):
				trimmed = strings.TrimPrefix(trimmed, "$ ")
			case !inSh:
				continue
			}
			args := exampleArgs(trimmed)
			if len(args) == 0 {
				continue
			}
			args = slices.DeleteFunc(args, func(a string) bool { return a == `\` })
			n++
			code, _, stderr := tmntsim(t.Context(), append(args, "--help")...)
			if code != exitOK {
				t.Errorf("%s: %q: exit %d, want %d: %s", c.file, trimmed, code, exitOK, stderr)
			}
		}
		if n < c.min {
			t.Errorf("%s: %d tmntsim command lines found, want %d or more", c.file, n, c.min)
		}
	}
}

// TestCampaignHelpListsItsFlags leaves out of campaign's --help the flags
// of run it refuses for an adventure, and lists those it takes, --check
// among them, as every command that plays does.
func TestCampaignHelpListsItsFlags(t *testing.T) {
	out, _ := mustRun(t, exitOK, "campaign", "--help")
	for _, f := range []string{"--first", "--ci-method"} {
		if strings.Contains(out, f) {
			t.Errorf("campaign --help lists %s, which campaign refuses", f)
		}
	}
	for _, f := range []string{"--precision", "--shard", "--resume", "--check"} {
		if !strings.Contains(out, f) {
			t.Errorf("campaign --help does not list %s", f)
		}
	}
}

// TestUsageNamesEveryFlag checks that a command whose --help usage line
// spells its flags out, instead of "[flags]", names every flag its Flags
// list has (by its long or its short name).
func TestUsageNamesEveryFlag(t *testing.T) {
	flagName := regexp.MustCompile(`^\s+(?:-(\w), )?--([\w-]+)`)
	for _, c := range commands() {
		out, _ := mustRun(t, exitOK, c.name, "--help")
		usage, _, _ := strings.Cut(out, "\n")
		if !strings.HasPrefix(usage, "Usage: ") || strings.Contains(usage, "[flags]") {
			continue
		}
		_, flags, _ := strings.Cut(out, "\nFlags:\n")
		flags, _, _ = strings.Cut(flags, "\n\n")
		for line := range strings.Lines(flags) {
			m := flagName.FindStringSubmatch(line)
			if m == nil || m[2] == "help" {
				continue
			}
			if !strings.Contains(usage, "--"+m[2]) && (m[1] == "" || !strings.Contains(usage, "-"+m[1]+" ")) {
				t.Errorf("%s: usage %q does not name --%s", c.name, usage, m[2])
			}
		}
	}
}

// TestReportHelpTargetOfGames checks that report's --help, which lists a
// battle's flags, says that a match's, a table's or an adventure's
// --target defaults to an equal share, not to the 50% it shows.
func TestReportHelpTargetOfGames(t *testing.T) {
	out, _ := mustRun(t, exitOK, "report", "--help")
	for line := range strings.Lines(out) {
		if strings.Contains(line, "--target") && strings.Contains(line, "RATE") {
			if !strings.Contains(line, "equal share") {
				t.Errorf("report --help: %q does not say a game's default (an equal share)", strings.TrimSpace(line))
			}
			return
		}
	}
	t.Error("report --help lists no --target")
}
