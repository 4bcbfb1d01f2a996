package battlegame

import (
	"strings"

	"github.com/tmntsim/tmntsim/internal/textsafe"
	"github.com/tmntsim/tmntsim/lab"
	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
	"github.com/tmntsim/tmntsim/sim/adventures/policy"
)

// SeatSpecs returns the specs of battle b's seats: focus, the focus
// seat's (the heroes'), the SEAT=SPEC values of seats, and the battle's
// own for the seats neither names ("ai" for a Cooperative Mode villain),
// checked by making a game (a villain policy for a Cooperative Mode
// battle is an error of --policy).
func SeatSpecs(b *adventures.Battle, focus string, seats []string) ([]string, error) {
	setup := policy.NewSetup(b, focus)
	specs, err := seatPolicies(setup, seats)
	if err != nil {
		return nil, err
	}
	if specs[adventures.SeatHeroes] == "" {
		specs[adventures.SeatHeroes] = focus
	}
	if _, err := setup.NewGame(specs); err != nil {
		return nil, lab.Usagef("--policy: %v", err)
	}
	return lab.Policies(setup, specs), nil
}

// seatPolicies turns the -p values into one spec per seat of setup
// (lab.SeatPolicies); its error names --policy.
func seatPolicies(setup sim.Setup, values []string) ([]string, error) {
	specs, err := lab.SeatPolicies(setup, values)
	if err != nil {
		return nil, lab.Usagef("%s", strings.TrimSpace("--policy "+err.Error()))
	}
	return specs, nil
}

// Subjects opens the battles args (none: the default battle) as the
// subjects of a sweep or a tune: their seats played by focus, the heroes'
// policy, and the SEAT=SPEC values of seats (SeatSpecs), each variant's
// setup made by setup.
func Subjects(args []string, focus string, seats []string, setup SetupFunc) ([]lab.Subject, error) {
	if len(args) == 0 {
		args = []string{""}
	}
	var out []lab.Subject
	for _, arg := range args {
		l, err := battlefile.Open(arg)
		if err != nil {
			return nil, err
		}
		specs, err := SeatSpecs(l.Battle, focus, seats)
		if err != nil {
			return nil, err
		}
		out = append(out, battlefile.Subject(l, policy.NewSetup(l.Battle, specs[0]), specs, policiesText(l.Battle, specs, seats),
			func(v *battlefile.Loaded) sim.Setup { return setup(v.Battle, specs[0], false) }))
	}
	lab.NameSubjects(out)
	return out, nil
}

// policiesText names the policies of a study of battle b by specs: the
// heroes' ("policy greedy"), or every seat's when seats named any.
func policiesText(b *adventures.Battle, specs, seats []string) string {
	if len(seats) == 0 {
		return "policy " + textsafe.Term(specs[adventures.SeatHeroes])
	}
	return lab.PolicyText(policy.NewSetup(b, ""), specs)
}
