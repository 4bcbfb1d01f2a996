package adventures_test

import (
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
	"github.com/tmntsim/tmntsim/sim/adventures/grid"
)

// checker plays at random and, at every DecideAction, holds CheckAction to
// the option list: every listed option passes, every action made by
// changing one field of a listed one passes exactly when it is listed, and
// the illegal ones named below fail with their reason.
type checker struct {
	t       *testing.T
	r       *rand.Rand
	states  int
	reasons map[error]int
	opts    []adventures.Option
}

func (c *checker) Reset(adventures.View) {}

func (c *checker) Choose(v adventures.View, d adventures.Decision, opts []adventures.Option) int {
	if d.Kind != adventures.DecideAction {
		return c.r.IntN(len(opts))
	}
	c.states++
	c.opts = append(c.opts[:0], opts...)
	h := d.Hero
	for _, o := range c.opts {
		if err := v.CheckAction(h, &o); err != nil {
			c.t.Fatalf("listed option %+v of %s refused: %v", o, v.Battle().Heroes[h].Name, err)
		}
		for k := 0; k < 4; k++ {
			c.mutate(v, h, o)
		}
		c.named(v, h, o)
	}
	return c.r.IntN(len(opts))
}

// listed reports whether o is in the list (a move's cost aside).
func (c *checker) listed(o adventures.Option) bool {
	for _, l := range c.opts {
		if o.Kind == adventures.OptMoveTo {
			o.Arg = l.Arg
		}
		if l == o {
			return true
		}
	}
	return false
}

// mutate changes one field of o at random and checks that the result
// passes exactly when it is listed.
func (c *checker) mutate(v adventures.View, h int, o adventures.Option) {
	switch c.r.IntN(5) {
	case 0:
		o.Kind = adventures.OptionKind(c.r.IntN(int(adventures.OptChoose) + 2))
	case 1:
		o.Target = int16(c.r.IntN(v.NumFigures()+2) - 1)
	case 2:
		m := &v.Battle().Map
		o.Cell = grid.At(c.r.IntN(m.W), c.r.IntN(m.H))
	case 3:
		o.Dice = uint8(c.r.IntN(1 << (v.NumSlots(h) + 1)))
	case 4:
		o.Arg = int8(c.r.IntN(4))
	}
	err := v.CheckAction(h, &o)
	if listed := c.listed(o); listed != (err == nil) {
		c.t.Fatalf("%s: action %+v listed %v, checked: %v", v.Battle().Heroes[h].Name, o, listed, err)
	}
	if o.Kind == adventures.OptMoveTo && o.Dice == 0 && o.Target == 0 && o.Arg2 == 0 {
		// CanMoveTo answers as CheckAction does, searching first or after.
		if can := v.CanMoveTo(h, o.Cell); can != (err == nil) {
			c.t.Fatalf("%s: move to %s: CanMoveTo %v, checked: %v", v.Battle().Heroes[h].Name, o.Cell.Label(), can, err)
		}
		if can, whole := v.CanMoveTo(h, o.Cell), v.MoveReach(h).End.Has(o.Cell) && o.Cell != v.Fig(h).Cell; can != whole {
			c.t.Fatalf("%s: move to %s: CanMoveTo %v, in the whole search's End %v", v.Battle().Heroes[h].Name, o.Cell.Label(), can, whole)
		}
	}
	if err != nil {
		c.reasons[err]++
	}
}

// named tries the illegal actions whose reason is known from o, a listed
// option: a move onto a figure or out of reach, a strike at a hero, a melee
// strike at a villain not adjacent, a ranged strike at one out of sight,
// and dice on a spent slot.
func (c *checker) named(v adventures.View, h int, o adventures.Option) {
	want := func(o adventures.Option, reason error) {
		c.t.Helper()
		if err := v.CheckAction(h, &o); !errors.Is(err, reason) {
			c.t.Fatalf("%s: action %+v: got %v, want %v", v.Battle().Heroes[h].Name, o, err, reason)
		}
		c.reasons[reason]++
	}
	f := v.Fig(h)
	m := &v.Battle().Map
	occ, down := v.Occupied(), v.DownSpaces()
	switch o.Kind {
	case adventures.OptMoveTo:
		for id := 0; id < v.NumFigures(); id++ {
			if id != h && v.Fig(id).Standing() {
				o.Cell = v.Fig(id).Cell
				want(o, adventures.ErrBlocked)
				break
			}
		}
		r := v.MoveReach(h)
		for i := 0; i < m.W*m.H; i++ {
			cl := grid.At(i%m.W, i/m.W)
			if cl != f.Cell && !occ.Has(cl) && !down.Has(cl) && !r.End.Has(cl) {
				o.Cell = cl
				want(o, adventures.ErrOutOfReach)
				break
			}
		}
	case adventures.OptMelee, adventures.OptRanged:
		o.Target = int16(c.r.IntN(v.NumHeroes()))
		want(o, adventures.ErrWrongTarget)
		for id := v.NumHeroes(); id < v.NumFigures(); id++ {
			t := v.Fig(id)
			if !t.Standing() || m.Adjacent(f.Cell, t.Cell) {
				continue
			}
			o.Target = int16(id)
			if o.Kind == adventures.OptMelee {
				want(o, adventures.ErrNotAdjacent)
			} else if !v.CanSee(h, id) {
				want(o, adventures.ErrNoSight)
			}
		}
	}
	for k := 0; k < v.NumSlots(h); k++ {
		if _, ok := v.Slot(h, k); !ok && o.Kind != adventures.OptNone {
			o.Dice |= 1 << k
			want(o, adventures.ErrNoSlot)
			break
		}
	}
}

// TestCheckActionAgreesWithTheList plays random battles of every example
// and checks CheckAction against the option list at every action decision.
func TestCheckActionAgreesWithTheList(t *testing.T) {
	n := 20
	if testing.Short() {
		n = 4
	}
	c := &checker{t: t, r: rand.New(rand.NewPCG(1, 2)), reasons: map[error]int{}}
	for _, name := range battlefile.Embedded() {
		ld, err := battlefile.Open(name)
		if err != nil {
			t.Fatal(err)
		}
		g := adventures.NewGame(ld.Battle, c)
		g.SetCheck(true)
		var rec sim.Record
		for i := 0; i < n; i++ {
			g.Play(1, uint64(i), &rec)
			if err := g.Violation(); err != nil {
				t.Fatalf("%s battle %d: %v", name, i, err)
			}
		}
	}
	t.Logf("%d action decisions checked, refusals by reason: %v", c.states, c.reasons)
	if c.states < 1000 {
		t.Errorf("got %d action decisions checked, want at least 1000", c.states)
	}
	for _, reason := range []error{adventures.ErrBlocked, adventures.ErrOutOfReach, adventures.ErrWrongTarget,
		adventures.ErrNotAdjacent, adventures.ErrNoSight, adventures.ErrNoSlot, adventures.ErrCannotPay,
		adventures.ErrNotAnAction, adventures.ErrNotLegal} {
		if c.reasons[reason] == 0 {
			t.Errorf("no action refused with %q", reason)
		}
	}
}

// namer is an Actor that names a random action among a few it makes up,
// often illegal, and ends its turn when CheckAction refuses them all.
type namer struct {
	r     *rand.Rand
	named int
}

func (p *namer) Reset(adventures.View) {}

func (p *namer) Choose(_ adventures.View, _ adventures.Decision, opts []adventures.Option) int {
	return p.r.IntN(len(opts))
}

func (p *namer) Act(v adventures.View, d adventures.Decision) (adventures.Option, bool) {
	h := d.Hero
	m := &v.Battle().Map
	o := adventures.Option{
		Kind:   adventures.OptionKind(int(adventures.OptMoveDice) + p.r.IntN(3)),
		Target: int16(v.NumHeroes() + p.r.IntN(v.NumFigures()-v.NumHeroes()+1)),
		Cell:   grid.At(p.r.IntN(m.W), p.r.IntN(m.H)),
		Dice:   uint8(1 << p.r.IntN(v.NumSlots(h))),
	}
	if o.Kind == adventures.OptMoveTo {
		o.Target, o.Dice = 0, 0
	}
	if p.r.IntN(4) == 0 {
		return o, true // unchecked: the engine must refuse it if illegal
	}
	if v.CheckAction(h, &o) == nil {
		p.named++
		return o, true
	}
	return adventures.Option{}, p.r.IntN(2) == 0
}

// TestNamedActions plays battles with a policy that names its actions:
// legal ones are played, illegal ones refused (the engine falls back to
// the list), and the battles end without a rule violation.
func TestNamedActions(t *testing.T) {
	ld, err := battlefile.Open("intro-brawl")
	if err != nil {
		t.Fatal(err)
	}
	p := &namer{r: rand.New(rand.NewPCG(5, 6))}
	g := adventures.NewGame(ld.Battle, p)
	g.SetCheck(true)
	var rec sim.Record
	for i := 0; i < 50; i++ {
		g.Play(1, uint64(i), &rec)
		if err := g.Violation(); err != nil {
			t.Fatalf("battle %d: %v", i, err)
		}
	}
	ctr := g.Counters()
	if p.named == 0 || ctr.Named <= int64(p.named) || ctr.Refused == 0 {
		t.Errorf("got %d legal actions named, %d named in all, %d refused; want some of each", p.named, ctr.Named, ctr.Refused)
	}
}
