package reports

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// A report with an Allies table writes its picture, its CSV and its rows,
// names escaped, and its JSON; a report without has none of them.
func TestReportAllies(t *testing.T) {
	r := testReport(t)
	r.Allies = &Impact{Allies: true, Seat: "heroes", Games: 1000, Cards: []ImpactCard{
		{Name: "Casey <Jones>", Side: "heroes", Copies: 1, Effect: 0.2, Lo: 0.15, Hi: 0.25},
		{Name: "Tiger Claw", Side: "villain", Copies: 1, Effect: -0.05, Lo: -0.1, Hi: 0.01},
	}}
	dir := filepath.Join(t.TempDir(), "report")
	if err := Write(dir, r); err != nil {
		t.Fatal(err)
	}
	checkPNG(t, filepath.Join(dir, "allies.png"))
	checkCSV(t, filepath.Join(dir, "allies.csv"))
	html, err := os.ReadFile(filepath.Join(dir, "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	page := string(html)
	row := regexp.MustCompile(`<td>1</td><td>Casey &lt;Jones&gt;</td><td>heroes</td><td class="n">&#43;20.00 pts</td><td class="n">&#43;15.00 – &#43;25.00</td><td>helps</td>`)
	if !row.MatchString(page) || !strings.Contains(page, "<td>Tiger Claw</td><td>villain</td>") {
		t.Errorf("index.html: the Allies table's rows are missing or wrong")
	}
	data, err := os.ReadFile(filepath.Join(dir, "report.json"))
	if err != nil {
		t.Fatal(err)
	}
	var j struct {
		Allies *ImpactJSON `json:"allies"`
	}
	if err := json.Unmarshal(data, &j); err != nil {
		t.Fatal(err)
	}
	if j.Allies == nil || len(j.Allies.Cards) != 2 || j.Allies.Cards[1].Side != "villain" {
		t.Errorf("report.json: allies %+v, want the two allies", j.Allies)
	}

	r.Allies = nil
	dir = filepath.Join(t.TempDir(), "plain")
	if err := Write(dir, r); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(dir, "allies.csv")); err == nil {
		t.Error("a report without allies wrote allies.csv")
	}
	if html, _ := os.ReadFile(filepath.Join(dir, "index.html")); strings.Contains(string(html), "allies.png") {
		t.Error("a report without allies shows an Allies table")
	}
}

// The page's table of runs says how many battles the Allies table played,
// and that the time budget cut them short when it did.
func TestReportAlliesCut(t *testing.T) {
	r := testReport(t)
	cards := []ImpactCard{{Name: "Casey Jones", Side: "heroes", Copies: 1}, {Name: "Tiger Claw", Side: "villain", Copies: 1}}
	for _, c := range []struct {
		games, asked int64
		want         string
	}{
		{120, 1000, `<td class="n cut">120 each of 1,000 (time budget)</td>`},
		{1000, 0, `<td class="n">1,000 each</td>`},
	} {
		r.Allies = &Impact{Allies: true, Seat: "heroes", Games: c.games, Asked: c.asked, Cards: cards}
		dir := filepath.Join(t.TempDir(), "report")
		if err := Write(dir, r); err != nil {
			t.Fatal(err)
		}
		html, err := os.ReadFile(filepath.Join(dir, "index.html"))
		if err != nil {
			t.Fatal(err)
		}
		if page := string(html); !strings.Contains(page, "Allies table: no ally card offered, and each of 2 alone") || !strings.Contains(page, c.want) {
			t.Errorf("%d of %d battles: the runs table lacks the Allies table's row %s", c.games, c.asked, c.want)
		}
	}
}
