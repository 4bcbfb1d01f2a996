package reports

import (
	"io"

	"github.com/tmntsim/tmntsim/lab"
	"github.com/tmntsim/tmntsim/stats"
)

// A Comparison is a paired comparison (lab.Compare) as tmntsim compare
// writes it as JSON: of two battles by their heroes' policies, or of two
// games by every seat's.
type Comparison struct {
	Cmp   *lab.Comparison
	Seed  uint64
	Flips int // --flips: 0 leaves the lists of flipped games out
	// A battle's: the heroes' policies of A and B.
	PolicyA, PolicyB string
	// A game's: its name, its focus seat, the files of A and B.
	Game, Focus, SourceA, SourceB string
}

// compareJSON is the JSON of a comparison.
type compareJSON struct {
	A        variantJSON             `json:"a"`
	B        variantJSON             `json:"b"`
	Seed     uint64                  `json:"seed"`
	Battles  int64                   `json:"battles"`
	Complete bool                    `json:"complete"`
	Pairs    stats.PairedBinary      `json:"pairs"`
	WinDiff  Estimate                `json:"hero_win_diff"`
	McNemarP JSONFloat               `json:"mcnemar_p"`
	Rounds   Estimate                `json:"rounds_diff"`
	Variance map[string]VarianceJSON `json:"variance"`
	// FlipsB and FlipsA are the --flips lists (absent without --flips).
	FlipsB *[]int64 `json:"flips_b_only,omitempty"`
	FlipsA *[]int64 `json:"flips_a_only,omitempty"`
}

type variantJSON struct {
	Battle  stats.BattleRef `json:"battle"`
	Policy  string          `json:"policy"`
	WinRate Estimate        `json:"hero_win_rate"`
	Rounds  Estimate        `json:"rounds"`
}

// WriteBattleJSON writes the comparison of two battles as JSON.
func (c *Comparison) WriteBattleJSON(w io.Writer) error {
	cmp := c.Cmp
	variant := func(s *stats.Summary, spec string, mean func(float64) (float64, float64, float64)) variantJSON {
		return variantJSON{s.Ref(), spec, NewEstimate(s.WinRate(0)), NewEstimate(mean(stats.Conf95))}
	}
	j := compareJSON{
		A:        variant(cmp.A, c.PolicyA, cmp.Turns.MeanA),
		B:        variant(cmp.B, c.PolicyB, cmp.Turns.MeanB),
		Seed:     c.Seed,
		Battles:  cmp.Wins.N(),
		Complete: cmp.A.Complete,
		Pairs:    cmp.Wins,
		WinDiff:  NewEstimate(cmp.Wins.Diff(stats.Conf95)),
		McNemarP: JSONFloat(cmp.Wins.McNemar()),
		Rounds:   NewEstimate(cmp.Turns.Diff(stats.Conf95)),
		Variance: PairedVariance(&cmp.Wins, &cmp.Turns, "hero_wins", "rounds"),
	}
	j.FlipsB, j.FlipsA = flipsJSON(c.Flips, cmp.FlipsB, cmp.FlipsA)
	return writeIndented(w, j)
}

// gameCompareJSON is the JSON of a comparison of games.
type gameCompareJSON struct {
	Game     string                  `json:"game"`
	Focus    string                  `json:"focus"`
	A        gameVariantJSON         `json:"a"`
	B        gameVariantJSON         `json:"b"`
	Seed     uint64                  `json:"seed"`
	Games    int64                   `json:"games"`
	Complete bool                    `json:"complete"`
	Pairs    stats.PairedBinary      `json:"pairs"`
	WinDiff  Estimate                `json:"win_diff"`
	McNemarP JSONFloat               `json:"mcnemar_p"`
	Turns    Estimate                `json:"turns_diff"`
	Variance map[string]VarianceJSON `json:"variance"`
	FlipsB   *[]int64                `json:"flips_b_only,omitempty"`
	FlipsA   *[]int64                `json:"flips_a_only,omitempty"`
}

type gameVariantJSON struct {
	Source   string   `json:"source"`
	Policies []string `json:"policies"`
	WinRate  Estimate `json:"win_rate"`
	Turns    Estimate `json:"turns"`
}

// WriteGameJSON writes the comparison of two games (matches, tables,
// competitive battles) as JSON.
func (c *Comparison) WriteGameJSON(w io.Writer) error {
	cmp := c.Cmp
	j := gameCompareJSON{
		Game: c.Game, Focus: c.Focus,
		A:        gameVariantJSON{c.SourceA, cmp.A.Policies, NewEstimate(lab.Rate(cmp.A)), NewEstimate(cmp.Turns.MeanA(stats.Conf95))},
		B:        gameVariantJSON{c.SourceB, cmp.B.Policies, NewEstimate(lab.Rate(cmp.B)), NewEstimate(cmp.Turns.MeanB(stats.Conf95))},
		Seed:     c.Seed,
		Games:    cmp.Wins.N(),
		Complete: cmp.A.Complete,
		Pairs:    cmp.Wins,
		WinDiff:  NewEstimate(cmp.Wins.Diff(stats.Conf95)),
		McNemarP: JSONFloat(cmp.Wins.McNemar()),
		Turns:    NewEstimate(cmp.Turns.Diff(stats.Conf95)),
		Variance: PairedVariance(&cmp.Wins, &cmp.Turns, "wins", "turns"),
	}
	j.FlipsB, j.FlipsA = flipsJSON(c.Flips, cmp.FlipsB, cmp.FlipsA)
	return writeIndented(w, j)
}

// flipsJSON returns the --flips lists of a comparison's JSON, B's and
// A's: absent (nil) without --flips, a list (perhaps empty) with it.
func flipsJSON(flips int, b, a []int64) (*[]int64, *[]int64) {
	if flips == 0 {
		return nil, nil
	}
	b, a = append([]int64{}, b...), append([]int64{}, a...)
	return &b, &a
}
