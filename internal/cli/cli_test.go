package cli

import (
	"bytes"
	"errors"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"github.com/spf13/pflag"
)

func newTestSet(help *bytes.Buffer) *Set {
	s := NewSet("run", "game", func(fs *pflag.FlagSet) {
		Help(help, fstest.MapFS{"run.txt": {Data: []byte("Flags:\n{{flags}}\n")}}, "run", fs, nil)
	})
	s.Use("battles", "workers", "policy", "progress")
	s.UseAs("format", "`format` on stdout", "text", "json")
	return s
}

func TestSetErrors(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"-n", "-3"}, "--battles: -3 is not a positive number of games"},
		{[]string{"-w", "-1"}, "--workers: -1 is negative; give a number of workers, or 0 for one per CPU"},
		{[]string{"-w", "1025"}, "--workers: 1025 is more than 1024: workers beyond the CPUs"},
		{[]string{"-w", "9223372036854775807"}, "--workers: 9223372036854775807 is more than 1024"},
		{[]string{"-w", "1024"}, ""},
		{[]string{"--progress", "x"}, `--progress: unknown mode "x" (known: auto, on, off)`},
		{[]string{"--format", "csv"}, `--format: unknown format "csv" (known: text, json)`},
		{[]string{"-n", "abc"}, `--battles: invalid value "abc"; want a whole number`},
		{[]string{"-n", "99999999999999999999"}, "--battles: 99999999999999999999 is out of range; want at most 9223372036854775807"},
		{[]string{"--worker", "2"}, "--worker: unknown flag of tmntsim run (did you mean --workers?)"},
		{[]string{"--hlep"}, "--hlep: unknown flag of tmntsim run (did you mean --help?)"},
		{[]string{"--battle-index", "2"}, "--battle-index: unknown flag of tmntsim run; tmntsim run --help lists its flags"},
		{[]string{"-n", "5"}, ""},
	} {
		s := newTestSet(new(bytes.Buffer))
		err := s.Parse(c.args)
		if err == nil {
			err = s.Check()
		}
		got := ""
		if err != nil {
			got = err.Error()
			if !IsUsage(err) {
				t.Errorf("%v: %v is not a usage error", c.args, err)
			}
		}
		if got != c.want && (c.want == "" || !strings.HasPrefix(got, c.want)) {
			t.Errorf("%v: got %q, want %q", c.args, got, c.want)
		}
	}
}

func TestSetValuesAndHelp(t *testing.T) {
	var help bytes.Buffer
	s := newTestSet(&help)
	if err := s.Parse([]string{"-p", "a", "-p", "heroes=b", "-n", "7"}); err != nil {
		t.Fatal(err)
	}
	if got := s.Strings("policy"); strings.Join(got, " ") != "a heroes=b" {
		t.Errorf("policies: got %q, want [a heroes=b]", got)
	}
	if got := s.Int64("battles"); got != 7 {
		t.Errorf("battles: got %d, want 7", got)
	}
	if err := newTestSet(&help).Parse([]string{"--help"}); !errors.Is(err, ErrHelp) {
		t.Fatalf("--help: got %v, want ErrHelp", err)
	}
	for _, want := range []string{"-n, --battles N       play N games (over all shards", `(default "planner")`, "--format format   format on stdout (default \"text\")"} {
		if !strings.Contains(help.String(), want) {
			t.Errorf("help lacks %q:\n%s", want, help.String())
		}
	}
}

// TestDefaultOfAnotherType: a default whose type is not its kind's is a
// defect, not a silent zero.
func TestDefaultOfAnotherType(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Error("an int default of an Int64 flag was taken")
		}
	}()
	NewSet("x", "", func(*pflag.FlagSet) {}).Add(Flag{Name: "n", Kind: Int64, Default: 3})
}

// A Duration flag takes 30s or 2m, checks its value and refuses a word.
func TestDuration(t *testing.T) {
	negative := func(v any) error { return ifNot(v.(time.Duration) >= 0, "%v is negative", v) }
	for _, c := range []struct {
		args []string
		got  time.Duration
		want string
	}{
		{nil, 30 * time.Second, ""},
		{[]string{"--budget", "2m"}, 2 * time.Minute, ""},
		{[]string{"--budget", "-1s"}, -time.Second, "--budget: -1s is negative"},
		{[]string{"--budget", "abc"}, 0, `--budget: invalid value "abc"; want duration`},
	} {
		s := NewSet("report", "battle", func(*pflag.FlagSet) {})
		s.Add(Flag{Name: "budget", Kind: Duration, Default: 30 * time.Second, Check: negative})
		err := s.Parse(c.args)
		if err == nil {
			if got := s.Duration("budget"); got != c.got {
				t.Errorf("%v: got %v, want %v", c.args, got, c.got)
			}
			err = s.Check()
		}
		got := ""
		if err != nil {
			got = err.Error()
		}
		if got != c.want {
			t.Errorf("%v: got %q, want %q", c.args, got, c.want)
		}
	}
}
