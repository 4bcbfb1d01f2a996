package lab

import (
	"slices"
	"testing"
	"time"

	"github.com/tmntsim/tmntsim/sim/simtest"
)

// opposed is the fake game with an opponent seat 1 of policies cols
// (none: no opponent).
type opposed struct {
	*simtest.Setup
	cols []string
}

func (o opposed) Opponent() (int, []string, bool) { return 1, o.cols, o.cols != nil }

// TestSkillGrid: a setup with an opponent gets a grid of its policies and
// the plan's share of the budget; one without gets none, and all of it.
func TestSkillGrid(t *testing.T) {
	b := &Budget{Total: 10 * time.Second}
	played := run(t, simtest.New(0.5, 0.5), Options{Games: 10, Policies: []string{"plain", "lucky:0.5"}})
	with := opposed{simtest.New(0.5, 0.5), []string{"x", "lucky:0.5"}}
	p := SkillGrid(with, []string{"plain", "b"}, map[string]*Summary{"plain": played})
	if p == nil || p.Other != 1 || !slices.Equal(p.Cols, []string{"x", "lucky:0.5"}) || !slices.Equal(p.Rows, []string{"plain", "b"}) {
		t.Fatalf("with an opponent: got %+v, want rows plain, b against x, lucky:0.5 of seat 1", p)
	}
	if p.Played("plain", "lucky:0.5") != played || p.Played("plain", "x") != nil || p.Played("b", "lucky:0.5") != nil {
		t.Error("the band's cell (plain, lucky:0.5) alone is played already")
	}
	if got := PlanBudget(with, b).Total; got != 7*time.Second {
		t.Errorf("plan's budget with a grid: got %v, want 7s", got)
	}
	if SkillGrid(opposed{simtest.New(0.5, 0.5), nil}, nil, nil) != nil || SkillGrid(simtest.New(0.5, 0.5), nil, nil) != nil {
		t.Error("no opponent: got a grid, want none")
	}
	if got := PlanBudget(simtest.New(0.5, 0.5), b); got != b {
		t.Errorf("plan's budget with no grid: got %v, want all of it", got)
	}
}
