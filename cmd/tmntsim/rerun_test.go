package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tmntsim/tmntsim/internal/cli"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
)

// rerunOfReport reads the rerun part of report.json in dir.
func rerunOfReport(t *testing.T, dir string) (rr struct {
	Tmntsim string `json:"tmntsim"`
	File    string `json:"file"`
	Command string `json:"command"`
}, headline json.RawMessage) {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(dir, "report.json"))
	if err != nil {
		t.Fatal(err)
	}
	var rj struct {
		Rerun    json.RawMessage `json:"rerun"`
		Headline json.RawMessage `json:"headline"`
	}
	if err := json.Unmarshal(data, &rj); err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(rj.Rerun, &rr); err != nil {
		t.Fatalf("report.json rerun: %v", err)
	}
	return rr, rj.Headline
}

// TestReportRerun checks that a report holds its battle file byte for
// byte, the version of tmntsim and a command line that, run in the report's
// directory, makes the same report again.
func TestReportRerun(t *testing.T) {
	useFakeGame(t, -1, nil)
	data, err := battlefile.EmbeddedData(battlefile.Default)
	if err != nil {
		t.Fatal(err)
	}
	tmp := t.TempDir()
	battle := filepath.Join(tmp, "my-battle.yaml")
	if err := os.WriteFile(battle, data, 0o666); err != nil {
		t.Fatal(err)
	}
	dir := filepath.Join(tmp, "out")
	mustRun(t, exitOK, "report", battle, "-o", dir, "-n", "200", "--budget", "0", "--skill-policies", "first", "--progress", "off",
		"--seed", "7", "-w", "2")
	got, err := os.ReadFile(filepath.Join(dir, "my-battle.yaml"))
	if err != nil {
		t.Fatalf("the report has no copy of its battle: %v", err)
	}
	if !bytes.Equal(got, data) {
		t.Errorf("the report's copy of its battle differs from the battle file")
	}
	rr, headline := rerunOfReport(t, dir)
	if rr.Tmntsim != tmntsimVersion() || rr.File != "my-battle.yaml" {
		t.Errorf("report.json rerun: tmntsim %q, file %q; want %q, my-battle.yaml", rr.Tmntsim, rr.File, tmntsimVersion())
	}
	for _, want := range []string{"tmntsim report my-battle.yaml ", "--seed=7", "--battles=200", "--budget=0s", "--skill-policies=first", "-o rerun"} {
		if !strings.Contains(rr.Command, want) {
			t.Errorf("rerun command %q lacks %q", rr.Command, want)
		}
	}
	if strings.Contains(rr.Command, "workers") {
		t.Errorf("rerun command %q names --workers, which changes no number", rr.Command)
	}
	page, _ := os.ReadFile(filepath.Join(dir, "index.html"))
	if !strings.Contains(string(page), "tmntsim "+tmntsimVersion()) || !strings.Contains(string(page), `<a href="my-battle.yaml">`) {
		t.Errorf("the page names neither the version nor the battle's copy")
	}

	t.Chdir(dir)
	args := strings.Fields(rr.Command)
	mustRun(t, exitOK, append(args[1:], "--progress", "off")...)
	_, again := rerunOfReport(t, cli.RerunOut)
	if !bytes.Equal(again, headline) {
		t.Errorf("the rerun's headline numbers differ:\n%s\nwant\n%s", again, headline)
	}
}

// TestReportGameRerun checks the copy and the rerun command line of a
// match's report, from a file and from an embedded match.
func TestReportGameRerun(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("..", "..", "sim", "munchkin", "tablefile", "tables", "table-of-four.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	tmp := t.TempDir()
	table := filepath.Join(tmp, "four.yaml")
	if err := os.WriteFile(table, data, 0o666); err != nil {
		t.Fatal(err)
	}
	dir := filepath.Join(tmp, "out")
	mustRun(t, exitOK, "report", table, "-o", dir, "-n", "50", "--progress", "off")
	if got, err := os.ReadFile(filepath.Join(dir, "four.yaml")); err != nil || !bytes.Equal(got, data) {
		t.Errorf("the report's copy of its table: %v, or it differs", err)
	}
	rr, _ := rerunOfReport(t, dir)
	if rr.Tmntsim != tmntsimVersion() || rr.File != "four.yaml" || !strings.HasPrefix(rr.Command, "tmntsim report four.yaml --battles=50 --seed=1") {
		t.Errorf("report.json rerun: %+v", rr)
	}

	mustRun(t, exitOK, "report", "genbu-v-seiryu", "-o", dir, "-n", "20", "--progress", "off")
	rr, _ = rerunOfReport(t, dir)
	if rr.File != "" || !strings.HasPrefix(rr.Command, "tmntsim report genbu-v-seiryu ") {
		t.Errorf("report.json rerun of an embedded match: %+v", rr)
	}
}

// TestRosterNote checks that a battle naming a roster file of its own gets
// the note that its rerun needs that file, and one without none.
func TestRosterNote(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("testdata", "bad", "battle-good.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	plain, own := filepath.Join(dir, "plain.yaml"), filepath.Join(dir, "own.yaml")
	files := map[string]string{plain: string(data), own: string(data) + "roster: r.yaml\n",
		filepath.Join(dir, "r.yaml"): "heroes: {}\n"}
	for f, text := range files {
		if err := os.WriteFile(f, []byte(text), 0o666); err != nil {
			t.Fatal(err)
		}
	}
	for _, c := range []struct {
		file string
		note bool
	}{{plain, false}, {own, true}, {"intro-brawl", false}} {
		l, err := battlefile.Open(c.file)
		if err != nil {
			t.Fatal(err)
		}
		if got := l.RosterNote(); (got != "") != c.note {
			t.Errorf("%s: note %q, want one: %v", c.file, got, c.note)
		}
	}
}
