package stats

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/tmntsim/tmntsim/sim"
)

// groupedSchema is fakeSchema with a group of two seats' entities and the
// seat each end reason favours.
func groupedSchema() *sim.Schema {
	s := cloneSchema(&fakeSchema)
	s.Entities[0].Group, s.Entities[1].Group = "players", "players"
	s.Groups = []sim.Group{{Name: "players", Member: "player", Seat: "a", Panels: []sim.Panel{{Metric: "x", Title: "X per game"}}}}
	s.Favours = []string{"a", ""}
	return &s
}

// oneGameJSON returns the JSON of a summary of schema s holding one game
// won by seat 0.
func oneGameJSON(t *testing.T, s *sim.Schema) string {
	sum := NewSummary(s)
	sum.Requested = 1
	sum.Add(&sim.Record{Outcome: [sim.MaxSeats]sim.Outcome{sim.Won, sim.Lost, sim.Lost}, Turns: 3})
	var b strings.Builder
	if err := sum.WriteJSON(&b); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// A summary's JSON says the schema's groups (each entity's, and each
// group's member, seat and panels) and the seat each end reason favours,
// and reads them back; a schema without them (a match's, a table's)
// writes none of them.
func TestSummaryJSONGroupsAndFavours(t *testing.T) {
	js := oneGameJSON(t, groupedSchema())
	for _, want := range []string{`"favours": "a"`, `"group": "players"`, `"groups": [`, `"member": "player"`, `"seat": "a"`, `"metric": "x"`, `"title": "X per game"`} {
		if !strings.Contains(js, want) {
			t.Errorf("summary JSON lacks %s:\n%s", want, js)
		}
	}
	if n := strings.Count(js, `"favours"`); n != 1 {
		t.Errorf("%d reasons say whom they favour, want 1 (draw favours no seat)", n)
	}
	got, err := ReadSummary(strings.NewReader(js))
	if err != nil {
		t.Fatal(err)
	}
	want := groupedSchema()
	if g := got.Schema(); !reflect.DeepEqual(g.Groups, want.Groups) || !reflect.DeepEqual(g.Favours, want.Favours) || g.Entities[1].Group != "players" || g.Entities[2].Group != "" {
		t.Errorf("read back groups %+v, favours %q, entities %+v; want %+v, %q", g.Groups, g.Favours, g.Entities, want.Groups, want.Favours)
	}

	js = oneGameJSON(t, &fakeSchema)
	for _, key := range []string{`"favours"`, `"group"`, `"groups"`} {
		if strings.Contains(js, key) {
			t.Errorf("a schema without groups and favours writes %s:\n%s", key, js)
		}
	}
}

// A summary whose reason favours no seat of it, or whose entity is in a
// group it does not have, is an error naming the field.
func TestSummaryJSONGroupsChecked(t *testing.T) {
	js := oneGameJSON(t, groupedSchema())
	for _, c := range []struct{ old, new, field string }{
		{`"favours": "a"`, `"favours": "z"`, "reasons[0].favours"},
		{`"group": "players"`, `"group": "nobody"`, "groups"},
		{`"metric": "x"`, `"metric": "score"`, "groups"},
	} {
		_, err := ReadSummary(strings.NewReader(strings.Replace(js, c.old, c.new, 1)))
		var fe *FieldError
		if !errors.As(err, &fe) || !strings.Contains(err.Error(), c.field) {
			t.Errorf("%s: got %v, want an error of %s", c.new, err, c.field)
		}
	}
}
