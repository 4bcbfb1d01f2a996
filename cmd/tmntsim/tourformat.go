package main

import (
	"encoding/json"
	"io"
	"math"
	"os"
	"path/filepath"
	"strings"

	"github.com/tmntsim/tmntsim/stats"
)

// tourOutFormat returns the format of tournament's -o FILE, given by the
// file's extension: json or csv. A name without either extension that is
// not a regular file (a device, a FIFO, a pipe such as /dev/stdout or
// >(gzip)) gets CSV, as tournament wrote before it had JSON, so that
// outputs written through stay possible; a regular file needs .json or .csv.
func tourOutFormat(file string) (string, error) {
	switch strings.ToLower(filepath.Ext(file)) {
	case ".json":
		return "json", nil
	case ".csv":
		return "csv", nil
	}
	if fi, err := os.Stat(file); err == nil && !fi.Mode().IsRegular() && !fi.IsDir() {
		return "csv", nil
	}
	return "", usagef("-o %s: the extension gives the format; want a .json or .csv file", file)
}

// write writes the tournament's results in format: text, json or csv.
func (t *tournament) write(w io.Writer, format string) error {
	switch format {
	case "json":
		return t.writeJSON(w)
	case "csv":
		return t.writeCSV(w)
	}
	return t.writeText(w)
}

// tourPolicyJSON is one policy's results in the tournament's JSON.
type tourPolicyJSON struct {
	Policy     string   `json:"policy"`
	Wins       int64    `json:"wins"`
	Rate       *float64 `json:"rate"`
	RateLo     *float64 `json:"rate_lo"`
	RateHi     *float64 `json:"rate_hi"`
	MeanRounds *float64 `json:"mean_rounds"`
}

// tourPairJSON is one pair of policies in the tournament's JSON, with the
// CSV's column names.
type tourPairJSON struct {
	PolicyA      string   `json:"policy_a"`
	PolicyB      string   `json:"policy_b"`
	Diff         *float64 `json:"diff"`
	DiffLo       *float64 `json:"diff_lo"`
	DiffHi       *float64 `json:"diff_hi"`
	FlipsAToB    int64    `json:"flips_a_to_b"`
	FlipsBToA    int64    `json:"flips_b_to_a"`
	McNemarP     *float64 `json:"mcnemar_p"`
	RoundsDiff   *float64 `json:"rounds_diff"`
	RoundsDiffLo *float64 `json:"rounds_diff_lo"`
	RoundsDiffHi *float64 `json:"rounds_diff_hi"`
}

// tourJSON is the tournament's JSON.
type tourJSON struct {
	Battle   string           `json:"battle"`
	Source   string           `json:"source"`
	Seed     uint64           `json:"seed"`
	Battles  int64            `json:"battles"`
	Played   int64            `json:"played"`
	Complete bool             `json:"complete"`
	Policies []tourPolicyJSON `json:"policies"`
	Pairs    []tourPairJSON   `json:"pairs"`
}

// jnum returns x for JSON, nil (null) when it is not a finite number.
func jnum(x float64) *float64 {
	if math.IsNaN(x) || math.IsInf(x, 0) {
		return nil
	}
	return &x
}

// writeJSON writes the tournament's results as JSON.
func (t *tournament) writeJSON(w io.Writer) error {
	n := t.played
	j := tourJSON{Battle: t.name, Source: t.source, Seed: t.seed, Battles: t.battles, Played: n,
		Complete: n == t.battles, Policies: []tourPolicyJSON{}, Pairs: []tourPairJSON{}}
	for a, p := range t.policies {
		lo, hi := stats.Wilson(t.wins[a], n, stats.Conf95)
		j.Policies = append(j.Policies, tourPolicyJSON{p, t.wins[a], jnum(rate(t.wins[a], n)), jnum(lo), jnum(hi), jnum(t.meanRounds(a))})
	}
	for a := range t.policies {
		for b := a + 1; b < len(t.policies); b++ {
			pb := &t.pairs[a][b]
			d, lo, hi := pb.Diff(stats.Conf95)
			rd, rlo, rhi := t.pRound[a][b].Diff(stats.Conf95)
			j.Pairs = append(j.Pairs, tourPairJSON{t.policies[a], t.policies[b], jnum(d), jnum(lo), jnum(hi),
				pb.OnlyB, pb.OnlyA, jnum(pb.McNemar()), jnum(rd), jnum(rlo), jnum(rhi)})
		}
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(j)
}
