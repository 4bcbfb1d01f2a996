package sim

import (
	"bytes"
	"slices"
	"testing"
)

func TestSchemaCheck(t *testing.T) {
	ok := Schema{Game: "g", Seats: []string{"a", "b"}, Focus: 1, Reasons: []string{"end", "limit"}, Favours: []string{"b", ""},
		Entities: []Entity{{Name: "a", Metrics: []string{"x"}}, {Name: "p", Metrics: []string{"x", "y"}, Group: "pieces"}, {Name: "q", Metrics: []string{"y"}, Group: "pieces"}},
		Groups:   []Group{{Name: "pieces", Member: "piece", Seat: "a", Panels: []Panel{{Metric: "y", Title: "Y"}}}}}
	if err := ok.Check(); err != nil {
		t.Fatalf("got %v, want nil", err)
	}
	if got := ok.GroupEntities(0); !slices.Equal(got, []int{1, 2}) {
		t.Errorf("GroupEntities(0) = %v, want [1 2]", got)
	}
	if got := ok.Seat("b"); got != 1 {
		t.Errorf("Seat(b) = %d, want 1", got)
	}
	bad := []Schema{
		{Game: "g", Reasons: []string{"end"}},
		{Game: "g", Seats: make([]string, MaxSeats+1), Reasons: []string{"end"}},
		{Game: "g", Seats: []string{"a"}, Focus: 1, Reasons: []string{"end"}},
		{Game: "g", Seats: []string{"a"}},
		{Game: "g", Seats: []string{"a"}, Reasons: []string{"end"}, Entities: make([]Entity, MaxEntities+1)},
		{Game: "g", Seats: []string{"a"}, Reasons: []string{"end"}, Entities: []Entity{{Name: "a", Metrics: make([]string, MaxMetrics+1)}}},
		{Game: "g", Seats: []string{"a"}, Reasons: []string{"end"}, Board: &Board{W: 5, H: 3, Stride: 4}},
		{Game: "g", Seats: []string{"a"}, Reasons: []string{"end"}, Board: &Board{W: -1, H: 3, Stride: 4}},
		// An entity of a group the schema lacks.
		{Game: "g", Seats: []string{"a"}, Reasons: []string{"end"}, Entities: []Entity{{Name: "e", Group: "kind"}}},
		// A group without a member's word, two of one name, one of a seat
		// the schema lacks, one plotting a metric its entity lacks.
		{Game: "g", Seats: []string{"a"}, Reasons: []string{"end"}, Groups: []Group{{Name: "kind"}}},
		{Game: "g", Seats: []string{"a"}, Reasons: []string{"end"}, Groups: []Group{{Name: "kind", Member: "k"}, {Name: "kind", Member: "k"}}},
		{Game: "g", Seats: []string{"a"}, Reasons: []string{"end"}, Groups: []Group{{Name: "kind", Member: "k", Seat: "b"}}},
		{Game: "g", Seats: []string{"a"}, Reasons: []string{"end"}, Entities: []Entity{{Name: "e", Metrics: []string{"x"}, Group: "kind"}},
			Groups: []Group{{Name: "kind", Member: "k", Panels: []Panel{{Metric: "y", Title: "Y"}}}}},
		// Favours not one per reason, or of a seat the schema lacks.
		{Game: "g", Seats: []string{"a"}, Reasons: []string{"end", "other"}, Favours: []string{"a"}},
		{Game: "g", Seats: []string{"a"}, Reasons: []string{"end"}, Favours: []string{"b"}},
	}
	for i, s := range bad {
		if err := s.Check(); err == nil {
			t.Errorf("schema %d: got nil, want an error", i)
		}
	}
	// Words given in part; none is a schema read back from a summary, not
	// a game's.
	part := ok
	part.Words = Words{Game: "game", Length: "turns", Who: "b"}
	if err := part.Check(); err == nil {
		t.Errorf("words without a win column: got nil, want an error")
	}
	if err := ok.CheckGame(); err == nil {
		t.Errorf("CheckGame of a schema without words: got nil, want an error")
	}
	ok.Words = SeatWords("b")
	if err := ok.CheckGame(); err != nil {
		t.Errorf("CheckGame: got %v, want nil", err)
	}
	if got, want := SeatWords("genbu"), (Words{Game: "game", Length: "turns", Who: "genbu", WinCol: "GENBU WINS"}); got != want {
		t.Errorf("SeatWords(genbu) = %+v, want %+v", got, want)
	}
	if got := Lost.String(); got != "lost" {
		t.Errorf("Lost.String() = %q, want lost", got)
	}
}

func TestRecordMark(t *testing.T) {
	var r Record
	for c := range MaxMarks + 3 {
		r.Mark(int16(c))
	}
	if r.NMarks != MaxMarks || r.MarksLost != 3 {
		t.Fatalf("NMarks %d, MarksLost %d; want %d, 3", r.NMarks, r.MarksLost, MaxMarks)
	}
	if r.Marks[MaxMarks-1] != MaxMarks-1 {
		t.Errorf("last kept mark %d, want %d", r.Marks[MaxMarks-1], MaxMarks-1)
	}
}

func TestAppendRecord(t *testing.T) {
	s := Schema{Game: "g", Seats: []string{"a", "b"}, Reasons: []string{"r"},
		Entities: []Entity{{Name: "e", Metrics: []string{"m", "n"}}}}
	var r Record
	r.Outcome = [MaxSeats]Outcome{Won, Lost, Drew} // seat 2 is not in the schema
	r.Reason, r.Turns = 3, 0x0102
	r.Values[0] = [MaxMetrics]int32{-1, 7, 9} // metric 2 is not in the schema
	r.Values[1][0] = 5                        // nor entity 1
	r.Mark(0x0304)
	r.MarksLost = 2
	got := AppendRecord([]byte{0xff}, &s, &r)
	want := []byte{0xff, 1, 2, 3, 0x02, 0x01, 0xff, 0xff, 0xff, 0xff, 7, 0, 0, 0, 1, 0x04, 0x03, 2, 0}
	if !bytes.Equal(got, want) {
		t.Errorf("got % x, want % x", got, want)
	}
}
