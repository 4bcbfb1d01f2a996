package lab

import (
	"context"
	"errors"
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/simtest"
)

// planted returns a subject of the fake game whose focus seat wins with
// probability x/10 at value x of path "p"; the value bad makes it invalid.
func planted(name string, bad float64) Subject {
	setup := simtest.New(0.5, 0)
	return Subject{Name: name, What: "simtest file", Setup: setup, Words: GameWords(setup.Schema()),
		With: func(path string, x float64) (sim.Setup, error) {
			switch {
			case path != "p":
				return nil, Usagef("no path %s", path)
			case x == bad:
				return nil, &InvalidValue{X: x, Err: errors.New("bad")}
			}
			return simtest.New(x/10, 0), nil
		}}
}

// TestParseSweep: --vary is required, --target is optional.
func TestParseSweep(t *testing.T) {
	st, err := ParseSweep("p=1..3", "")
	if err != nil || st.Vary.Path != "p" || !slices.Equal(st.Vary.Values, []float64{1, 2, 3}) || !math.IsNaN(st.Target) {
		t.Errorf("ParseSweep(p=1..3) = %+v, %v", st, err)
	}
	if st, err := ParseSweep("p=1", "25%"); err != nil || st.Target != 0.25 {
		t.Errorf("--target 25%%: got %v, %v; want 0.25", st.Target, err)
	}
	var u *UsageError
	for _, args := range [][2]string{{"", ""}, {"p", ""}, {"p=1", "2"}} {
		if _, err := ParseSweep(args[0], args[1]); !errors.As(err, &u) {
			t.Errorf("ParseSweep(%q, %q): err %v, want a usage error", args[0], args[1], err)
		}
	}
}

// TestSweepStudyPlay: every subject at every valid value, on the same
// seeds, in order, the runs counted across subjects; the curve rises with
// the planted rate.
func TestSweepStudyPlay(t *testing.T) {
	st, err := ParseSweep("p=2,5,8", "")
	if err != nil {
		t.Fatal(err)
	}
	subs := []Subject{planted("a", 5), planted("b", -1)}
	var skipped []float64
	var runs []string
	lines, err := st.Play(context.Background(), subs, Options{Seed: 3, Games: 400, Workers: 2},
		func(iv *InvalidValue) { skipped = append(skipped, iv.X) },
		func(done, total int, sub *Subject, x float64) {
			runs = append(runs, sub.Name+" "+knobText(x)+" "+knobText(float64(done))+"/"+knobText(float64(total)))
		})
	if err != nil {
		t.Fatal(err)
	}
	if want := []string{"a 2 1/4", "a 8 2/4", "b 2 3/4", "b 8 4/4"}; !slices.Equal(runs, want) {
		t.Errorf("runs %v, want %v", runs, want)
	}
	if !slices.Equal(skipped, []float64{5}) {
		t.Errorf("skipped %v, want [5]", skipped)
	}
	if len(lines) != 2 || lines[1].Sub != &subs[1] || len(lines[1].Points) != 2 {
		t.Fatalf("lines %+v: want 2 of 2 points", lines)
	}
	for _, l := range lines {
		lo, hi := Wins(l.Points[0].Sum), Wins(l.Points[1].Sum)
		if !(lo < 120 && hi > 280) {
			t.Errorf("%s: %d wins of 400 at 2, %d at 8; want about 80 and 320", l.Sub.Name, lo, hi)
		}
	}
	if Wins(lines[0].Points[1].Sum) != Wins(lines[1].Points[1].Sum) {
		t.Error("the same value of two subjects is not played on the same seeds")
	}
}

// TestSweepStudyInterrupted: a cancelled sweep returns the line under way
// and the context's error.
func TestSweepStudyInterrupted(t *testing.T) {
	st, _ := ParseSweep("p=2,8", "")
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	lines, err := st.Play(ctx, []Subject{planted("a", -1), planted("b", -1)}, Options{Seed: 1, Games: 100, Workers: 1}, nil, nil)
	if !Interrupted(err) || len(lines) != 1 || lines[0].Sub.Name != "a" {
		t.Errorf("got %d lines, %v; want the first line and an interruption", len(lines), err)
	}
}

// TestParseTune: a range, a target and --max-battles of at least
// --battles; the grid steps by 1 over whole numbers.
func TestParseTune(t *testing.T) {
	tu, err := ParseTune(1, "p=2..6", "40%", 800, 100)
	if err != nil || !slices.Equal(tu.Grid, []float64{2, 3, 4, 5, 6}) || tu.Target != 0.4 || tu.MaxGames != 800 {
		t.Errorf("ParseTune = %+v, %v", tu, err)
	}
	for _, c := range []struct {
		files        int
		vary, target string
		max, n       int64
		want         string
	}{
		{2, "p=1..2", "50%", 10, 10, "one battle at a time"},
		{1, "", "50%", 10, 10, "--vary PATH=a..b is required"},
		{1, "p=1..2", "", 10, 10, "--target RATE is required"},
		{1, "p=1..2", "50%", 10, 20, "--max-battles: 10 is less than --battles 20"},
		{1, "p=1,2", "50%", 10, 10, "tune searches a range"},
		{1, "p=1..1", "50%", 10, 10, "tune searches a range"},
		{1, "p=1..2", "1.5", 10, 10, "--target"},
	} {
		_, err := ParseTune(c.files, c.vary, c.target, c.max, c.n)
		var u *UsageError
		if !errors.As(err, &u) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("ParseTune(%d, %q, %q, %d, %d): %v; want a usage error saying %q", c.files, c.vary, c.target, c.max, c.n, err, c.want)
		}
	}
}

// TestTuneStudyPlay: the tuning finds the planted value nearest the
// target, skips an invalid value with its path named, and says when no
// value is valid.
func TestTuneStudyPlay(t *testing.T) {
	tu, err := ParseTune(1, "p=0..10", "30%", 400, 200)
	if err != nil {
		t.Fatal(err)
	}
	tu.Vary.Label = "named p" // as NameIn names it in a file with names
	sub := planted("a", 4)
	sub.Data = nil
	var skipped []*InvalidValue
	res, err := tu.Play(context.Background(), &sub, Options{Seed: 5, Games: 200, Workers: 2}, nil, func(iv *InvalidValue) { skipped = append(skipped, iv) })
	if err != nil {
		t.Fatal(err)
	}
	best, err := tu.Best(res, "simtest file")
	if err != nil || best != 3 {
		t.Errorf("best %v, %v; want 3", best, err)
	}
	for _, iv := range skipped {
		if iv.X != 4 || iv.Path != "p" {
			t.Errorf("skipped %v at %q, want 4 at p (NameIn of no data names it by its path)", iv.X, iv.Path)
		}
	}
	if _, err := tu.Best(&Tuning{Best: -1}, "simtest file"); err == nil || err.Error() != "tune: no value of p in 0..10 makes a valid simtest file" {
		t.Errorf("no valid value: %v", err)
	}
}
