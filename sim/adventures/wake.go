package adventures

import (
	"github.com/tmntsim/tmntsim/internal/plural"
	"github.com/tmntsim/tmntsim/sim/adventures/grid"
)

// This file holds what wakes unaware villain figures (a round, a hero
// seen, an alarm) and the cameras that turn and raise alarms (Adventures,
// "Unaware Figures", "Cameras").

// wakeType makes the unaware figures of type t with trigger w aware.
func (g *Game) wakeType(t int, w Wake) {
	if g.B.Villains[t].Wake != w {
		return
	}
	for id := g.vStart[t]; id < g.vStart[t+1]; id++ {
		g.Figs[id].Aware = true
	}
}

// wakeAll wakes every type with trigger w.
func (g *Game) wakeAll(w Wake) {
	for t := range g.B.Villains {
		g.wakeType(t, w)
	}
}

// wakeOnRound wakes types whose stated round has come (Adventures, "Unaware
// Figures").
func (g *Game) wakeOnRound() {
	for t := range g.B.Villains {
		v := &g.B.Villains[t]
		if v.Wake == WakeOnRound && g.Round >= v.WakeRound {
			g.wakeType(t, WakeOnRound)
		}
	}
}

// wakeOnSight wakes unaware figures that see hero h end a move, and alerts
// every camera that sees it.
func (g *Game) wakeOnSight(h int) {
	for id := g.nh; id < g.nf; id++ {
		f := &g.Figs[id]
		if f.Where == onMap && !f.Aware && g.B.Villains[f.Type].Wake == WakeOnSight && g.CanSee(id, h) {
			g.wakeType(int(f.Type), WakeOnSight)
		}
	}
	var gs grid.Set
	giants := g.giants(&gs)
	for c := range g.B.Map.Cameras {
		g.ctr.LOS++
		if g.B.Map.CameraSees(&g.Map, c, g.Figs[h].Cell, giants) {
			g.alert(c)
		}
	}
}

// rotateCameras turns every camera at the start of a round, then alerts it
// once per hero in its line of sight (Adventures, "Cameras").
func (g *Game) rotateCameras() {
	if len(g.B.Map.Cameras) == 0 {
		return
	}
	g.B.Map.RotateCameras(&g.Map)
	var gs grid.Set
	giants := g.giants(&gs)
	for c := range g.B.Map.Cameras {
		for h := 0; h < g.nh; h++ {
			if g.Figs[h].Standing() && g.countLOS() && g.B.Map.CameraSees(&g.Map, c, g.Figs[h].Cell, giants) {
				g.alert(c)
			}
		}
	}
	g.checkEnd()
}

// alert records a camera alert and wakes figures that wake on alarms.
func (g *Game) alert(c int) {
	g.alerts++
	if g.log != nil {
		g.logf("camera: camera at %s is alerted (%s)", g.B.Map.Cameras[c].Cell.Label(), plural.Of(g.alerts, "alert"))
	}
	g.wakeAll(WakeOnAlarm)
}
