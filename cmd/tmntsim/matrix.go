package main

import (
	"context"
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
	"github.com/tmntsim/tmntsim/reports"
	"github.com/tmntsim/tmntsim/scenarios"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
	"github.com/tmntsim/tmntsim/sim/tcg"
	"github.com/tmntsim/tmntsim/sim/tcg/deckfile"
	tcgpolicy "github.com/tmntsim/tmntsim/sim/tcg/policy"
)

func init() {
	register(&command{
		name:    "matrix",
		summary: "which TCG deck beats which: every pair of decks, paired over who goes first, as a win-rate matrix with intervals",
		run:     interruptible(doMatrix),
	})
}

// maxMatrixDecks is the most decks one matrix plays (lab.MaxPairings of
// them).
const maxMatrixDecks = 8

// defaultMatrixPolicy plays every deck unless -p says otherwise: the
// strongest of the fast TCG policies, so that the matrix is about the
// decks rather than about a player's mistakes.
const defaultMatrixPolicy = "planner"

// A matrixDeck is a deck named on the command line.
type matrixDeck struct {
	arg    string // as given
	label  string // its name in the output: the deck's name, or arg when two share it
	deck   tcg.Deck
	policy string
}

// A matrixStudy is what "tmntsim matrix" was asked to do, and found.
type matrixStudy struct {
	decks    []matrixDeck
	cards    *deckfile.CardSet
	gauntlet int // the gauntlet deck's index, or -1 for the whole matrix
	o        lab.Options
	m        *lab.Matrix
}

func doMatrix(ctx context.Context, e *env, args []string) int {
	fs := newFlagSet(e, "matrix")
	fs.Usage = func() {
		writeHelp(e.stdout, "matrix", fs, map[string]any{"Max": maxMatrixDecks, "Decks": deckfile.DeckNames(), "Policy": defaultMatrixPolicy})
	}
	var st matrixStudy
	pols, progress := addGameFlags(fs, &st.o, 10000, "of each pair of decks in each order, game i of all from the same seed")
	fs.Lookup("policy").Usage = "`DECK=SPEC`: a deck's policy (repeatable); a bare SPEC is every deck's (default " + defaultMatrixPolicy + ")"
	gauntlet := fs.String("gauntlet", "", "play only `DECK` (a deck given, or one more) against each other deck, and rank them")
	format := fs.String("format", "text", "`format` of the result on stdout: text, json or csv (one row per cell)")
	out := fs.StringP("out", "o", "", "also write the result as JSON to `FILE`")
	pngFile := fs.String("png", "", "also draw the matrix as a heat map (PNG) in `FILE`")
	if code, done := parseFlags(e, fs, args); done {
		return code
	}
	if err := st.check(fs.Args(), *pols, *progress, *format, *gauntlet); err != nil {
		return fail(e, err)
	}
	for _, f := range []struct{ flag, file string }{{"-o", *out}, {"--png", *pngFile}} {
		if err := checkOut(f.flag, f.file); err != nil {
			return fail(e, err)
		}
	}
	pairings, err := st.pairings()
	if err != nil {
		return fail(e, err)
	}
	var finish func()
	st.o.Progress, finish = gameProgress(e, *progress, st.o.Games)
	st.m, err = lab.PlayMatrix(ctx, len(st.decks), pairings, st.o)
	finish()
	if err != nil {
		if !lab.Interrupted(err) {
			return fail(e, err)
		}
		if st.m.Cells[0].Pairs == 0 {
			fmt.Fprintln(e.stderr, "tmntsim: interrupted before any game was played; nothing printed")
			return exitInterrupted
		}
	}
	dm := &reports.DeckMatrix{Gauntlet: st.gauntlet, Seed: st.o.Seed, M: st.m}
	for _, d := range st.decks {
		dm.Decks = append(dm.Decks, reports.MatrixDeck{Label: d.label, Source: d.arg, Policy: d.policy})
	}
	if code := (studyOut{dm.WriteText, dm.WriteJSON, dm.WriteCSV, dm.WritePNG}).emit(e, *out, *pngFile, *format, "the matrix JSON"); code != exitOK {
		return code
	}
	if !st.m.Complete {
		fmt.Fprintf(e.stderr, "tmntsim: interrupted; the matrix holds the first %d games of each pair in each order\n", st.m.Cells[0].Pairs)
		return exitInterrupted
	}
	return exitOK
}

// check checks the arguments and flags and loads the decks.
func (st *matrixStudy) check(args, pols []string, progress, format, gauntlet string) error {
	if err := checkGameFlags(&st.o, progress); err != nil {
		return err
	}
	if format != "text" && format != "json" && format != "csv" {
		return usagef("--format: unknown format %q (known: text, json, csv)", format)
	}
	if gauntlet != "" && !slices.Contains(args, gauntlet) {
		args = append([]string{gauntlet}, args...) // the gauntlet deck need not be given twice
	}
	switch {
	case len(args) < 2 && gauntlet != "":
		return usagef("matrix: --gauntlet %s needs at least one other deck to play; got none; embedded decks: %s", textsafe.Term(gauntlet), strings.Join(deckfile.DeckNames(), ", "))
	case len(args) < 2:
		return usagef("matrix: give at least 2 decks (tmntsim matrix DECK DECK...); got %d; embedded decks: %s", len(args), strings.Join(deckfile.DeckNames(), ", "))
	case len(args) > maxMatrixDecks:
		return usagef("matrix: %d decks; a matrix plays at most %d", len(args), maxMatrixDecks)
	}
	var err error
	if st.cards, err = deckfile.Embedded(); err != nil {
		return err
	}
	for _, a := range args {
		d, err := loadMatrixDeck(st.cards, a)
		if err != nil {
			if a == gauntlet {
				return usagef("--gauntlet: %s", strings.TrimPrefix(err.Error(), "matrix: "))
			}
			return err
		}
		for _, prev := range st.decks {
			if prev.arg == a {
				return usagef("matrix: deck %s given twice; a deck against itself is 50%% by definition, and not played", textsafe.Term(a))
			}
		}
		st.decks = append(st.decks, matrixDeck{arg: a, label: d.Name, deck: d, policy: defaultMatrixPolicy})
	}
	st.label()
	if err := st.setPolicies(pols); err != nil {
		return err
	}
	st.gauntlet = slices.IndexFunc(st.decks, func(d matrixDeck) bool { return gauntlet != "" && d.arg == gauntlet })
	return nil
}

// label names the decks in the output: by their names, or by the argument
// where two decks share a name.
func (st *matrixStudy) label() {
	for i := range st.decks {
		for j := range st.decks {
			if i != j && st.decks[i].deck.Name == st.decks[j].deck.Name {
				st.decks[i].label = st.decks[i].arg
			}
		}
		st.decks[i].label = textsafe.Term(st.decks[i].label)
	}
}

// labels returns the decks' names in the output.
func (st *matrixStudy) labels() []string {
	var out []string
	for _, d := range st.decks {
		out = append(out, d.label)
	}
	return out
}

// setPolicies sets the decks' policies from the -p values: SPEC for every
// deck, DECK=SPEC for one.
func (st *matrixStudy) setPolicies(values []string) error {
	for _, v := range values {
		name, spec, one := strings.Cut(v, "=")
		if !one {
			spec = v
		}
		if _, err := tcgpolicy.New(spec); err != nil {
			return usagef("--policy: %v", err)
		}
		if !one {
			for i := range st.decks {
				st.decks[i].policy = spec
			}
			continue
		}
		i := slices.IndexFunc(st.decks, func(d matrixDeck) bool { return d.label == name || d.arg == name })
		if i < 0 {
			return usagef("--policy: no deck %q among those given%s; decks: %s", textsafe.Term(name), scenarios.Suggest(name, st.labels()), strings.Join(st.labels(), ", "))
		}
		st.decks[i].policy = spec
	}
	return nil
}

// loadMatrixDeck loads arg, an embedded deck's name or a deck file. A
// battle, a match or a table, embedded or a file, is an error saying what
// to give.
func loadMatrixDeck(cs *deckfile.CardSet, arg string) (tcg.Deck, error) {
	if _, err := os.Stat(arg); err == nil {
		data, err := userfile.Read(arg, userfile.MaxBattle)
		if err != nil {
			return tcg.Deck{}, err
		}
		d, err := deckfile.LoadDeck(arg, data, cs)
		if err == nil {
			return d, nil
		}
		if what := notADeck(arg, data); what != "" {
			return tcg.Deck{}, usagef("matrix takes decks: %s is %s; give deck files (name:, cards:) or embedded decks (%s)",
				textsafe.Term(arg), what, strings.Join(deckfile.DeckNames(), ", "))
		}
		return tcg.Deck{}, err
	} else if !errors.Is(err, fs.ErrNotExist) {
		return tcg.Deck{}, fmt.Errorf("%s: %w", arg, err)
	}
	if strings.HasSuffix(arg, ".yaml") || strings.HasSuffix(arg, ".yml") {
		return tcg.Deck{}, usagef("matrix: deck file %s: no such file", textsafe.Term(arg))
	}
	switch {
	case slices.Contains(battlefile.Embedded(), arg):
		return tcg.Deck{}, usagef("matrix takes decks: %s is an embedded Adventures battle; embedded decks: %s", textsafe.Term(arg), strings.Join(deckfile.DeckNames(), ", "))
	case slices.Contains(deckfile.MatchNames(), arg):
		return tcg.Deck{}, usagef("matrix takes decks: %s is an embedded match of two decks; give its decks, e.g. %s", textsafe.Term(arg), strings.Join(deckfile.DeckNames(), " "))
	}
	d, err := deckfile.EmbeddedDeck(cs, arg)
	if err != nil {
		return tcg.Deck{}, usagef("matrix: %s, or a deck file", strings.ReplaceAll(err.Error(), "\n", " "))
	}
	return d, nil
}

// notADeck says what the file is when it is a file of a game (a battle, a
// match, a table) rather than a deck: "" when it looks like a deck.
func notADeck(arg string, data []byte) string {
	if _, setup, err := openGame(arg); err == nil && setup != nil {
		if _, ok := setup.(*tcg.Match); ok {
			return "a TCG match (two decks and their players), not a deck"
		}
		return "a " + setup.Schema().Game + " file, not a deck"
	}
	if name, pos, err := scenarios.GameOf(arg, data); err == nil && (name != "adventures" || !pos.IsZero()) {
		return "a " + name + " file, not a deck"
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

// pairings returns the pairings of the study: every pair of decks, or the
// gauntlet deck against each other deck.
func (st *matrixStudy) pairings() ([]lab.Pairing, error) {
	pair := func(a, b int) (lab.Pairing, error) {
		da, db := st.decks[a], st.decks[b]
		setup, err := tcg.NewSetup(st.cards.Cards, [tcg.MaxSeats]tcg.Deck{da.deck, db.deck}, tcg.Options{})
		if err != nil {
			return lab.Pairing{}, fmt.Errorf("%s against %s: %w", da.label, db.label, err)
		}
		m := tcg.NewMatch(setup, [tcg.MaxSeats]string{da.policy, db.policy}, tcgpolicy.New)
		af, bf := m.SwapFirst()
		return lab.Pairing{Row: a, Col: b,
			AFirst: lab.Entrant{Setup: af, Name: da.label + " first against " + db.label},
			BFirst: lab.Entrant{Setup: bf, Name: db.label + " first against " + da.label}}, nil
	}
	if st.gauntlet < 0 {
		return lab.RoundRobinPairings(len(st.decks), pair)
	}
	var ps []lab.Pairing
	for b := range st.decks {
		if b != st.gauntlet {
			// In the order of the arguments, as the matrix pairs them: the
			// gauntlet plays the games of the matrix's row.
			p, err := pair(min(st.gauntlet, b), max(st.gauntlet, b))
			if err != nil {
				return nil, err
			}
			ps = append(ps, p)
		}
	}
	return ps, nil
}
