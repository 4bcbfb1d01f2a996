package deckfile

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"slices"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/tmntsim/tmntsim/internal/textsafe"
	"github.com/tmntsim/tmntsim/internal/userfile"
	"github.com/tmntsim/tmntsim/lab"
	"github.com/tmntsim/tmntsim/scenarios"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
	"github.com/tmntsim/tmntsim/sim/tcg"
)

// MaxMatrixDecks is the most decks one matrix plays (lab.MaxPairings of
// them).
const MaxMatrixDecks = 8

// DefaultMatrixPolicy plays every deck of a matrix unless told otherwise:
// the strongest of the fast TCG policies, so that the matrix is about the
// decks rather than about a player's mistakes.
const DefaultMatrixPolicy = "planner"

// A MatrixDeck is a deck of a Matrix, named on the command line.
type MatrixDeck struct {
	Arg    string // as given
	Label  string // its name in the output, safe to print: the deck's name, or Arg when two share it
	Deck   tcg.Deck
	Policy string
}

// A Matrix is which deck beats which (tmntsim matrix): its decks, played
// pairwise over who goes first.
type Matrix struct {
	Decks    []MatrixDeck
	Cards    *CardSet
	Gauntlet int // the gauntlet deck's index, or -1 for the whole matrix
	// NewPolicy makes a deck's player of a policy spec (the TCG's
	// policies, tcg/policy.New).
	NewPolicy func(spec string) (tcg.Policy, error)
}

// NewMatrix loads the decks args names (embedded names or deck files),
// with gauntlet's first unless args has it ("" for none), their players
// made by newPolicy. Other says what
// a file of a game opened as one is ("a TCG match, not a deck"), "" for
// none. Errors in what was asked for are *lab.UsageError.
func NewMatrix(args []string, gauntlet string, other func(arg string, data []byte) string, newPolicy func(string) (tcg.Policy, error)) (*Matrix, error) {
	if gauntlet != "" && !slices.Contains(args, gauntlet) {
		args = append([]string{gauntlet}, args...) // the gauntlet deck need not be given twice
	}
	switch {
	case len(args) < 2 && gauntlet != "":
		return nil, lab.Usagef("matrix: --gauntlet %s needs at least one other deck to play; got none; embedded decks: %s", textsafe.Term(gauntlet), strings.Join(DeckNames(), ", "))
	case len(args) < 2:
		return nil, lab.Usagef("matrix: give at least 2 decks (tmntsim matrix DECK DECK...); got %d; embedded decks: %s", len(args), strings.Join(DeckNames(), ", "))
	case len(args) > MaxMatrixDecks:
		return nil, lab.Usagef("matrix: %d decks; a matrix plays at most %d", len(args), MaxMatrixDecks)
	}
	m := &Matrix{NewPolicy: newPolicy}
	var err error
	if m.Cards, err = Embedded(); err != nil {
		return nil, err
	}
	for _, a := range args {
		d, err := matrixDeck(m.Cards, a, other)
		if err != nil {
			if a == gauntlet {
				return nil, lab.Usagef("--gauntlet: %s", strings.TrimPrefix(err.Error(), "matrix: "))
			}
			return nil, err
		}
		for _, prev := range m.Decks {
			if prev.Arg == a {
				return nil, lab.Usagef("matrix: deck %s given twice; a deck against itself is 50%% by definition, and not played", textsafe.Term(a))
			}
		}
		m.Decks = append(m.Decks, MatrixDeck{Arg: a, Label: d.Name, Deck: d, Policy: DefaultMatrixPolicy})
	}
	m.label()
	m.Gauntlet = slices.IndexFunc(m.Decks, func(d MatrixDeck) bool { return gauntlet != "" && d.Arg == gauntlet })
	return m, nil
}

// label names the decks in the output: by their names, or by the argument
// where two decks share a name.
func (m *Matrix) label() {
	for i := range m.Decks {
		for j := range m.Decks {
			if i != j && m.Decks[i].Deck.Name == m.Decks[j].Deck.Name {
				m.Decks[i].Label = m.Decks[i].Arg
			}
		}
		m.Decks[i].Label = textsafe.Term(m.Decks[i].Label)
	}
}

// Labels returns the decks' names in the output.
func (m *Matrix) Labels() []string {
	var out []string
	for _, d := range m.Decks {
		out = append(out, d.Label)
	}
	return out
}

// SetPolicies sets the decks' policies from policy values: SPEC for every
// deck, DECK=SPEC for one. Its errors are *lab.UsageError.
func (m *Matrix) SetPolicies(values []string) error {
	for _, v := range values {
		name, spec, one := strings.Cut(v, "=")
		if !one {
			spec = v
		}
		if _, err := m.NewPolicy(spec); err != nil {
			return lab.Usagef("--policy: %v", err)
		}
		if !one {
			for i := range m.Decks {
				m.Decks[i].Policy = spec
			}
			continue
		}
		i := slices.IndexFunc(m.Decks, func(d MatrixDeck) bool { return d.Label == name || d.Arg == name })
		if i < 0 {
			return lab.Usagef("--policy: no deck %q among those given%s; decks: %s", textsafe.Term(name), scenarios.Suggest(name, m.Labels()), strings.Join(m.Labels(), ", "))
		}
		m.Decks[i].Policy = spec
	}
	return nil
}

// matrixDeck loads arg, an embedded deck's name or a deck file. A file
// that other says is of another game, or an embedded battle or match, is
// an error saying what to give.
func matrixDeck(cs *CardSet, arg string, other func(arg string, data []byte) string) (tcg.Deck, error) {
	if _, err := os.Stat(arg); err == nil {
		data, err := userfile.Read(arg, userfile.MaxBattle)
		if err != nil {
			return tcg.Deck{}, err
		}
		d, err := LoadDeck(arg, data, cs)
		if err == nil {
			return d, nil
		}
		if what := notADeck(arg, data, other); what != "" {
			return tcg.Deck{}, lab.Usagef("matrix takes decks: %s is %s; give deck files (name:, cards:) or embedded decks (%s)",
				textsafe.Term(arg), what, strings.Join(DeckNames(), ", "))
		}
		return tcg.Deck{}, err
	} else if !errors.Is(err, fs.ErrNotExist) {
		return tcg.Deck{}, fmt.Errorf("%s: %w", arg, err)
	}
	if strings.HasSuffix(arg, ".yaml") || strings.HasSuffix(arg, ".yml") {
		return tcg.Deck{}, lab.Usagef("matrix: deck file %s: no such file", textsafe.Term(arg))
	}
	switch {
	case slices.Contains(battlefile.Embedded(), arg):
		return tcg.Deck{}, lab.Usagef("matrix takes decks: %s is an embedded Adventures battle; embedded decks: %s", textsafe.Term(arg), strings.Join(DeckNames(), ", "))
	case slices.Contains(MatchNames(), arg):
		return tcg.Deck{}, lab.Usagef("matrix takes decks: %s is an embedded match of two decks; give its decks, e.g. %s", textsafe.Term(arg), strings.Join(DeckNames(), " "))
	}
	d, err := EmbeddedDeck(cs, arg)
	if err != nil {
		return tcg.Deck{}, lab.Usagef("matrix: %s, or a deck file", strings.ReplaceAll(err.Error(), "\n", " "))
	}
	return d, nil
}

// notADeck says what the file is when it is a file of a game (other's
// answer, a game: key's, a battle) rather than a deck: "" when it looks
// like a deck.
func notADeck(arg string, data []byte, other func(arg string, data []byte) string) string {
	if what := other(arg, data); what != "" {
		return what
	}
	if scenarios.IsSummary(data) {
		return "a tmntsim summary (as tmntsim run -o writes it), not a deck"
	}
	if name, pos, err := scenarios.GameOf(arg, data); err == nil && (name != "adventures" || !pos.IsZero()) {
		return scenarios.Article(name) + " " + name + " file, not a deck"
	}
	if _, err := battlefile.LoadBytes(arg, data); err == nil {
		return "an Adventures battle"
	}
	var top map[string]yaml.Node
	if yaml.Unmarshal(data, &top) == nil && top != nil {
		if _, ok := top["cards"]; !ok {
			return "not a deck file (it has no cards: key)"
		}
	}
	return ""
}

// Pairings returns the pairings of the matrix: every pair of decks, or
// the gauntlet deck against each other deck.
func (m *Matrix) Pairings() ([]lab.Pairing, error) {
	pair := func(a, b int) (lab.Pairing, error) {
		da, db := m.Decks[a], m.Decks[b]
		setup, err := tcg.NewSetup(m.Cards.Cards, [tcg.MaxSeats]tcg.Deck{da.Deck, db.Deck}, tcg.Options{})
		if err != nil {
			return lab.Pairing{}, fmt.Errorf("%s against %s: %w", da.Label, db.Label, err)
		}
		match := tcg.NewMatch(setup, [tcg.MaxSeats]string{da.Policy, db.Policy}, m.NewPolicy)
		af, bf := match.SwapFirst()
		return lab.Pairing{Row: a, Col: b,
			AFirst: lab.Entrant{Setup: af, Name: da.Label + " first against " + db.Label},
			BFirst: lab.Entrant{Setup: bf, Name: db.Label + " first against " + da.Label}}, nil
	}
	if m.Gauntlet < 0 {
		return lab.RoundRobinPairings(len(m.Decks), pair)
	}
	var ps []lab.Pairing
	for b := range m.Decks {
		if b != m.Gauntlet {
			// In the order of the arguments, as the matrix pairs them: the
			// gauntlet plays the games of the matrix's row.
			p, err := pair(min(m.Gauntlet, b), max(m.Gauntlet, b))
			if err != nil {
				return nil, err
			}
			ps = append(ps, p)
		}
	}
	return ps, nil
}
