package reports

import "testing"

// A rerun copies a file and names the copy, names an embedded file
// without data, and copies an embedded file with data under its name.
func TestNewRerun(t *testing.T) {
	for _, c := range []struct {
		source  string
		data    []byte
		file    string
		command string
	}{
		{"dir/b.yaml", []byte("x"), "b.yaml", "tmntsim report b.yaml --seed=1 -o rerun"},
		{"embedded:genbu-v-seiryu", nil, "", "tmntsim report genbu-v-seiryu --seed=1 -o rerun"},
		{"embedded:intro-brawl", []byte("x"), "intro-brawl.yaml", "tmntsim report intro-brawl.yaml --seed=1 -o rerun"},
		{"dir/summary.json", []byte("x"), "source-summary.json", "tmntsim report source-summary.json --seed=1 -o rerun"},
	} {
		rr := NewRerun("v1", c.source, c.data, []string{"--seed=1"})
		if rr.File != c.file || rr.Command != c.command || rr.Version != "v1" || string(rr.Data) != string(c.data) {
			t.Errorf("%s: got file %q command %q, want %q %q", c.source, rr.File, rr.Command, c.file, c.command)
		}
	}
}
