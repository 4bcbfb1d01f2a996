package battlefile

import (
	"errors"

	"github.com/tmntsim/tmntsim/lab"
	"github.com/tmntsim/tmntsim/scenarios"
	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures"
)

// StudyWords are how the studies speak of a battle: its schema's words
// (adventures.BattleWords), of its heroes and its rounds.
var StudyWords = lab.WordsOf(adventures.BattleWords)

// Variant returns battle l with the number at path set to x, loaded and
// checked like any battle file. A value that makes the battle invalid is
// a *lab.InvalidValue, a path that names no number of the file a
// *lab.UsageError.
func Variant(l *Loaded, path string, x float64) (*Loaded, error) {
	v, err := l.With(path, x)
	if err != nil {
		if uk := lab.UnknownKey(l.Source, l.Data, path, err); uk != nil {
			return nil, uk
		}
		var list scenarios.ErrorList
		if errors.As(err, &list) {
			return nil, &lab.InvalidValue{Source: l.Source, What: "battle", Path: path, X: x, Err: err}
		}
		// The path names no number of the file: the flag is wrong, not the run.
		return nil, lab.Usagef("--vary: battle %s: %v", l.Source, err)
	}
	return v, nil
}

// Subject returns the subject of a sweep or a tune of battle l, whose
// setup is base: played by specs (every seat's), in words policies, each
// variant's setup made by setup.
func Subject(l *Loaded, base sim.Setup, specs []string, policies string, setup func(v *Loaded) sim.Setup) lab.Subject {
	return lab.Subject{Name: l.Name, Source: l.Source, What: "battle", Data: l.Data, Setup: base,
		Specs: specs, Policies: policies, Words: StudyWords,
		With: func(path string, x float64) (sim.Setup, error) {
			v, err := Variant(l, path, x)
			if err != nil {
				return nil, err
			}
			return setup(v), nil
		}}
}
