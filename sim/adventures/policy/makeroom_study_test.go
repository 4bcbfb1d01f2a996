package policy

import (
	"bytes"
	"flag"
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
)

var makeRoomStudy = flag.Int("makeroom-study", 0, "TestMakeRoomStudy: play this many battles of each cooperative example, seed 1, with and without the AI figures making room")

// TestMakeRoomStudy measures the rule that AI figures make room
// (adventures.Battle.MakeRoom; docs/strength.md, "AI figures making
// room"): battle i of each cooperative example is played by the default
// policy from seed 1 with the rule and without, and it reports the
// battles whose record changed, the heroes' wins each way and the
// battles the rule lost and won them. Run with -makeroom-study N -v.
func TestMakeRoomStudy(t *testing.T) {
	n := *makeRoomStudy
	if n == 0 {
		t.Skip("run with -makeroom-study N")
	}
	for _, name := range battlefile.Embedded() {
		l, err := battlefile.Open(name)
		if err != nil {
			t.Fatal(err)
		}
		if l.Battle.Competitive != nil {
			continue
		}
		off, on := *l.Battle, *l.Battle
		off.MakeRoom, on.MakeRoom = false, true
		var games [2]sim.Game
		for i, b := range []*adventures.Battle{&off, &on} {
			if games[i], err = NewSetup(b, "").NewGame(nil); err != nil {
				t.Fatal(err)
			}
		}
		var r [2]sim.Record
		changed, lost, won, movedOn := 0, 0, 0, 0
		var wins [2]int
		var lw roomLines
		for i := range n {
			if i < 2000 {
				lw.n = 0
				games[1].(*adventures.Game).SetLog(&lw)
			} else {
				games[1].(*adventures.Game).SetLog(nil)
			}
			for k, g := range games {
				g.(*adventures.Game).Play(1, uint64(i), &r[k])
				if r[k].Outcome[adventures.SeatHeroes] == sim.Won {
					wins[k]++
				}
			}
			if r[0] != r[1] {
				changed++
			}
			if i < 2000 && lw.n > 0 {
				movedOn++
			}
			w0, w1 := r[0].Outcome[adventures.SeatHeroes] == sim.Won, r[1].Outcome[adventures.SeatHeroes] == sim.Won
			if w0 && !w1 {
				lost++
			}
			if w1 && !w0 {
				won++
			}
		}
		t.Logf("%-17s %d battles: %d changed; heroes win %.2f%% without, %.2f%% with; the rule loses them %d, wins them %d; a figure moves on in %d of the first %d",
			name, n, changed, 100*float64(wins[0])/float64(n), 100*float64(wins[1])/float64(n), lost, won, movedOn, min(n, 2000))
	}
}

// roomLines counts the lines of a battle log that tell a figure making
// room.
type roomLines struct{ n int }

func (w *roomLines) Write(p []byte) (int, error) {
	if bytes.HasPrefix(p, []byte("make room:")) {
		w.n++
	}
	return len(p), nil
}
