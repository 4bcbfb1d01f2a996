package lab

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"path/filepath"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/tmntsim/tmntsim/scenarios"
	"github.com/tmntsim/tmntsim/stats"
)

// A GateSpec is one gate of tmntsim check as a user writes it: a battle
// (or match, or table), the range its focus seat's win rate is expected
// in, and the sequential test's settings. Its JSON is that of the gate in
// check's evidence.
type GateSpec struct {
	Battle     string  `json:"battle"`
	Expect     string  `json:"expect"`
	Lo, Hi     float64 `json:"-"` // Expect parsed (ParseRange)
	Policy     string  `json:"policy"`
	Seed       uint64  `json:"seed"`
	Delta      float64 `json:"delta"`
	Alpha      float64 `json:"alpha"`
	Beta       float64 `json:"beta"`
	MaxBattles int64   `json:"max_battles"`
	// Where is FILE:LINE:COL of the gate (of its expect, when it has one)
	// in a gates file, for messages; "" on the command line.
	Where string `json:"-"`
	// BattleAt is FILE:LINE:COL of the gate's battle in a gates file, with
	// the battle as written there ("gates.yaml:2:13: battle x.yaml"), to
	// name it in the error of a battle that cannot be opened.
	BattleAt string `json:"-"`
	// At is FILE:LINE:COL of each setting the gates file gives, by key,
	// to name a setting the test cannot take where it is written.
	At map[string]string `json:"-"`
}

// Gate returns the range and error rates of s.
func (s *GateSpec) Gate() Gate {
	return Gate{Lo: s.Lo, Hi: s.Hi, Delta: s.Delta, Alpha: s.Alpha, Beta: s.Beta}
}

// ParseRange parses LO..HI, each a fraction (0.45) or a percentage (45%);
// an empty side is 0 or 1, no bound.
func ParseRange(s string) (lo, hi float64, err error) {
	a, b, ok := strings.Cut(s, "..")
	if !ok {
		return 0, 0, fmt.Errorf("%q is not a range LO..HI (e.g. 45%%..55%% or 0.45..0.55)", s)
	}
	side := func(t string, empty float64) (float64, error) {
		t = strings.TrimSpace(t)
		if t == "" {
			return empty, nil
		}
		scale := 1.0
		if p, ok := strings.CutSuffix(t, "%"); ok {
			t, scale = p, 0.01
		}
		x, err := strconv.ParseFloat(strings.TrimSpace(t), 64)
		x *= scale
		if err != nil || !(x >= 0 && x <= 1) {
			return 0, fmt.Errorf("%q in %q is not a win rate between 0 and 1 (e.g. 0.45 or 45%%)", t, s)
		}
		return x, nil
	}
	if lo, err = side(a, 0); err != nil {
		return 0, 0, err
	}
	if hi, err = side(b, 1); err != nil {
		return 0, 0, err
	}
	if lo >= hi {
		return 0, 0, fmt.Errorf("%q is empty: its low end is not below its high end", s)
	}
	return lo, hi, nil
}

// GatesExample is a gates file, for error messages and help.
const GatesExample = `gates:
  - battle: battles/intro-brawl.yaml
    expect: 45%..55%
  - battle: battles/breakout.yaml
    expect: ..40%
    policy: tactician
    max-battles: 50000`

// gateKeys are the keys of a gate in a gates file.
var gateKeys = []string{"battle", "expect", "policy", "seed", "delta", "alpha", "beta", "max-battles"}

// ReadGates reads the gates of a YAML file's data, strictly: a mapping
// with one key, gates, a list of mappings with the keys of a gate. Keys
// not given take their value from def (the command line's flags and
// defaults). Battle paths are relative to the file's directory, except
// the names embedded reports as an embedded battle's.
func ReadGates(file string, data []byte, def GateSpec, embedded func(name string) bool) ([]GateSpec, error) {
	pos := func(n *yaml.Node) string { return fmt.Sprintf("%s:%d:%d", file, n.Line, n.Column) }
	if len(bytes.TrimSpace(data)) == 0 {
		return nil, fmt.Errorf("%s: empty; want a mapping with a list of gates, e.g.\n%s", file, GatesExample)
	}
	// The shared YAML reader: one document, UTF-8 text, errors at their line.
	var errs scenarios.ErrorList
	root := scenarios.ParseYAML(scenarios.NewSource(file, data, &errs), data)
	if root == nil {
		return nil, errs.Err()
	}
	if root.Kind != yaml.MappingNode {
		return nil, fmt.Errorf("%s: want a mapping with the key gates, e.g.\n%s", pos(root), GatesExample)
	}
	var list *yaml.Node
	for i := 0; i < len(root.Content); i += 2 {
		k, v := root.Content[i], root.Content[i+1]
		if k.Value != "gates" {
			hint := "" // a misspelt gates; not another kind's key (game)
			if strings.HasPrefix(strings.ToLower(k.Value), "gat") {
				hint = ` (did you mean "gates"?)`
			}
			return nil, fmt.Errorf("%s: unknown key %q%s (known: gates)", pos(k), k.Value, hint)
		}
		if list != nil {
			return nil, fmt.Errorf("%s: gates given twice", pos(k))
		}
		if v.Kind != yaml.SequenceNode || len(v.Content) == 0 {
			return nil, fmt.Errorf("%s: gates: want a list of gates, each with battle and expect", pos(v))
		}
		list = v
	}
	if list == nil {
		return nil, fmt.Errorf("%s: no gates; want a mapping with the key gates, e.g.\n%s", pos(root), GatesExample)
	}
	dir := filepath.Dir(file)
	var gates []GateSpec
	for _, n := range list.Content {
		g, err := readGate(n, def, pos)
		if err != nil {
			return nil, err
		}
		if !filepath.IsAbs(g.Battle) && !embedded(g.Battle) {
			g.Battle = filepath.Join(dir, g.Battle)
		}
		gates = append(gates, g)
	}
	return gates, nil
}

// readGate reads one gate of a gates file from node n.
func readGate(n *yaml.Node, def GateSpec, pos func(*yaml.Node) string) (GateSpec, error) {
	g := def
	g.Where = pos(n)
	if n.Kind != yaml.MappingNode {
		return g, fmt.Errorf("%s: a gate is a mapping with battle and expect (and optionally %s)", pos(n), strings.Join(gateKeys[2:], ", "))
	}
	seen := map[string]bool{}
	for i := 0; i < len(n.Content); i += 2 {
		k, v := n.Content[i], n.Content[i+1]
		if seen[k.Value] {
			return g, fmt.Errorf("%s: %s given twice in this gate", pos(k), k.Value)
		}
		seen[k.Value] = true
		if v.Kind != yaml.ScalarNode {
			return g, fmt.Errorf("%s: %s: want a single value", pos(v), k.Value)
		}
		bad := func(want string) error { return fmt.Errorf("%s: %s: %q is not %s", pos(v), k.Value, v.Value, want) }
		var err error
		switch k.Value {
		case "battle":
			g.Battle = v.Value
			g.BattleAt = pos(v) + ": battle " + v.Value
		case "expect":
			g.Expect = v.Value
		case "policy":
			g.Policy = v.Value
		case "seed":
			if g.Seed, err = strconv.ParseUint(v.Value, 10, 64); err != nil {
				return g, bad("a seed (a whole number, 0 or more)")
			}
		case "delta", "alpha", "beta":
			x, err := strconv.ParseFloat(v.Value, 64)
			if err != nil || !(x > 0 && x < 1) {
				return g, bad("a number between 0 and 1 (e.g. 0.05)")
			}
			switch k.Value {
			case "delta":
				g.Delta = x
			case "alpha":
				g.Alpha = x
			default:
				g.Beta = x
			}
		case "max-battles":
			if g.MaxBattles, err = strconv.ParseInt(v.Value, 10, 64); errors.Is(err, strconv.ErrRange) && !strings.HasPrefix(v.Value, "-") {
				return g, bad(fmt.Sprintf("a number of battles tmntsim can count (at most %d)", int64(math.MaxInt64)))
			} else if err != nil || g.MaxBattles < 1 {
				return g, bad("a positive number of battles")
			}
		default:
			msg := fmt.Sprintf("%s: unknown key %q in a gate", pos(k), k.Value)
			if s := scenarios.Closest(k.Value, gateKeys); s != "" {
				msg += fmt.Sprintf(" (did you mean %q?)", s)
			}
			return g, fmt.Errorf("%s; known: %s", msg, strings.Join(gateKeys, ", "))
		}
		// A position inside the gate: its expect, for range errors.
		if k.Value == "expect" {
			g.Where = pos(v)
		}
		if g.At == nil {
			g.At = map[string]string{}
		}
		g.At[k.Value] = pos(v)
	}
	for _, key := range []string{"battle", "expect"} {
		if !seen[key] {
			return g, fmt.Errorf("%s: this gate has no %s", pos(n), key)
		}
	}
	return g, nil
}

// A GateResult is the evidence and the decision of one gate, as check
// writes it in JSON.
type GateResult struct {
	GateSpec
	Name     string          `json:"name,omitempty"`
	Verdict  string          `json:"verdict"` // inside, outside, undecided or error
	Battles  int64           `json:"battles"`
	Wins     int64           `json:"hero_wins"`
	Rate     JSONFloat       `json:"win_rate"`
	Interval [2]JSONFloat    `json:"interval_95"`
	Expected JSONFloat       `json:"expected_battles_at_estimate"`
	Bounds   []BoundEvidence `json:"bounds"`
	Error    string          `json:"error,omitempty"`
	Decision stats.Verdict   `json:"-"` // Verdict as a value
	Who      string          `json:"-"` // whose wins: "heroes win" or a seat's ("genbu wins")
	Noun     string          `json:"-"` // what is played: "battle", or "game" of a match or a table
}

// BoundEvidence is one bound's sequential test in a GateResult.
type BoundEvidence struct {
	Bound     float64   `json:"bound"`
	LLR       JSONFloat `json:"llr"`
	Accept    JSONFloat `json:"inside_at"`
	Reject    JSONFloat `json:"outside_at"`
	Verdict   string    `json:"verdict"`
	DecidedAt int64     `json:"decided_at,omitempty"`
}

// Evidence fills in r's games, wins, rate, verdict and each bound's
// evidence from the checked summary c.
func (r *GateResult) Evidence(c *Checked) {
	r.Battles, r.Wins = c.Sum.Games(), Wins(c.Sum)
	rate, lo, hi := Rate(c.Sum)
	r.Rate, r.Interval = JSONFloat(rate), [2]JSONFloat{JSONFloat(lo), JSONFloat(hi)}
	r.Decision = c.Test.Verdict()
	r.Verdict = r.Decision.String()
	r.Expected = JSONFloat(math.Round(c.Test.ExpectedBattles(rate)))
	lower, upper := c.Test.Bounds(r.Wins, r.Battles)
	for _, b := range []stats.BoundState{lower, upper} {
		if b.Applicable {
			r.Bounds = append(r.Bounds, BoundEvidence{Bound: b.Bound, LLR: round4(b.LLR),
				Accept: round4(b.Upper), Reject: round4(b.Lower), Verdict: b.Verdict.String(), DecidedAt: b.DecidedAt})
		}
	}
}

// round4 rounds x to four decimals, for the JSON output.
func round4(x float64) JSONFloat { return JSONFloat(math.Round(x*1e4) / 1e4) }

// A JSONFloat is a number of a gate's JSON, encoded null when it is not
// finite (the win rate of a gate stopped before its first battle, the
// battles expected at an estimate of 0% or 100%), so that the result is
// written, not lost to an encoding error.
type JSONFloat float64

// MarshalJSON encodes f, or null if it is not finite.
func (f JSONFloat) MarshalJSON() ([]byte, error) {
	if math.IsNaN(float64(f)) || math.IsInf(float64(f), 0) {
		return []byte("null"), nil
	}
	return json.Marshal(float64(f))
}

// GatesVerdict is the decision of all gates: Outside if any is outside or
// failed (failed reports whether one failed), else Undecided if any is,
// else Inside.
func GatesVerdict(results []*GateResult) (v stats.Verdict, failed bool) {
	v = stats.Inside
	for _, r := range results {
		switch {
		case r.Error != "":
			return stats.Outside, true
		case r.Decision == stats.Outside:
			v = stats.Outside
		case r.Decision == stats.Undecided && v != stats.Outside:
			v = stats.Undecided
		}
	}
	return v, false
}
