package main

import (
	"github.com/tmntsim/tmntsim/lab"
	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/adventure"
	"github.com/tmntsim/tmntsim/sim/adventures/battlegame"
	"github.com/tmntsim/tmntsim/sim/munchkin/tablefile"
	"github.com/tmntsim/tmntsim/sim/tcg/tcggame"
)

// games are the games tmntsim plays, each its package's entry: the
// Adventures system's battles first (a file without `game:` is a battle),
// TCG matches, Munchkin tables, and adventures (battles chained into a
// campaign, which campaign prints).
var games = lab.Games{
	battlegame.NewEntry(func(b *adventures.Battle, spec string, check bool) sim.Setup { return newSetup(b, spec, check) }),
	tcggame.Entry,
	tablefile.Entry,
	adventure.Entry,
}

// newSetup makes the sim.Setup of a run of battle b (battlegame.Setup).
// Tests replace it with a fake game.
var newSetup battlegame.SetupFunc = battlegame.Setup
