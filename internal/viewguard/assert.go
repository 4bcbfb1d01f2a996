package viewguard

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
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

// A Guard fails a test when a policy's decision changes its game: a
// policy wrapper hands each Reset and Choose to Check.
type Guard struct {
	T     testing.TB
	Where string   // the game and its policies, for the message
	Skip  []string // the game's fields that are not the game (Fingerprint)
	fails int
}

// Check fingerprints the game behind view, calls decide (a policy's
// decision called what), fingerprints the game again and fails the test
// when they differ, naming the fields changed (three times at most).
func (g *Guard) Check(view any, what string, decide func()) {
	before := Fingerprint(view, g.Skip...)
	decide()
	after := Fingerprint(view, g.Skip...)
	if ch := Changed(before, after); len(ch) > 0 && g.fails < 3 {
		g.fails++
		g.T.Helper()
		g.T.Errorf("%s: %s changed the game: %s", g.Where, what, strings.Join(ch, ", "))
	}
}
