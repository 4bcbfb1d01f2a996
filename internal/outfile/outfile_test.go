package outfile

import (
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

func text(s string) func(io.Writer) error {
	return func(w io.Writer) error { _, err := io.WriteString(w, s); return err }
}

func read(t *testing.T, name string) string {
	t.Helper()
	b, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// noTemps fails if a temporary file is left in dir.
func noTemps(t *testing.T, dir string) {
	t.Helper()
	ents, _ := os.ReadDir(dir)
	for _, e := range ents {
		if strings.HasSuffix(e.Name(), tempSuffix) {
			t.Errorf("temporary file %s left behind", e.Name())
		}
	}
}

func TestWriteNewFileUmask(t *testing.T) {
	for _, mask := range []int{0o022, 0o077, 0o002} {
		old := syscall.Umask(mask)
		dir := t.TempDir()
		name := filepath.Join(dir, "out.json")
		err := Write(name, text("new"))
		syscall.Umask(old)
		if err != nil {
			t.Fatal(err)
		}
		fi, err := os.Stat(name)
		if err != nil {
			t.Fatal(err)
		}
		if got, want := fi.Mode().Perm(), fs.FileMode(0o666&^mask); got != want {
			t.Errorf("umask %03o: mode %v, want %v", mask, got, want)
		}
		if got := read(t, name); got != "new" {
			t.Errorf("content %q, want %q", got, "new")
		}
		noTemps(t, dir)
	}
}

func TestWriteKeepsMode(t *testing.T) {
	for _, mode := range []fs.FileMode{0o644, 0o600, 0o664, 0o640} {
		dir := t.TempDir()
		name := filepath.Join(dir, "out.json")
		if err := os.WriteFile(name, []byte("old"), 0o600); err != nil {
			t.Fatal(err)
		}
		if err := os.Chmod(name, mode); err != nil {
			t.Fatal(err)
		}
		if err := Write(name, text("new")); err != nil {
			t.Fatal(err)
		}
		fi, _ := os.Stat(name)
		if got := fi.Mode().Perm(); got != mode {
			t.Errorf("mode %v after rewrite, want %v kept", got, mode)
		}
		if got := read(t, name); got != "new" {
			t.Errorf("content %q, want %q", got, "new")
		}
	}
}

// nullDevice makes a device like /dev/null in a temporary directory, so
// that a regression clobbers that one and not the system's. It skips the
// test where devices cannot be made (not root).
func nullDevice(t *testing.T) string {
	t.Helper()
	name := filepath.Join(t.TempDir(), "null")
	if err := syscall.Mknod(name, syscall.S_IFCHR|0o666, 1<<8|3); err != nil {
		t.Skip("cannot make a device:", err)
	}
	return name
}

func TestWriteDevice(t *testing.T) {
	null := nullDevice(t)
	if err := Write(null, text("gone")); err != nil {
		t.Fatal(err)
	}
	fi, err := os.Stat(null)
	if err != nil || fi.Mode()&fs.ModeDevice == 0 {
		t.Fatalf("%s is no longer a device: %v %v", null, fi.Mode(), err)
	}
	if err := Check(null); err != nil {
		t.Errorf("Check(%s): %v", null, err)
	}
}

func TestWriteFIFO(t *testing.T) {
	dir := t.TempDir()
	name := filepath.Join(dir, "pipe")
	if err := syscall.Mkfifo(name, 0o600); err != nil {
		t.Skip("no FIFO:", err)
	}
	got := make(chan string)
	go func() {
		f, err := os.Open(name)
		if err != nil {
			got <- err.Error()
			return
		}
		b, _ := io.ReadAll(f)
		f.Close()
		got <- string(b)
	}()
	if err := Check(name); err != nil {
		t.Errorf("Check: %v", err)
	}
	if err := Write(name, text("through the pipe")); err != nil {
		t.Fatal(err)
	}
	if s := <-got; s != "through the pipe" {
		t.Errorf("the reader got %q", s)
	}
	fi, _ := os.Lstat(name)
	if fi.Mode()&fs.ModeNamedPipe == 0 {
		t.Errorf("%s is no longer a FIFO: %v", name, fi.Mode())
	}
}

// TestWriteDescriptor writes to /dev/fd/N, as bash's >(cmd) names its pipe.
func TestWriteDescriptor(t *testing.T) {
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	name := "/dev/fd/" + itoa(int(w.Fd()))
	if _, err := os.Stat(name); err != nil {
		t.Skip("no /dev/fd:", err)
	}
	got := make(chan string)
	go func() { b, _ := io.ReadAll(r); got <- string(b) }()
	err = Write(name, text("to the pipe"))
	w.Close()
	if err != nil {
		t.Fatal(err)
	}
	if s := <-got; s != "to the pipe" {
		t.Errorf("the reader got %q", s)
	}
}

func itoa(n int) string {
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + string(rune('0'+n%10))
}

func TestWriteSymlink(t *testing.T) {
	dir := t.TempDir()
	sub := filepath.Join(dir, "shared")
	os.Mkdir(sub, 0o755)
	target := filepath.Join(sub, "real.json")
	if err := os.WriteFile(target, []byte("old"), 0o644); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(dir, "link.json")
	if err := os.Symlink("shared/real.json", link); err != nil {
		t.Fatal(err)
	}
	// A link to a link, to check the chain is followed.
	link2 := filepath.Join(dir, "link2.json")
	os.Symlink(link, link2)
	if err := Write(link2, text("new")); err != nil {
		t.Fatal(err)
	}
	for _, l := range []string{link, link2} {
		fi, err := os.Lstat(l)
		if err != nil || fi.Mode()&fs.ModeSymlink == 0 {
			t.Errorf("%s is no longer a link: %v", l, err)
		}
	}
	if got := read(t, target); got != "new" {
		t.Errorf("target holds %q, want %q", got, "new")
	}
	fi, _ := os.Stat(target)
	if fi.Mode().Perm() != 0o644 {
		t.Errorf("target's mode %v, want 0644 kept", fi.Mode().Perm())
	}
	noTemps(t, dir)
	noTemps(t, sub)

	// A link whose ".." is taken after a linked directory, as the system
	// takes it: deep/link.json -> ../real.json, where deep is a link to
	// shared/inner, names shared/real.json.
	os.Mkdir(filepath.Join(sub, "inner"), 0o755)
	os.Symlink(filepath.Join("shared", "inner"), filepath.Join(dir, "deep"))
	os.Symlink("../real.json", filepath.Join(sub, "inner", "link.json"))
	if err := Write(filepath.Join(dir, "deep", "link.json"), text("via deep")); err != nil {
		t.Fatal(err)
	}
	if got := read(t, target); got != "via deep" {
		t.Errorf("target holds %q after a write through deep/link.json", got)
	}

	// A dangling link: its target is created.
	dangling := filepath.Join(dir, "dangling.json")
	os.Symlink("shared/new.json", dangling)
	if err := Write(dangling, text("created")); err != nil {
		t.Fatal(err)
	}
	if got := read(t, filepath.Join(sub, "new.json")); got != "created" {
		t.Errorf("the dangling link's target holds %q", got)
	}
}

func TestWriteFailureKeepsOldFile(t *testing.T) {
	dir := t.TempDir()
	name := filepath.Join(dir, "out.json")
	os.WriteFile(name, []byte("old"), 0o644)
	err := Write(name, func(w io.Writer) error { io.WriteString(w, "half"); return io.ErrShortWrite })
	if err != io.ErrShortWrite {
		t.Fatalf("err %v, want the writer's", err)
	}
	if got := read(t, name); got != "old" {
		t.Errorf("content %q after a failed write, want %q", got, "old")
	}
	noTemps(t, dir)
}

func TestCheck(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "file")
	os.WriteFile(file, nil, 0o644)
	noWrite := "/sys/tmntsim-probe.json" // no one may create a file in /sys
	if os.Geteuid() != 0 {
		ro := filepath.Join(dir, "ro")
		os.Mkdir(ro, 0o555)
		noWrite = filepath.Join(ro, "out.json")
	}
	for _, c := range []struct {
		name string
		want string // a part of the error; "" for none
	}{
		{filepath.Join(dir, "new.json"), ""},
		{file, ""},
		{filepath.Join(dir, "missing", "out.json"), "directory " + filepath.Join(dir, "missing") + " does not exist"},
		{dir, "is a directory"},
		{filepath.Join(file, "out.json"), "not a directory"},
		{noWrite, "cannot create a file in"},
	} {
		err := Check(c.name)
		switch {
		case c.want == "" && err != nil:
			t.Errorf("Check(%s): %v", c.name, err)
		case c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)):
			t.Errorf("Check(%s): %v, want an error saying %q", c.name, err, c.want)
		}
		noTemps(t, filepath.Dir(c.name))
	}
	if err := Write(noWrite, text("x")); err == nil {
		t.Errorf("Write(%s) succeeded", noWrite)
	}
}

// TestWriteDescriptorFile writes to /dev/fd/N where N is a regular file the
// "shell" opened, as "tmntsim run -o /dev/stdout > out" does: the output
// goes on at the descriptor's offset, into the same file, and the
// descriptor stays open.
func TestWriteDescriptorFile(t *testing.T) {
	if _, err := os.Stat("/dev/fd/0"); err != nil {
		t.Skip("no /dev/fd:", err)
	}
	name := filepath.Join(t.TempDir(), "out")
	f, err := os.Create(name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	before, _ := f.Stat()
	io.WriteString(f, "text summary\n")
	fd := "/dev/fd/" + itoa(int(f.Fd()))
	if err := Check(fd); err != nil {
		t.Errorf("Check(%s): %v", fd, err)
	}
	if err := Write(fd, text("{json}\n")); err != nil {
		t.Fatal(err)
	}
	if _, err := io.WriteString(f, "more\n"); err != nil {
		t.Fatalf("the descriptor was closed: %v", err)
	}
	if got, want := read(t, name), "text summary\n{json}\nmore\n"; got != want {
		t.Errorf("file holds %q, want %q", got, want)
	}
	after, _ := os.Stat(name)
	if !os.SameFile(before, after) {
		t.Errorf("the file was replaced")
	}
}

// TestWriteKeepsOwner replaces a file of another owner and group; only root
// may give both back.
func TestWriteKeepsOwner(t *testing.T) {
	if os.Geteuid() != 0 {
		t.Skip("only root can make a file of another owner")
	}
	name := filepath.Join(t.TempDir(), "shared.json")
	os.WriteFile(name, []byte("old"), 0o664)
	os.Chmod(name, 0o664)
	if err := os.Chown(name, 1234, 5678); err != nil {
		t.Skip("cannot chown:", err)
	}
	if err := Write(name, text("new")); err != nil {
		t.Fatal(err)
	}
	fi, _ := os.Stat(name)
	st := fi.Sys().(*syscall.Stat_t)
	if st.Uid != 1234 || st.Gid != 5678 || fi.Mode().Perm() != 0o664 {
		t.Errorf("owner %d:%d mode %v after the write, want 1234:5678 and 0664 kept", st.Uid, st.Gid, fi.Mode().Perm())
	}
}

// TestCreate writes a new file and refuses to replace one.
func TestCreate(t *testing.T) {
	f := filepath.Join(t.TempDir(), "new.yaml")
	if err := Create(f, []byte("a")); err != nil {
		t.Fatal(err)
	}
	if err := Create(f, []byte("b")); !errors.Is(err, fs.ErrExist) {
		t.Errorf("second Create: got %v, want fs.ErrExist", err)
	}
	if data, _ := os.ReadFile(f); string(data) != "a" {
		t.Errorf("got %q, want the first write, \"a\"", data)
	}
}
