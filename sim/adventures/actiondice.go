package adventures

import "math/bits"

// rollActionDice is the Setup Phase of a round: every hero rolls its Action
// dice, may spend 1 Focus to reroll some or all of them once, resolves chi
// icons after the rerolls, then arranges its dice and shares the leftmost
// and rightmost ones with its neighbours (Adventures, Competitive Mode Round
// Sequence: "Rolling Action Dice", "Sharing Action Dice"; "Chi Icon").
func (g *Game) rollActionDice() {
	for h := 0; h < g.nh; h++ {
		spec := &g.B.Heroes[h]
		hs := &g.heroes[h]
		for d := 0; d < spec.NDice; d++ {
			hs.face[d] = spec.Dice[d][g.roll.IntN(6)]
			g.ctr.Draws++
			hs.spent[d] = false
		}
		if hs.escaped {
			continue
		}
		g.setupReroll(h)
		g.resolveChi(h)
	}
	for h := 0; h < g.nh; h++ {
		if !g.heroes[h].escaped {
			g.arrange(h)
		}
	}
	g.share()
	if g.log != nil {
		for h := 0; h < g.nh; h++ {
			g.logf("dice: %s rolls %s", g.B.Heroes[h].Name, g.diceString(h))
		}
	}
}

// setupReroll offers hero h one Focus reroll of any subset of its Action
// dice ("Rolling Action Dice").
func (g *Game) setupReroll(h int) {
	hs := &g.heroes[h]
	if hs.focus <= 0 {
		return
	}
	n := g.B.Heroes[h].NDice
	opts := g.opts[:1<<n]
	opts[0] = Option{Kind: OptNone}
	for m := 1; m < len(opts); m++ {
		opts[m] = Option{Kind: OptReroll, Dice: uint8(m)}
	}
	i := g.ask(Decision{DecideSetupReroll, h}, opts)
	if opts[i].Kind != OptReroll {
		return
	}
	g.spendFocus(h)
	spec := &g.B.Heroes[h]
	for d := 0; d < n; d++ {
		if opts[i].Dice&(1<<d) != 0 {
			hs.face[d] = spec.Dice[d][g.roll.IntN(6)]
			g.ctr.Draws++
		}
	}
	if g.log != nil {
		g.logf("dice: %s spends 1 Focus to reroll dice %08b", spec.Name, opts[i].Dice)
	}
}

// spendFocus takes 1 Focus from hero h.
func (g *Game) spendFocus(h int) {
	g.heroes[h].focus--
	g.rec.Values[h][HFocusSpent]++
}

// resolveChi resolves every chi icon rolled by hero h: regain 1 Focus (not
// above the starting Focus), roll 1 Battle die to heal, then turn the die to
// another face of the hero's choice ("Chi Icon").
func (g *Game) resolveChi(h int) {
	spec := &g.B.Heroes[h]
	hs := &g.heroes[h]
	for d := 0; d < spec.NDice; d++ {
		if !hs.face[d].Chi() {
			continue
		}
		if hs.focus < spec.Focus {
			hs.focus++
		}
		g.chiHeal(h)
		opts := g.opts[:0]
		for k := 0; k < 6; k++ {
			if f := spec.Dice[d][k]; !f.Chi() && !hasFace(opts, spec.Dice[d], f) {
				opts = g.add(opts, Option{Kind: OptFace, Arg: int8(k)})
			}
		}
		if len(opts) == 0 {
			continue
		}
		i := g.ask(Decision{DecideChiFace, h}, opts)
		hs.face[d] = spec.Dice[d][opts[i].Arg]
		if g.log != nil {
			g.logf("dice: %s rolls chi: Focus %d, Life %d, die %d turned to %s", spec.Name, hs.focus, g.Figs[h].Life, d, hs.face[d])
		}
	}
}

// chiHeal rolls hero h's Battle die of a chi icon to heal, if wounded, with
// a Focus reroll of a miss. A knocked-down hero heals too: the rule asks
// only that the hero be wounded, and the Life counts toward its Awaken
// attribute at its next awakening roll (Adventures, "Chi Icon", "Healing
// Wounds"; docs/RULES.md).
func (g *Game) chiHeal(h int) {
	f := &g.Figs[h]
	if f.Where != onMap {
		return
	}
	if miss := g.maxLife(h) - int(f.Life); miss > 0 {
		g.heal(h, g.rollWithReroll(h, 1, miss, DecideChiReroll))
	}
}

func hasFace(opts []Option, faces [6]Face, f Face) bool {
	for _, o := range opts {
		if faces[o.Arg] == f {
			return true
		}
	}
	return false
}

// arrange asks hero h which of its dice go leftmost and rightmost in its
// row; only those two positions matter, since they are the dice shared with
// the neighbours ("Sharing Action Dice").
func (g *Game) arrange(h int) {
	n := g.B.Heroes[h].NDice
	hs := &g.heroes[h]
	hs.leftmost, hs.rightmst = 0, int8(n-1)
	if n < 2 || g.nh < 2 {
		return
	}
	// Dice with equal faces are interchangeable: of the arrangements
	// sharing the same two faces only the first in this order is offered,
	// the one whose leftmost die is the first with its face and whose
	// rightmost die is the first other die with its face.
	opts := g.opts[:0]
	for l := 0; l < n; l++ {
		if !firstFace(hs, l, -1) {
			continue
		}
		for r := 0; r < n; r++ {
			if l != r && firstFace(hs, r, l) {
				opts = g.add(opts, Option{Kind: OptArrange, Arg: int8(l), Arg2: int8(r)})
			}
		}
	}
	i := g.ask(Decision{DecideArrange, h}, opts)
	hs.leftmost, hs.rightmst = opts[i].Arg, opts[i].Arg2
}

// firstFace reports whether no die of hs before die d, die skip aside,
// shows die d's face.
func firstFace(hs *heroState, d, skip int) bool {
	for e := 0; e < d; e++ {
		if e != skip && hs.face[e] == hs.face[d] {
			return false
		}
	}
	return true
}

// share gives every hero placeholders for its neighbours' shared dice. The
// heroes sit in a circle in battle order: hero h's left neighbour is h-1 and
// its right neighbour h+1 (docs/RULES.md). With two heroes each is the
// other's left and right neighbour; a lone hero shares nothing.
func (g *Game) share() {
	for h := 0; h < g.nh; h++ {
		hs := &g.heroes[h]
		hs.phValid = [2]bool{}
		hs.phSpent = [2]bool{}
		if g.nh < 2 {
			continue
		}
		l := (h + g.nh - 1) % g.nh
		r := (h + 1) % g.nh
		if ls := &g.heroes[l]; !ls.escaped {
			hs.phFace[0] = ls.face[ls.rightmst]
			hs.phValid[0] = true
		}
		if rs := &g.heroes[r]; !rs.escaped {
			hs.phFace[1] = rs.face[rs.leftmost]
			hs.phValid[1] = true
		}
	}
}

// shells returns the defense icons on hero h's own Action dice, spent or
// not: a shell stays in play until the die is rerolled ("Defense Icon",
// "Mixed Icon"). Shells on dice shared by neighbours do not count
// (docs/RULES.md).
func (g *Game) shells(h int) int {
	n := 0
	hs := &g.heroes[h]
	for d := 0; d < g.B.Heroes[h].NDice; d++ {
		if hs.face[d].Shell() {
			n++
		}
	}
	return n
}

// spendSlots marks hero h's slots in mask as spent.
func (g *Game) spendSlots(h int, mask uint8) {
	hs := &g.heroes[h]
	n := g.B.Heroes[h].NDice
	for m := uint(mask) & (1<<(n+2) - 1); m != 0; m &= m - 1 {
		s := bits.TrailingZeros(m)
		if s < n {
			hs.spent[s] = true
		} else {
			hs.phSpent[s-n] = true
		}
	}
}

// goDefensive turns the chosen unspent own dice of hero h to a face showing
// a shell and nothing else; a neighbour holding an unspent placeholder of a
// turned die turns it too ("Going on the Defensive").
func (g *Game) goDefensive(h int) {
	hs := &g.heroes[h]
	n := g.B.Heroes[h].NDice
	opts := append(g.opts[:0], Option{Kind: OptNone})
	var elig uint8
	for d := 0; d < n; d++ {
		if !hs.spent[d] && hs.face[d] != ShellFace {
			elig |= 1 << d
		}
	}
	if elig == 0 {
		return
	}
	for m := uint8(1); m <= elig; m++ {
		if m&^elig == 0 {
			opts = g.add(opts, Option{Kind: OptReroll, Dice: m})
		}
	}
	i := g.ask(Decision{DecideDefensive, h}, opts)
	m := opts[i].Dice
	if opts[i].Kind != OptReroll {
		return
	}
	for d := 0; d < n; d++ {
		if m&(1<<d) == 0 {
			continue
		}
		hs.face[d] = ShellFace
		if g.nh >= 2 {
			if int(hs.rightmst) == d {
				r := &g.heroes[(h+1)%g.nh]
				if !r.phSpent[0] {
					r.phFace[0] = ShellFace
				}
			}
			if int(hs.leftmost) == d {
				l := &g.heroes[(h+g.nh-1)%g.nh]
				if !l.phSpent[1] {
					l.phFace[1] = ShellFace
				}
			}
		}
	}
	if g.log != nil {
		g.logf("defensive: %s turns dice %08b to shells", g.B.Heroes[h].Name, m)
	}
}

// diceString renders hero h's slots for the log.
func (g *Game) diceString(h int) string {
	s := ""
	for k := 0; k < g.NumSlots(h); k++ {
		f, ok := g.Slot(h, k)
		if k == g.B.Heroes[h].NDice {
			s += " |"
		}
		if !ok {
			s += " -"
			continue
		}
		s += " " + f.String()
	}
	return s
}

// String names a face: "melee2", "move+shell", "shell", "chi", "blank".
func (f Face) String() string {
	if f.Chi() {
		return "chi"
	}
	var s string
	switch f.Kind() {
	case IconMove:
		s = "move"
	case IconMelee:
		s = "melee"
	case IconRanged:
		s = "ranged"
	}
	if s != "" && f.Count() > 1 {
		s += string(rune('0' + f.Count()))
	}
	if f.Shell() {
		if s != "" {
			s += "+"
		}
		s += "shell"
	}
	if s == "" {
		s = "blank"
	}
	return s
}
