package main

import (
	"os"
	"slices"
	"strings"

	"github.com/tmntsim/tmntsim/internal/cli"
	"github.com/tmntsim/tmntsim/internal/textsafe"
	"github.com/tmntsim/tmntsim/lab"
	"github.com/tmntsim/tmntsim/scenarios"
	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile/cards"
	"github.com/tmntsim/tmntsim/sim/adventures/battlegame"
	"github.com/tmntsim/tmntsim/sim/adventures/policy"
	"github.com/tmntsim/tmntsim/sim/munchkin"
	"github.com/tmntsim/tmntsim/sim/munchkin/tablefile"
	"github.com/tmntsim/tmntsim/sim/tcg"
	"github.com/tmntsim/tmntsim/sim/tcg/deckfile"
)

// gameDecks are, by game, the cards an impact study of a setup of that
// game (as the game opens it) blanks: a match's decks, a table's, a
// competitive battle's villain deck or a battle's ally cards. A game
// missing here offers no card variants.
var gameDecks = map[string]func(sim.Setup) lab.Deck{
	"tcg":        func(s sim.Setup) lab.Deck { return deckfile.Deck(s.(*tcg.Match)) },
	"munchkin":   func(s sim.Setup) lab.Deck { return tablefile.Deck(s.(*munchkin.Table)) },
	"adventures": func(s sim.Setup) lab.Deck { return cards.Deck(s.(*policy.Setup)) },
}

// openDeckGame opens arg for a study of decks (impact, first): a TCG
// match, a Munchkin table or an Adventures battle with a deck (a
// competitive battle's villain deck, or for impact a battle's ally
// cards), a file or an embedded name. Another battle, or a name that is
// none of them, is an error saying what to give.
func openDeckGame(cmd, arg string) (gameArg, error) {
	a := gameArg{arg: arg}
	g, setup, err := games.Open(arg)
	if g != &games[0] {
		a.game, a.setup = g, setup
		return a, err
	}
	var names []string
	for _, g := range games[1:] {
		names = append(names, g.Embedded()...)
	}
	if _, serr := os.Stat(arg); serr != nil && !slices.Contains(battlefile.Embedded(), arg) {
		return a, usagef("%s: no match or table file or embedded name %q%s; embedded: %s", cmd, textsafe.Term(arg), scenarios.Suggest(arg, names), strings.Join(names, ", "))
	} else if err != nil {
		return a, err
	}
	if s := cards.DeckSetup(setup.(battlegame.Opened).Loaded, cmd == "impact"); s != nil {
		a.game, a.setup = g, s
		return a, nil
	}
	return a, usagef("%s is for decks: %s is an Adventures battle; give a TCG match or a Munchkin table (%s)", cmd, textsafe.Term(arg), strings.Join(names, ", "))
}

// openStudyArgs opens every argument of a study, a file or an embedded
// name of any game (games.Open; none: the default battle). It returns an
// error when the arguments mix games.
func openStudyArgs(args []string) ([]gameArg, error) {
	if len(args) == 0 {
		args = []string{""}
	}
	var out []gameArg
	for _, arg := range args {
		g, setup, err := games.Open(arg)
		if err != nil {
			return nil, err
		}
		if len(out) > 0 && g != out[0].game {
			return nil, usagef("%s and %s are files of different games; a study plays one game", args[0], arg)
		}
		out = append(out, gameArg{arg, g, setup})
	}
	return out, nil
}

// coopBattles reports whether gs (of one game) are Adventures battles
// studied as Cooperative Mode ones: any of them is (a competitive battle
// beside it plays as one too).
func coopBattles(gs []gameArg) bool {
	return gs[0].game == &games[0] && slices.ContainsFunc(gs, func(a gameArg) bool { return a.setup.(battlegame.Opened).Loaded.Battle.Competitive == nil })
}

// openVaried opens the files of a sweep or a tune (openGameArgs: nil for
// battles) and checks the flags of useRunFlags (checkRun). A game's -p is
// its seats', so the hero policy checked is then the default. It returns
// the hero policy given, "" for a game's files.
func openVaried(fs *cli.Set, run *runConfig) (hero string, gs []gameArg, err error) {
	if gs, err = openGameArgs(fs.Args()); err != nil {
		return "", nil, err
	}
	if hero = run.policy; gs != nil {
		run.policy, hero = policy.Default, ""
	}
	return hero, gs, checkRun(fs, *run)
}
