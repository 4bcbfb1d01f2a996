package lab

import (
	"os"
	"slices"
	"strings"

	"github.com/tmntsim/tmntsim/internal/textsafe"
	"github.com/tmntsim/tmntsim/scenarios"
	"github.com/tmntsim/tmntsim/sim"
)

// An Arg is a match, a table or a battle named on a study's command line
// (a file or an embedded name), opened.
type Arg struct {
	Arg   string // the argument as given
	Game  *Game
	Setup sim.Setup
}

// Name is how the argument is named in output: the argument as given.
func (a Arg) Name() string { return textsafe.Term(a.Arg) }

// Policies returns the policy specs of a's seats from the -p values of
// flag (SeatPolicies), checked by making a game.
func (a Arg) Policies(values []string, flag string) ([]string, error) {
	specs, err := FlagPolicies(a.Setup, values, flag)
	if err != nil {
		return nil, err
	}
	if _, err := a.Setup.NewGame(specs); err != nil {
		return nil, Usagef("%s: %v", flag, err)
	}
	return specs, nil
}

// FlagPolicies returns the policy specs of setup's seats from the -p
// values of flag (SeatPolicies), an error naming the flag.
func FlagPolicies(setup sim.Setup, values []string, flag string) ([]string, error) {
	specs, err := SeatPolicies(setup, values)
	if err != nil {
		return nil, Usagef("%s", strings.TrimSpace(flag+" "+err.Error()))
	}
	return specs, nil
}

// FocusName returns the name of setup's focus seat.
func FocusName(setup sim.Setup) string {
	s := setup.Schema()
	return textsafe.Term(s.Seats[s.Focus])
}

// OpenGame opens arg, a file or an embedded name, when it is a file of a
// game other than the default, and returns its game too: it returns nil,
// nil, nil for a file of the default game (or an argument only the
// default game can judge). A file naming an unknown game is a positioned
// error.
func (gs Games) OpenGame(arg string) (*Game, sim.Setup, error) {
	g, data, err := gs.Find(arg)
	if err != nil || g == &gs[0] {
		return nil, nil, err
	}
	setup, err := g.Opened(arg, data)
	return g, setup, err
}

// OpenGameArgs opens every argument as a file of a game other than the
// default (OpenGame). It returns nil and no error when the first is the
// default game's (or none is given), and an error when the arguments mix
// games.
func (gs Games) OpenGameArgs(args []string) ([]Arg, error) {
	var out []Arg
	for i, arg := range args {
		g, setup, err := gs.OpenGame(arg)
		switch {
		case err != nil:
			return nil, err
		case setup == nil && i == 0:
			return nil, nil
		case setup == nil || i > 0 && g != out[0].Game:
			return nil, mixed(args[0], arg)
		}
		out = append(out, Arg{arg, g, setup})
	}
	return out, nil
}

// OpenStudyArgs opens every argument of a study, a file or an embedded
// name of any game (Open; none: the default game's default file). It
// returns an error when the arguments mix games.
func (gs Games) OpenStudyArgs(args []string) ([]Arg, error) {
	if len(args) == 0 {
		args = []string{""}
	}
	var out []Arg
	for _, arg := range args {
		g, setup, err := gs.Open(arg)
		if err != nil {
			return nil, err
		}
		if len(out) > 0 && g != out[0].Game {
			return nil, mixed(args[0], arg)
		}
		out = append(out, Arg{arg, g, setup})
	}
	return out, nil
}

// mixed is the error of a study's arguments a and b of different games.
func mixed(a, b string) error {
	return Usagef("%s and %s are files of different games; a study plays one game", a, b)
}

// OpenDeck opens arg for study cmd of decks (impact, first): a file or
// an embedded name of a game other than the default, or a file of the
// default game (an Adventures battle) that has a deck (its DeckSetup,
// with allies a battle's ally cards too). Another battle, or a name that
// is none of them, is an error saying what to give.
func (gs Games) OpenDeck(cmd, arg string, allies bool) (Arg, error) {
	a := Arg{Arg: arg}
	g, setup, err := gs.Open(arg)
	if g != &gs[0] {
		a.Game, a.Setup = g, setup
		return a, err
	}
	names := gs[1:].Embedded()
	if _, serr := os.Stat(arg); serr != nil && !slices.Contains(g.Embedded(), arg) {
		return a, Usagef("%s: no match or table file or embedded name %q%s; embedded: %s", cmd, textsafe.Term(arg), scenarios.Suggest(arg, names), strings.Join(names, ", "))
	} else if err != nil {
		return a, err
	}
	if g.DeckSetup != nil {
		if s := g.DeckSetup(setup, allies); s != nil {
			a.Game, a.Setup = g, s
			return a, nil
		}
	}
	return a, Usagef("%s is for decks: %s is an Adventures battle; give a TCG match or a Munchkin table (%s)", cmd, textsafe.Term(arg), strings.Join(names, ", "))
}

// FileSubjects opens the subjects of a sweep or a tune (cmd) of the
// files gs, of a game other than the default (OpenFileSubject): their
// seats played by the -p values, the number at path varied.
func FileSubjects(cmd string, gs []Arg, values []string, path string) ([]Subject, error) {
	var out []Subject
	for _, a := range gs {
		s, err := OpenFileSubject(cmd, a.Arg, a.Game.Name, a.Setup, path, func() ([]string, error) { return a.Policies(values, "--policy") }, values, a.Game.Load)
		if err != nil {
			return nil, err
		}
		out = append(out, s)
	}
	return out, nil
}
