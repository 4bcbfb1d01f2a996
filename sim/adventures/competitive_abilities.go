package adventures

// sheetBonus returns the passive bonus of effect e that player-controlled
// villain figure id has from its sheet's ability (and its side's ally's)
// on its space: "If a hero or villain leader is knocked down or there are
// no figures of their type on the board, the ability is no longer active"
// (Adventures, Hero and Villain Basic Abilities), so a figure that does
// not stand has none; one that stands has its type's, as in Cooperative
// Mode (bonus). A battle without passive abilities pays one test.
func (g *Game) sheetBonus(id int, e AbilityEffect) int {
	if g.ab.effects&(1<<e) == 0 || !g.Figs[id].Standing() {
		return 0
	}
	return g.bonus(id, e, g.Figs[id].Cell)
}
