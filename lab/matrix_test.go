package lab

import (
	"context"
	"math"
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/simtest"
)

// fakePairings returns the round robin of three fake contestants where the
// row seat of pairing (a, b) wins with probability win[a][b] and the
// column seat with win[b][a].
func fakePairings(t *testing.T, win [3][3]float64) []Pairing {
	t.Helper()
	ps, err := RoundRobinPairings(3, func(a, b int) (Pairing, error) {
		s := simtest.New(win[a][b], win[b][a])
		return Pairing{Row: a, Col: b, AFirst: Entrant{Setup: s}, BFirst: Entrant{Setup: s}}, nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return ps
}

var plantedWins = [3][3]float64{
	{0, 0.8, 0.7},
	{0.2, 0, 0.5},
	{0.2, 0.4, 0}, // 0.1 of the games of contestants 0 and 2 drawn, 0.1 of 1 and 2
}

func TestMatrixPlanted(t *testing.T) {
	m, err := PlayMatrix(context.Background(), 3, fakePairings(t, plantedWins), Options{Seed: 7, Games: 4000, Workers: 2})
	if err != nil {
		t.Fatal(err)
	}
	for a := range 3 {
		for b := range 3 {
			if a == b {
				continue
			}
			c, ok := m.Cell(a, b)
			if !ok {
				t.Fatalf("cell %d–%d missing", a, b)
			}
			r, lo, hi := c.Rate()
			if want := plantedWins[a][b]; math.Abs(r-want) > 0.02 || lo > want || hi < want {
				t.Errorf("cell %d–%d: got %.3f (%.3f – %.3f), want %.2f within", a, b, r, lo, hi, want)
			}
			// Antisymmetric by construction: both cells from the same games.
			d, _ := m.Cell(b, a)
			if got := c.RowWins + d.RowWins + c.Draws(); got != c.Games() {
				t.Errorf("cell %d–%d: %d + %d wins + %d draws, want %d games", a, b, c.RowWins, d.RowWins, c.Draws(), c.Games())
			}
			if c.RowFirst+c.ColFirst > c.Games()/2+c.Pairs || c.RowFirst > c.RowWins {
				t.Errorf("cell %d–%d: first-player wins %d, %d of %d", a, b, c.RowFirst, c.ColFirst, c.Games())
			}
		}
	}
	r, lo, hi := m.Fields[0].Rate()
	if want := 0.75; math.Abs(r-want) > 0.02 || lo > want || hi < want || lo < 0.5 {
		t.Errorf("field of 0: got %.3f (%.3f – %.3f), want %.2f within, above 50%%", r, lo, hi, want)
	}
	if got := RankField(m); got[0] != 0 {
		t.Errorf("ranking %v, want contestant 0 first", got)
	}
	if !m.Complete {
		t.Error("not complete")
	}
}

func TestMatrixWorkers(t *testing.T) {
	ps := fakePairings(t, plantedWins)
	var ms []*Matrix
	for _, w := range []int{1, 2, 3} {
		m, err := PlayMatrix(context.Background(), 3, ps, Options{Seed: 3, Games: 1500, Workers: w, Batch: 7})
		if err != nil {
			t.Fatal(err)
		}
		m.Elapsed = 0
		ms = append(ms, m)
	}
	for _, m := range ms[1:] {
		for k := range m.Cells {
			if m.Cells[k] != ms[0].Cells[k] {
				t.Errorf("cell %d: got %+v, want %+v as with 1 worker", k, m.Cells[k], ms[0].Cells[k])
			}
		}
		for k := range m.Fields {
			if m.Fields[k] != ms[0].Fields[k] {
				t.Errorf("field %d: got %+v, want %+v as with 1 worker", k, m.Fields[k], ms[0].Fields[k])
			}
		}
	}
}

func TestMatrixInterrupted(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	o := Options{Seed: 1, Games: 1 << 40, Workers: 2, Progress: func(done, _ int64) {
		if done >= 1000 {
			cancel()
		}
	}}
	m, err := PlayMatrix(ctx, 3, fakePairings(t, plantedWins), o)
	if !Interrupted(err) || m == nil || m.Complete {
		t.Fatalf("got %v, %v; want an interrupted matrix", m, err)
	}
	for _, c := range m.Cells {
		if c.Pairs != m.Cells[0].Pairs || c.Pairs < 1000 {
			t.Errorf("cell %d–%d: %d pairs, want %d like the first, at least 1000", c.Row, c.Col, c.Pairs, m.Cells[0].Pairs)
		}
	}
}

func TestMatrixBadPairings(t *testing.T) {
	ps := fakePairings(t, plantedWins)
	for _, tc := range []struct {
		name string
		n    int
		ps   []Pairing
	}{
		{"none", 3, nil},
		{"twice", 3, append(ps, ps[0])},
		{"out of range", 2, ps},
		{"three seats", 3, []Pairing{{Row: 0, Col: 1, AFirst: Entrant{Setup: simtest.New(0.3, 0.3, 0.3)}, BFirst: Entrant{Setup: simtest.New(0.3, 0.3, 0.3)}}}},
	} {
		if _, err := PlayMatrix(context.Background(), tc.n, tc.ps, Options{Games: 10}); err == nil {
			t.Errorf("%s: no error", tc.name)
		}
	}
}

// TestMatrixWorkerAllocatesNothing: a game index of every pairing, both
// orders, allocates nothing beyond the games'.
func TestMatrixWorkerAllocatesNothing(t *testing.T) {
	ps := fakePairings(t, plantedWins)
	w := &matrixWorker{}
	for _, p := range ps {
		a, _ := p.AFirst.Setup.NewGame(nil)
		b, _ := p.BFirst.Setup.NewGame(nil)
		w.games = append(w.games, [2]sim.Game{a, b})
		w.names = append(w.names, [2]string{"a", "b"})
	}
	var r matrixRecord
	i := uint64(0)
	if n := testing.AllocsPerRun(100, func() {
		if err := w.Play(1, i, &r); err != nil {
			t.Fatal(err)
		}
		i++
	}); n != 0 {
		t.Errorf("got %v allocations per index, want 0", n)
	}
}
