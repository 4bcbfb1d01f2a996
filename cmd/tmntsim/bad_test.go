package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// badCase is one case of the corpus of bad inputs in testdata/bad.
type badCase struct {
	line int
	file string
	args []string
	exit int
	msg  string
}

func readBadCases(t *testing.T) []badCase {
	data, err := os.ReadFile(filepath.Join("testdata", "bad", "expect.txt"))
	if err != nil {
		t.Fatal(err)
	}
	var cases []badCase
	for i, l := range strings.Split(string(data), "\n") {
		if strings.TrimSpace(l) == "" || strings.HasPrefix(l, "#") {
			continue
		}
		f := strings.SplitN(l, "|", 4)
		if len(f) != 4 {
			t.Fatalf("expect.txt:%d: want FILE | ARGS | EXIT | MESSAGE", i+1)
		}
		exit, err := strconv.Atoi(strings.TrimSpace(f[2]))
		if err != nil {
			t.Fatalf("expect.txt:%d: exit status %q", i+1, f[2])
		}
		cases = append(cases, badCase{i + 1, strings.TrimSpace(f[0]), strings.Fields(f[1]), exit, strings.TrimSpace(f[3])})
	}
	return cases
}

// copyDir copies the files of directory from (and of its subdirectories)
// into to.
func copyDir(t *testing.T, from, to string) {
	err := filepath.WalkDir(from, func(p string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(from, p)
		if d.IsDir() {
			return os.MkdirAll(filepath.Join(to, rel), 0o755)
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(to, rel), data, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
}

// checkBad runs tmntsim with args and checks the exit status, that stderr
// holds msg, and that it is short, panic-free and quotes no "secret".
func checkBad(t *testing.T, what string, args []string, exit int, msg string) {
	t.Helper()
	var out, errb bytes.Buffer
	start := time.Now()
	code := run(&env{stdout: &out, stderr: &errb, stdin: strings.NewReader("")}, args)
	stderr := errb.String()
	switch {
	case code != exit:
		t.Errorf("%s: tmntsim %s: exit %d, want %d; stderr:\n%.2000s", what, strings.Join(args, " "), code, exit, stderr)
	case !strings.Contains(stderr, msg):
		t.Errorf("%s: tmntsim %s: stderr\n%.2000s\nwant it to contain %q", what, strings.Join(args, " "), stderr, msg)
	case len(stderr) > 16<<10:
		t.Errorf("%s: %d bytes on stderr, want at most 16 KB", what, len(stderr))
	case strings.Contains(stderr, "secret") || strings.Contains(stderr, "root:x") || strings.Contains(stderr, "goroutine "):
		t.Errorf("%s: stderr quotes a file it should not, or panics:\n%.2000s", what, stderr)
	}
	if d := time.Since(start); d > 20*time.Second {
		t.Errorf("%s: took %v", what, d)
	}
}

// TestBadInputs runs the corpus of bad inputs (testdata/bad/expect.txt):
// battle files, rosters and summaries that tmntsim must refuse with a
// clear message, never a panic, a hang or a flood.
func TestBadInputs(t *testing.T) {
	dir := t.TempDir()
	copyDir(t, filepath.Join("testdata", "bad"), dir)
	for _, c := range readBadCases(t) {
		path := filepath.Join(dir, c.file)
		args := make([]string, len(c.args))
		for i, a := range c.args {
			args[i] = strings.ReplaceAll(a, "{}", path)
		}
		checkBad(t, "expect.txt:"+strconv.Itoa(c.line), args, c.exit, strings.ReplaceAll(c.msg, "{}", path))
	}
}

// TestBadFiles checks the files the corpus cannot hold: named pipes,
// devices and files over the size limit.
func TestBadFiles(t *testing.T) {
	dir := t.TempDir()
	copyDir(t, filepath.Join("testdata", "bad"), dir)
	fifo := filepath.Join(dir, "fifo.yaml")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skipf("no named pipes here: %v", err)
	}
	good, err := os.ReadFile(filepath.Join(dir, "battle-good.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	fifoRoster := filepath.Join(dir, "fifo-roster.yaml")
	if err := os.WriteFile(fifoRoster, append(good, "roster: fifo.yaml\n"...), 0o644); err != nil {
		t.Fatal(err)
	}
	big := filepath.Join(dir, "big.yaml")
	if err := os.WriteFile(big, append(good, bytes.Repeat([]byte("# padding\n"), 500<<10)...), 0o644); err != nil {
		t.Fatal(err)
	}
	bigSummary := filepath.Join(dir, "big.json")
	if err := os.WriteFile(bigSummary, bytes.Repeat([]byte(" "), 17<<20), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		args []string
		exit int
		msg  string
	}{
		{[]string{"validate", fifo}, 1, "not a regular file (a named pipe)"},
		{[]string{"validate", fifoRoster}, 1, "roster: cannot read " + fifo + ": not a regular file (a named pipe)"},
		{[]string{"validate", "/dev/zero"}, 1, "/dev/zero: cannot read: not a regular file (a device)"},
		{[]string{"validate", big}, 1, "larger than the 4 MiB limit"},
		{[]string{"merge", fifo}, 1, "not a regular file (a named pipe)"},
		{[]string{"merge", "/dev/zero"}, 1, "not a regular file (a device)"},
		{[]string{"merge", bigSummary}, 1, "larger than the 16 MiB limit"},
		{[]string{"run", "--resume", fifo}, 1, "not a regular file (a named pipe)"},
	} {
		checkBad(t, strings.Join(c.args, " "), c.args, c.exit, c.msg)
	}
}

// TestRunInterruptedWhileReading checks that a signal received while the
// files are read stops the run before its first battle, writing nothing.
func TestRunInterruptedWhileReading(t *testing.T) {
	useFakeGame(t, -1, nil)
	f := filepath.Join(t.TempDir(), "s.json")
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	code, _, stderr := tmntsim(ctx, "run", "-n", "100", "-o", f)
	if code != exitInterrupted || !strings.Contains(stderr, "interrupted before the first battle") {
		t.Errorf("exit %d, stderr %q; want %d and interrupted before the first battle", code, stderr, exitInterrupted)
	}
	if _, err := os.Stat(f); err == nil {
		t.Errorf("%s written", f)
	}
}
