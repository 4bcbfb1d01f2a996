package userfile

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

func TestRead(t *testing.T) {
	dir := t.TempDir()
	ok := filepath.Join(dir, "ok.yaml")
	if err := os.WriteFile(ok, []byte("name: x\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	big := filepath.Join(dir, "big.yaml")
	if err := os.WriteFile(big, make([]byte, 101), 0o644); err != nil {
		t.Fatal(err)
	}
	fifo := filepath.Join(dir, "fifo")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skipf("no named pipes here: %v", err)
	}
	link := filepath.Join(dir, "link.yaml")
	if err := os.Symlink(ok, link); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name, want string // want: "" for the file's bytes
	}{
		{ok, ""},
		{link, ""}, // a link to a regular file is read
		{big, "larger than"},
		{fifo, "not a regular file (a named pipe)"},
		{dir, "not a regular file (a directory)"},
		{"/dev/zero", "not a regular file (a device)"},
		{filepath.Join(dir, "missing"), "no such file"},
	} {
		start := time.Now()
		data, err := Read(c.name, 100)
		if d := time.Since(start); d > 2*time.Second {
			t.Errorf("Read(%s) took %v", c.name, d)
		}
		switch {
		case c.want == "" && (err != nil || string(data) != "name: x\n"):
			t.Errorf("Read(%s) = %q, %v; want its bytes", c.name, data, err)
		case c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)):
			t.Errorf("Read(%s) error %v, want one containing %q", c.name, err, c.want)
		}
	}
	root, err := os.OpenRoot(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer root.Close()
	if _, err := ReadIn(root, "fifo", 100); !errors.As(err, new(*NotRegularError)) {
		t.Errorf("ReadIn(fifo) error %v, want a NotRegularError", err)
	}
	if data, err := ReadIn(root, "ok.yaml", 100); err != nil || string(data) != "name: x\n" {
		t.Errorf("ReadIn(ok.yaml) = %q, %v", data, err)
	}
}

// TestHash hashes a file's bytes, and nothing of a name that is no file.
func TestHash(t *testing.T) {
	f := filepath.Join(t.TempDir(), "b.yaml")
	if err := os.WriteFile(f, []byte("abc"), 0o644); err != nil {
		t.Fatal(err)
	}
	if got, want := Hash(f), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"; got != want {
		t.Errorf("got %s, want %s", got, want)
	}
	if got := Hash("intro-brawl"); got != "" {
		t.Errorf("an embedded name: got %q, want \"\"", got)
	}
}
