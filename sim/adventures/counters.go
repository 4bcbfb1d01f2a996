package adventures

// Counters are the kernel operations a Game has performed since it was
// built or since ResetCounters: what a battle costs in dice, searches and
// line-of-sight checks, whatever the rules and policies that asked for
// them. Divided by Battles they give the operations of an average battle,
// from which the benchmarks build their floor: the time those operations
// take alone. Calls made through the Game by its policy (HeroReach, CanSee)
// count too; work done on a copy (CopyFrom, Rollout) counts on the copy.
type Counters struct {
	Battles       int64 // battles played (calls of Play)
	Dice          int64 // Battle dice rolled, rerolled dice included
	Rolls         int64 // calls of the dice kernel that rolled Battle dice
	Draws         int64 // other random draws: Action dice faces, initiative shuffles
	Reach         int64 // reachability searches (grid.Map.Reach)
	Paths         int64 // paths read from a search (grid.Map.Path)
	LOS           int64 // line-of-sight checks (grid.Map.LOS, LOSMachine, CameraSees)
	DistanceField int64 // distance fields computed (grid.Map.DistanceField)
	FieldsKept    int64 // distance fields found already computed (kept, or the map's own), not counted in DistanceField
	Named         int64 // actions a policy named (Actor.Act) instead of choosing from a list
	Refused       int64 // actions named that CheckAction refused (the engine listed instead)
}

// Counters returns the operations counted since g was built or since the
// last ResetCounters. Counting is always on; it costs an addition per
// operation.
func (g *Game) Counters() Counters { return g.ctr }

// ResetCounters sets every counter to zero.
func (g *Game) ResetCounters() { g.ctr = Counters{} }

// countDice counts a call of the dice kernel rolling n Battle dice.
func (g *Game) countDice(n int) {
	g.ctr.Dice += int64(n)
	g.ctr.Rolls++
}

// countLOS counts a line-of-sight check and returns true, for use inside a
// condition just before the check.
func (g *Game) countLOS() bool {
	g.ctr.LOS++
	return true
}
