package policy

// configure gives p the planner's parameters beyond the tactician's: the
// aggression by the kind of battle (plannerAggression) and the value of a
// hero on a spawning space (spawnBlock), as the planner of those
// parameters has them (newPlannerOf), for lookahead on the planner.
func (p *Planner) configure(aggression, leaders, spawn float64) {
	p.aggr = plannerAggression{valid: true, other: aggression, leaders: leaders}
	p.spawn.weight = spawn
}
