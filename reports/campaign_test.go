package reports

import (
	"bytes"
	"encoding/json"
	"math"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/stats"
)

// adventureSummary returns the summary of an adventure of two battles
// (the first named name) whose playthroughs took the paths of counts:
// counts[p][won] playthroughs of path p (bit k: the heroes won battle
// k+1), won: whether they won the adventure.
func adventureSummary(name string, counts [4][2]int) *stats.Summary {
	sc := &sim.Schema{Game: campaignGame, Seats: []string{"heroes", "villains"},
		Entities: []sim.Entity{{Name: name, Metrics: []string{"won"}}, {Name: "2. B", Metrics: []string{"won"}}},
		Reasons:  []string{"won 0 of 2", "won 1 of 2", "won 2 of 2"},
		Board:    &sim.Board{W: 4, H: 2, Stride: 4, Mark: campaignMark}}
	s := stats.NewSummary(sc)
	for p, c := range counts {
		for won, n := range c {
			for range n {
				var r sim.Record
				r.Outcome[0], r.Outcome[1] = sim.Lost, sim.Won
				if won == 1 {
					r.Outcome[0], r.Outcome[1] = sim.Won, sim.Lost
				}
				r.Values[0][0], r.Values[1][0] = int32(p&1), int32(p>>1&1)
				r.Mark(int16(won*4 + p))
				s.Add(&r)
			}
		}
	}
	return s
}

// The campaign of counted paths: each battle's win rate given the path so
// far, the paths most frequent first, and the battle that decides most.
func TestCampaignOf(t *testing.T) {
	// Battle 1 won in 60 of 100; battle 2 won in 45 of those 60 and 10
	// of the 40 others; the adventure is won on the paths that win
	// battle 2 (rule: the last battle).
	s := adventureSummary("1. A", [4][2]int{0b00: {30, 0}, 0b01: {15, 0}, 0b10: {0, 10}, 0b11: {0, 45}})
	c, ok := CampaignOf(s)
	if !ok {
		t.Fatal("not recognized as an adventure's summary")
	}
	type node struct {
		battle    int
		path      string
		won, of   int64
		adv, adv2 int64
	}
	want := []node{{0, "", 60, 100, 55, 100}, {1, "W", 45, 60, 45, 60}, {1, "L", 10, 40, 10, 40}}
	if len(c.Nodes) != len(want) {
		t.Fatalf("%d nodes, want %d: %+v", len(c.Nodes), len(want), c.Nodes)
	}
	for i, w := range want {
		n := c.Nodes[i]
		if n.Battle != w.battle || n.Path != w.path || n.Win.Count != w.won || n.Win.Of != w.of || n.Adventure.Count != w.adv || n.Adventure.Of != w.adv2 {
			t.Errorf("node %d: got %d %q %d/%d adventure %d/%d, want %+v", i, n.Battle, n.Path, n.Win.Count, n.Win.Of, n.Adventure.Count, n.Adventure.Of, w)
		}
	}
	var paths []string
	for _, p := range c.Paths {
		paths = append(paths, p.Path)
	}
	if got, want := strings.Join(paths, " "), "WW LL WL LW"; got != want {
		t.Errorf("paths %s, want %s (most frequent first)", got, want)
	}
	// Winning battle 1: 45/60 against 10/40; battle 2: 55/55 against 0/45.
	d1, d2 := c.Decisive[0], c.Decisive[1]
	if math.Abs(d1.Diff-(0.75-0.25)) > 1e-12 || !(d1.Lo < d1.Diff && d1.Diff < d1.Hi) {
		t.Errorf("battle 1: difference %g (%g – %g), want 0.5 inside its interval", d1.Diff, d1.Lo, d1.Hi)
	}
	if d2.Diff != 1 || !d2.Settles || d1.Settles || c.Most != 0 {
		t.Errorf("battle 2: difference %g, settles %v; decides most: battle %d; want 1, true and battle 1 (battle 2 settles it alone)", d2.Diff, d2.Settles, c.Most+1)
	}
	var text, table bytes.Buffer
	if err := WriteCampaignText(&text, c); err != nil {
		t.Fatal(err)
	}
	if err := WriteCampaignCSV(&table, c); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"heroes win the adventure  55.00%", "2. B", "W W", "decides most"} {
		if !strings.Contains(text.String(), want) {
			t.Errorf("text lacks %q:\n%s", want, text.String())
		}
	}
	if !strings.Contains(table.String(), "\nbattle,2. B,W,60,0.75,") {
		t.Errorf("CSV lacks battle 2 after a win:\n%s", table.String())
	}
}

// A battle always won has no difference to measure; a summary of another
// game is no campaign.
func TestCampaignEdges(t *testing.T) {
	s := adventureSummary("1. A", [4][2]int{0b01: {20, 0}, 0b11: {0, 30}})
	c, _ := CampaignOf(s)
	if c.Decisive[0].Measured || !c.Decisive[1].Measured || c.Most != 1 {
		t.Errorf("decisive %+v, most %d; want battle 1 unmeasured, battle 2 deciding (settling it alone, the only one measured)", c.Decisive, c.Most)
	}
	other := stats.NewSummary(&sim.Schema{Game: "tcg", Seats: []string{"a", "b"}, Reasons: []string{"x"}})
	if _, ok := CampaignOf(other); ok {
		t.Error("a match's summary taken for an adventure's")
	}
}

// The path diagram and the section escape the names they show.
func TestCampaignSectionEscapes(t *testing.T) {
	s := adventureSummary(`1. <script>alert("x")</script>`, [4][2]int{0b00: {5, 0}, 0b11: {0, 5}})
	c, _ := CampaignOf(s)
	page := string(campaignSection(c))
	if strings.Contains(page, "<script>") || !strings.Contains(page, "&lt;script&gt;") {
		t.Errorf("a battle's name is not escaped:\n%s", page)
	}
	if strings.Count(page, "<rect") != 3 {
		t.Errorf("%d boxes in the diagram, want 3 (battle 1, battle 2 after W and after L)", strings.Count(page, "<rect"))
	}
}

// The path diagram's edge labels stand clear of every edge and box: each
// label's box (11-pixel text, at most 6.5 pixels a character) keeps off
// every curve, its stroke's width included, and every battle's box.
func TestPathDiagramLabelsClear(t *testing.T) {
	s := adventureSummary("1. A", [4][2]int{0b00: {30, 0}, 0b01: {10, 5}, 0b10: {5, 10}, 0b11: {0, 40}})
	c, _ := CampaignOf(s)
	svg, _ := c.PathDiagram()
	type box struct{ x0, y0, x1, y1 float64 }
	var boxes, labels []box
	for _, m := range regexp.MustCompile(`<rect x="([\d.]+)" y="([\d.]+)" width="(\d+)" height="(\d+)"`).FindAllStringSubmatch(svg, -1) {
		x, y, w, h := atof(t, m[1]), atof(t, m[2]), atof(t, m[3]), atof(t, m[4])
		boxes = append(boxes, box{x, y, x + w, y + h})
	}
	for _, m := range regexp.MustCompile(`<text x="([\d.-]+)" y="([\d.-]+)" text-anchor="(\w+)"[^>]*>([^<]*)</text>`).FindAllStringSubmatch(svg, -1) {
		x, y, w := atof(t, m[1]), atof(t, m[2]), 6.5*float64(len([]rune(m[4])))
		if m[3] == "middle" {
			x += w / 2
		}
		labels = append(labels, box{x - w, y - 9, x, y + 2})
	}
	curves := regexp.MustCompile(`<path d="M([\d.]+) ([\d.]+) C([\d.]+) ([\d.]+) ([\d.]+) ([\d.]+) ([\d.]+) ([\d.]+)"[^>]*stroke-width="([\d.]+)"`).FindAllStringSubmatch(svg, -1)
	if len(boxes) != 3 || len(labels) != 2 || len(curves) != 2 {
		t.Fatalf("%d boxes, %d labels, %d edges; want 3, 2 and 2:\n%s", len(boxes), len(labels), len(curves), svg)
	}
	for _, l := range labels {
		for _, b := range boxes {
			if l.x0 < b.x1 && b.x0 < l.x1 && l.y0 < b.y1 && b.y0 < l.y1 {
				t.Errorf("label %v overlaps box %v", l, b)
			}
		}
		for _, m := range curves {
			var v [9]float64
			for i := range v {
				v[i] = atof(t, m[i+1])
			}
			half := v[8] / 2
			for k := 0; k <= 200; k++ {
				u := float64(k) / 200
				a, bb, cc, d := (1-u)*(1-u)*(1-u), 3*u*(1-u)*(1-u), 3*u*u*(1-u), u*u*u
				x := a*v[0] + bb*v[2] + cc*v[4] + d*v[6]
				y := a*v[1] + bb*v[3] + cc*v[5] + d*v[7]
				if x > l.x0-half && x < l.x1+half && y > l.y0-half && y < l.y1+half {
					t.Errorf("label %v crosses the edge %s at (%.0f, %.0f)", l, m[0], x, y)
					break
				}
			}
		}
	}
}

func atof(t *testing.T, s string) float64 {
	t.Helper()
	f, err := strconv.ParseFloat(s, 64)
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// A campaign stopped before its first playthrough still encodes as JSON:
// the adventure's win rate of no playthrough is null, not an encoding
// error that loses the output (it was "json: unsupported value: NaN").
func TestCampaignOfNothingEncodes(t *testing.T) {
	c, ok := CampaignOf(adventureSummary("1. A", [4][2]int{}))
	if !ok {
		t.Fatal("not recognized as an adventure's summary")
	}
	c.Decisive = append(c.Decisive, DecisiveBattle{Battle: "x", Diff: math.NaN(), Lo: math.Inf(-1), Hi: math.NaN()})
	b, err := json.Marshal(c)
	if err != nil {
		t.Fatalf("campaign of no playthrough: %v", err)
	}
	for _, want := range []string{`"win":{"count":0,"of":0,"rate":null`, `"nodes":[]`, `"paths":[]`,
		`"difference":null,"difference_ci95_low":null,"difference_ci95_high":null`} {
		if !bytes.Contains(b, []byte(want)) {
			t.Errorf("campaign of no playthrough: JSON has no %s:\n%s", want, b)
		}
	}
}
