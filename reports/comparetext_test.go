package reports

import (
	"bytes"
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/tmntsim/tmntsim/lab"
	"github.com/tmntsim/tmntsim/sim/simtest"
)

// A comparison of two variants of a game the reports know nothing of (the
// fake game) names each by its file and seats' policies, speaks of the
// focus seat, lists the flipped games without a log command, and its JSON
// names the game, the focus seat and both files.
func TestCompareResultGame(t *testing.T) {
	a, b := simtest.New(0.3, 0.5), simtest.New(0.6, 0.3)
	o := lab.Options{Seed: 3, Games: 400, Workers: 2}
	cmp, err := lab.Compare(context.Background(), lab.Entrant{Setup: a, Name: "A"}, lab.Entrant{Setup: b, Name: "B"}, o, 2)
	if err != nil {
		t.Fatal(err)
	}
	r := &CompareResult{A: CompareSide{Arg: "a.yaml", Setup: a}, B: CompareSide{Arg: "b.yaml", Setup: b}, Cmp: cmp, Seed: 3, Requested: 400, Flips: 2}
	var text bytes.Buffer
	if err := r.WriteText(&text); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"a.yaml, " + lab.PolicyText(a, nil), "b.yaml, " + lab.PolicyText(b, nil), "won by s0"} {
		if !strings.Contains(text.String(), want) {
			t.Errorf("text lacks %q:\n%s", want, text.String())
		}
	}
	if !strings.Contains(text.String(), "tmntsim log does not show these games") {
		t.Errorf("text does not say tmntsim log cannot show the games:\n%s", text.String())
	}
	var out bytes.Buffer
	if err := r.WriteJSON(&out); err != nil {
		t.Fatal(err)
	}
	var j map[string]any
	if err := json.Unmarshal(out.Bytes(), &j); err != nil {
		t.Fatalf("%v:\n%s", err, out.String())
	}
	if j["game"] != "simtest" || j["focus"] != "s0" {
		t.Errorf("JSON game %v, focus %v; want simtest, s0:\n%s", j["game"], j["focus"], out.String())
	}
	if !strings.Contains(out.String(), `"a.yaml"`) || !strings.Contains(out.String(), `"b.yaml"`) {
		t.Errorf("JSON lacks the files:\n%s", out.String())
	}
}

// A command line quotes the arguments a shell would split or expand.
func TestCommandLine(t *testing.T) {
	got := CommandLine("report", []string{"intro-brawl", "-o", "my report", "--vary", "", "-p", "a*"})
	if want := `tmntsim report intro-brawl -o "my report" --vary "" -p "a*"`; got != want {
		t.Errorf("got %s, want %s", got, want)
	}
}
