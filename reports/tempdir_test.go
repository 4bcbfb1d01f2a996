package reports

import (
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestWriteRemovesStale leaves the temporary directories of a report killed
// while writing, then writes a report beside them: those of a process that
// is gone, and old ones, are removed; those of a live process, and others'
// hidden directories, are kept.
func TestWriteRemovesStale(t *testing.T) {
	base := t.TempDir()
	gone := exec.Command("true")
	if err := gone.Run(); err != nil {
		t.Skip("cannot run a process:", err)
	}
	dead, live := gone.Process.Pid, os.Getppid()
	mk := func(name string, age time.Duration) string {
		p := filepath.Join(base, name)
		if err := os.MkdirAll(filepath.Join(p, "sub"), 0o755); err != nil {
			t.Fatal(err)
		}
		os.WriteFile(filepath.Join(p, "sub", "curve.png"), []byte("x"), 0o644)
		if age > 0 {
			old := time.Now().Add(-age)
			os.Chtimes(p, old, old)
		}
		return p
	}
	removed := []string{
		mk(".report.tmntsim-tmp-"+strconv.Itoa(dead)+"-0a1b2c", 0),
		mk(".report.tmntsim-tmp-"+strconv.Itoa(dead)+"-0a1b2c.old", 0),
		mk(".other.tmntsim-tmp-"+strconv.Itoa(live)+"-99", 48*time.Hour),
	}
	kept := []string{
		mk(".report.tmntsim-tmp-"+strconv.Itoa(live)+"-ff00", 0),
		mk(".report.tmp-1234", 0),
		mk(".git", 0),
	}
	if err := Write(filepath.Join(base, "report"), testReport(t)); err != nil {
		t.Fatal(err)
	}
	for _, p := range removed {
		if _, err := os.Stat(p); err == nil {
			t.Errorf("stale %s was not removed", filepath.Base(p))
		}
	}
	for _, p := range kept {
		if _, err := os.Stat(p); err != nil {
			t.Errorf("%s was removed: %v", filepath.Base(p), err)
		}
	}
}

// TestWriteDirMode checks that a report's directory gets 0777 less the
// umask, like any new directory.
func TestWriteDirMode(t *testing.T) {
	old := syscall.Umask(0o027)
	defer syscall.Umask(old)
	dir := filepath.Join(t.TempDir(), "report")
	if err := Write(dir, testReport(t)); err != nil {
		t.Fatal(err)
	}
	fi, err := os.Stat(dir)
	if err != nil {
		t.Fatal(err)
	}
	if got := fi.Mode().Perm(); got != 0o750 {
		t.Errorf("report directory mode %v under umask 027, want drwxr-x---", got)
	}
}

func TestCheckDir(t *testing.T) {
	base := t.TempDir()
	t.Chdir(base)
	os.WriteFile(filepath.Join(base, "file"), []byte("x"), 0o644)
	os.Mkdir(filepath.Join(base, "sub"), 0o755)
	for _, c := range []struct {
		dir, want string // want: a part of the error, "" for none
	}{
		{".", "is the current directory or holds it"},
		{base, "is the current directory or holds it"},
		{"..", "is the current directory or holds it"},
		{"/", "is the current directory or holds it"},
		{"file", "is a file"},
		{"file/report", "not a directory"},
		{"sub", ""},
		{"new", ""},
		{"sub/report", ""},
		{"new/deeper/report", "directory new/deeper does not exist; make it first (mkdir -p new/deeper)"},
	} {
		err := CheckDir(c.dir)
		switch {
		case c.want == "" && err != nil:
			t.Errorf("CheckDir(%q): %v", c.dir, err)
		case c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)):
			t.Errorf("CheckDir(%q): %v, want an error saying %q", c.dir, err, c.want)
		}
	}
	left, _ := filepath.Glob(filepath.Join(base, ".*"))
	if len(left) > 0 {
		t.Errorf("probes left behind: %v", left)
	}
}
