package adventures

// StrikeCheck returns, for strike o of hero h, whether the direct check
// finds it among the actions (strikeListed) and whether the list of the
// strikes at its target holds it (listed), for TestStrikeListedIsListed.
func (v View) StrikeCheck(h int, o Option) (direct, listed bool) {
	return v.g.strikeListed(h, &o), v.g.listed(h, &o, o.Target)
}

// MoveDiceCheck returns, for option o of hero h spending move dice,
// whether CheckAction passes it and whether the list of the move dice
// holds it, for TestStrikeListedIsListed.
func (v View) MoveDiceCheck(h int, o Option) (checked, listed bool) {
	return v.g.CheckAction(h, &o) == nil, v.g.listed(h, &o, -1)
}
