package adventure

import (
	"bytes"
	"context"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tmntsim/tmntsim/lab"
	"github.com/tmntsim/tmntsim/reports"
	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures/policy"
	"github.com/tmntsim/tmntsim/sim/simtest"
	"github.com/tmntsim/tmntsim/stats"
)

// stacked returns an adventure of fake battles whose heroes' win
// probabilities are planted: win[k] is battle k's (first, after a win,
// after a loss; only the first for battle 0).
func stacked(rule string, win [][3]float64) *Adventure {
	a := &Adventure{Name: "stacked", Source: "stacked", Win: rule}
	for k, w := range win {
		a.Battles = append(a.Battles, &Battle{Name: string(rune('A' + k))})
		var vs [3]sim.Setup
		for v, p := range w {
			if k == 0 && v > 0 {
				break
			}
			vs[v] = simtest.New(p, 1-p)
		}
		a.setups = append(a.setups, vs)
	}
	return a
}

func run(t *testing.T, setup sim.Setup, o lab.Options) *stats.Summary {
	t.Helper()
	s, err := lab.Run(context.Background(), setup, o)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// summaryJSON returns s as JSON without its timings.
func summaryJSON(t *testing.T, s *stats.Summary) string {
	t.Helper()
	c := *s
	c.Perf = stats.Perf{}
	var b bytes.Buffer
	if err := c.WriteJSON(&b); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// A stacked adventure of battles with planted win rates: the campaign's
// numbers are the ones the planted rates give, by the rules of chaining
// (each battle's variant by the outcome of the one before) and of
// winning (last, majority, all).
func TestStackedAdventure(t *testing.T) {
	win := [][3]float64{{0.6}, {0, 0.7, 0.4}, {0, 0.5, 0.2}}
	// P(path) by enumeration: bit k set when the heroes win battle k.
	pathP := func(p int) float64 {
		pr := 1.0
		for k := range win {
			v := 0
			if k > 0 {
				v = 2 - p>>(k-1)&1 // after a win: 1, after a loss: 2
			}
			q := win[k][v]
			if p>>k&1 == 0 {
				q = 1 - q
			}
			pr *= q
		}
		return pr
	}
	const n = 40000
	const tol = 0.012 // about 5 standard errors of a rate measured on 40,000 playthroughs
	for _, rule := range winRules {
		t.Run(rule, func(t *testing.T) {
			s := run(t, stacked(rule, win), lab.Options{Games: n, Seed: 7, Workers: 2})
			c, ok := reports.CampaignOf(s)
			if !ok {
				t.Fatal("CampaignOf: not an adventure's summary")
			}
			want := 0.0
			for p := range 8 {
				if Wins(rule, p, 3) {
					want += pathP(p)
				}
			}
			if got := c.Win.Rate; math.Abs(got-want) > tol {
				t.Errorf("P(win the adventure): got %.4f, want %.4f", got, want)
			}
			for _, node := range c.Nodes {
				v := 0
				if node.Battle > 0 {
					v = 1
					if strings.HasSuffix(node.Path, "L") {
						v = 2
					}
				}
				if got, want := node.Win.Rate, win[node.Battle][v]; math.Abs(got-want) > 2*tol {
					t.Errorf("P(win battle %d | %s): got %.4f, want %.4f", node.Battle+1, node.Path, got, want)
				}
			}
			for _, ph := range c.Paths {
				p := 0
				for k, r := range ph.Path {
					if r == 'W' {
						p |= 1 << k
					}
				}
				if got, want := ph.Share.Rate, pathP(p); math.Abs(got-want) > tol {
					t.Errorf("P(path %s): got %.4f, want %.4f", ph.Path, got, want)
				}
				if ph.Won != Wins(rule, p, 3) {
					t.Errorf("path %s: adventure won %v, want %v", ph.Path, ph.Won, Wins(rule, p, 3))
				}
			}
		})
	}
	// The last battle settles a "last" adventure alone (+100 points);
	// of the others, battle 2 decides most: won, the heroes play battle 3
	// at 0.5, lost, at 0.2 (+30 points); battle 1 only through battle 2.
	s := run(t, stacked(WinLast, win), lab.Options{Games: 5000, Seed: 7})
	c, _ := reports.CampaignOf(s)
	if d := c.Decisive[2]; d.Diff != 1 || !d.Settles {
		t.Errorf("battle 3: difference %.3f, settles %v; want 1, true", d.Diff, d.Settles)
	}
	if d := c.Decisive[1]; c.Most != 1 || math.Abs(d.Diff-0.3) > 0.05 {
		t.Errorf("decides most: battle %d, battle 2 by %.3f; want battle 2 by 0.3", c.Most+1, d.Diff)
	}
}

// The rules of winning an adventure, on every path of three battles.
func TestWins(t *testing.T) {
	for _, tc := range []struct {
		path             int
		last, maj, every bool
	}{
		{0b000, false, false, false},
		{0b100, true, false, false},
		{0b011, false, true, false},
		{0b101, true, true, false},
		{0b111, true, true, true},
	} {
		if got := Wins(WinLast, tc.path, 3); got != tc.last {
			t.Errorf("last, path %03b: got %v, want %v", tc.path, got, tc.last)
		}
		if got := Wins(WinMajority, tc.path, 3); got != tc.maj {
			t.Errorf("majority, path %03b: got %v, want %v", tc.path, got, tc.maj)
		}
		if got := Wins(WinAll, tc.path, 3); got != tc.every {
			t.Errorf("all, path %03b: got %v, want %v", tc.path, got, tc.every)
		}
	}
}

func example(t *testing.T) *Adventure {
	t.Helper()
	a, err := OpenEmbedded("shell-shocked")
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// villainFigures returns the figures of villain type name in battle l.
func villainFigures(t *testing.T, b *Battle, v int, name string) int {
	t.Helper()
	l := b.variants()[v]
	for _, vs := range l.Battle.Villains {
		if vs.Name == name {
			return vs.Figures
		}
	}
	t.Fatalf("%s: no villain %s", l.Source, name)
	return 0
}

// The benefits of a battle's winner are applied to the next battle: the
// example's street escape has two more Gunners after the heroes lose the
// brawl and one more round after they win it; the rooftop has Leonardo's
// Focus from his sheet plus one after they win the street.
func TestBenefitsApplied(t *testing.T) {
	a := example(t)
	street, roof := a.Battles[1], a.Battles[2]
	if got, want := villainFigures(t, street, 2, "Thug Gunner"), villainFigures(t, street, 0, "Thug Gunner")+2; got != want {
		t.Errorf("street after a loss: %d Gunners, want %d", got, want)
	}
	if got, want := villainFigures(t, street, 1, "Thug Gunner"), villainFigures(t, street, 0, "Thug Gunner"); got != want {
		t.Errorf("street after a win: %d Gunners, want %d (as the file)", got, want)
	}
	if got, want := street.AfterWin.Battle.RoundLimit, street.Base.Battle.RoundLimit+1; got != want {
		t.Errorf("street after a win: round limit %d, want %d", got, want)
	}
	focus := func(v int) int {
		for _, h := range roof.variants()[v].Battle.Heroes {
			if h.Name == "Leonardo" {
				return int(h.Focus)
			}
		}
		t.Fatal("no Leonardo on the roof")
		return 0
	}
	if got, want := focus(1), focus(0)+1; got != want {
		t.Errorf("roof after a win: Leonardo's Focus %d, want %d", got, want)
	}
	if got, want := focus(2), focus(0); got != want {
		t.Errorf("roof after a loss: Leonardo's Focus %d, want %d", got, want)
	}
	// In play: battle 2 is played with the benefits of battle 1's winner.
	g, err := a.NewGame([]string{"first"})
	if err != nil {
		t.Fatal(err)
	}
	var rec sim.Record
	for i := range uint64(20) {
		g.Play(3, i, &rec)
		won1 := rec.Values[0][MetricWon] == 1
		if got := rec.Values[1][MetricHeroesBenefits] == 1; got != won1 {
			t.Errorf("playthrough %d: battle 2 with the heroes' benefits %v, battle 1 won %v", i, got, won1)
		}
		if got := rec.Values[1][MetricVillainBenefits] == 1; got == won1 {
			t.Errorf("playthrough %d: battle 2 with the villains' benefits %v, battle 1 won %v", i, got, won1)
		}
	}
}

// Battle k of playthrough i of seed S is the battle (its variant by the
// path) played alone from (BattleSeed(S, k), i): a playthrough's record is
// made of the records of its battles played on their own.
func TestPlaythroughIsItsBattles(t *testing.T) {
	a := example(t)
	g, err := a.NewGame([]string{"greedy"})
	if err != nil {
		t.Fatal(err)
	}
	alone := func(k, v int, seed, i uint64) sim.Record {
		l := a.Battles[k].variants()[v]
		bg, err := policy.NewSetup(l.Battle, "greedy").NewGame(nil)
		if err != nil {
			t.Fatal(err)
		}
		var r sim.Record
		bg.Play(seed, i, &r)
		return r
	}
	const seed = 11
	var rec sim.Record
	for i := range uint64(12) {
		g.Play(seed, i, &rec)
		v, path := 0, 0
		for k := range a.Battles {
			r := alone(k, v, BattleSeed(seed, k), i)
			won := r.Outcome[SeatHeroes] == sim.Won
			if got := rec.Values[k][MetricWon] == 1; got != won {
				t.Errorf("playthrough %d battle %d: won %v, alone %v", i, k+1, got, won)
			}
			if got := rec.Values[k][MetricRounds]; got != int32(r.Turns) {
				t.Errorf("playthrough %d battle %d: %d rounds, alone %d", i, k+1, got, r.Turns)
			}
			v = 2
			if won {
				v, path = 1, path|1<<k
			}
		}
		row := 0
		if Wins(a.Win, path, 3) {
			row = 1
		}
		if rec.NMarks != 1 || int(rec.Marks[0]) != row<<3|path {
			t.Errorf("playthrough %d: mark %v, want path %03b row %d", i, rec.Marks[:rec.NMarks], path, row)
		}
	}
}

// A run is the same on 1 worker or 2, and its shards merge into it.
func TestDeterministicAndShards(t *testing.T) {
	if testing.Short() {
		t.Skip("plays 3 × 300 playthroughs")
	}
	a := example(t)
	o := lab.Options{Games: 300, Seed: 5, Workers: 1, Policies: []string{"greedy"}}
	one := run(t, a, o)
	o.Workers = 2
	if g, w := summaryJSON(t, run(t, a, o)), summaryJSON(t, one); g != w {
		t.Errorf("2 workers: the summary differs from 1 worker's")
	}
	o.Shards = 2
	merged := run(t, a, o)
	o.Shard = 1
	if err := merged.Merge(run(t, a, o)); err != nil {
		t.Fatal(err)
	}
	if g, w := summaryJSON(t, merged), summaryJSON(t, one); g != w {
		t.Errorf("shards 0/2 and 1/2 merged differ from the whole run:\n%s\nwant\n%s", g, w)
	}
}

// A playthrough allocates nothing once its game is built.
func TestPlayAllocatesNothing(t *testing.T) {
	a := example(t)
	for _, spec := range []string{"first", "greedy", "tactician"} {
		g, err := a.NewGame([]string{spec})
		if err != nil {
			t.Fatal(err)
		}
		var rec sim.Record
		i := uint64(0)
		for ; i < 40; i++ { // every variant of every battle played: policies build their caches on first use
			g.Play(1, i, &rec)
		}
		if n := testing.AllocsPerRun(10, func() { g.Play(1, i, &rec); i++ }); n != 0 {
			t.Errorf("%s: %.1f allocations per playthrough, want 0", spec, n)
		}
	}
}

// A villain policy for an adventure of Cooperative battles is refused,
// naming the seat.
func TestVillainPolicyRefused(t *testing.T) {
	_, err := example(t).NewGame([]string{"", "planner"})
	if err == nil || !strings.Contains(err.Error(), "seat villains") {
		t.Errorf("got %v, want an error about seat villains", err)
	}
}

// Every problem of a hostile adventure file is an error at its
// FILE:LINE:COL saying what is wrong.
func TestHostileFiles(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("nested.yaml", "game: adventure\nname: N\nbattles:\n  - battle: intro-brawl\n")
	write("match.yaml", "game: tcg\nseats: [{deck: genbu}, {deck: seiryu}]\n")
	write("broken.yaml", "name: B\nmode: cooperative\n")
	nine := "game: adventure\nname: Long\nbattles:\n" + strings.Repeat("  - battle: intro-brawl\n", MaxBattles+1)
	for _, tc := range []struct {
		name, text string
		want       []string // substrings of the error
	}{
		{"missing embedded battle", "game: adventure\nname: X\nbattles:\n  - battle: intro-brawll\n",
			[]string{"x.yaml:4:13:", `no embedded battle "intro-brawll"`, `did you mean "intro-brawl"`}},
		{"missing battle file", "game: adventure\nname: X\nbattles:\n  - battle: nowhere.yaml\n",
			[]string{"x.yaml:4:13:", "nowhere.yaml"}},
		{"benefit key that does not exist", "game: adventure\nname: X\nbattles:\n  - battle: intro-brawl\n    heroes_win: {villains.foot-ninja.figurs: -2}\n  - battle: intro-brawl\n",
			[]string{"x.yaml:5:18:", "heroes_win: villains.foot-ninja.figurs", `has no number "figurs"`, `did you mean "figures"`}},
		{"benefit villain that does not exist", "game: adventure\nname: X\nbattles:\n  - battle: intro-brawl\n    villain_wins: {villains.foot-ninjas.figures: +1}\n  - battle: intro-brawl\n",
			[]string{"x.yaml:5:20:", `no item "foot-ninjas"`, `did you mean "foot-ninja"`}},
		{"benefit value the battle refuses", "game: adventure\nname: X\nbattles:\n  - battle: intro-brawl\n    villain_wins: {villains.foot-ninja.figures: +100}\n  - battle: intro-brawl\n",
			[]string{"x.yaml:5:20:", "does not take villains.foot-ninja.figures: +100", "out of range"}},
		{"benefit change of a number no file writes", "game: adventure\nname: X\nbattles:\n  - battle: intro-brawl\n    heroes_win: {rules.ai_leaders_awaken: +1}\n  - battle: intro-brawl\n",
			[]string{"x.yaml:5:18:", "no number"}},
		{"benefit that is not a number", "game: adventure\nname: X\nbattles:\n  - battle: intro-brawl\n    heroes_win: {round_limit: lots}\n",
			[]string{"x.yaml:5:31:", "want a whole number"}},
		{"an adventure inside an adventure", "game: adventure\nname: X\nbattles:\n  - battle: nested.yaml\n",
			[]string{"x.yaml:4:13:", "is an adventure; an adventure lists battles, not other adventures"}},
		{"a match for a battle", "game: adventure\nname: X\nbattles:\n  - battle: match.yaml\n",
			[]string{"x.yaml:4:13:", "is a tcg file, not an Adventures battle"}},
		{"a broken battle", "game: adventure\nname: X\nbattles:\n  - battle: broken.yaml\n",
			[]string{"x.yaml:4:13:", "broken.yaml is not a valid battle", "broken.yaml:"}},
		{"too many battles", nine, []string{"x.yaml:12:5:", "at most 8"}},
		{"no battles", "game: adventure\nname: X\nbattles: []\n", []string{"x.yaml:3:1:", "at least one battle"}},
		{"a benefit too large", "game: adventure\nname: X\nbattles:\n  - battle: intro-brawl\n    heroes_win:\n      round_limit: +99999999999999999999\n  - battle: street-escape\n",
			[]string{"x.yaml:6:20:", "+99999999999999999999 is out of range; want a whole number from -1000000 to 1000000"}},
		{"unknown key", "game: adventure\nname: X\nbatles: []\n", []string{"x.yaml:3:1:", `unknown key "batles"`, `did you mean "battles"`}},
		{"unknown win rule", "game: adventure\nname: X\nbattles: [{battle: intro-brawl}]\nwin: most\n", []string{"x.yaml:4:6:", "last, majority, all"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			file := filepath.Join(dir, "x.yaml")
			_, err := Load(file, []byte(tc.text))
			if err == nil {
				t.Fatal("loaded; want an error")
			}
			for _, w := range tc.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error %q\ndoes not say %q", err, w)
				}
			}
		})
	}
}

// Benefits of the last battle are a warning: no battle follows it.
func TestLastBenefitsWarned(t *testing.T) {
	a, err := Load("x.yaml", []byte("game: adventure\nname: X\nbattles:\n  - battle: intro-brawl\n    heroes_win: {round_limit: +1}\n"))
	if err != nil {
		t.Fatal(err)
	}
	if len(a.Warnings) != 1 || !strings.Contains(a.Warnings[0].Error(), "x.yaml:5:17: the benefits of the last battle are never applied") {
		t.Errorf("warnings %v, want one about the last battle's benefits", a.Warnings)
	}
}

// An adventure that mixes Cooperative and Competitive battles: the
// villains' seat takes a villain policy, played in the Competitive
// battles, the rules' AI playing the others.
func TestMixedModes(t *testing.T) {
	a, err := Load("mixed.yaml", []byte("game: adventure\nname: Mixed\nbattles:\n  - battle: intro-brawl\n    heroes_win: {round_limit: 12}\n  - battle: thugs-turf\n"))
	if err != nil {
		t.Fatal(err)
	}
	if got := a.Policies(); got[SeatVillains] != "greedy" {
		t.Errorf("villains' policy %q, want greedy (the villain player's default)", got[SeatVillains])
	}
	for _, v := range []string{"", "random", "ai"} {
		g, err := a.NewGame([]string{"greedy", v})
		if v == "ai" {
			if err == nil {
				t.Errorf("villains %q: no error, but the Competitive battle has a villain player", v)
			}
			continue
		}
		if err != nil {
			t.Fatalf("villains %q: %v", v, err)
		}
		var rec sim.Record
		g.Play(1, 0, &rec)
		if rec.Values[1][MetricRounds] == 0 {
			t.Errorf("villains %q: the Competitive battle was not played", v)
		}
	}
}

func BenchmarkPlaythrough(b *testing.B) {
	a, err := OpenEmbedded("shell-shocked")
	if err != nil {
		b.Fatal(err)
	}
	for _, spec := range []string{"greedy", "tactician"} {
		b.Run(spec, func(b *testing.B) {
			g, err := a.NewGame([]string{spec})
			if err != nil {
				b.Fatal(err)
			}
			var rec sim.Record
			i := uint64(0)
			for ; i < 40; i++ { // warm: the policies' caches built
				g.Play(1, i, &rec)
			}
			b.ReportAllocs()
			for b.Loop() {
				g.Play(1, i, &rec)
				i++
			}
		})
	}
}
