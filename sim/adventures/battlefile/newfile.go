package battlefile

import (
	"fmt"
	"strings"
)

// NewStarter returns the starter battle tmntsim new writes: a cooperative
// arcade battle (mode "cooperative", Starter or StarterFor) or a
// Competitive Mode one ("competitive", StarterCompetitive), for the roster's
// first n heroes when names is nil, else for the heroes named, in seating
// order. With a schema ref, its first line points editors with the YAML
// language server at the JSON Schema ref.
func NewStarter(mode string, n int, names []string, spawns int, schema string) ([]byte, error) {
	var data []byte
	var err error
	switch {
	case mode == "competitive" && names == nil:
		rh, _ := Roster()
		data, err = StarterCompetitive(ids(rh[:n]), spawns)
	case mode == "competitive":
		data, err = StarterCompetitive(names, spawns)
	case names == nil:
		data, err = Starter(n, spawns)
	default:
		data, err = StarterFor(names, spawns)
	}
	if err != nil || schema == "" {
		return data, err
	}
	return append([]byte("# yaml-language-server: $schema="+schema+"\n"), data...), nil
}

// StarterExpected says what the starter of NewStarter is known to give: the
// heroes' win rate a cooperative starter was tuned to and measured at by
// the default hero policy (named policy), and that the named party is not
// the one measured; that a competitive one is not tuned, and the command
// that measures it, of file (FILE when "": the starter goes to stdout).
func StarterExpected(mode string, n int, names []string, spawns int, policy, file string) string {
	if mode == "competitive" {
		if file == "" {
			file = "FILE"
		}
		return "the competitive starter is not tuned; measure it against each villain policy with: tmntsim run " + file + " -p villain=random|greedy|planner"
	}
	tu := StarterTuned(n, spawns)
	rh, _ := Roster()
	measured := ids(rh[:n])
	s := fmt.Sprintf("expected: the heroes win %.2f%% of battles (measured over %d battles: default policy %s, seed 1, heroes %s)",
		100*tu.WinRate, tu.Battles, policy, strings.Join(measured, ", "))
	if names != nil && strings.Join(names, ",") != strings.Join(measured, ",") {
		s += "; tmntsim run measures your party"
	}
	return s
}
