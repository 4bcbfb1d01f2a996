package battlefile

import (
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"testing"
	"testing/fstest"

	"github.com/tmntsim/tmntsim/scenarios"
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/grid"
)

// fuzzSeeds are the starting inputs of FuzzLoad: the example battles, a
// starter battle and the small battle of the malformed-file table. With
// -update they are also written to testdata/fuzz/FuzzLoad, the committed
// corpus.
func fuzzSeeds(t testing.TB) map[string][]byte {
	seeds := map[string][]byte{"base": []byte(base)}
	for _, n := range Embedded() {
		data, err := EmbeddedData(n)
		if err != nil {
			t.Fatal(err)
		}
		seeds[n] = data
	}
	starter, err := Starter(2, 3)
	if err != nil {
		t.Fatal(err)
	}
	seeds["starter"] = starter
	return seeds
}

func TestFuzzCorpus(t *testing.T) {
	if !*update {
		t.Skip("run with -update to rewrite testdata/fuzz/FuzzLoad")
	}
	dir := filepath.Join("testdata", "fuzz", "FuzzLoad")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	for name, data := range fuzzSeeds(t) {
		body := "go test fuzz v1\n[]byte(" + strconv.Quote(string(data)) + ")\n"
		if err := os.WriteFile(filepath.Join(dir, "seed-"+name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// FuzzLoad feeds the loader arbitrary bytes: it must never panic, must
// report problems only as a scenarios.ErrorList of positioned messages, and
// every battle it accepts must keep within the engine's limits. Run it with a
// bounded minimization, or the fuzzer spends its time shrinking inputs:
//
//	go test ./sim/adventures/battlefile -run '^$' -fuzz FuzzLoad -fuzztime 5m -fuzzminimizetime 50x
func FuzzLoad(f *testing.F) {
	for _, data := range fuzzSeeds(f) {
		f.Add(data)
	}
	rosterFS := fstest.MapFS{"roster.yaml": {Data: RosterData()}}
	f.Fuzz(func(t *testing.T, data []byte) {
		l, err := LoadBytes("f.yaml", data, WithFS(rosterFS, "."))
		if err != nil {
			var el scenarios.ErrorList
			if !errors.As(err, &el) || len(el) == 0 {
				t.Fatalf("got error %v (%T), want a non-empty scenarios.ErrorList", err, err)
			}
			for _, e := range el {
				if e.File == "" || e.Msg == "" || e.Pos.Line < 0 || e.Pos.Col < 0 {
					t.Fatalf("got a malformed error %#v", e)
				}
				_ = e.Detail()
			}
			return
		}
		checkLimits(t, l.Battle)
		if _, err := scenarios.SetNumber(data, "round_limit", 7); err != nil {
			t.Fatalf("SetNumber on a valid battle: %v", err)
		}
	})
}

// checkLimits fails t if b exceeds a limit of the engine or places a figure
// off the map.
func checkLimits(t *testing.T, b *adventures.Battle) {
	t.Helper()
	m := &b.Map
	on := func(c grid.Cell) bool { return c >= 0 && c.X() < m.W && c.Y() < m.H }
	switch {
	case len(b.Heroes) < 1 || len(b.Heroes) > adventures.MaxHeroes:
		t.Fatalf("got %d heroes", len(b.Heroes))
	case len(b.Villains) > adventures.MaxVillainTypes:
		t.Fatalf("got %d villain types", len(b.Villains))
	case m.W < 1 || m.H < 1 || m.W > grid.MaxSide || m.H > grid.MaxSide:
		t.Fatalf("got a %d×%d map", m.W, m.H)
	case len(b.Win) < 1 || len(b.Win)+len(b.Lose) > adventures.MaxConditions:
		t.Fatalf("got %d win and %d loss conditions", len(b.Win), len(b.Lose))
	case len(b.Carriables) > adventures.MaxCarriables || len(m.Cameras) > grid.MaxCameras:
		t.Fatalf("got %d carriables, %d cameras", len(b.Carriables), len(m.Cameras))
	case len(b.BattleDie) > adventures.MaxBattleFaces:
		t.Fatalf("got %d Battle-die faces", len(b.BattleDie))
	case b.RoundLimit < 0 || b.RoundLimit > adventures.MaxRounds:
		t.Fatalf("got round limit %d", b.RoundLimit)
	}
	total := 0
	for _, h := range b.Heroes {
		if h.NDice < 1 || h.NDice > adventures.MaxActionDice || len(h.Specials) > adventures.MaxSpecials || h.Life < 1 || h.Awaken > h.Life {
			t.Fatalf("got hero %+v", h)
		}
		if h.Start != grid.NoCell && !on(h.Start) {
			t.Fatalf("hero %s starts off the map at %d", h.Name, h.Start)
		}
	}
	for _, v := range b.Villains {
		total += v.Figures
		if v.Figures < 1 || len(v.Start) > v.Figures {
			t.Fatalf("got villain %s with %d figures and %d starts", v.Name, v.Figures, len(v.Start))
		}
		for _, c := range v.Start {
			if !on(c) || m.Terrain[c]&(grid.Blocking|grid.Door) != 0 {
				t.Fatalf("villain %s starts at %d", v.Name, c)
			}
		}
	}
	if total > adventures.MaxFigures {
		t.Fatalf("got %d villain figures", total)
	}
	for _, c := range b.Spawns {
		if !on(c) {
			t.Fatalf("spawn at %d off the map", c)
		}
	}
	for _, c := range append(append([]adventures.Condition{}, b.Win...), b.Lose...) {
		if c.Kind == adventures.CarryTo && (c.Type < 0 || c.Type >= len(b.Carriables)) {
			t.Fatalf("carry condition names carriable %d of %d", c.Type, len(b.Carriables))
		}
		if c.Kind == adventures.DefeatFigures && c.Type >= len(b.Villains) {
			t.Fatalf("defeat-figures names villain type %d of %d", c.Type, len(b.Villains))
		}
	}
}
