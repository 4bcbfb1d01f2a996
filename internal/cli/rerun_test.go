package cli

import (
	"bytes"
	"testing"
)

// TestReportRerun: the command line of a report's rerun names the copy of
// its file, every flag that decides the numbers at its value and each
// policy, and leaves out where it writes and what does not change them.
func TestReportRerun(t *testing.T) {
	s := newTestSet(new(bytes.Buffer))
	s.Add(Flag{Name: "old", Usage: "hidden", Hidden: true})
	if err := s.Parse([]string{"-n", "50", "-w", "3", "--old", "x"}); err != nil {
		t.Fatal(err)
	}
	rr := s.ReportRerun("v1", []string{"greedy", "villain=planner"}, "embedded:intro-brawl", []byte("name: x\n"))
	want := "tmntsim report intro-brawl.yaml --battles=50 --policy=greedy --policy=villain=planner --format=text -o rerun"
	if rr.Command != want || rr.File != "intro-brawl.yaml" || rr.Version != "v1" || string(rr.Data) != "name: x\n" {
		t.Errorf("got %q, file %q, version %q; want %q, intro-brawl.yaml, v1", rr.Command, rr.File, rr.Version, want)
	}
	if rr := s.ReportRerun("v1", nil, "table-of-four", nil); rr.File != "" || rr.Command[:29] != "tmntsim report table-of-four " {
		t.Errorf("an embedded game: got %q, file %q; want the embedded name and no copy", rr.Command, rr.File)
	}
}
