package main

import (
	"strings"
	"testing"
)

// summarySchema is what the tests read of a summary's JSON about its
// schema: the seat each end reason favours, each entity's group and the
// groups.
type summarySchema struct {
	Reasons []struct {
		Name    string  `json:"name"`
		Favours *string `json:"favours"`
	} `json:"reasons"`
	Entities []struct {
		Name  string  `json:"name"`
		Group *string `json:"group"`
	} `json:"entities"`
	Groups []struct {
		Name string `json:"name"`
		Seat string `json:"seat"`
	} `json:"groups"`
}

// A battle's summary says which seat each end reason favours and which
// group each entity is in; a match's and a table's, whose schemas name
// neither, say nothing of them.
func TestSummaryJSONSchema(t *testing.T) {
	var b summarySchema
	runJSON(t, &b, "run", "intro-brawl", "-n", "5", "--format", "json", "--progress", "off")
	favours := map[string]string{}
	for _, r := range b.Reasons {
		if r.Favours != nil {
			favours[r.Name] = *r.Favours
		}
	}
	if favours["leaders_defeated"] != "heroes" || favours["total_party_ko"] != "villain" || len(b.Groups) != 2 || b.Groups[0].Seat != "heroes" ||
		b.Entities[0].Group == nil || *b.Entities[0].Group != "heroes" {
		t.Errorf("battle summary: favours %v, groups %+v, entities %+v", favours, b.Groups, b.Entities)
	}
	for _, file := range []string{"genbu-v-seiryu", "table-of-four"} {
		var g summarySchema
		out := runJSON(t, &g, "run", file, "-n", "5", "--format", "json", "--progress", "off")
		if strings.Contains(out, `"favours"`) || strings.Contains(out, `"group"`) || g.Groups != nil {
			t.Errorf("%s summary names groups or favours its schema has not:\n%s", file, out)
		}
	}
}
