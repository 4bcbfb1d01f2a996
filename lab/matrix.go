package lab

import (
	"context"
	"fmt"
	"math"
	"slices"
	"time"

	"github.com/tmntsim/tmntsim/internal/plural"
	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/runner"
	"github.com/tmntsim/tmntsim/stats"
)

// MaxPairings is the most pairings one matrix plays: the pairs of 8 decks.
const MaxPairings = 28

// A Pairing is one pair of contestants (decks) of a matrix, Row and Col
// (their indexes in the matrix), as two setups of a two-seat game that
// differ in who goes first alone (a Match's SwapFirst): Row in the first
// seat and Col in the second of both, the first seat going first in
// AFirst and the second seat in BFirst.
type Pairing struct {
	Row, Col       int
	AFirst, BFirst Entrant
}

// A Cell is the games of one pairing: game i played once with each seat
// going first, from the same (seed, i), so that each contestant goes first
// in exactly half of them and the deals are the same in both orders.
type Cell struct {
	Row, Col int
	Pairs    int64 // the pairs of games played (2·Pairs games)
	// RowWins and ColWins are the games the row's and the column's
	// contestant won; the others were drawn.
	RowWins, ColWins int64
	// RowFirst and ColFirst are the games the row's and the column's
	// contestant won going first.
	RowFirst, ColFirst int64
	// sum and sumSq are the sums over the pairs of the row's wins in the
	// pair (0, 1 or 2) and of their squares; colSq the column's squares.
	sumSq, colSq int64
	Turns        int64 // the games' turns, summed
}

// Games returns the number of games of c.
func (c *Cell) Games() int64 { return 2 * c.Pairs }

// Draws returns the number of drawn games of c.
func (c *Cell) Draws() int64 { return c.Games() - c.RowWins - c.ColWins }

// Rate returns the row's win rate over both orders and its 95% interval,
// paired by game index (each pair of games one observation of 0, ½ or 1:
// the first player's noise cancels within the pair). When every pair
// scored the same the paired interval has no width; the Wilson interval of
// the games is given instead. The interval is cut to [0, 1].
func (c *Cell) Rate() (rate, lo, hi float64) { return pairRate(c.RowWins, c.sumSq, c.Pairs) }

// Transposed returns c seen from the column: its contestant's wins as the
// row's, from the same games. A matrix's cell (b, a) is cell (a, b)
// transposed, so that rate(a, b) + rate(b, a) + draws/games = 1 in every
// pair of games.
func (c *Cell) Transposed() Cell {
	t := *c
	t.Row, t.Col = c.Col, c.Row
	t.RowWins, t.ColWins = c.ColWins, c.RowWins
	t.RowFirst, t.ColFirst = c.ColFirst, c.RowFirst
	t.sumSq, t.colSq = c.colSq, c.sumSq
	return t
}

// pairRate is the mean of n pair scores (wins 0, 1 or 2 out of a pair,
// summing to wins, their squares to sumSq), halved, with its interval.
func pairRate(wins, sumSq, n int64) (rate, lo, hi float64) {
	if n == 0 {
		return math.NaN(), math.NaN(), math.NaN()
	}
	if stats.Variance(wins, sumSq, n) == 0 || n < 2 {
		lo, hi = stats.Wilson(wins, 2*n, stats.Conf95)
		return float64(wins) / float64(2*n), lo, hi
	}
	m, l, h := stats.MeanInterval(wins, sumSq, n, stats.Conf95)
	return m / 2, clamp01(l / 2), clamp01(h / 2)
}

// clamp01 returns x within [0, 1]: a t interval of a rate near 0 or 1
// may reach past them.
func clamp01(x float64) float64 { return math.Max(0, math.Min(1, x)) }

// A Field is a contestant's games against every contestant it met, game
// index by game index: its score of game i is its wins in all its pairs of
// games of index i, over the games.
type Field struct {
	Opponents int
	Pairs     int64 // game indexes played
	// sum and sumSq are the sums over the indexes of the contestant's
	// wins at that index (0 to 2·Opponents) and of their squares.
	sum, sumSq int64
}

// Rate returns the contestant's mean win rate over its opponents (each
// opponent weighs the same) and its 95% interval, paired by game index:
// the games of index i share their deals of the contestant's deck, so
// they are one observation.
func (f *Field) Rate() (rate, lo, hi float64) {
	if f.Opponents == 0 || f.Pairs == 0 {
		return math.NaN(), math.NaN(), math.NaN()
	}
	k := float64(2 * f.Opponents)
	if stats.Variance(f.sum, f.sumSq, f.Pairs) == 0 || f.Pairs < 2 {
		lo, hi = stats.Wilson(f.sum, int64(k)*f.Pairs, stats.Conf95)
		return float64(f.sum) / (k * float64(f.Pairs)), lo, hi
	}
	m, l, h := stats.MeanInterval(f.sum, f.sumSq, f.Pairs, stats.Conf95)
	return m / k, clamp01(l / k), clamp01(h / k)
}

// A Matrix is the study of contestants against each other: for every
// pairing, its cell, and for every contestant, its field.
type Matrix struct {
	N      int    // contestants
	Cells  []Cell // one per pairing, in the pairings' order
	Fields []Field
	// Complete is false when the study was interrupted: every cell then
	// holds the same game indexes, 0 … Pairs-1.
	Complete bool
	Elapsed  float64 // seconds
}

// Cell returns the cell of row against col: the pairing's, or the
// pairing (col, row)'s transposed; false when they did not meet.
func (m *Matrix) Cell(row, col int) (Cell, bool) {
	for i := range m.Cells {
		c := &m.Cells[i]
		switch {
		case c.Row == row && c.Col == col:
			return *c, true
		case c.Row == col && c.Col == row:
			return c.Transposed(), true
		}
	}
	return Cell{}, false
}

// matrixRecord is game index i of every pairing: the outcome of the first
// seat (the row) and of the second in each order, and the turns.
type matrixRecord struct {
	out   [MaxPairings][2][2]sim.Outcome
	turns [MaxPairings][2]uint16
}

// matrixWorker plays game i of every pairing, in both orders.
type matrixWorker struct {
	games [][2]sim.Game
	names [][2]string
	rec   sim.Record
}

func (w *matrixWorker) Play(seed, index uint64, r *matrixRecord) error {
	for k, gs := range w.games {
		for o, g := range gs {
			if err := play1(g, seed, index, &w.rec, w.names[k][o]); err != nil {
				return err
			}
			r.out[k][o] = [2]sim.Outcome{w.rec.Outcome[0], w.rec.Outcome[1]}
			r.turns[k][o] = w.rec.Turns
		}
	}
	return nil
}

// PlayMatrix plays games 0 … o.Games-1 of every pairing of n contestants
// in both orders, from the same (seed, i) for every pairing and order, and
// returns the matrix. Of o it takes Seed, Games, Workers, Batch and
// Progress (which counts game indexes). The pairings' setups are of one
// two-seat game. Interrupted, it returns the game indexes played so far
// (in every cell alike) and ctx's error.
func PlayMatrix(ctx context.Context, n int, pairings []Pairing, o Options) (*Matrix, error) {
	if len(pairings) == 0 || len(pairings) > MaxPairings {
		return nil, fmt.Errorf("lab: %s; a matrix plays 1 to %d", plural.Of(len(pairings), "pairing"), MaxPairings)
	}
	var schema *sim.Schema
	seen := map[[2]int]bool{}
	for _, p := range pairings {
		a, b := p.AFirst.Setup.Schema(), p.BFirst.Setup.Schema()
		if len(a.Seats) != 2 {
			return nil, fmt.Errorf("lab: a matrix is of two-seat games; %s has %s", a.Game, plural.Of(len(a.Seats), "seat"))
		}
		if err := sameGame(a, b); err != nil {
			return nil, err
		}
		if schema == nil {
			schema = a
		} else if a.Game != schema.Game {
			return nil, fmt.Errorf("lab: a matrix of %s and %s; it plays one game", schema.Game, a.Game)
		}
		key := [2]int{min(p.Row, p.Col), max(p.Row, p.Col)}
		if p.Row < 0 || p.Col < 0 || p.Row >= n || p.Col >= n || seen[key] {
			return nil, fmt.Errorf("lab: pairing %d–%d of %s", p.Row, p.Col, plural.Of(n, "contestant"))
		}
		seen[key] = true
	}
	if o.Games < 1 {
		return nil, fmt.Errorf("lab: %s", plural.Of(o.Games, "game"))
	}
	o.Shard, o.Shards, o.Precision, o.Stop, o.Policies = 0, 1, 0, nil, nil
	if err := checkOptions(pairings[0].AFirst.Setup, &o); err != nil {
		return nil, err
	}
	m := &Matrix{N: n, Cells: make([]Cell, len(pairings)), Fields: make([]Field, n)}
	for k, p := range pairings {
		m.Cells[k].Row, m.Cells[k].Col = p.Row, p.Col
		m.Fields[p.Row].Opponents++
		m.Fields[p.Col].Opponents++
	}
	cfg := runner.Config{Seed: o.Seed, Battles: o.Games, Workers: o.Workers, Batch: o.Batch}
	if o.Progress != nil {
		cfg.Progress = func(done int64) { o.Progress(done, o.Games) }
	}
	newWorker := func() (runner.Worker[matrixRecord], error) {
		w := &matrixWorker{}
		for _, p := range pairings {
			var gs [2]sim.Game
			for i, e := range []Entrant{p.AFirst, p.BFirst} {
				g, err := e.Setup.NewGame(e.Policies)
				if err != nil {
					return nil, err
				}
				gs[i] = g
			}
			w.games = append(w.games, gs)
			w.names = append(w.names, [2]string{p.AFirst.Name, p.BFirst.Name})
		}
		return w, nil
	}
	wins := make([]int64, n)
	start := time.Now()
	_, err := runner.Run(ctx, cfg, newWorker, func(_ int64, r *matrixRecord) {
		clear(wins)
		for k := range pairings {
			c := &m.Cells[k]
			var row, col int64
			for ord := range 2 {
				switch {
				case r.out[k][ord][0] == sim.Won:
					row++
					if ord == 0 {
						c.RowFirst++
					}
				case r.out[k][ord][1] == sim.Won:
					col++
					if ord == 1 {
						c.ColFirst++
					}
				}
				c.Turns += int64(r.turns[k][ord])
			}
			c.Pairs++
			c.RowWins += row
			c.ColWins += col
			c.sumSq += row * row
			c.colSq += col * col
			wins[c.Row] += row
			wins[c.Col] += col
		}
		for d := range m.Fields {
			f := &m.Fields[d]
			if f.Opponents > 0 {
				f.Pairs++
				f.sum += wins[d]
				f.sumSq += wins[d] * wins[d]
			}
		}
	})
	m.Elapsed = time.Since(start).Seconds()
	m.Complete = err == nil
	if err != nil && !Interrupted(err) {
		return nil, err
	}
	return m, err
}

// RoundRobinPairings returns the pairings of every two of n contestants,
// (a, b) with a < b, made by pair.
func RoundRobinPairings(n int, pair func(row, col int) (Pairing, error)) ([]Pairing, error) {
	var ps []Pairing
	for a := range n {
		for b := a + 1; b < n; b++ {
			p, err := pair(a, b)
			if err != nil {
				return nil, err
			}
			ps = append(ps, p)
		}
	}
	return ps, nil
}

// RankField returns the contestants of m in order of their field's win
// rate, highest first (ties in index order); those that met no one last.
func RankField(m *Matrix) []int {
	order := make([]int, m.N)
	for i := range order {
		order[i] = i
	}
	rate := func(i int) float64 {
		r, _, _ := m.Fields[i].Rate()
		if math.IsNaN(r) {
			return -1
		}
		return r
	}
	slices.SortStableFunc(order, func(a, b int) int {
		switch ra, rb := rate(a), rate(b); {
		case ra > rb:
			return -1
		case ra < rb:
			return 1
		}
		return 0
	})
	return order
}
