package lab

import (
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/simtest"
)

// TestOpenFileSubject: a file on disk is read into its subject; an
// embedded one (no such file) is a usage error; the specs' error is the
// subject's.
func TestOpenFileSubject(t *testing.T) {
	file := filepath.Join(t.TempDir(), "g.yaml")
	if err := os.WriteFile(file, []byte("n: 3\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	setup := simtest.New(0.5, 0.2)
	load := func(string, []byte) (sim.Setup, error) { return setup, nil }
	specs := func() ([]string, error) { return []string{"a", "b"}, nil }
	s, err := OpenFileSubject("sweep", file, "simtest", setup, "n", specs, nil, load)
	if err != nil || string(s.Data) != "n: 3\n" || len(s.Specs) != 2 || s.What != "simtest file" {
		t.Errorf("a file: got data %q, specs %q, what %q, %v; want its bytes, 2 specs, simtest file", s.Data, s.Specs, s.What, err)
	}
	var ue *UsageError
	if _, err := OpenFileSubject("tune", "embedded-name", "simtest", setup, "n", specs, nil, load); !errors.As(err, &ue) ||
		err.Error() != "tune: embedded-name is an embedded simtest file; tune changes a number of a file, so give a file" {
		t.Errorf("an embedded file: got %v, want a usage error", err)
	}
	bad := errors.New("bad policy")
	if _, err := OpenFileSubject("sweep", file, "simtest", setup, "n", func() ([]string, error) { return nil, bad }, nil, load); err != bad {
		t.Errorf("bad specs: got %v, want %v", err, bad)
	}
}
