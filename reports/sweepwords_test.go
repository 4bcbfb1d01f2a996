package reports

import (
	"strings"
	"testing"

	"github.com/tmntsim/tmntsim/lab"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
	"github.com/tmntsim/tmntsim/stats"
)

// TestSweepCurveWords checks that a sweep's curve speaks of its game: a
// battle's CSV and plot of the heroes and battles as before, another
// game's of its focus seat and games.
func TestSweepCurveWords(t *testing.T) {
	pts := []stats.CurvePoint{{X: 1, Wins: 30, N: 100}, {X: 2, Wins: 60, N: 100}}
	for _, c := range []struct {
		words         lab.Words
		header, row   string
		title, yLabel string
	}{
		{battlefile.StudyWords, "battle,path,value,battles,hero_wins,hero_win_rate,", "b,k,1,100,30,0.3,",
			"the heroes' win rate as", "heroes win (95% band)"},
		{lab.Words{Who: "genbu", Unit: "game", Wins: "genbu wins", Whose: "genbu's", Turns: "turns"},
			"file,seat,path,value,games,wins,win_rate,", "b,genbu,k,1,100,30,0.3,",
			"genbu's win rate as", "genbu wins (95% band)"},
	} {
		d := &DifficultyCurve{Knob: Knob{Path: "k", Label: "k"}, Target: 0.5}
		s := &Sweep{Words: c.words, Curve: d}
		s.Add("b", nil, stats.MethodWilson)
		d.Lines = append(d.Lines, CurveLine{Name: "b", Curve: stats.NewCurve(pts, stats.MethodWilson)})
		var b strings.Builder
		if err := WriteCurveCSV(&b, d); err != nil {
			t.Fatal(err)
		}
		lines := strings.Split(b.String(), "\n")
		if !strings.HasPrefix(lines[0], c.header) || !strings.HasPrefix(lines[1], c.row) {
			t.Errorf("%s: CSV begins %q, %q; want %q…, %q…", c.words.Who, lines[0], lines[1], c.header, c.row)
		}
		p := CurvePlot(d)
		if !strings.Contains(p.Title.Text, c.title) || p.Y.Label.Text != c.yLabel {
			t.Errorf("%s: plot titled %q, Y %q; want %q in it, %q", c.words.Who, p.Title.Text, p.Y.Label.Text, c.title, c.yLabel)
		}
	}
}
