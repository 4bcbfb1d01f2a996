package viewguard

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
)

// Module is tmntsim's module path.
const Module = "github.com/tmntsim/tmntsim"

// Views are the views of tmntsim's games, with the methods that hand a
// policy memory of its own: a scratch copy of the game to play out
// (Scratch), the engine's option buffer lent to the policy, cap included
// (View.ActionsBut).
var Views = []ViewType{
	{Pkg: Module + "/sim/adventures", Name: "View", Exempt: []string{"Scratch", "ActionsBut"}},
	{Pkg: Module + "/sim/adventures", Name: "VillainSeat", Exempt: []string{"Scratch"}},
	{Pkg: Module + "/sim/tcg", Name: "View"},
	{Pkg: Module + "/sim/munchkin", Name: "View"},
}

// Root returns the module's root: the nearest directory above the working
// directory that holds go.mod.
func Root() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir, nil
		}
		up := filepath.Dir(dir)
		if up == dir {
			return "", errors.New("no go.mod above the working directory")
		}
		dir = up
	}
}

// ReadOnly fails t at every write to view memory in the package of the
// test's working directory: a policy package's test that its policies only
// read what their views hand them.
func ReadOnly(t testing.TB) {
	t.Helper()
	root, err := Root()
	if err != nil {
		t.Fatal(err)
	}
	fs, err := Check(root, Module, Views, ".")
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range fs {
		if rel, err := filepath.Rel(root, f.Pos.Filename); err == nil {
			f.Pos.Filename = rel
		}
		t.Errorf("%v", f)
	}
}
