package reports

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/tmntsim/tmntsim/lab"
)

// TestNewTuning: a tuning takes its words from the study and the
// subject (the source made safe for a terminal, the target as given),
// and Write prints the JSON, complete or not, or the text.
func TestNewTuning(t *testing.T) {
	st, err := lab.ParseTune(1, "round_limit=4..8", "0.3", 200, 100)
	if err != nil {
		t.Fatal(err)
	}
	sub := &lab.Subject{Source: "a\x1b[2Jb.yaml", Policies: "policy greedy", Words: lab.Words{Unit: "battle", Who: "the heroes", Wins: "heroes win"}}
	x := NewTuning(&st, sub, &lab.Tuning{Best: -1}, 9)
	var buf bytes.Buffer
	if err := x.Write(&buf, "json", false); err != nil {
		t.Fatal(err)
	}
	var j TuneJSON
	if err := json.Unmarshal(buf.Bytes(), &j); err != nil {
		t.Fatalf("%v\n%s", err, buf.String())
	}
	if j.Path != "round_limit" || j.Given != "round_limit" || j.Target != 0.3 || j.Seed != 9 || j.Complete || j.Unit != "battles" || strings.ContainsRune(j.Source, '\x1b') {
		t.Errorf("got %+v", j)
	}
	buf.Reset()
	if err := x.Write(&buf, "text", true); err != nil {
		t.Fatal(err)
	}
	if want := "tune round_limit of "; !strings.HasPrefix(buf.String(), want) || !strings.Contains(buf.String(), "winning 30.00%, policy greedy, seed 9") {
		t.Errorf("text:\n%s\nwant it to begin %q and name the target, policies and seed", buf.String(), want)
	}
}
