package policy

import (
	"flag"
	"sort"
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
	"github.com/tmntsim/tmntsim/sim/adventures/grid"
)

var (
	teachN          = flag.Int("teach.n", 0, "battles of each example the next activation's replacements are read from (0: skip)")
	teachBattle     = flag.String("teach.b", "hold-the-line,intro-brawl,rooftop-showdown", "the examples")
	teachSpec       = flag.String("teach.p", "planner:next=3", "the policy played (with next)")
	teachDumpOthers = flag.Int("teach.dumpo", 0, "replacements of a move the playouts find cheaper for the other heroes by a wound or more and not for the hero, printed in full")
	teachDump       = flag.Int("teach.dump", 0, "replacements by ending the turn where the hero stands that the playouts find cheaper than the danger counts, printed in full")
)

// cutRead is what a playout's battle reads at its cut.
type cutRead struct {
	life     [adventures.MaxHeroes]int8
	down     [adventures.MaxHeroes]bool
	standing [adventures.MaxFigs]bool
	left     int
}

// spaceRead is what the instrument reads of one end space.
type spaceRead struct {
	danger, free, cost   float64
	own, others          float64 // mean wounds (and 3 a knock-down) of the hero and of the others in its playouts
	nThreats, removable  int     // threats counted there, and of them those an unacted other hero reaches
	struckDown           int     // of them, knocked out in the playouts before the cut (summed)
	nearV, nearH         int
	spawn, elev, harmful bool
	countedMean          float64 // the danger's mean wounds
	decoys               int     // villains to which the hero there is nearer than any other hero, out of their reach, with another hero in it
}

// TestNextActivationTeach is an instrument, not a check (skipped unless
// -teach.n is given): it plays planner:next=3 (or -teach.p) on the examples of
// -teach.b and, at every search where the next activation replaces the
// planner's end space, reads both spaces: the planner's danger, its
// counted wounds, the threats counted there and how many of them a hero
// still to play this round reaches, the nearest villain and friend, the
// spawning spaces and levels, and what the playouts dealt the moving
// hero and the others (a knock-down as 3 wounds). `go test
// ./sim/adventures/policy -run NextActivationTeach -teach.n 150 -v`;
// summarised in docs/strength.md, "What the next activation teaches".
func TestNextActivationTeach(t *testing.T) {
	if *teachN == 0 {
		t.Skip("-teach.n")
	}
	for _, name := range splitComma(*teachBattle) {
		ld, err := battlefile.Open(name)
		if err != nil {
			t.Fatal(err)
		}
		var cuts []cutRead
		nextCutTrace = func(g adventures.View) {
			var c cutRead
			for h := 0; h < g.NumHeroes(); h++ {
				c.life[h], c.down[h] = g.Fig(h).Life, g.Fig(h).Down
			}
			for id := g.NumHeroes(); id < g.NumFigures(); id++ {
				c.standing[id] = g.Fig(id).Standing()
			}
			c.left = g.VillainCardsLeft()
			cuts = append(cuts, c)
		}
		type rep struct {
			p, b      spaceRead
			stay      bool
			mp, cards int
			acts      float64
			nextRound bool
		}
		var reps []rep
		searches := 0
		counts := map[string]int{}
		nextTrace = func(g adventures.View, h int, a *nextActivation, n, best int, tt *Tactician) {
			searches++
			if len(cuts) != n*nextSamples {
				t.Fatalf("%d cuts for %d spaces", len(cuts), n)
			}
			defer func() { cuts = cuts[:0] }()
			if best == 0 {
				return
			}
			read := func(i int) spaceRead {
				c := a.cand[i]
				s := spaceRead{danger: tt.dangerAt(g, h, c), free: a.free[i], cost: a.cost[i] / nextSamples}
				s.countedMean, _ = tt.dangerMoments(g, h, c, 0, grid.NoCell)
				for r := 0; r < nextSamples; r++ {
					cu := &cuts[r*n+i]
					for o := 0; o < g.NumHeroes(); o++ {
						w := float64(max(int(g.Fig(o).Life)-int(cu.life[o]), 0))
						if cu.down[o] && !g.Fig(o).Down {
							w += 3
						}
						if o == h {
							s.own += w / nextSamples
						} else {
							s.others += w / nextSamples
						}
					}
				}
				for k := 0; k < tt.nThreats; k++ {
					v := &tt.threats[k]
					st, share, _ := tt.strikesOn(g, v, c, grid.NoCell)
					if st*share <= 0 {
						if d := grid.Chebyshev(v.cell, c); d < v.other && v.strikesFrom(v.other, v.other == 1, 0, true) > 0 {
							s.decoys++
						}
						continue
					}
					s.nThreats++
					for o := 0; o < g.NumHeroes(); o++ {
						f := g.Fig(o)
						if o != h && f.Standing() && !g.Acted(o) && grid.Chebyshev(f.Cell, v.cell) <= heroReach(g.Battle(), o) {
							s.removable++
							break
						}
					}
					for r := 0; r < nextSamples; r++ {
						if !cuts[r*n+i].standing[v.id] {
							s.struckDown++
						}
					}
				}
				s.nearV, s.nearH = 99, 99
				for id := 0; id < g.NumFigures(); id++ {
					f := g.Fig(id)
					if id == h || !f.Standing() {
						continue
					}
					d := grid.Chebyshev(f.Cell, c)
					if id < g.NumHeroes() {
						s.nearH = min(s.nearH, d)
					} else if f.Aware {
						s.nearV = min(s.nearV, d)
					}
				}
				for _, sp := range g.Battle().Spawns {
					if sp == c {
						s.spawn = true
					}
				}
				m := &g.Battle().Map
				s.elev = m.Elevated(c)
				s.harmful = m.Terrain[c]&grid.Harmful != 0
				return s
			}
			p, b := read(0), read(best)
			stay := a.cand[best] == g.Fig(h).Cell
			if *teachDumpOthers > 0 && !stay && b.own >= p.own && b.others < p.others-1 {
				*teachDumpOthers--
				t.Logf("dumpo: hero %d at %v life %d acts %.2f cards %d mp %d; planner's %v (own %.2f others %.2f threats %d danger %.2f) chosen %v (own %.2f others %.2f threats %d danger %.2f) free %.2f/%.2f",
					h, g.Fig(h).Cell, g.Fig(h).Life, tt.dangerV.acts, g.VillainCardsLeft(), g.MovePoints(), a.cand[0], p.own, p.others, p.nThreats, p.danger, a.cand[best], b.own, b.others, b.nThreats, b.danger, p.free, b.free)
				for id := 0; id < g.NumFigures(); id++ {
					f := g.Fig(id)
					if !f.Standing() {
						continue
					}
					kind := "villain"
					if id < g.NumHeroes() {
						kind = "hero"
					}
					t.Logf("dumpo:   %s %d at %v life %d acted %v d planner's %d chosen %d", kind, id, f.Cell, f.Life, id < g.NumHeroes() && g.Acted(id), grid.Chebyshev(f.Cell, a.cand[0]), grid.Chebyshev(f.Cell, a.cand[best]))
				}
			}
			if *teachDump > 0 && stay && b.own < 0.25 && b.countedMean > 3 {
				*teachDump--
				c := a.cand[best]
				t.Logf("dump: hero %d at %v life %d acts %.2f nextRound %v cards left %d; planner's space %v; chosen counted %.2f own %.2f; mp %d",
					h, c, g.Fig(h).Life, tt.dangerV.acts, tt.dangerV.nextRound, g.VillainCardsLeft(), a.cand[0], b.countedMean, b.own, g.MovePoints())
				for k := 0; k < tt.nThreats; k++ {
					v := &tt.threats[k]
					st, share, _ := tt.strikesOn(g, v, c, grid.NoCell)
					if st*share <= 0 {
						continue
					}
					f := g.Fig(int(v.id))
					t.Logf("dump:   villain %d %s at %v life %d d %d strikes %.0f share %.2f ranged %v other %d elev %v/%v hit %d", v.id, g.Battle().Villains[f.Type].Name, v.cell, f.Life, grid.Chebyshev(v.cell, c), st, share, v.ranged, v.other, g.Battle().Map.Elevated(v.cell), g.Battle().Map.Elevated(c), v.hit)
				}
			}
			reps = append(reps, rep{p: p, b: b, stay: stay, mp: g.MovePoints(), cards: g.VillainCardsLeft(), acts: tt.dangerV.acts, nextRound: tt.dangerV.nextRound})
		}
		pol := mustPolicy(t, *teachSpec)
		game := adventures.NewGame(ld.Battle, pol)
		for i := range *teachN {
			var rec sim.Record
			game.Play(1, uint64(i), &rec)
		}
		nextTrace, nextCutTrace = nil, nil
		// By kind: the means of the differences (chosen less planner's).
		for _, kind := range []string{"stay", "move"} {
			var k, dFree, dDanger, dOwn, dOth, dMean, mp, planOwn, planMean float64
			byThreat := map[int]int{}
			for _, r := range reps {
				if r.stay != (kind == "stay") {
					continue
				}
				k++
				dFree += r.b.free - r.p.free
				dDanger += r.b.danger - r.p.danger
				dOwn += r.b.own - r.p.own
				dOth += r.b.others - r.p.others
				dMean += r.b.countedMean - r.p.countedMean
				planOwn += r.p.own
				planMean += r.p.countedMean
				mp += float64(r.mp)
				byThreat[r.b.nThreats-r.p.nThreats]++
			}
			k = max(k, 1)
			t.Logf("%s, %s: %.0f; chosen less planner's: free %+.2f danger %+.2f counted wounds %+.2f own (playouts) %+.2f others %+.2f; move points in hand %.2f; planner's own %.2f counted %.2f; threats more at chosen %v",
				name, kind, k, dFree/k, dDanger/k, dMean/k, dOwn/k, dOth/k, mp/k, planOwn/k, planMean/k, byThreat)
		}
		// Summaries.
		var sumOwnP, sumOwnB, sumOthP, sumOthB, sumDP, sumDB, sumFP, sumFB float64
		for _, r := range reps {
			p, b := r.p, r.b
			sumOwnP += p.own
			sumOwnB += b.own
			sumOthP += p.others
			sumOthB += b.others
			sumDP += p.danger
			sumDB += b.danger
			sumFP += p.free
			sumFB += b.free
			gainOwn := p.own - b.own
			gainOth := p.others - b.others
			switch {
			case gainOwn > 0 && gainOth > 0:
				counts["both fewer"]++
			case gainOwn > 0:
				counts["own fewer, others not"]++
			case gainOth > 0:
				counts["others fewer, own not"]++
			default:
				counts["neither fewer (value)"]++
			}
			switch {
			case gainOwn+gainOth <= 0:
			case gainOwn >= gainOth:
				counts["more own than others"]++
			default:
				counts["more others than own"]++
			}
			switch {
			case b.danger < p.danger-0.05:
				counts["danger lower at chosen"]++
			case b.danger > p.danger+0.05:
				counts["danger higher at chosen"]++
			default:
				counts["danger level"]++
			}
			if p.danger == 0 && b.danger == 0 {
				counts["both danger 0"]++
				if p.own > b.own {
					counts["both danger 0, own fewer at chosen"]++
				}
				if p.others > b.others {
					counts["both danger 0, others fewer at chosen"]++
				}
			}
			if p.nThreats > 0 {
				counts["planner's space threatened"]++
				if p.removable > 0 {
					counts["planner's space threat removable by unacted hero"]++
				}
				if p.struckDown > 0 {
					counts["planner's space threat struck down in a playout"]++
				}
			}
			if p.nThreats > b.nThreats {
				counts["fewer threats at chosen"]++
			}
			if p.nThreats < b.nThreats {
				counts["more threats at chosen"]++
			}
			if b.nearH > p.nearH {
				counts["chosen farther from friends"]++
			} else if b.nearH < p.nearH {
				counts["chosen nearer friends"]++
			}
			if b.nearV > p.nearV {
				counts["chosen farther from villains"]++
			} else if b.nearV < p.nearV {
				counts["chosen nearer villains"]++
			}
			if p.spawn != b.spawn {
				if b.spawn {
					counts["chosen on spawn, planner's not"]++
				} else {
					counts["planner's on spawn, chosen not"]++
				}
			}
			if p.elev != b.elev {
				counts["levels differ"]++
			}
			if b.danger > p.danger+0.05 && p.own-b.own > 0 {
				counts["danger higher at chosen but own fewer"]++
			}
			if p.countedMean < p.own-1 {
				counts["planner's space: own wounds > counted mean + 1"]++
			}
		}
		// By class: what the threats counted at both spaces were, and how
		// many of them the other heroes still to play reach or strike
		// down in the playouts.
		type classSum struct {
			n                                    int
			pT, bT, pRem, bRem, pDown, bDown     float64
			pMean, bMean, pOwn, bOwn, pOth, bOth float64
			nearer                               int
			pDec, bDec                           float64
			lastCard                             int     // the round's villain cards all played: the spawns come before the next
			lastOthP, lastOthB                   float64 // the others' wounds there
		}
		byClass := map[string]*classSum{}
		for _, r := range reps {
			p, b := r.p, r.b
			cl := "neither"
			switch gainOwn, gainOth := p.own-b.own, p.others-b.others; {
			case gainOwn > 0 && gainOth > 0:
				cl = "both"
			case gainOwn > 0:
				cl = "own"
			case gainOth > 0:
				cl = "others"
			}
			if r.stay {
				cl += "/stay"
			} else {
				cl += "/move"
			}
			c := byClass[cl]
			if c == nil {
				c = &classSum{}
				byClass[cl] = c
			}
			c.n++
			c.pT += float64(p.nThreats)
			c.bT += float64(b.nThreats)
			c.pRem += float64(p.removable)
			c.bRem += float64(b.removable)
			c.pDown += float64(p.struckDown) / nextSamples
			c.bDown += float64(b.struckDown) / nextSamples
			c.pMean += p.countedMean
			c.bMean += b.countedMean
			c.pOwn += p.own
			c.bOwn += b.own
			c.pOth += p.others
			c.bOth += b.others
			if b.nearV < p.nearV {
				c.nearer++
			}
			if r.cards == 0 {
				c.lastCard++
				c.lastOthP += p.others
				c.lastOthB += b.others
			}
			c.pDec += float64(p.decoys)
			c.bDec += float64(b.decoys)
		}
		classes := make([]string, 0, len(byClass))
		for k := range byClass {
			classes = append(classes, k)
		}
		sort.Strings(classes)
		for _, k := range classes {
			c := byClass[k]
			n := float64(c.n)
			t.Logf("  class %-14s %4d: threats %.2f/%.2f reached by unacted %.2f/%.2f struck down %.2f/%.2f counted %.2f/%.2f own %.2f/%.2f others %.2f/%.2f nearer villain %d decoys %.2f/%.2f (planner's/chosen); no villain card left %d, others there %.2f/%.2f",
				k, c.n, c.pT/n, c.bT/n, c.pRem/n, c.bRem/n, c.pDown/n, c.bDown/n, c.pMean/n, c.bMean/n, c.pOwn/n, c.bOwn/n, c.pOth/n, c.bOth/n, c.nearer, c.pDec/n, c.bDec/n, c.lastCard, c.lastOthP/max(float64(c.lastCard), 1), c.lastOthB/max(float64(c.lastCard), 1))
		}
		nr := float64(max(len(reps), 1))
		t.Logf("%s: %d battles, %d searches, %d replacements", name, *teachN, searches, len(reps))
		t.Logf("  mean own wounds (KO 3): planner's %.2f chosen %.2f; others' %.2f / %.2f; danger %.2f / %.2f; free value %.2f / %.2f",
			sumOwnP/nr, sumOwnB/nr, sumOthP/nr, sumOthB/nr, sumDP/nr, sumDB/nr, sumFP/nr, sumFB/nr)
		keys := make([]string, 0, len(counts))
		for k := range counts {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			t.Logf("  %-55s %5d (%.0f%%)", k, counts[k], 100*float64(counts[k])/nr)
		}
	}
}

func splitComma(s string) []string {
	var out []string
	start := 0
	for i := 0; i <= len(s); i++ {
		if i == len(s) || s[i] == ',' {
			if i > start {
				out = append(out, s[start:i])
			}
			start = i + 1
		}
	}
	return out
}
