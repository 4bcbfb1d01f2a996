package main

import (
	"context"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// tmntsim run of a Munchkin table prints the games' length in rounds and
// a by-Character table: six Characters, one dealt per seat and game, their
// wins those of the seats; a TCG match prints neither.
func TestRunTableCharacters(t *testing.T) {
	const games = 300
	code, out, errs := tmntsim(context.Background(), "run", "table-of-four", "-n", strconv.Itoa(games), "--progress", "off")
	if code != exitOK {
		t.Fatalf("exit %d, stderr %q", code, errs)
	}
	if !regexp.MustCompile(`(?m)^rounds +mean [0-9.]+ ±[0-9.]+, median \d+, p90 \d+, p99 \d+, max \d+`).MatchString(out) {
		t.Errorf("no rounds line:\n%s", out)
	}
	seatWins := 0
	for _, m := range regexp.MustCompile(`(?m)^seat\d[ *]+\S+ +(\d+) `).FindAllStringSubmatch(out, -1) {
		w, _ := strconv.Atoi(m[1])
		seatWins += w
	}
	_, table, ok := strings.Cut(out, "\nby Character")
	if !ok {
		t.Fatalf("no by-Character table:\n%s", out)
	}
	row := regexp.MustCompile(`(?m)^(\S.*?) +(\d+) +(\d+) +\d+\.\d+% \(\d+\.\d+% – \d+\.\d+%\) +(above|below|within)$`)
	rows := row.FindAllStringSubmatch(table, -1)
	if len(rows) != 6 {
		t.Fatalf("%d Character rows, want 6:\n%s", len(rows), table)
	}
	dealt, wins := 0, 0
	for _, r := range rows {
		d, _ := strconv.Atoi(r[2])
		w, _ := strconv.Atoi(r[3])
		dealt += d
		wins += w
	}
	if dealt != 4*games || wins != seatWins || seatWins == 0 {
		t.Errorf("Characters dealt %d and won %d, want %d and the seats' %d wins", dealt, wins, 4*games, seatWins)
	}
	_, out, _ = tmntsim(context.Background(), "run", "genbu-v-seiryu", "-n", "20", "--progress", "off")
	if strings.Contains(out, "by Character") || strings.Contains(out, "\nrounds") {
		t.Errorf("a TCG match's run prints Munchkin's tables:\n%s", out)
	}
}
