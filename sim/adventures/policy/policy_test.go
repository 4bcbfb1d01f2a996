package policy

import (
	"context"
	"regexp"
	"strings"
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
	"github.com/tmntsim/tmntsim/sim/runner"
	"github.com/tmntsim/tmntsim/stats"
)

// quickLookahead is lookahead on a budget small enough for tests.
const quickLookahead = "lookahead:rollouts=2,top=2,horizon=0"

// testPolicies are the policies every test plays.
var testPolicies = []string{"first", "random", "greedy", "tactician", "planner", quickLookahead}

func TestRegistry(t *testing.T) {
	names := strings.Join(Names(), ",")
	if names != "first,greedy,lookahead,planner,random,tactician" {
		t.Errorf("Names() = %s", names)
	}
	if !strings.Contains(names, Default) {
		t.Errorf("Default %q is not registered", Default)
	}
	for _, n := range Names() {
		help, _ := Help(n)
		if help == "" {
			t.Errorf("Help(%q) is empty", n)
		}
	}
	if _, params := Help("lookahead"); !strings.Contains(params, "rollouts=8: ") || !strings.Contains(params, "; top=3: ") {
		t.Errorf("Help(lookahead) params = %q", params)
	}
	if _, params := Help("random"); params != "" {
		t.Errorf("Help(random) params = %q, want none", params)
	}
}

func TestNewErrors(t *testing.T) {
	for _, c := range []struct{ spec, want string }{
		{"tactican", `unknown policy "tactican" (did you mean "tactician"?) (known: first, greedy, lookahead, planner, random, tactician)`},
		{"zzz", `unknown policy "zzz" (known: first, greedy, lookahead, planner, random, tactician)`},
		{"planner:agression=1", `policy planner: unknown parameter "agression" (did you mean "aggression"?) (known: aggression, leaders, focus, camp, danger, far, fetch, full, apart, lead, leave, next, next-confirm, next-gate, next-roll, next-samples, push, rise, shield, special, spawn, still, target, tie, walk)`},
		{"tactician:aggression", `policy tactician: parameter "aggression" is not key=value`},
		{"tactician:boldness=1", `policy tactician: unknown parameter "boldness" (known: aggression, focus)`},
		{"random:x=1", `policy random: unknown parameter "x" (it takes none)`},
		{"tactician:aggression=high", `policy tactician: parameter aggression="high" is not a number`},
		{"tactician:aggression=1.5", `policy tactician: parameter aggression=1.5 is outside [0, 1]`},
		{"lookahead:rollouts=2.5", `policy lookahead: parameter rollouts=2.5 is not a whole number`},
		{"lookahead:rollouts=0", `policy lookahead: parameter rollouts=0 is outside [1, 1024]`},
		{"tactician:agression=1", `policy tactician: unknown parameter "agression" (did you mean "aggression"?) (known: aggression, focus)`},
		{"tactician:aggression=NaN", `policy tactician: parameter aggression=NaN is outside [0, 1]`},
		{"lookahead:conf=nan", `policy lookahead: parameter conf=NaN is outside [0, 10]`},
		{"tactician:aggression=0.5,aggression=1", `policy tactician: parameter aggression given twice; give it once`},
		{"tactician:focus=1_0", `policy tactician: parameter focus="1_0" is not a number`},
	} {
		_, err := New(c.spec)
		if err == nil || err.Error() != c.want {
			t.Errorf("New(%q): got %v, want %s", c.spec, err, c.want)
		}
	}
	for _, spec := range []string{"tactician:aggression=0.7", "lookahead:rollouts=32,top=4", "greedy", "tactician:focus=2,aggression=0"} {
		if _, err := New(spec); err != nil {
			t.Errorf("New(%q): %v", spec, err)
		}
	}
}

// examples returns the example battles, loaded.
func examples(t testing.TB) map[string]*adventures.Battle {
	t.Helper()
	m := map[string]*adventures.Battle{}
	for _, name := range battlefile.Embedded() {
		l, err := battlefile.Open(name)
		if err != nil {
			t.Fatal(err)
		}
		m[name] = l.Battle
	}
	return m
}

// TestLegalPlay plays every example battle with every policy, the engine
// checking its invariants after every turn.
func TestLegalPlay(t *testing.T) {
	n := 6
	if testing.Short() {
		n = 2
	}
	for name, b := range examples(t) {
		for _, spec := range testPolicies {
			p, err := New(spec)
			if err != nil {
				t.Fatal(err)
			}
			g := adventures.NewGame(b, p)
			g.SetCheck(true)
			var rec sim.Record
			for i := 0; i < n; i++ {
				g.Play(3, uint64(i), &rec)
				if err := g.Violation(); err != nil {
					t.Errorf("%s, %s, battle %d: %v", name, spec, i, err)
				}
				if rec.Turns == 0 {
					t.Errorf("%s, %s, battle %d: no round played", name, spec, i)
				}
			}
		}
	}
}

// TestZeroAllocs checks that no policy allocates while it plays, once its
// game has played a battle.
func TestZeroAllocs(t *testing.T) {
	if testing.CoverMode() != "" {
		t.Skip("coverage counters allocate")
	}
	runs := 5
	if testing.Short() {
		runs = 2
	}
	for name, b := range examples(t) {
		for _, spec := range testPolicies {
			p, _ := New(spec)
			g := adventures.NewGame(b, p)
			var rec sim.Record
			g.Play(5, 0, &rec)
			i := uint64(1)
			allocs := testing.AllocsPerRun(runs, func() {
				g.Play(5, i, &rec)
				i++
			})
			if allocs != 0 {
				t.Errorf("%s, %s: %v allocations per battle, want 0", name, spec, allocs)
			}
		}
	}
}

// TestReplay checks that a battle plays alike whatever the game played
// before: what makes a run's results independent of its workers.
func TestReplay(t *testing.T) {
	b := examples(t)["intro-brawl"]
	for _, spec := range testPolicies[1:] {
		p1, _ := New(spec)
		p2, _ := New(spec)
		g1, g2 := adventures.NewGame(b, p1), adventures.NewGame(b, p2)
		var r1, r2 sim.Record
		for i := uint64(0); i < 3; i++ {
			g1.Play(9, i, &r1)
		}
		g2.Play(9, 2, &r2)
		if r1 != r2 {
			t.Errorf("%s: battle 2 after battles 0 and 1: winner %v in %d rounds; alone: %v in %d rounds",
				spec, adventures.Winner(&r1), r1.Turns, adventures.Winner(&r2), r2.Turns)
		}
	}
}

// gameWorker plays battles of b with its own instance of a policy.
type gameWorker struct{ g *adventures.Game }

func (w gameWorker) Play(seed, index uint64, rec *sim.Record) error {
	w.g.Play(seed, index, rec)
	return nil
}

// TestWorkersAlike runs lookahead with 1, 2 and 3 workers: every battle
// must end alike.
func TestWorkersAlike(t *testing.T) {
	n := int64(12)
	if testing.Short() {
		n = 4
	}
	workersAlike(t, "street-escape", quickLookahead, n)
}

// workersAlike plays the first n battles of the example named name with
// policy spec on 1, 2 and 3 workers, and reports every battle that ends
// otherwise than on 1.
func workersAlike(t *testing.T, name, spec string, n int64) {
	t.Helper()
	b := examples(t)[name]
	var want []sim.Record
	for _, workers := range []int{1, 2, 3} {
		got := make([]sim.Record, n)
		cfg := runner.Config{Seed: 4, Battles: n, Workers: workers, Batch: 1}
		_, err := runner.Run(context.Background(), cfg,
			func() (runner.Worker[sim.Record], error) {
				p, err := New(spec)
				return gameWorker{adventures.NewGame(b, p)}, err
			},
			func(i int64, r *sim.Record) { got[i] = *r })
		if err != nil {
			t.Fatal(err)
		}
		if want == nil {
			want = got
			continue
		}
		for i := range got {
			if got[i] != want[i] {
				t.Errorf("%s, %s, %d workers: battle %d: winner %v in %d rounds; 1 worker: %v in %d rounds", name, spec,
					workers, i, adventures.Winner(&got[i]), got[i].Turns, adventures.Winner(&want[i]), want[i].Turns)
			}
		}
	}
}

// TestOdds checks the odds tables against the exact distributions of
// package stats.
func TestOdds(t *testing.T) {
	var o odds
	o.init(adventures.DefaultBattleDie)
	faces := adventures.DefaultBattleDie
	for _, c := range []struct {
		dice, t, life int
		reroll        bool
	}{{3, 1, 2, false}, {5, 2, 4, true}, {1, 0, 1, false}, {8, 3, 10, true}, {0, 0, 2, false}} {
		pmf := stats.WoundPMF(faces, stats.Side{Dice: c.dice, Reroll: c.reroll}, stats.Side{}, c.t)
		var mean float64
		for w, p := range pmf {
			mean += float64(min(w, c.life)) * p
		}
		ko := stats.AtLeast(pmf, c.life)
		gotMean, gotKO := o.strike(c.dice, c.reroll, c.t, c.life)
		if d := gotMean - mean; d > 1e-12 || d < -1e-12 {
			t.Errorf("strike(%+v): mean %v, want %v", c, gotMean, mean)
		}
		if d := gotKO - ko; d > 1e-12 || d < -1e-12 {
			t.Errorf("strike(%+v): knock-out %v, want %v", c, gotKO, ko)
		}
	}
	// A villain's strike of 3 hits against 2 defence dice.
	pmf := stats.WoundPMF(faces, stats.Side{Fixed: 3}, stats.Side{Dice: 2}, 0)
	mean, ko := o.defend(3, 2, false, 3)
	if want := stats.Mean(pmf); mean-want > 1e-12 || want-mean > 1e-12 {
		t.Errorf("defend(3, 2): mean %v, want %v", mean, want)
	}
	if want := stats.AtLeast(pmf, 3); ko-want > 1e-12 || want-ko > 1e-12 {
		t.Errorf("defend(3, 2): knock-down %v, want %v", ko, want)
	}
	m, sq := o.defendMoments(3, 2, false)
	var wantSq float64
	for w, p := range pmf {
		wantSq += float64(w*w) * p
	}
	if m-mean > 1e-12 || mean-m > 1e-12 || sq-wantSq > 1e-12 || wantSq-sq > 1e-12 {
		t.Errorf("defendMoments(3, 2): %v, %v; want %v, %v", m, sq, mean, wantSq)
	}
}

func TestNormalTail(t *testing.T) {
	for _, c := range []struct{ x, want float64 }{{-5, 1}, {0, 0.5}, {1.96, 0.025}, {-1, 0.8413}, {5, 0}} {
		if got := normalTail(c.x); got-c.want > 0.002 || c.want-got > 0.002 {
			t.Errorf("normalTail(%v) = %v, want %v", c.x, got, c.want)
		}
	}
}

// playExamples plays battles 0 to n-1 (short with -short) of every
// embedded example, each with a policy mk makes for it, and calls done
// with the example's name after its battles.
func playExamples(t *testing.T, n, short int, mk func() adventures.Policy, done func(name string)) {
	t.Helper()
	if testing.Short() {
		n = short
	}
	for _, name := range battlefile.Embedded() {
		ld, err := battlefile.Open(name)
		if err != nil {
			t.Fatal(err)
		}
		g := adventures.NewGame(ld.Battle, mk())
		var rec sim.Record
		for i := 0; i < n; i++ {
			g.Play(1, uint64(i), &rec)
		}
		done(name)
	}
}

// Resolve gives every parameter of the policy its value, the spec's or
// the default, in the policy's order; a policy without parameters is its
// name, and a wrong spec is New's error.
func TestResolve(t *testing.T) {
	def, err := Resolve(Default)
	if err != nil || !strings.HasPrefix(def, Default+":") || !strings.Contains(def, ",shield=1,") {
		t.Errorf("Resolve(%q) = %q, %v; want every parameter, shield=1", Default, def, err)
	}
	if got, _ := Resolve(Default + ":shield=0"); got != strings.Replace(def, ",shield=1,", ",shield=0,", 1) {
		t.Errorf("Resolve(planner:shield=0) = %q, want the default's but shield=0", got)
	}
	if got, _ := Resolve(Default + ":shield=1"); got != def {
		t.Errorf("Resolve(planner:shield=1) = %q, want the default's %q", got, def)
	}
	if got, err := Resolve("first"); got != "first" || err != nil {
		t.Errorf(`Resolve("first") = %q, %v; want "first"`, got, err)
	}
	if _, err := Resolve("planner:nosuch=1"); err == nil || !strings.Contains(err.Error(), "unknown parameter") {
		t.Errorf("Resolve of an unknown parameter: %v", err)
	}
}

// Lookahead's resolved spec records the judgment of the planners it plays
// with (their danger model, rise, shield, far, fetch, apart, still, lead, leave and push: the planner's defaults), so
// that a summary of lookahead changes when one of those defaults does, and
// its parameters reach the planners that choose and play out.
func TestLookaheadRecordsItsPlanners(t *testing.T) {
	def, err := Resolve(Default)
	if err != nil {
		t.Fatal(err)
	}
	look, err := Resolve("lookahead")
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"danger", "rise", "shield", "far", "fetch", "apart", "still", "lead", "leave", "push"} {
		kv := regexp.MustCompile(`[:,]` + name + `=[^,]*`).FindString(def)
		if kv == "" || !strings.Contains(look+",", kv[1:]+",") {
			t.Errorf("Resolve(lookahead) = %q lacks the planner's %s (%q)", look, name, kv)
		}
	}
	for _, c := range []struct {
		spec       string
		roll, tac  float64
		danger     int
		tacsDanger int
	}{
		{"lookahead", shieldDefault, shieldDefault, dangerDefault, dangerDefault},
		{"lookahead:shield=0,danger=1", 0, 0, 1, 1},
		{"lookahead:shield=0,danger=1,planner=1", 0, 0, 1, dangerDefault}, // the tactician chooses: the planner's defaults, not configured
	} {
		p, err := New(c.spec)
		if err != nil {
			t.Fatal(err)
		}
		l := p.(*Lookahead)
		if l.roll.shieldOpt.shield != c.roll || l.roll.dangerV.v != c.danger || l.tac.dangerV.v != c.tacsDanger {
			t.Errorf("%s: playouts' shield %v, danger %d, chooser's danger %d; want %v, %d, %d",
				c.spec, l.roll.shieldOpt.shield, l.roll.dangerV.v, l.tac.dangerV.v, c.roll, c.danger, c.tacsDanger)
		}
		if c.spec == "lookahead:shield=0,danger=1" && l.tac.shieldOpt.shield != c.tac {
			t.Errorf("%s: chooser's shield %v, want %v", c.spec, l.tac.shieldOpt.shield, c.tac)
		}
	}
}
