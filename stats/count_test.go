package stats

import (
	"bytes"
	"strings"
	"testing"

	"github.com/tmntsim/tmntsim/sim"
)

// One knock-down on one space is "1 on 1 space", not "1 spaces".
func TestMarksLineCountsOne(t *testing.T) {
	s := newTestSummary(1)
	var r sim.Record
	fakeRecord(1, 0, &r)
	r.Marks = [sim.MaxMarks]int16{}
	r.NMarks = 1
	r.Marks[0] = 3
	s.Add(&r)
	var b bytes.Buffer
	if err := s.WriteText(&b); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(b.String(), "knock-downs  1 on 1 space;") {
		t.Errorf("text:\n%s\nwant \"knock-downs  1 on 1 space;\"", b.String())
	}
}
