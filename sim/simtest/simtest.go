// Package simtest is a fake game for tests of what sits above the game
// seam (lab, stats, reports, the commands): a sim.Setup with any number of
// seats and a planted win probability per seat, whose games are a
// deterministic function of (seed, index), fast, allocation-free and
// without rules.
//
// A game draws one uniform number u from an RNG seeded by (seed, index):
// seat s wins when u falls in its slice of [0, 1) (the slices follow each
// other in seat order, seat s's as wide as its win probability), every other
// seat loses; when u falls past every slice the game is a draw. Two setups
// that differ only in their win probabilities therefore play the same u in
// game i: they are paired, and game i flips from one to the other exactly
// when u falls between their slices. That is the planted difference a paired
// comparison must find.
package simtest

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"

	"github.com/tmntsim/tmntsim/sim"
)

// Reasons a fake game ends for.
const (
	ReasonWin  = iota // a seat won
	ReasonDraw        // no seat did
)

// A Setup is a fake game. Its exported fields may be set before the first
// game and must not change after.
type Setup struct {
	// Win[s] is the probability that seat s wins a game; their sum is at
	// most 1, the rest is the probability of a draw.
	Win []float64
	// Focus is the seat precision stops and curves are about.
	Focus int
	// FailAt, if not negative, is a game index whose Play panics (an
	// engine failure, for the paths that report one).
	FailAt int64
	// Check makes the games check their invariants (Violation), and
	// ViolateAt, if not negative, is a game index that breaks one.
	Check     bool
	ViolateAt int64

	schema   sim.Schema
	policies []string
}

// New returns a fake game with a seat per win probability, seats named
// "s0", "s1", …, each with the policy "plain". It panics if the
// probabilities are negative or add up to more than 1.
func New(win ...float64) *Setup {
	sum := 0.0
	for _, p := range win {
		if p < 0 {
			panic(fmt.Sprintf("simtest: win probability %g", p))
		}
		sum += p
	}
	if sum > 1+1e-12 || len(win) == 0 || len(win) > sim.MaxSeats {
		panic(fmt.Sprintf("simtest: win probabilities %v", win))
	}
	s := &Setup{Win: win, FailAt: -1, ViolateAt: -1}
	for i := range win {
		s.schema.Seats = append(s.schema.Seats, "s"+strconv.Itoa(i))
		s.schema.Entities = append(s.schema.Entities, sim.Entity{Name: "s" + strconv.Itoa(i), Metrics: []string{"score", "moves"}})
		s.policies = append(s.policies, "plain")
	}
	s.schema.Game = "simtest"
	s.schema.Reasons = []string{"win", "draw"}
	s.schema.Board = &sim.Board{W: 8, H: 8, Stride: 8, Mark: "marks"}
	return s
}

// Schema returns the fake game's schema: its seats, an entity per seat
// with the metrics "score" and "moves", the reasons "win" and "draw", and
// an 8×8 board, in a game's words of its focus seat (sim.SeatWords).
func (s *Setup) Schema() *sim.Schema {
	s.schema.Focus = s.Focus
	s.schema.Words = sim.SeatWords(s.schema.Seats[s.Focus])
	return &s.schema
}

// Policies returns "plain" for every seat.
func (s *Setup) Policies() []string { return s.policies }

// NewGame returns a game of s. A policy is "plain" (or "", the file's) or
// "lucky:P", which adds P to the seat's win probability (taken from the
// draws); any other spec is an error.
func (s *Setup) NewGame(policies []string) (sim.Game, error) {
	g := &Game{setup: s, win: make([]float64, len(s.Win))}
	copy(g.win, s.Win)
	for i, spec := range policies {
		if i >= len(s.Win) {
			return nil, fmt.Errorf("simtest: %d policies for %d seats", len(policies), len(s.Win))
		}
		switch name, arg, _ := strings.Cut(spec, ":"); name {
		case "", "plain":
		case "lucky":
			p, err := strconv.ParseFloat(arg, 64)
			if err != nil || p < 0 || p > 1 {
				return nil, fmt.Errorf("simtest: policy %q: lucky:P wants P in [0, 1]", spec)
			}
			g.win[i] += p
		default:
			return nil, fmt.Errorf("simtest: unknown policy %q (known: plain, lucky:P)", spec)
		}
	}
	g.rng = rand.New(&g.pcg)
	return g, nil
}

// A Game plays fake games of one Setup; one per worker.
type Game struct {
	setup *Setup
	win   []float64
	pcg   rand.PCG
	rng   *rand.Rand
	last  int64 // the index of the last game played
}

// Violation returns the invariant the last game broke, when the setup's
// Check is set: game ViolateAt breaks one.
func (g *Game) Violation() error {
	if g.setup.Check && g.last == g.setup.ViolateAt {
		return fmt.Errorf("simtest: game %d breaks an invariant on purpose", g.last)
	}
	return nil
}

// Play fills rec with game (seed, index): the outcome from one uniform
// draw (see the package doc), then the turns (1 to 20), each seat's score
// (0 to 9) and moves (0 to turns), and up to three marks on the board,
// all from the same RNG. It allocates nothing.
func (g *Game) Play(seed, index uint64, rec *sim.Record) {
	if int64(index) == g.setup.FailAt {
		panic(fmt.Sprintf("simtest: game %d fails on purpose", index))
	}
	g.pcg.Seed(seed, index)
	g.last = int64(index)
	*rec = sim.Record{}
	u := g.rng.Float64()
	winner := -1
	acc := 0.0
	for s, p := range g.win {
		acc += p
		if u < acc {
			winner = s
			break
		}
	}
	for s := range g.win {
		switch {
		case winner < 0:
			rec.Outcome[s] = sim.Drew
		case s == winner:
			rec.Outcome[s] = sim.Won
		default:
			rec.Outcome[s] = sim.Lost
		}
	}
	rec.Reason = ReasonWin
	if winner < 0 {
		rec.Reason = ReasonDraw
	}
	turns := 1 + g.rng.IntN(20)
	rec.Turns = uint16(turns)
	for s := range g.win {
		rec.Values[s][0] = int32(g.rng.IntN(10))
		rec.Values[s][1] = int32(g.rng.IntN(turns + 1))
	}
	for range g.rng.IntN(4) {
		rec.Mark(int16(g.rng.IntN(64)))
	}
}

// Play plays games 0 … n-1 of seed on one game of setup with the file's
// policies and returns their records, in index order: what any run of
// those games must fold, for tests to check against.
func Play(setup sim.Setup, seed uint64, n int) []sim.Record {
	g, err := setup.NewGame(nil)
	if err != nil {
		panic(err)
	}
	recs := make([]sim.Record, n)
	for i := range recs {
		g.Play(seed, uint64(i), &recs[i])
	}
	return recs
}
