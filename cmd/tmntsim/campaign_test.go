package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// advTestdata is the directory of the example adventure's second version
// (one battle differs) and of the first as a file.
const advTestdata = "../../sim/adventures/adventure/testdata"

// The example adventure end to end: campaign prints the paths, its shards
// merge into the whole run, and its summary resumes.
func TestCampaign(t *testing.T) {
	ctx := context.Background()
	code, out, errs := tmntsim(ctx, "campaign", "shell-shocked", "-n", "60", "-p", "greedy", "--progress", "off")
	if code != exitOK {
		t.Fatalf("exit %d, stderr %q", code, errs)
	}
	for _, want := range []string{"heroes win the adventure", "P(heroes win the battle | path so far", "1. Intro Brawl", "(start)", "decides most"} {
		if !strings.Contains(out, want) {
			t.Errorf("campaign does not say %q:\n%s", want, out)
		}
	}
	dir := t.TempDir()
	var parts []string
	for _, s := range []string{"0/2", "1/2"} {
		f := filepath.Join(dir, "part-"+s[:1]+".json")
		if code, _, errs := tmntsim(ctx, "campaign", "shell-shocked", "-n", "60", "-p", "greedy", "--shard", s, "-o", f, "--progress", "off"); code != exitOK {
			t.Fatalf("shard %s: exit %d, stderr %q", s, code, errs)
		}
		parts = append(parts, f)
	}
	merged, whole := filepath.Join(dir, "merged.json"), filepath.Join(dir, "whole.json")
	if code, _, errs := tmntsim(ctx, append([]string{"merge", "-o", merged}, parts...)...); code != exitOK {
		t.Fatalf("merge: exit %d, stderr %q", code, errs)
	}
	half := filepath.Join(dir, "half.json")
	if code, _, errs := tmntsim(ctx, "campaign", "shell-shocked", "-n", "30", "-p", "greedy", "-o", half, "--progress", "off"); code != exitOK {
		t.Fatalf("half: exit %d, stderr %q", code, errs)
	}
	if code, _, errs := tmntsim(ctx, "campaign", "--resume", half, "-n", "60", "-o", whole, "--progress", "off"); code != exitOK {
		t.Fatalf("resume: exit %d, stderr %q", code, errs)
	}
	read := func(f string) string {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		return perfJSON.ReplaceAllString(string(b), "")
	}
	if g, w := read(merged), read(whole); g != w {
		t.Errorf("shards merged differ from the resumed whole run:\n%s\nwant\n%s", g, w)
	}
	code, out, _ = tmntsim(ctx, "campaign", "--resume", whole, "--format", "csv", "--progress", "off")
	if code != exitOK || !strings.HasPrefix(out, "section,battle,path,playthroughs,value,ci95_low,ci95_high\nadventure,,,60,") {
		t.Errorf("csv: exit %d:\n%s", code, out)
	}
}

// An adventure runs through run and report (whose page draws the paths),
// validate and schema know it, and compare pairs two versions that differ
// in one battle: the easier rooftop wins more often.
func TestAdventureThroughTheLab(t *testing.T) {
	ctx := context.Background()
	a, b := filepath.Join(advTestdata, "shell-shocked.yaml"), filepath.Join(advTestdata, "shell-shocked-easier-rooftop.yaml")
	if code, out, errs := tmntsim(ctx, "run", a, "-n", "40", "-p", "greedy", "--progress", "off"); code != exitOK || !strings.Contains(out, "game  adventure") || !strings.Contains(out, "decides most") {
		t.Errorf("run: exit %d, stderr %q:\n%s", code, errs, out)
	}
	dir := filepath.Join(t.TempDir(), "report")
	if code, _, errs := tmntsim(ctx, "report", a, "-n", "40", "-p", "greedy", "-o", dir, "--progress", "off"); code != exitOK {
		t.Fatalf("report: exit %d, stderr %q", code, errs)
	}
	page, err := os.ReadFile(filepath.Join(dir, "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"The adventure's paths", `<svg class="paths"`, "campaign.csv"} {
		if !strings.Contains(string(page), want) {
			t.Errorf("the report's page has no %q", want)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "campaign.csv")); err != nil {
		t.Error(err)
	}
	code, out, errs := tmntsim(ctx, "compare", a, b, "-n", "150", "--progress", "off")
	if code != exitOK {
		t.Fatalf("compare: exit %d, stderr %q", code, errs)
	}
	if !strings.Contains(out, "playthrough i of A and of B played from the same seed") || !strings.Contains(out, "in B, the heroes win more often") {
		t.Errorf("compare does not find the easier rooftop:\n%s", out)
	}
	if code, out, _ := tmntsim(ctx, "validate", a, b); code != exitOK || strings.Count(out, ": ok: ") != 2 {
		t.Errorf("validate: exit %d:\n%s", code, out)
	}
	if code, out, _ := tmntsim(ctx, "schema", "adventure"); code != exitOK || !strings.Contains(out, "tmntsim adventure file") {
		t.Errorf("schema adventure: exit %d", code)
	}
}

// Bad input to campaign is a clear error, never a panic: a file that is
// not an adventure, a bad format, a villain policy for Cooperative battles.
func TestCampaignErrors(t *testing.T) {
	ctx := context.Background()
	for _, tc := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"campaign", "genbu-v-seiryu"}, exitError, "is not an adventure"},
		{[]string{"campaign", "intro-brawl"}, exitError, "is not an adventure"},
		{[]string{"campaign", "shell-shockd"}, exitError, `no adventure file or embedded adventure "shell-shockd" (did you mean "shell-shocked"?)`},
		{[]string{"campaign"}, exitUsage, "give one adventure"},
		{[]string{"campaign", "shell-shocked", "--format", "xml"}, exitUsage, `unknown format "xml"`},
		{[]string{"campaign", "shell-shocked", "-p", "villains=planner"}, exitUsage, "Cooperative Mode"},
		{[]string{"campaign", "shell-shocked", "-p", "nobody=greedy"}, exitUsage, `no seat "nobody"`},
	} {
		code, _, errs := tmntsim(ctx, tc.args...)
		if code != tc.code || !strings.Contains(errs, tc.want) {
			t.Errorf("%v: exit %d, stderr %q; want exit %d saying %q", tc.args, code, errs, tc.code, tc.want)
		}
	}
}

// An interrupted campaign writes its summary so far, marked incomplete,
// prints the campaign of what was played and exits 130; --resume ends
// where an uninterrupted run does.
func TestCampaignInterrupted(t *testing.T) {
	dir := t.TempDir()
	part, whole := filepath.Join(dir, "part.json"), filepath.Join(dir, "whole.json")
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	var stdout, stderr bytes.Buffer
	code := doCampaign(ctx, &env{stdout: &stdout, stderr: &stderr, stdin: strings.NewReader("")},
		[]string{"shell-shocked", "-n", "40", "-p", "greedy", "-o", part, "--progress", "off"})
	out, errs := stdout.String(), stderr.String()
	if code != exitInterrupted || !strings.Contains(errs, "interrupted") || !strings.Contains(out, "heroes win the adventure") {
		t.Fatalf("exit %d, stderr %q, stdout %q; want %d and the campaign so far", code, errs, out, exitInterrupted)
	}
	if b, err := os.ReadFile(part); err != nil || !strings.Contains(string(b), `"complete": false`) {
		t.Fatalf("-o: %v; want a summary marked incomplete", err)
	}
	if code, _, errs := tmntsim(context.Background(), "campaign", "--resume", part, "--progress", "off"); code != exitOK {
		t.Fatalf("resume: exit %d, stderr %q", code, errs)
	}
	if code, _, errs := tmntsim(context.Background(), "campaign", "shell-shocked", "-n", "40", "-p", "greedy", "-o", whole, "--progress", "off"); code != exitOK {
		t.Fatalf("whole: exit %d, stderr %q", code, errs)
	}
	a, _ := os.ReadFile(part)
	b, _ := os.ReadFile(whole)
	if g, w := perfJSON.ReplaceAllString(string(a), ""), perfJSON.ReplaceAllString(string(b), ""); g != w {
		t.Errorf("resumed:\n%s\nwant the uninterrupted run:\n%s", g, w)
	}
}

// A shard of a campaign, and a merge of some of its shards, say how many
// of the run's shards they hold and which are missing, never complete.
func TestCampaignShardIsNotComplete(t *testing.T) {
	out, _ := mustRun(t, exitOK, "campaign", "shell-shocked", "-n", "40", "--shard", "1/4", "--progress", "off")
	if want := "shard 1/4: 10 playthroughs, 1 of 4 shards, missing 0/4, 2/4, 3/4"; !strings.Contains(out, want) || strings.Contains(out, "complete") {
		t.Errorf("campaign --shard 1/4:\n%s\nwant %q and not complete", out, want)
	}
}

// A merge of a campaign's shards counts playthroughs, as campaign does,
// and names its game as a game: "game  adventure (shell-shocked)".
func TestMergedCampaignSaysPlaythroughs(t *testing.T) {
	dir := t.TempDir()
	var parts []string
	for _, s := range []string{"0/2", "1/2"} {
		f := filepath.Join(dir, "part-"+s[:1]+".json")
		mustRun(t, exitOK, "campaign", "shell-shocked", "-n", "20", "-p", "greedy", "--shard", s, "-o", f, "--progress", "off")
		parts = append(parts, f)
	}
	out, _ := mustRun(t, exitOK, append([]string{"merge"}, parts...)...)
	for _, want := range []string{"game  adventure (shell-shocked)", "20 of 20 playthroughs, complete", "end reason  playthroughs", "mean per playthrough", "playthroughs/s"} {
		if !strings.Contains(out, want) {
			t.Errorf("merge does not say %q:\n%s", want, out)
		}
	}
	if strings.Contains(out, "games") || strings.Contains(out, "playthrough adventure") {
		t.Errorf("merge speaks of games, or names the game a playthrough:\n%s", out)
	}
	// Then the campaign's tables, as run prints them after an adventure's
	// summary, and its speed last.
	for _, want := range []string{"\nheroes win the adventure  ", "P(heroes win the battle | path so far", "\ndecides most  "} {
		if !strings.Contains(out, want) {
			t.Errorf("merge does not print the campaign's %q:\n%s", want, out)
		}
	}
	if !strings.HasPrefix(out[strings.LastIndex(strings.TrimSuffix(out, "\n"), "\n")+1:], "speed  ") {
		t.Errorf("merge's last line is not its speed:\n%s", out)
	}
}

// An adventure's report counts playthroughs, on the terminal and on its
// page, as campaign does.
func TestAdventureReportSaysPlaythroughs(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "report")
	out, _ := mustRun(t, exitOK, "report", "shell-shocked", "-n", "20", "-p", "greedy", "-o", dir, "--progress", "off")
	if !strings.Contains(out, "(20 playthroughs played in ") {
		t.Errorf("report's text does not count playthroughs:\n%s", out)
	}
	page, err := os.ReadFile(filepath.Join(dir, "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"playthroughs played in ", "How playthroughs end", "mean per playthrough", "<th>playthroughs</th>"} {
		if !strings.Contains(string(page), want) {
			t.Errorf("the report's page does not say %q", want)
		}
	}
	if strings.Contains(string(page), " games") {
		t.Errorf("the report's page speaks of games:\n%s", page)
	}
}
