package lab

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/tmntsim/tmntsim/stats"
)

func TestParseRange(t *testing.T) {
	for _, c := range []struct {
		in     string
		lo, hi float64
		err    string
	}{
		{"45%..55%", 0.45, 0.55, ""},
		{"0.45..0.55", 0.45, 0.55, ""},
		{"..40%", 0, 0.40, ""},
		{"45%..", 0.45, 1, ""},
		{" 10% .. 20% ", 0.10, 0.20, ""},
		{"45..55", 0, 0, `"45" in "45..55" is not a win rate`},
		{"55%..45%", 0, 0, "is empty"},
		{"50%", 0, 0, "is not a range LO..HI"},
	} {
		lo, hi, err := ParseRange(c.in)
		switch {
		case c.err != "" && (err == nil || !strings.Contains(err.Error(), c.err)):
			t.Errorf("ParseRange(%q): got error %v, want %q", c.in, err, c.err)
		case c.err == "" && (err != nil || !near(lo, c.lo) || !near(hi, c.hi)):
			t.Errorf("ParseRange(%q) = %g, %g, %v; want %g, %g", c.in, lo, hi, err, c.lo, c.hi)
		}
	}
}

func near(a, b float64) bool { return a-b < 1e-12 && b-a < 1e-12 }

// ReadGates fills a gate's missing keys from the defaults, puts battle
// files beside the gates file (embedded names stay), and names the
// position of a bad key.
func TestReadGates(t *testing.T) {
	file := filepath.Join("ci", "gates.yaml")
	def := GateSpec{Seed: 7, Delta: 0.02, Alpha: 0.05, Beta: 0.05, MaxBattles: 1000}
	embedded := func(name string) bool { return name == "intro-brawl" }
	gates, err := ReadGates(file, []byte("gates:\n  - battle: intro-brawl\n    expect: 45%..55%\n  - battle: b/mine.yaml\n    expect: ..40%\n    seed: 3\n"), def, embedded)
	if err != nil {
		t.Fatal(err)
	}
	if len(gates) != 2 || gates[0].Battle != "intro-brawl" || gates[0].Seed != 7 || gates[0].MaxBattles != 1000 ||
		gates[1].Battle != filepath.Join("ci", "b", "mine.yaml") || gates[1].Seed != 3 || gates[1].Where != file+":5:13" {
		t.Errorf("got %+v", gates)
	}
	for data, want := range map[string]string{
		"": "empty",
		"gates:\n  - battle: x\n    expct: 45%..55%\n":            `gates.yaml:3:5: unknown key "expct" in a gate (did you mean "expect"?)`,
		"gates:\n  - battle: x\n":                                 "gates.yaml:2:5: this gate has no expect",
		"gate:\n  - battle: x\n    expect: 1..2\n":                `gates.yaml:1:1: unknown key "gate" (did you mean "gates"?) (known: gates)`,
		"gates:\n  - battle: x\n    expect: 1..2\n    alpha: 2\n": `gates.yaml:4:12: alpha: "2" is not a number between 0 and 1`,
	} {
		if _, err := ReadGates(file, []byte(data), def, embedded); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: got %v, want %q", data, err, want)
		}
	}
}

// The verdict of several gates is the worst: a failed gate, then an
// outside one, then an undecided one.
func TestGatesVerdict(t *testing.T) {
	in, out, und := &GateResult{Decision: stats.Inside}, &GateResult{Decision: stats.Outside}, &GateResult{Decision: stats.Undecided}
	failed := &GateResult{Error: "broken"}
	for _, c := range []struct {
		gates  []*GateResult
		want   stats.Verdict
		failed bool
	}{
		{[]*GateResult{in, in}, stats.Inside, false},
		{[]*GateResult{in, und}, stats.Undecided, false},
		{[]*GateResult{und, out, in}, stats.Outside, false},
		{[]*GateResult{out, failed}, stats.Outside, true},
	} {
		if v, f := GatesVerdict(c.gates); v != c.want || f != c.failed {
			t.Errorf("got %v, %v; want %v, %v", v, f, c.want, c.failed)
		}
	}
}
