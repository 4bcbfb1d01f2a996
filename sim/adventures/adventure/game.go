package adventure

import (
	"fmt"
	"github.com/tmntsim/tmntsim/internal/plural"
	"strings"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
	"github.com/tmntsim/tmntsim/sim/adventures/policy"
	"github.com/tmntsim/tmntsim/sim/adventures/villainpolicy"
)

// The seats of a playthrough.
const (
	SeatHeroes   = 0
	SeatVillains = 1
)

// The metrics of each battle's entity, in Record.Values order.
const (
	MetricWon             = iota // 1 when the heroes won the battle
	MetricRounds                 // the battle's rounds
	MetricHeroesBenefits         // 1 when played with the heroes' benefits of the battle before
	MetricVillainBenefits        // 1 when played with the villains' benefits of the battle before
	MetricNoWinner               // 1 when no rule ended the battle (counted as the heroes' loss)
)

// Metrics are the names of a battle's metrics.
var Metrics = []string{"won", "rounds", "heroes_benefits", "villain_benefits", "no_winner"}

// MarkName names the marks of a playthrough: its path.
const MarkName = "paths"

// Schema names the fields of a playthrough's record: seats heroes and
// villains; one entity per battle ("2. Street Escape"); reasons "won N of
// K" by the battles the heroes won; the path as a mark on a board of 2^K
// columns, column p the path whose bit k is set when the heroes won battle
// k+1, and two rows, row 2 the paths on which they won the adventure.
func (a *Adventure) Schema() *sim.Schema {
	a.schemaOnce.Do(func() { a.schema = a.newSchema() })
	return a.schema
}

// Words are how printers speak of a playthrough: a "playthrough", as
// tmntsim campaign counts them, counted in turns (the rounds of its
// battles), won by the heroes, as a battle's heroes
// (adventures.BattleWords) are spoken of; tmntsim log does not show a
// playthrough.
var Words = sim.Words{Game: "playthrough", Length: "turns", Who: "the heroes", WinCol: "HEROES WIN"}

func (a *Adventure) newSchema() *sim.Schema {
	k := len(a.Battles)
	s := &sim.Schema{
		Game:  GameName,
		Seats: []string{"heroes", "villains"},
		Words: Words,
		Board: &sim.Board{W: 1 << k, H: 2, Stride: 1 << k, Mark: MarkName},
	}
	for i, b := range a.Battles {
		s.Entities = append(s.Entities, sim.Entity{Name: fmt.Sprintf("%d. %s", i+1, b.Name), Metrics: Metrics})
	}
	for n := 0; n <= k; n++ {
		s.Reasons = append(s.Reasons, fmt.Sprintf("won %d of %d", n, k))
	}
	return s
}

// Describe returns the adventure's name and the Source and Hash of its
// file.
func (a *Adventure) Describe() (name, source, hash string) { return a.Name, a.Source, a.Hash }

// InputFiles returns the files of the battles a names, and their rosters
// (battlefile.Loaded.InputFiles); an embedded battle has none.
func (a *Adventure) InputFiles() []string {
	var files []string
	for _, b := range a.Battles {
		if b.Base != nil {
			files = append(files, b.Base.InputFiles()...)
		}
	}
	return files
}

// competitive reports whether a battle of the adventure is played in
// Competitive Mode (a villain player).
func (a *Adventure) competitive() bool {
	if a.setups != nil {
		return false
	}
	for _, b := range a.Battles {
		for _, l := range b.variants() {
			if l.Battle.Competitive != nil {
				return true
			}
		}
	}
	return false
}

// variants returns b's battle as played after a heroes' win, after their
// loss, and first (only Base for the first battle).
func (b *Battle) variants() []*battlefile.Loaded {
	if b.AfterWin == nil {
		return []*battlefile.Loaded{b.Base}
	}
	return []*battlefile.Loaded{b.Base, b.AfterWin, b.AfterLoss}
}

// Policies returns the seats' specs: the heroes' default policy, and the
// villains': the rules' AI, or the default villain policy when a battle
// is played in Competitive Mode (its Cooperative battles keep the AI).
func (a *Adventure) Policies() []string {
	v := policy.VillainAI
	if a.competitive() {
		v = villainpolicy.Default
	}
	return []string{policy.Default, v}
}

// ResolvePolicies returns the seats' specs (specs as NewGame takes them)
// with every parameter of the heroes' policy given its value
// (policy.Resolve; "" if the spec is wrong); the villain policies take no
// parameters.
func (a *Adventure) ResolvePolicies(specs []string) []string {
	out := a.Policies()
	for i, s := range specs {
		if s != "" && i < len(out) {
			out[i] = s
		}
	}
	out[SeatHeroes], _ = policy.Resolve(out[SeatHeroes])
	return out
}

// NewGame makes one worker's game: a game of every battle and variant.
// specs[0] is the heroes' policy in every battle, specs[1] the villain
// player's in the Competitive Mode battles ("ai" or "" in the others).
func (a *Adventure) NewGame(specs []string) (sim.Game, error) {
	var hero, villain string
	if len(specs) > SeatHeroes {
		hero = specs[SeatHeroes]
	}
	if len(specs) > SeatVillains {
		villain = specs[SeatVillains]
	}
	if villain != "" && villain != policy.VillainAI && !a.competitive() {
		return nil, fmt.Errorf("seat villains: policy %q: every battle of %s is in Cooperative Mode, where the rules' AI plays the villains; give %q or nothing", villain, a.Name, policy.VillainAI)
	}
	g := &Game{a: a, games: make([][3]sim.Game, len(a.Battles))}
	if a.setups != nil {
		for k, vs := range a.setups {
			for v, s := range vs {
				if s == nil {
					continue
				}
				var err error
				if g.games[k][v], err = s.NewGame(nil); err != nil {
					return nil, err
				}
			}
		}
		return g, nil
	}
	for k, b := range a.Battles {
		for v, l := range b.variants() {
			vs := villain
			if l.Battle.Competitive == nil {
				vs = ""
			}
			var err error
			s := policy.NewSetup(l.Battle, hero)
			s.Check = a.check
			if g.games[k][v], err = s.NewGame([]string{hero, vs}); err != nil {
				return nil, fmt.Errorf("battle %d (%s): %w", k+1, b.Name, err)
			}
		}
	}
	return g, nil
}

// A Game plays playthroughs of an adventure; one goroutine's.
type Game struct {
	a     *Adventure
	games [][3]sim.Game // by battle: the battle first, after a win, after a loss
	sub   sim.Record    // one battle's record
	err   error         // the first invariant the playthrough broke (checked: Violation)
}

// BattleSeed returns the seed battle k (from 0) of every playthrough of a
// run of seed seed is played from (playthrough i: from (BattleSeed, i)):
// a battle's seed depends on its place alone, so that two adventures that
// differ in one battle play the others from the same seeds.
func BattleSeed(seed uint64, k int) uint64 {
	z := seed ^ (uint64(k)+1)*0x9e3779b97f4a7c15
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}

// Play plays playthrough index of seed: each battle from (BattleSeed(seed,
// k), index), after the first with the benefits of the winner of the
// battle before it, every other thing set up afresh (Adventures, Saving
// your place: "the side that won the previous battle receives any
// benefits listed", "the heroes are all fully healed at the start of each
// new battle"). A battle no rule ended is the heroes' loss: the villains'
// benefits follow it. It fills rec and allocates nothing; with the
// adventure's checks on (WithCheck), it checks the campaign's invariants
// after each battle (checkBattle).
func (g *Game) Play(seed, index uint64, rec *sim.Record) {
	*rec = sim.Record{}
	g.err = nil
	path, won, rounds := 0, 0, 0
	variant := 0
	var prev sim.Outcome
	n := 0 // battles played
	for k := range g.games {
		g.sub = sim.Record{}
		game := g.games[k][variant]
		game.Play(BattleSeed(seed, k), index, &g.sub)
		in := variant
		n++
		v := &rec.Values[k]
		v[MetricRounds] = int32(g.sub.Turns)
		rounds += int(g.sub.Turns)
		switch variant {
		case 1:
			v[MetricHeroesBenefits] = 1
		case 2:
			v[MetricVillainBenefits] = 1
		}
		switch g.sub.Outcome[SeatHeroes] {
		case sim.Won:
			v[MetricWon] = 1
			path |= 1 << k
			won++
			variant = 1
		case sim.Unfinished:
			v[MetricNoWinner] = 1
			variant = 2
		default:
			variant = 2
		}
		if g.a.check {
			g.checkBattle(&step{k: k, played: n, battles: len(g.games), variant: in, prev: prev,
				benefits: [2]int32{v[MetricHeroesBenefits], v[MetricVillainBenefits]}, path: path, won: won}, game)
		}
		prev = g.sub.Outcome[SeatHeroes]
	}
	heroes := Wins(g.a.Win, path, len(g.games))
	rec.Outcome[SeatHeroes], rec.Outcome[SeatVillains] = sim.Lost, sim.Won
	row := 0
	if heroes {
		rec.Outcome[SeatHeroes], rec.Outcome[SeatVillains] = sim.Won, sim.Lost
		row = 1
	}
	rec.Reason = uint8(won)
	rec.Turns = uint16(min(rounds, 1<<16-1))
	rec.Mark(int16(row<<len(g.games) | path))
}

// Wins reports whether the heroes win an adventure of k battles by rule
// (WinLast, WinMajority, WinAll) on path, whose bit i is set when they
// won battle i+1 (Adventures, Saving your place: the rulebook leaves how
// an adventure is won to its comic, so the file names its rule; see
// docs/RULES.md).
func Wins(rule string, path, k int) bool {
	won := 0
	for i := range k {
		won += path >> i & 1
	}
	switch rule {
	case WinMajority:
		return 2*won > k
	case WinAll:
		return won == k
	}
	return path>>(k-1)&1 == 1
}

// Brief says what the adventure is in one line: its battles and rule.
func (a *Adventure) Brief() string {
	var names []string
	for _, b := range a.Battles {
		names = append(names, b.Name)
	}
	n := plural.Of(len(a.Battles), "battle")
	return fmt.Sprintf("%s: %s (%s), the heroes win by %s", a.Name, n, strings.Join(names, " → "), winWords[a.Win])
}

// winWords say each win rule in words.
var winWords = map[string]string{
	WinLast:     "winning the last battle",
	WinMajority: "winning more than half the battles",
	WinAll:      "winning every battle",
}
