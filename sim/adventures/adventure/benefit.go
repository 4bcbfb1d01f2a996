package adventure

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/tmntsim/tmntsim/scenarios"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
)

// A Benefit is one edit of the next battle: the number at Path (a path
// of the battle file, as scenarios.SetNumber reads it) set to Value, or
// changed by Value when Change.
type Benefit struct {
	Path   string
	Value  float64
	Change bool
	At     scenarios.Pos // the benefit's key in the adventure file
}

// String returns the benefit as the file writes it: "path: +1".
func (b Benefit) String() string {
	v := strconv.FormatFloat(b.Value, 'g', -1, 64)
	if b.Change && b.Value >= 0 {
		v = "+" + v
	}
	return b.Path + ": " + v
}

// Benefits are the benefits of one side, in the file's order.
type Benefits struct {
	Items []Benefit
	At    scenarios.Pos
}

// DecodeNode reads a mapping of number paths to numbers; a number written
// with its sign is a change.
func (bs *Benefits) DecodeNode(d *scenarios.Decoder, n *yaml.Node, t scenarios.Tags) {
	bs.At = scenarios.PosOf(n)
	if scenarios.IsNull(n) {
		return
	}
	if n.Kind != yaml.MappingNode {
		d.Src.Errorf(scenarios.PosOf(n), "%s: want a mapping of number paths to values (villains.foot-ninja.figures: -2), got %s", t.Name, scenarios.Describe(n))
		return
	}
	seen := map[string]bool{}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := d.Resolve(n.Content[i]), d.Resolve(n.Content[i+1])
		if k == nil || v == nil {
			return
		}
		if k.Kind != yaml.ScalarNode || k.Value == "" {
			d.Src.Errorf(scenarios.PosOf(k), "%s: a key must be a number's path, got %s", t.Name, scenarios.Describe(k))
			continue
		}
		if seen[k.Value] {
			d.Src.Errorf(scenarios.PosOf(k), "%s: %q given twice", t.Name, scenarios.Clip(k.Value))
			continue
		}
		seen[k.Value] = true
		if strings.Contains("."+k.Value+".", "..") {
			d.Src.Errorf(scenarios.PosOf(k), "%s: %q is not a path: a path is keys, list indices or names joined by dots (heroes.leonardo.focus)", t.Name, scenarios.Clip(k.Value))
			continue
		}
		x, err := strconv.ParseFloat(strings.ReplaceAll(v.Value, "_", ""), 64)
		if v.Kind != yaml.ScalarNode || v.Tag != "!!int" || err != nil || x != math.Trunc(x) || math.Abs(x) > 1e6 {
			d.Src.Errorf(scenarios.PosOf(v), "%s: %s: want a whole number (+1 or -2 to change the number, 3 to set it), got %s", t.Name, scenarios.Clip(k.Value), scenarios.Describe(v))
			continue
		}
		change := strings.HasPrefix(v.Value, "+") || strings.HasPrefix(v.Value, "-")
		bs.Items = append(bs.Items, Benefit{Path: k.Value, Value: x, Change: change, At: scenarios.PosOf(k)})
	}
}

// JSONSchema describes Benefits: an object of integers.
func (bs *Benefits) JSONSchema(g *scenarios.SchemaGen, t scenarios.Tags) map[string]any {
	return map[string]any{
		"type":                 "object",
		"additionalProperties": map[string]any{"type": "integer"},
	}
}

// applyBenefits returns battle b with the benefits bs of the winner of
// the battle before it applied in order (Adventures, Saving your place:
// "make sure the side that won the previous battle receives any benefits
// listed in the battle description"; key names them in the file, k is b's
// index);
// b.Base when there are none. A benefit that names no number of the
// battle, or gives it a value the battle does not take, is recorded at
// the benefit in src.
func applyBenefits(src *scenarios.Source, b *Battle, bs Benefits, key string, k int) *battlefile.Loaded {
	l := b.Base
	if l == nil || len(bs.Items) == 0 {
		return l
	}
	for _, bf := range bs.Items {
		v, err := benefitValue(l, bf)
		if err == nil {
			var next *battlefile.Loaded
			if next, err = l.With(bf.Path, v); err == nil {
				l = next
				continue
			}
		}
		src.Errorf(bf.At, "%s: %s: battle %d (%s) %s", key, scenarios.Clip(bf.Path), k+1, b.Name, benefitError(l, bf, err))
		return nil
	}
	return l
}

// benefitValue returns the value benefit bf gives its number in battle l:
// its Value, or for a change the number as l has it plus Value. A number
// the battle file does not write is its hero's or villain's from the
// built-in roster (heroes.NAME.KEY, villains.NAME.KEY).
func benefitValue(l *battlefile.Loaded, bf Benefit) (float64, error) {
	if !bf.Change {
		return bf.Value, nil
	}
	cur, ok, err := scenarios.Number(l.Data, bf.Path)
	if err != nil {
		return 0, err
	}
	if !ok {
		cur, ok = rosterNumber(l, bf.Path)
	}
	if !ok {
		if _, werr := l.With(bf.Path, bf.Value); werr != nil {
			if msg, ok := unknownKey(l, bf, werr); ok {
				return 0, errors.New(msg)
			}
		}
		return 0, fmt.Errorf("has no number there to change (the file does not write it); give the value it takes (%s: N)", bf.Path)
	}
	return cur + bf.Value, nil
}

// rosterNumber returns the number at a path heroes.NAME.KEY or
// villains.NAME.KEY of the built-in roster, when battle l uses it (a
// battle with a roster file of its own has its sheets there).
func rosterNumber(l *battlefile.Loaded, path string) (float64, bool) {
	steps := strings.Split(path, ".")
	if len(steps) != 3 || steps[0] != "heroes" && steps[0] != "villains" {
		return 0, false
	}
	var top map[string]any
	if yaml.Unmarshal(l.Data, &top) != nil || top["roster"] != nil {
		return 0, false
	}
	v, ok, err := scenarios.Number(battlefile.RosterData(), path)
	return v, ok && err == nil
}

// unknownKey words err, the error of loading battle l with benefit bf
// applied, when it is the battle refusing a key the benefit added: the
// benefit names no number of the battle.
func unknownKey(l *battlefile.Loaded, bf Benefit, err error) (string, bool) {
	var list scenarios.ErrorList
	if !errors.As(err, &list) {
		return "", false
	}
	key, at, keys, ok := scenarios.MissingKey(l.Data, bf.Path)
	if !ok || !strings.Contains(err.Error(), fmt.Sprintf("unknown key %q", key)) {
		return "", false
	}
	where := "at the top level"
	if at != "" {
		where = "in " + at
	}
	return fmt.Sprintf("has no number %q %s%s", key, where, scenarios.Suggest(key, keys)), true
}

// benefitError words why a benefit could not be applied to battle l.
func benefitError(l *battlefile.Loaded, bf Benefit, err error) string {
	if msg, ok := unknownKey(l, bf, err); ok {
		return msg
	}
	var list scenarios.ErrorList
	if errors.As(err, &list) {
		return "does not take " + bf.String() + ": " + firstLine(err)
	}
	msg := err.Error()
	if rest, ok := strings.CutPrefix(msg, "path "+bf.Path+": "); ok {
		msg = rest
	}
	return msg
}
