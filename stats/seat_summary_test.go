package stats

import (
	"bytes"
	"context"
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/runner"
)

// fakeSeats is a three-seat game without rules: seat 0 wins about half the
// games, seat 1 a third, the rest are drawn; turns and metrics are drawn
// from (seed, index) alone.
type fakeSeats struct {
	pcg rand.PCG
	rng *rand.Rand
}

var fakeSchema = sim.Schema{Game: "fake", Seats: []string{"a", "b", "c"}, Focus: 0,
	Reasons:  []string{"win", "draw"},
	Entities: []sim.Entity{{Name: "a", Metrics: []string{"x", "score"}}, {Name: "b", Metrics: []string{"x"}}, {Name: "c", Metrics: []string{"z"}}}}

func (f *fakeSeats) Play(seed, index uint64, rec *sim.Record) {
	f.pcg.Seed(seed, index)
	*rec = sim.Record{Turns: uint16(1 + f.rng.IntN(30))}
	switch u := f.rng.IntN(6); {
	case u < 3:
		rec.Outcome = [sim.MaxSeats]sim.Outcome{sim.Won, sim.Lost, sim.Lost}
	case u < 5:
		rec.Outcome = [sim.MaxSeats]sim.Outcome{sim.Lost, sim.Won, sim.Lost}
	default:
		rec.Outcome = [sim.MaxSeats]sim.Outcome{sim.Drew, sim.Drew, sim.Drew}
		rec.Reason = 1
	}
	rec.Values[0][0], rec.Values[0][1] = int32(f.rng.IntN(10)), -3
	rec.Values[1][0], rec.Values[2][0] = int32(f.rng.IntN(100)), 7
}

type fakeWorker struct{ *fakeSeats }

func (w fakeWorker) Play(seed, index uint64, rec *sim.Record) error {
	w.fakeSeats.Play(seed, index, rec)
	return nil
}

func runFake(t *testing.T, workers int, n int64) *SeatSummary {
	t.Helper()
	s := NewSeatSummary(&fakeSchema)
	s.Source, s.Seed, s.Requested = "fake", 3, n
	_, err := runner.Run(context.Background(), runner.Config{Seed: 3, Battles: n, Workers: workers},
		func() (runner.Worker[sim.Record], error) {
			f := &fakeSeats{}
			f.rng = rand.New(&f.pcg)
			return fakeWorker{f}, nil
		},
		func(_ int64, r *sim.Record) { s.Add(r) })
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// The summary of a run is the same on one worker or two, its seats' games
// add up, and its JSON is format 2.
func TestSeatSummaryWorkers(t *testing.T) {
	const n = 3000
	one, two := runFake(t, 1, n), runFake(t, 2, n)
	var a, b bytes.Buffer
	if err := one.WriteJSON(&a); err != nil {
		t.Fatal(err)
	}
	if err := two.WriteJSON(&b); err != nil {
		t.Fatal(err)
	}
	if a.String() != b.String() {
		t.Fatalf("1 worker and 2 workers differ:\n%s\n%s", a.String(), b.String())
	}
	var j struct {
		Version int
		Games   int64
		Seats   []struct {
			Name                string
			Wins, Losses, Draws int64
			WinRate             float64   `json:"win_rate"`
			WinCI95             []float64 `json:"win_ci95"`
		}
		Entities []struct {
			Name    string
			Metrics []struct {
				Name string
				Mean float64
				Sum  int64
			}
		}
	}
	if err := json.Unmarshal(a.Bytes(), &j); err != nil {
		t.Fatal(err)
	}
	if j.Version != 2 || j.Games != n || len(j.Seats) != 3 {
		t.Fatalf("version %d games %d seats %d, want 2 %d 3", j.Version, j.Games, len(j.Seats), n)
	}
	for _, s := range j.Seats {
		if got := s.Wins + s.Losses + s.Draws; got != n {
			t.Errorf("seat %s: %d games, want %d", s.Name, got, n)
		}
		if !(s.WinCI95[0] <= s.WinRate && s.WinRate <= s.WinCI95[1]) {
			t.Errorf("seat %s: win rate %v outside its interval %v", s.Name, s.WinRate, s.WinCI95)
		}
	}
	if got := j.Seats[0].Wins + j.Seats[1].Wins + j.Seats[0].Draws; got != n {
		t.Errorf("wins and draws add to %d, want %d", got, n)
	}
	// Seat a wins half the games: 0.5 within 3 standard errors.
	if r := j.Seats[0].WinRate; r < 0.5-0.03 || r > 0.5+0.03 {
		t.Errorf("seat a wins %v, want 0.50 ±0.03", r)
	}
	if m := j.Entities[0].Metrics[1]; m.Name != "score" || m.Sum != -3*n || m.Mean != -3 {
		t.Errorf("metric a.score: %+v, want sum %d mean -3", m, -3*n)
	}
	// A summary folded by Add alone covers its games, and reads back.
	got, err := ReadSummary(bytes.NewReader(a.Bytes()))
	if err != nil {
		t.Fatalf("ReadSummary of a summary of Add alone: %v", err)
	}
	var c bytes.Buffer
	if err := got.WriteJSON(&c); err != nil || c.String() != a.String() {
		t.Errorf("read back as\n%s\nwant\n%s", c.String(), a.String())
	}
	if m := j.Entities[2].Metrics[0]; m.Name != "z" || m.Sum != 7*n {
		t.Errorf("metric c.z: %+v, want sum %d", m, 7*n)
	}
	var txt bytes.Buffer
	if err := one.WriteText(&txt); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"game  fake (fake)", "a *", "end reason", "draw", "mean per game"} {
		if !strings.Contains(txt.String(), want) {
			t.Errorf("text lacks %q:\n%s", want, txt.String())
		}
	}
}

// Quantiles of turns come from the histogram: with turns 1, 2, …, 10 the
// median is 5 and the maximum 10.
func TestSeatSummaryTurns(t *testing.T) {
	s := NewSeatSummary(&fakeSchema)
	if got := s.TurnsQuantile(0.5); got != -1 {
		t.Errorf("empty median %d, want -1", got)
	}
	for i := 1; i <= 10; i++ {
		s.Add(&sim.Record{Turns: uint16(i)})
	}
	if got := s.TurnsQuantile(0.5); got != 5 {
		t.Errorf("median %d, want 5", got)
	}
	if got := s.TurnsQuantile(1); got != 10 {
		t.Errorf("max %d, want 10", got)
	}
	if mean, _, _ := s.Turns(); mean != 5.5 {
		t.Errorf("mean %v, want 5.5", mean)
	}
	if got := s.Count(0, sim.Unfinished); got != 10 {
		t.Errorf("unfinished %d, want 10", got)
	}
}
