package main

import (
	"context"
	"fmt"
	"math"
	"os"
	"slices"
	"strings"

	"github.com/tmntsim/tmntsim/internal/textsafe"
	"github.com/tmntsim/tmntsim/lab"
	"github.com/tmntsim/tmntsim/reports"
	"github.com/tmntsim/tmntsim/scenarios"
	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
	"github.com/tmntsim/tmntsim/sim/adventures/policy"
	"github.com/tmntsim/tmntsim/sim/munchkin"
	"github.com/tmntsim/tmntsim/sim/tcg"
	"github.com/tmntsim/tmntsim/sim/tcg/deckfile"
	"github.com/tmntsim/tmntsim/stats"
)

func init() {
	register(&command{
		name:    "impact",
		summary: "what each card of a deck is worth: its copies blanked, on the same seeds, the win-rate change with its interval",
		run:     interruptible(doImpact),
	})
}

// openDeckGame opens arg for a study of decks (impact, first): a TCG
// match or a Munchkin table, a file or an embedded name. An Adventures
// battle, or a name that is neither, is an error saying what to give.
func openDeckGame(cmd, arg string) (gameArg, error) {
	g, setup, err := openGame(arg)
	if err != nil {
		return gameArg{}, err
	}
	if setup != nil {
		return gameArg{arg, g, setup}, nil
	}
	var names []string
	for _, g := range games {
		if g.embedded != nil {
			names = append(names, g.embedded()...)
		}
	}
	if _, err := os.Stat(arg); err == nil || slices.Contains(battlefile.Embedded(), arg) {
		if a, ok, err := openCompetitive(arg); ok || err != nil {
			return a, err
		} else if a, ok := battleWithAllies(cmd, arg); ok {
			return a, nil
		}
		return gameArg{}, usagef("%s is for decks: %s is an Adventures battle; give a TCG match or a Munchkin table (%s)", cmd, textsafe.Term(arg), strings.Join(names, ", "))
	}
	return gameArg{}, usagef("%s: no match or table file or embedded name %q%s; embedded: %s", cmd, textsafe.Term(arg), scenarios.Suggest(arg, names), strings.Join(names, ", "))
}

// A cardSet is what an impact study changes in a game: the card titles of
// a seat's deck (or of the table's deck) and the setup with one of them
// blanked.
type cardSet interface {
	// titles returns the titles the study may blank, with their copies,
	// in deck order.
	titles(seat int) (titles []string, copies []int)
	// blank returns the setup with every copy of title replaced by the
	// game's neutral card.
	blank(seat int, title string) (sim.Setup, error)
	// blankName names the neutral card, for the output.
	blankName() string
	// perSeat reports whether each seat has its own deck (the TCG) rather
	// than a deck the table shares (Munchkin).
	perSeat() bool
}

// tcgCards is a TCG match's cardSet: each seat's own deck.
type tcgCards struct{ m *tcg.Match }

func (c tcgCards) titles(seat int) ([]string, []int) {
	s := c.m.Setup
	var titles []string
	var copies []int
	for _, id := range s.Titles(seat) {
		titles = append(titles, s.Cards[id].Title)
		n := 0
		for _, x := range s.Decks[seat].Cards {
			if x == id {
				n++
			}
		}
		copies = append(copies, n)
	}
	return titles, copies
}

func (c tcgCards) blank(seat int, title string) (sim.Setup, error) {
	return deckfile.Replace(c.m, seat, title, "")
}

func (tcgCards) blankName() string { return "Blank (a card without text, data/neutral.yaml)" }
func (tcgCards) perSeat() bool     { return true }

// cardVariants is the side of a Munchkin table that an impact study uses.
type cardVariants interface {
	sim.Setup
	CardTitles() []string
	WithBlankCard(title string) (sim.Setup, error)
}

// tableCards is a Munchkin table's cardSet: the deck the table shares.
type tableCards struct {
	tab *munchkin.Table
	t   cardVariants
}

func (c tableCards) titles(int) ([]string, []int) {
	titles := c.t.CardTitles()
	count := map[string]int{}
	for _, card := range c.tab.Setup.Cards {
		count[card.Name]++
	}
	copies := make([]int, len(titles))
	for i, t := range titles {
		copies[i] = count[t]
	}
	return titles, copies
}

func (c tableCards) blank(_ int, title string) (sim.Setup, error) { return c.t.WithBlankCard(title) }
func (tableCards) blankName() string {
	return "a blank card of the same deck (a Door that does nothing, a Treasure worth nothing)"
}
func (tableCards) perSeat() bool { return false }

// battleWithAllies opens arg, a cooperative battle, for impact's study of
// its ally cards; false for another command or a battle without allies.
func battleWithAllies(cmd, arg string) (gameArg, bool) {
	l, err := battlefile.Open(arg)
	if cmd != "impact" || err != nil || len(l.Battle.Allies) == 0 {
		return gameArg{}, false
	}
	s := policy.NewSetup(l.Battle, "")
	s.Source, s.Hash = l.Source, l.Hash
	return gameArg{arg, &games[slices.IndexFunc(games, func(g game) bool { return g.name == scenarios.DefaultGame })], s}, true
}

// allyCards is a cooperative battle's cardSet for the value of each of its
// ally cards (lab.AllyImpact): the battle with the card the only one
// offered, against the battle with none.
type allyCards struct{ s *policy.Setup }

func (c allyCards) titles(int) ([]string, []int) {
	var names []string
	var ones []int
	for _, a := range c.s.Battle.Allies {
		names, ones = append(names, a.Name), append(ones, 1)
	}
	return names, ones
}

func (c allyCards) blank(_ int, title string) (sim.Setup, error) {
	return c.s.WithAllyOnly(slices.IndexFunc(c.s.Battle.Allies, func(a adventures.Ally) bool { return a.Name == title }))
}

func (allyCards) blankName() string { return policy.NoAlly }
func (allyCards) perSeat() bool     { return true }

// cardsOf returns the cardSet of a's game, or an error for a game whose
// setups offer no card variants.
func cardsOf(a gameArg) (cardSet, error) {
	switch s := a.setup.(type) {
	case *tcg.Match:
		return tcgCards{s}, nil
	case *policy.Setup:
		if s.Battle.Competitive == nil || policy.IsCompetitiveWithAllies(s) {
			return allyCards{s}, nil
		}
		return villainCards{s}, nil
	case *munchkin.Table:
		if v, ok := a.setup.(cardVariants); ok {
			return tableCards{s, v}, nil
		}
	}
	return nil, usagef("impact: %s is a %s file, whose decks tmntsim cannot vary yet", a.name(), a.game.name)
}

// An impactStudy is what "tmntsim impact" was asked to do, and found.
type impactStudy struct {
	a        gameArg
	cards    cardSet
	o        lab.Options
	policies []string
	seat     int
	titles   []string
	copies   map[string]int
	effects  []lab.Effect
	base     *lab.Summary
	drawn    *tcg.DrawnTally // the TCG's win rate when drawn; nil for Munchkin
}

func doImpact(ctx context.Context, e *env, args []string) int {
	fs := newFlagSet(e, "impact")
	fs.Usage = func() { writeHelp(e.stdout, "impact", fs, nil) }
	var st impactStudy
	pols, progress := addGameFlags(fs, &st.o, 10000, "of the deck as it is and of each card blanked, game i of all from the same seed")
	seat := fs.String("seat", "", "the `SEAT` whose win rate is measured, and for a TCG match whose deck's cards are blanked (default: the focus seat)")
	cardsFlag := fs.String("cards", "", "blank only these card titles, a comma-separated `LIST` (default: every title)")
	format := fs.String("format", "text", "`format` of the result on stdout: text, json or csv")
	out := fs.StringP("out", "o", "", "also write the result as JSON to `FILE`")
	pngFile := fs.String("png", "", "also draw the ranked effects with their intervals as a PNG picture in `FILE`")
	if code, done := parseFlags(e, fs, args); done {
		return code
	}
	if fs.NArg() != 1 {
		return fail(e, usagef("impact: give one match or table (tmntsim impact FILE); got %d arguments", fs.NArg()))
	}
	var err error
	if st.a, err = openDeckGame("impact", fs.Arg(0)); err != nil {
		return fail(e, err)
	}
	if err := st.check(*pols, *progress, *format, *seat, *cardsFlag); err != nil {
		return fail(e, err)
	}
	for _, f := range []struct{ flag, file string }{{"-o", *out}, {"--png", *pngFile}} {
		if err := checkOut(f.flag, f.file); err != nil {
			return fail(e, err)
		}
	}
	if err := st.play(ctx, e, *progress); err != nil {
		if lab.Interrupted(err) {
			fmt.Fprintln(e.stderr, "tmntsim: interrupted; an impact study prints nothing until every card is played")
			return exitInterrupted
		}
		return fail(e, err)
	}
	im := st.results()
	return studyOut{im.WriteText, im.WriteJSON, im.WriteCSV, im.WritePNG}.emit(e, *out, *pngFile, *format, "the impact JSON")
}

// check checks the study's flags and fills in its seat, policies and
// titles.
func (st *impactStudy) check(pols []string, progress, format, seat, cards string) error {
	if err := checkGameFlags(&st.o, progress); err != nil {
		return err
	}
	if st.o.Games < 2 {
		return usagef("--battles: %d; a paired comparison needs at least 2 games", st.o.Games)
	}
	if format != "text" && format != "json" && format != "csv" {
		return usagef("--format: unknown format %q (known: text, json, csv)", format)
	}
	var err error
	if st.cards, err = cardsOf(st.a); err != nil {
		return err
	}
	if st.seat, err = seatFlag(st.a.setup, seat); err != nil {
		return err
	} else if d, ok := st.cards.(interface{ deckSeat() int }); ok && seat == "" {
		st.seat = d.deckSeat()
	}
	if st.policies, err = gamePolicies(st.a, pols, "--policy"); err != nil {
		return err
	}
	all, copies := st.cards.titles(st.seat)
	st.copies = map[string]int{}
	for i, t := range all {
		st.copies[t] = copies[i]
	}
	st.titles = all
	if cards != "" {
		st.titles = nil
		for _, t := range strings.Split(cards, ",") {
			t = strings.TrimSpace(t)
			if !slices.Contains(all, t) {
				return usagef("--cards: no card %q in %s%s; its cards: %s", textsafe.Term(t), st.deckName(), scenarios.Suggest(t, all), strings.Join(all, ", "))
			}
			if !slices.Contains(st.titles, t) {
				st.titles = append(st.titles, t)
			}
		}
	}
	if len(st.titles) == 0 {
		return usagef("impact: %s has no cards to blank", st.deckName())
	}
	return nil
}

// seatFlag returns the seat --seat names in setup's schema (its focus
// seat when not given), with did-you-mean for a name that is none.
func seatFlag(setup sim.Setup, name string) (int, error) {
	s := setup.Schema()
	if name == "" {
		return s.Focus, nil
	}
	if i := s.Seat(name); i >= 0 {
		return i, nil
	}
	return 0, usagef("--seat: no seat %q%s; seats: %s", textsafe.Term(name), scenarios.Suggest(name, s.Seats), strings.Join(s.Seats, ", "))
}

// seatName is the name of the study's seat.
func (st *impactStudy) seatName() string { return textsafe.Term(st.a.setup.Schema().Seats[st.seat]) }

// deckName names the deck whose cards are blanked.
func (st *impactStudy) deckName() string {
	if c, ok := st.cards.(allyCards); ok {
		return "the ally cards of " + textsafe.Term(c.s.Battle.Name)
	} else if d, ok := st.cards.(interface{ deckSeat() int }); ok {
		return "the deck of " + textsafe.Term(st.a.setup.Schema().Seats[d.deckSeat()])
	} else if st.cards.perSeat() {
		return "the deck of " + st.seatName()
	}
	return "the table's deck"
}

// play plays the study: the setup and each blanked variant, paired, and
// for the TCG the win rate when drawn.
func (st *impactStudy) play(ctx context.Context, e *env, progress string) error {
	var variants []lab.Entrant
	for _, t := range st.titles {
		v, err := st.cards.blank(st.seat, t)
		if err != nil {
			return err
		}
		variants = append(variants, lab.Entrant{Setup: v, Policies: st.policies, Name: t})
	}
	groups := int64((len(variants) + lab.MaxEntrants - 2) / (lab.MaxEntrants - 1))
	var finish func()
	st.o.Progress, finish = gameProgress(e, progress, groups*st.o.Games)
	base := lab.Entrant{Setup: st.a.setup, Policies: st.policies, Name: st.a.name()}
	impact := lab.Impact
	if c, ok := st.cards.(allyCards); ok {
		base.Setup, impact = c.s.WithoutAllies(), lab.AllyImpact
	}
	var err error
	st.effects, st.base, err = impact(ctx, base, variants, st.seat, st.o)
	finish()
	if err != nil {
		return err
	}
	lab.RankEffects(st.effects)
	if m, ok := st.a.setup.(*tcg.Match); ok {
		workers := st.o.Workers
		if workers == 0 {
			workers = lab.DefaultWorkers()
		}
		st.drawn, err = tcg.WhenDrawn(ctx, m, st.seat, st.policies, st.o.Seed, int(st.o.Games), workers)
	}
	return err
}

// whenDrawn returns the seat's win rate in the games where title entered
// its hand, and the share of games it did (NaN, NaN without a tally).
func (st *impactStudy) whenDrawn(title string) (rate, share float64) {
	if st.drawn == nil {
		return math.NaN(), math.NaN()
	}
	m := st.a.setup.(*tcg.Match)
	for i, id := range st.drawn.Titles {
		if m.Setup.Cards[id].Title == title {
			return st.drawn.RateWhenDrawn(i), float64(st.drawn.Drawn[i]) / float64(st.drawn.Games)
		}
	}
	return math.NaN(), math.NaN()
}

// allies returns the ally cards of a study of allies, nil for another.
func (st *impactStudy) allies() []adventures.Ally {
	if c, ok := st.cards.(allyCards); ok {
		return c.s.Battle.Allies
	}
	return nil
}

// results returns the study's results as reports prints them.
func (st *impactStudy) results() *reports.Impact {
	im := &reports.Impact{Source: st.a.arg, Deck: st.deckName(), Seat: st.a.setup.Schema().Seats[st.seat],
		Policies: policyText(st.a.setup, st.policies), Replacement: st.cards.blankName(), Games: st.o.Games, Seed: st.o.Seed,
		Drawn: st.drawn != nil, Allies: st.allies() != nil, Game: st.a.setup.Schema().Game, Specs: st.base.Policies, Played: st.base.Games()}
	im.Rate, im.Lo, im.Hi = st.base.WinRate(st.seat)
	for i := range st.effects {
		ef := &st.effects[i]
		c := reports.ImpactCard{Name: ef.Name, Copies: st.copies[ef.Name], McNemarP: ef.Wins.McNemar()}
		c.Effect, c.Lo, c.Hi = ef.Diff()
		c.Turns, c.TurnsLo, c.TurnsHi = ef.Turns.Diff(stats.Conf95)
		c.WhenDrawn, c.DrawnShare = st.whenDrawn(ef.Name)
		if i := slices.IndexFunc(st.allies(), func(a adventures.Ally) bool { return a.Name == ef.Name }); i >= 0 {
			c.Side = st.allies()[i].Side.String()
		}
		k := ef.Wins.CountA()
		c.BlankedLo, c.BlankedHi = stats.Wilson(k, ef.Wins.N(), stats.Conf95)
		c.Blanked = float64(k) / float64(ef.Wins.N())
		im.Cards = append(im.Cards, c)
	}
	return im
}

// reportAllyBattles is the most battles of each ally card, and of the
// battle with none, that a report's Allies table plays (fewer with a
// smaller -n): a fixed small study beside the report's budget.
const reportAllyBattles = 1000

// allies is the Allies table of a report of a cooperative battle with
// ally cards: impact's value of each, on the heroes' win rate with the
// report's policies and seed; nil for another battle.
func (j *reportJob) allies(ctx context.Context, e *env) (*reports.Impact, error) {
	if j.l.Battle.Competitive != nil || len(j.l.Battle.Allies) == 0 {
		return nil, nil
	}
	s := policy.NewSetup(j.l.Battle, j.run.policy)
	s.Check, s.Source, s.Hash = j.run.check, j.l.Source, j.l.Hash
	st := impactStudy{a: gameArg{arg: j.l.Source, setup: s}, cards: allyCards{s}, policies: j.specs, copies: map[string]int{},
		o: lab.Options{Seed: j.run.seed, Games: min(j.run.battles, reportAllyBattles), Workers: j.run.workers}}
	st.titles, _ = st.cards.titles(0)
	for _, t := range st.titles {
		st.copies[t] = 1
	}
	if err := st.play(ctx, e, "off"); err != nil {
		return nil, err
	}
	return st.results(), nil
}
