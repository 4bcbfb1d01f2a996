package adventure

import (
	"cmp"
	"errors"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/tmntsim/tmntsim/scenarios"
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
)

// A Benefit is one edit of the next battle: the number at Path (a path
// of the battle file, as scenarios.SetNumber reads it) set to Value, or
// changed by Value when Change; or, when Ally is set, the ally card of
// that name granted (grantAlly).
type Benefit struct {
	Path   string
	Value  float64
	Change bool
	Ally   string
	At     scenarios.Pos // the benefit's key in the adventure file
}

// String returns the benefit as the file writes it: "path: +1", or
// "ally: NAME".
func (b Benefit) String() string {
	if b.Ally != "" {
		return "ally: " + strconv.Quote(b.Ally)
	}
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
		if k.Value == "ally" {
			if v.Kind != yaml.ScalarNode || v.Tag != "!!str" || v.Value == "" {
				d.Src.Errorf(scenarios.PosOf(v), "%s: ally: want the name of an ally card of the next battle (ally: April O'Neil), got %s", t.Name, scenarios.Describe(v))
				continue
			}
			bs.Items = append(bs.Items, Benefit{Ally: v.Value, At: scenarios.PosOf(k)})
			continue
		}
		if strings.Contains("."+k.Value+".", "..") {
			d.Src.Errorf(scenarios.PosOf(k), "%s: %q is not a path: a path is keys, list indices or names joined by dots (heroes.leonardo.focus)", t.Name, scenarios.Clip(k.Value))
			continue
		}
		x, err := strconv.ParseFloat(strings.ReplaceAll(v.Value, "_", ""), 64)
		if v.Kind == yaml.ScalarNode && (v.Tag == "!!int" || v.Tag == "!!float" && !strings.ContainsAny(v.Value, ".eEnN")) && err == nil && math.Abs(x) > 1e6 {
			d.Src.Errorf(scenarios.PosOf(v), "%s: %s: %s is out of range; want a whole number from -1000000 to 1000000 (+1 or -2 to change the number, 3 to set it)", t.Name, scenarios.Clip(k.Value), scenarios.Clip(v.Value))
			continue
		}
		if v.Kind != yaml.ScalarNode || v.Tag != "!!int" || err != nil || x != math.Trunc(x) {
			d.Src.Errorf(scenarios.PosOf(v), "%s: %s: want a whole number (+1 or -2 to change the number, 3 to set it), got %s", t.Name, scenarios.Clip(k.Value), scenarios.Describe(v))
			continue
		}
		change := strings.HasPrefix(v.Value, "+") || strings.HasPrefix(v.Value, "-")
		bs.Items = append(bs.Items, Benefit{Path: k.Value, Value: x, Change: change, At: scenarios.PosOf(k)})
	}
}

// JSONSchema describes Benefits: an object of integers, and an ally
// card's name.
func (bs *Benefits) JSONSchema(g *scenarios.SchemaGen, t scenarios.Tags) map[string]any {
	return map[string]any{
		"type":                 "object",
		"properties":           map[string]any{"ally": map[string]any{"type": "string", "minLength": 1}},
		"additionalProperties": map[string]any{"type": "integer"},
	}
}

// allies returns the names of the ally cards bs grant.
func (bs Benefits) allies() []string {
	var names []string
	for _, b := range bs.Items {
		if b.Ally != "" {
			names = append(names, b.Ally)
		}
	}
	return names
}

// applyBenefits returns battle b with the benefits bs of the winner of
// the battle before it applied in order (Adventures, Saving your place:
// "make sure the side that won the previous battle receives any benefits
// listed in the battle description"; key names them in the file, k is b's
// index);
// b.Base when there are none. A benefit that names no number of the
// battle, or gives it a value the battle does not take, is recorded at
// the benefit in src. granted are the ally cards that either side's
// benefits of the battle before grant (grantAlly).
func applyBenefits(src *scenarios.Source, b *Battle, bs Benefits, key string, k int, granted []string) *battlefile.Loaded {
	l := b.Base
	if l == nil || len(bs.Items) == 0 && len(granted) == 0 {
		return l
	}
	ally := Benefit{}
	for _, bf := range bs.Items {
		if bf.Ally != "" {
			ally = bf
			continue
		}
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
	if ally.Ally != "" && !slices.ContainsFunc(l.Battle.Allies, func(a adventures.Ally) bool { return a.Name == ally.Ally }) {
		var names []string
		for _, a := range l.Battle.Allies {
			names = append(names, a.Name)
		}
		src.Errorf(ally.At, "%s: ally: battle %d (%s) has no ally card %q%s; its ally cards (allies:): %s", key, k+1, b.Name,
			scenarios.Clip(ally.Ally), scenarios.Suggest(ally.Ally, names), cmp.Or(strings.Join(names, ", "), "none"))
		return nil
	}
	return grantAlly(l, ally.Ally, granted)
}

// grantAlly returns battle l with the ally card named ally granted to its
// side, as a benefit of winning the battle before ("a battle or an
// adventure grants them", docs/RULES.md, Allies): it is the only ally card
// that side is offered. The cards in granted, those the benefits of the
// battle before grant to either side, are offered only so: a battle played
// without the grant offers the rest of its ally cards. It returns l when
// nothing changes.
func grantAlly(l *battlefile.Loaded, ally string, granted []string) *battlefile.Loaded {
	var side adventures.Side
	if i := slices.IndexFunc(l.Battle.Allies, func(a adventures.Ally) bool { return a.Name == ally }); i >= 0 {
		side = l.Battle.Allies[i].Side
	}
	var allies []adventures.Ally
	for _, a := range l.Battle.Allies {
		if a.Name == ally || ally == "" && !slices.Contains(granted, a.Name) ||
			ally != "" && a.Side != side && !slices.Contains(granted, a.Name) {
			allies = append(allies, a)
		}
	}
	if len(allies) == len(l.Battle.Allies) {
		return l
	}
	b := *l.Battle
	b.Allies = allies
	v := *l
	v.Battle = &b
	if ally != "" {
		v.Source += " with ally " + strconv.Quote(ally)
	}
	return &v
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
