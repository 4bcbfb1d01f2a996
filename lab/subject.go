package lab

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/tmntsim/tmntsim/internal/textsafe"
	"github.com/tmntsim/tmntsim/scenarios"
	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/stats"
)

// Words are how the studies' printers speak of a game: the words a sweep,
// a tune or a comparison prints about its focus seat and its games.
type Words struct {
	Who   string // the focus seat ("heroes", "genbu")
	Unit  string // a game ("battle", "game")
	Wins  string // the focus seat's wins ("heroes win", "genbu wins")
	Whose string // the owner of the focus seat's win rate ("the heroes'", "genbu's")
	Turns string // what a game's length counts ("rounds", "turns")
}

// GameWords returns the words of a game by its schema's (WordsOf).
func GameWords(s *sim.Schema) Words { return WordsOf(s.Words) }

// WordsOf returns the studies' words of a game's words w: its focus seat
// ("heroes" of "the heroes"), its games and their length.
func WordsOf(w sim.Words) Words {
	full := textsafe.Term(w.Who)
	who := strings.TrimPrefix(full, "the ")
	return Words{Who: who, Unit: w.Game, Wins: who + WinsVerb(who), Whose: Possessive(full), Turns: w.Length}
}

// Possessive returns a seat's name as an owner: "heroes'" for a name
// written as a plural (stats.PluralName), "genbu's" for any other.
func Possessive(name string) string {
	if stats.PluralName(name) {
		return name + "'"
	}
	return name + "'s"
}

// WinsVerb returns the verb after a seat's name: " win" after a plural
// ("heroes", "villains"), " wins" after any other ("genbu", "seat1").
func WinsVerb(name string) string { return stats.WinsVerb(name) }

// PolicyText describes the policies of a run of setup: every seat's spec,
// "heroes=tactician villain=ai", safe to print.
func PolicyText(setup sim.Setup, specs []string) string {
	var parts []string
	for i, p := range Policies(setup, specs) {
		parts = append(parts, setup.Schema().Seats[i]+"="+p)
	}
	return textsafe.Term(strings.Join(parts, " "))
}

// A Subject is a file that a sweep or a tune plays and changes: a battle,
// a match or a table, with its seats' policies and its game's words.
type Subject struct {
	Name     string // in output, safe to print
	Source   string // the file
	What     string // what the file is: "battle", "tcg file"
	Data     []byte // nil for a file With does not change (a table's players)
	Setup    sim.Setup
	Specs    []string // every seat's policy (nil: each value's own)
	Policies string   // the specs in words
	Words    Words
	// With returns the setup with the number at path set to x: a value
	// that makes the file invalid is an *InvalidValue (the study skips
	// it), a path that names no number of the file a *UsageError.
	With func(path string, x float64) (sim.Setup, error)
}

// An InvalidValue is a value of a study's knob that makes its file
// invalid: sweep and tune skip it with a note and go on with the other
// values; the path itself is right, unlike a usage error.
type InvalidValue struct {
	Source, Path string
	What         string // what the file is: "battle", "tcg file"
	X            float64
	Err          error
}

func (e *InvalidValue) Error() string {
	return fmt.Sprintf("--vary: %s with %s = %s is not a valid %s:\n%v", e.Source, e.Path, knobText(e.X), e.What, e.Err)
}

func (e *InvalidValue) Unwrap() error { return e.Err }

// Note is the note of a value skipped: the file, the value and the first
// problem its loader found, safe to print.
func (e *InvalidValue) Note() string {
	first, _, _ := strings.Cut(e.Err.Error(), "\n")
	return fmt.Sprintf("%s with %s = %s is not a valid %s, skipped: %s",
		textsafe.Term(e.Source), e.Path, knobText(e.X), e.What, textsafe.Term(first))
}

// knobText formats a knob's value as it was given.
func knobText(x float64) string {
	// As given, not in exponent form: 99999999999, not 9.9999999999e+10.
	if a := math.Abs(x); a == 0 || a >= 1e-6 && a < 1e21 {
		return strconv.FormatFloat(x, 'f', -1, 64)
	}
	return strconv.FormatFloat(x, 'g', -1, 64)
}

// UnknownKey returns the *UsageError of a path whose key the file data
// (named source) does not have and the file's loader rejects (loadErr,
// which loading the file with the key added gave): the path is wrong, not
// the value. It returns nil for any other failure.
func UnknownKey(source string, data []byte, path string, loadErr error) error {
	if msg := scenarios.UnknownKey(source, data, path, loadErr); msg != "" {
		return Usagef("--vary %s: %s", path, msg)
	}
	return nil
}

// A SeatsVariant is a setup that can be played by fewer or more players:
// a Munchkin table, whose first n seats WithPlayers keeps (and fills up
// from the last seat's policy). A subject's With goes through it for the
// path "players", so that the seats a file lists need not match each
// value, and an embedded table can be swept too.
type SeatsVariant interface {
	WithPlayers(n int) (sim.Setup, error)
}

// FileSubject returns the subject of a game's file source (data its
// bytes; nil for a subject of "players"), its setup played by specs, the
// policy values of each number of players values, read again by load
// when a number of it changes.
func FileSubject(source, game string, setup sim.Setup, data []byte, specs, values []string, load func(file string, data []byte) (sim.Setup, error)) Subject {
	what := game + " file"
	s := Subject{Name: textsafe.Term(source), Source: source, What: what, Data: data, Setup: setup, Specs: specs,
		Policies: PolicyText(setup, specs), Words: GameWords(setup.Schema())}
	s.With = func(path string, x float64) (sim.Setup, error) {
		invalid := func(err error) error { return &InvalidValue{Source: source, What: what, Path: path, X: x, Err: err} }
		if sv, ok := setup.(SeatsVariant); ok && path == "players" {
			if x != math.Trunc(x) {
				return nil, invalid(fmt.Errorf("players = %s is not a whole number of players", knobText(x)))
			}
			v, err := sv.WithPlayers(int(x))
			if err != nil {
				return nil, invalid(err)
			}
			specs, err := SeatPolicies(v, values)
			if err != nil {
				return nil, invalid(fmt.Errorf("--policy %v", err))
			}
			return seatSpecs{v, Policies(v, specs)}, nil
		}
		changed, err := scenarios.SetNumber(data, path, x)
		if err != nil {
			return nil, Usagef("--vary: %s: %v", source, err)
		}
		v, err := load(source, changed)
		if uk := UnknownKey(source, data, path, err); uk != nil {
			return nil, uk
		} else if err != nil {
			return nil, invalid(err)
		}
		return v, nil
	}
	return s
}

// seatSpecs is a setup played with the given specs of its seats, for a
// subject of players, whose policy values are read again for every number
// of seats (the study's own policies are none).
type seatSpecs struct {
	sim.Setup
	specs []string
}

func (s seatSpecs) Policies() []string { return s.specs }

func (s seatSpecs) NewGame(policies []string) (sim.Game, error) {
	specs := slices.Clone(s.specs)
	for i, p := range policies {
		if p != "" && i < len(specs) {
			specs[i] = p
		}
	}
	return s.Setup.NewGame(specs)
}

// NameSubjects names each of subs by its file (Source) where another
// subject of the study has the same name, so that every curve of a sweep
// is told apart.
func NameSubjects(subs []Subject) {
	names := make([]string, len(subs))
	for i := range subs {
		names[i] = subs[i].Name
	}
	for i := range subs {
		for j := range subs {
			if i != j && names[i] == names[j] {
				subs[i].Name = subs[i].Source
			}
		}
	}
}
