package main

import (
	"bytes"
	"context"
	"encoding/csv"
	"encoding/json"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"

	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
)

// TestOutputKinds writes run's -o to a symbolic link, over a file of mode
// 0644, to a new file under umask 002 and to a device like /dev/null: the link stays a
// link, the modes are the user's, the device stays a device.
func TestOutputKinds(t *testing.T) {
	useFakeGame(t, -1, nil)
	dir := t.TempDir()
	real := filepath.Join(dir, "real.json")
	os.WriteFile(real, []byte("{}"), 0o644)
	link := filepath.Join(dir, "link.json")
	os.Symlink("real.json", link)
	if code, _, errs := tmntsim(context.Background(), "run", "-n", "100", "-o", link); code != exitOK {
		t.Fatalf("run -o LINK: exit %d, %s", code, errs)
	}
	if fi, err := os.Lstat(link); err != nil || fi.Mode()&fs.ModeSymlink == 0 {
		t.Errorf("-o LINK replaced the link by a file")
	}
	fi, _ := os.Stat(real)
	if fi.Mode().Perm() != 0o644 {
		t.Errorf("-o over a 0644 file left mode %v", fi.Mode().Perm())
	}
	if b, _ := os.ReadFile(real); !json.Valid(b) || len(b) < 100 {
		t.Errorf("the link's target holds %q, want the summary", b)
	}

	old := syscall.Umask(0o002)
	code, _, errs := tmntsim(context.Background(), "run", "-n", "100", "-o", filepath.Join(dir, "new.json"))
	syscall.Umask(old)
	if code != exitOK {
		t.Fatalf("run -o NEW: exit %d, %s", code, errs)
	}
	if fi, _ := os.Stat(filepath.Join(dir, "new.json")); fi.Mode().Perm() != 0o664 {
		t.Errorf("a new -o under umask 002 has mode %v, want -rw-rw-r--", fi.Mode().Perm())
	}

	null := filepath.Join(dir, "null") // a device like /dev/null, where a regression harms nothing
	if err := syscall.Mknod(null, syscall.S_IFCHR|0o666, 1<<8|3); err != nil {
		t.Skip("cannot make a device:", err)
	}
	if code, _, errs := tmntsim(context.Background(), "run", "-n", "100", "-o", null); code != exitOK {
		t.Fatalf("run -o %s: exit %d, %s", null, code, errs)
	}
	if fi, err := os.Stat(null); err != nil || fi.Mode()&fs.ModeDevice == 0 {
		t.Fatalf("run -o DEVICE replaced the device: %v", fi.Mode())
	}
}

// TestOutputCheckedFirst gives every command an output it cannot write:
// each refuses before playing a battle, naming the flag.
func TestOutputCheckedFirst(t *testing.T) {
	played := 0
	useFakeGame(t, -1, func(uint64) { played++ })
	dir := t.TempDir()
	missing := filepath.Join(dir, "no", "such", "out")
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"run", "-n", "10", "-o", dir}, "-o " + dir + ": " + dir + " is a directory"},
		{[]string{"run", "-n", "10", "-o", missing}, "-o " + missing + ": directory"},
		{[]string{"compare", "-n", "10", "--vs", "greedy", "-o", dir}, "-o " + dir + ":"},
		{[]string{"sweep", "-n", "10", "--vary", "villains.foot-ninja.figures=6,8", "--csv", dir}, "--csv " + dir + ":"},
		{[]string{"sweep", "-n", "10", "--vary", "villains.foot-ninja.figures=6,8", "--png", missing}, "--png " + missing + ":"},
		{[]string{"tune", "-n", "10", "--vary", "villains.foot-ninja.figures=6..9", "--target", "50%", "-o", dir}, "-o " + dir + ":"},
		{[]string{"tournament", "-n", "10", "-o", missing}, "-o " + missing + ":"},
		{[]string{"merge", "-o", dir, "x.json"}, "-o " + dir + ":"},
		{[]string{"show", "--png", dir}, "--png " + dir + ":"},
		{[]string{"dice", "--attack", "3", "--png", dir}, "--png " + dir + ":"},
	} {
		played = 0
		code, _, errs := tmntsim(context.Background(), c.args...)
		if code != exitError || !strings.Contains(errs, c.want) {
			t.Errorf("%v: exit %d, stderr %q; want %d and %q", c.args, code, errs, exitError, c.want)
		}
		if played > 0 {
			t.Errorf("%v: played %d battles before refusing", c.args, played)
		}
	}
}

// TestOutputRescued takes -o's directory away while the battles are
// played: the summary JSON is then printed on stdout, and stderr says so.
func TestOutputRescued(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "gone")
	os.Mkdir(dir, 0o755)
	useFakeGame(t, -1, func(i uint64) {
		if i == 50 {
			os.RemoveAll(dir)
		}
	})
	code, out, errs := tmntsim(context.Background(), "run", "-n", "100", "-w", "1", "-o", filepath.Join(dir, "s.json"))
	if code != exitError {
		t.Errorf("exit %d, want %d", code, exitError)
	}
	if !strings.Contains(errs, "summary JSON follows on standard output") {
		t.Errorf("stderr %q does not say where the summary went", errs)
	}
	var s struct {
		Battles int64 `json:"games"`
	}
	if err := json.Unmarshal([]byte(out), &s); err != nil || s.Battles != 100 {
		t.Errorf("stdout is not the summary of 100 battles (%v): %.200q", err, out)
	}
}

// TestReportOutChecked gives report -o the current directory and a file:
// both are refused before a battle is played.
func TestReportOutChecked(t *testing.T) {
	played := 0
	useFakeGame(t, -1, func(uint64) { played++ })
	dir := t.TempDir()
	t.Chdir(dir)
	for _, out := range []string{".", "file"} {
		if out == "file" {
			os.WriteFile("file", nil, 0o644) // after ".": the current directory is empty
		}
		played = 0
		code, _, errs := tmntsim(context.Background(), "report", "-n", "100", "--budget", "0", "--progress", "off", "-o", out)
		if code != exitError || !strings.HasPrefix(errs, "tmntsim: -o "+out+": ") {
			t.Errorf("report -o %s: exit %d, stderr %q; want %d and an error naming -o", out, code, errs, exitError)
		}
		if played > 0 {
			t.Errorf("report -o %s: played %d battles before refusing", out, played)
		}
	}
}

// runWith runs a command's do function with ctx.
func runWith(ctx context.Context, do func(context.Context, *env, []string) int, args ...string) (code int, stdout, stderr string) {
	var out, errb bytes.Buffer
	code = do(ctx, &env{stdout: &out, stderr: &errb, stdin: strings.NewReader("")}, args)
	return code, out.String(), errb.String()
}

// csvColumn returns the column named name of every row of a CSV file.
func csvColumn(t *testing.T, file, name string) []string {
	t.Helper()
	f, err := os.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rows, err := csv.NewReader(f).ReadAll()
	if err != nil || len(rows) < 2 {
		t.Fatalf("%s: %d rows, %v", file, len(rows), err)
	}
	col := slices.Index(rows[0], name)
	if col < 0 {
		t.Fatalf("%s has no %s column: %v", file, name, rows[0])
	}
	var vals []string
	for _, r := range rows[1:] {
		vals = append(vals, r[col])
	}
	return vals
}

// TestPartialOutputs interrupts sweep and tournament: the files they write
// say complete = false in every row; finished runs say true.
func TestPartialOutputs(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	armed := false // cancel in the second sweep only
	useFakeGame(t, -1, func(i uint64) {
		if armed && i == 2500 {
			cancel()
		}
	})
	dir := t.TempDir()
	csvFile := filepath.Join(dir, "curve.csv")
	args := []string{"--vary", "villains.foot-ninja.figures=6,8,10", "-n", "4000", "-w", "1", "--progress", "off", "--csv", csvFile}
	if code, _, errs := runWith(context.Background(), doSweep, args...); code != exitOK {
		t.Fatalf("sweep: exit %d, %s", code, errs)
	}
	for _, v := range csvColumn(t, csvFile, "complete") {
		if v != "true" {
			t.Errorf("a finished sweep's CSV has complete = %q", v)
		}
	}
	armed = true
	code, _, errs := runWith(ctx, doSweep, append(args, "--png", filepath.Join(dir, "curve.png"))...)
	if code != exitInterrupted {
		t.Fatalf("interrupted sweep: exit %d, %s", code, errs)
	}
	vals := csvColumn(t, csvFile, "complete")
	if len(vals) != 1 {
		t.Errorf("interrupted sweep's CSV has %d rows, want the one value played", len(vals))
	}
	for _, v := range vals {
		if v != "false" {
			t.Errorf("an interrupted sweep's CSV has complete = %q", v)
		}
	}

	tourFile := filepath.Join(dir, "t.csv")
	targs := []string{"-p", "first,random", "-n", "20", "-w", "1", "--progress", "off", "-o", tourFile}
	if code, _, errs := runWith(context.Background(), doTournament, targs...); code != exitOK {
		t.Fatalf("tournament: exit %d, %s", code, errs)
	}
	if got := csvColumn(t, tourFile, "complete"); !slices.Equal(got, []string{"true", "true", "true"}) {
		t.Errorf("a finished tournament's CSV has complete = %q, want true in all 3 rows", got)
	}
	done, stop := context.WithCancel(context.Background())
	stop()
	if code, _, errs := runWith(done, doTournament, targs...); code != exitInterrupted {
		t.Fatalf("interrupted tournament: exit %d, %s", code, errs)
	}
	if got := csvColumn(t, tourFile, "complete"); !slices.Equal(got, []string{"false", "false", "false"}) {
		t.Errorf("an interrupted tournament's CSV has complete = %q, want false in all 3 rows", got)
	}
}

// TestHostileNames plays a battle whose name carries terminal escape
// sequences and a spreadsheet formula: the text output shows the escapes
// without obeying them, and the CSV cells are text, not formulas.
func TestHostileNames(t *testing.T) {
	useFakeGame(t, -1, nil)
	l, err := battlefile.Open("")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	file := filepath.Join(dir, "evil.yaml")
	data := strings.Replace(string(l.Data), "name: Intro Brawl", `name: "=HYPERLINK(\"http://x\")\e]0;owned\a\e[2J"`, 1)
	if data == string(l.Data) {
		t.Fatal("the built-in battle has no name line to replace")
	}
	os.WriteFile(file, []byte(data), 0o644)
	for _, format := range []string{"text", "csv"} {
		code, out, errs := tmntsim(context.Background(), "run", file, "-n", "100", "--format", format)
		if code != exitOK {
			t.Fatalf("run --format %s: exit %d, %s", format, code, errs)
		}
		if strings.ContainsAny(out, "\x1b\a") {
			t.Errorf("run --format %s printed raw control characters: %q", format, out)
		}
		if format == "text" && !strings.Contains(out, `\x1b]0;owned\x07\x1b[2J`) {
			t.Errorf("run --format text does not show the escapes: %q", out)
		}
		if format == "csv" && (strings.Contains(out, "\n=") || strings.Contains(out, ",=") || !strings.Contains(out, `'=HYPERLINK`)) {
			t.Errorf("run --format csv has a formula cell: %q", out)
		}
	}
	csvFile := filepath.Join(dir, "curve.csv")
	if code, _, errs := tmntsim(context.Background(), "sweep", file, "--vary", "villains.foot-ninja.figures=6,8", "-n", "100", "--progress", "off", "--csv", csvFile); code != exitOK {
		t.Fatalf("sweep: exit %d, %s", code, errs)
	}
	for _, v := range csvColumn(t, csvFile, "battle") {
		if !strings.HasPrefix(v, "'=") {
			t.Errorf("sweep --csv battle cell %q is a formula", v)
		}
	}
}
