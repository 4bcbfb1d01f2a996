package cli

// SeatSpecs is the usage of a game study's -p (UseGameStudy).
const SeatSpecs = "`SEAT=SPEC`: the policy of a seat (repeatable); a bare SPEC is the focus seat's"

// SeatUsage is the usage of a battle study's -p (UseBattleStudy).
const SeatUsage = "hero `policy`: a name, optionally name:key=value,…; SEAT=SPEC another seat's (repeatable), e.g. villain=planner"

// UseGameStudy declares the flags every game study shares, -n playing
// games per: --battles, --seed, --workers, --policy (SEAT=SPEC, its usage
// pol) and --progress.
func (s *Set) UseGameStudy(games int64, per, pol string) {
	n := Lookup("battles")
	n.Default, n.Usage = games, "play `N` games "+per
	s.Add(n)
	s.UseAs("seed", "run `seed`: game i of every run is played from an RNG seeded by (seed, i), so all runs share their seeds")
	s.Use("workers")
	p := Lookup("policy")
	p.Default, p.Usage = nil, pol
	s.Add(p)
	s.Use("progress")
}

// UseBattleStudy declares the flags of the studies that play runs of
// battles as tmntsim run does (sweep, tune, report), -n playing battles
// per.
func (s *Set) UseBattleStudy(battles int64, per string) {
	n := Lookup("battles")
	n.Default, n.Usage = battles, "play `N` battles "+per
	s.Add(n)
	s.UseAs("seed", "run `seed`: battle i of every run is played from an RNG seeded by (seed, i), so all runs share their seeds")
	s.Use("workers")
	s.UseAs("policy", SeatUsage)
	s.Use("progress")
	s.UseAs("ci-method", "`method` of the win rates' intervals: wilson or clopper-pearson")
}
