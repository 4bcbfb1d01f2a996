package main

import (
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tmntsim/tmntsim/lab"
	"github.com/tmntsim/tmntsim/reports"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
)

// TestSweepLabelsByNamePath checks that a sweep given an index path
// labels its text, CSV and plot by the names the file gives the items.
func TestSweepLabelsByNamePath(t *testing.T) {
	useFakeGame(t, -1, nil)
	const want = "villains.foot-ninja.figures"
	csvFile := filepath.Join(t.TempDir(), "curve.csv")
	stdout, _ := mustRun(t, exitOK, "sweep", "intro-brawl", "--vary", "villains.0.figures=6,8", "-n", "50", "--csv", csvFile, "--progress", "off")
	if !strings.Contains(stdout, "sweep of "+want+",") {
		t.Errorf("sweep text does not name %s:\n%s", want, stdout)
	}
	data, err := os.ReadFile(csvFile)
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Count(string(data), ","+want+","); got != 2 {
		t.Errorf("curve.csv names %s in %d rows, want 2:\n%s", want, got, data)
	}
	stdout, _ = mustRun(t, exitOK, "sweep", "intro-brawl", "--vary", "villains.0.figures=6,8", "-n", "50", "--format", "csv", "--progress", "off")
	if !strings.Contains(stdout, ","+want+",") {
		t.Errorf("sweep --format csv does not name %s:\n%s", want, stdout)
	}

	l, err := battlefile.Open("intro-brawl")
	if err != nil {
		t.Fatal(err)
	}
	st := lab.SweepStudy{Vary: lab.Vary{Path: "villains.0.figures", Values: []float64{6}}, Target: math.NaN()}
	st.Vary.NameIn(l.Data)
	x := reports.NewSweep(&st, &lab.Subject{}, nil, "", 1, 1, 0, false)
	if got := reports.CurvePlot(x.Curve).X.Label.Text; got != want {
		t.Errorf("the curve's plot labels its axis %q, want %q", got, want)
	}
}

// TestTuneLabelsByNamePath checks the same of tune's text.
func TestTuneLabelsByNamePath(t *testing.T) {
	useFakeGame(t, -1, nil)
	stdout, _ := mustRun(t, exitOK, "tune", "intro-brawl", "--vary", "villains.0.figures=6..8", "--target", "50%", "-n", "50",
		"--max-battles", "50", "--progress", "off")
	for _, want := range []string{"tune villains.foot-ninja.figures of", "best value: villains.foot-ninja.figures = "} {
		if !strings.Contains(stdout, want) {
			t.Errorf("tune text lacks %q:\n%s", want, stdout)
		}
	}
}

// TestSweepLabelsSameNamesByFile checks that the curves of battles that
// share a name are told apart by their files.
func TestSweepLabelsSameNamesByFile(t *testing.T) {
	useFakeGame(t, -1, nil)
	data, err := battlefile.EmbeddedData("intro-brawl")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	a, b := filepath.Join(dir, "a.yaml"), filepath.Join(dir, "b.yaml")
	for _, f := range []string{a, b} {
		if err := os.WriteFile(f, data, 0o666); err != nil {
			t.Fatal(err)
		}
	}
	stdout, _ := mustRun(t, exitOK, "sweep", a, b, "intro-brawl", "--vary", "round_limit=10,12", "-n", "50", "--target", "50%", "--progress", "off")
	for _, want := range []string{"\n" + a + "  ", "\n" + b + "  ", a + ": the heroes' win rate", b + ": the heroes' win rate", "\nembedded:intro-brawl  "} {
		if !strings.Contains(stdout, want) {
			t.Errorf("sweep text lacks %q:\n%s", want, stdout)
		}
	}
}
