package reports

import (
	"encoding/csv"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
	"text/tabwriter"

	"github.com/tmntsim/tmntsim/internal/textsafe"
	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/stats"
)

// campaignGame and campaignMark are the game and the mark name of an
// adventure's summary (sim/adventures/adventure): one entity per battle,
// each playthrough's path as a mark at column path (bit k: the heroes won
// battle k+1) of a board of 2^k columns, row 2 when they won the
// adventure.
const (
	campaignGame = "adventure"
	campaignMark = "paths"
)

// A Campaign is what a run of an adventure says, drawn from its summary
// alone: the chance the heroes win each battle given the path so far, the
// adventure's, the paths, and which battle decides the adventure most.
type Campaign struct {
	Name   string `json:"name"`
	Source string `json:"source"`
	Seed   uint64 `json:"seed"`
	Games  int64  `json:"playthroughs"`
	// Policies are the heroes' and the villains', Shard the playthroughs
	// the run covers ("0/1": all), Complete whether it played them all.
	Policies []string `json:"policies"`
	Shard    string   `json:"shard"`
	Complete bool     `json:"complete"`
	// Held says how many of the run's shards a summary of some of them
	// holds and which are missing (stats.Coverage.ShardsHeld); "" for all.
	Held    string   `json:"-"`
	Battles []string `json:"battles"`
	// Win is the heroes' chance to win the adventure, with its interval.
	Win Share `json:"win"`
	// Nodes are the battles as played after each path so far, depth
	// first, the heroes' win before their loss: the path diagram.
	Nodes []CampaignNode `json:"nodes"`
	// Paths are the whole paths played, most frequent first.
	Paths []CampaignPath `json:"paths"`
	// Decisive are the battles, in order, by how much winning each
	// changes the chance to win the adventure; Most indexes the largest
	// of those that do not settle the adventure by themselves (the last
	// battle of an adventure won by winning the last battle), or of all
	// when every battle does; -1 when none has a difference to measure.
	Decisive []DecisiveBattle `json:"decisive"`
	Most     int              `json:"most"`
}

// A Share is a proportion of playthroughs with its 95% interval.
type Share struct {
	Count int64   `json:"count"`
	Of    int64   `json:"of"`
	Rate  float64 `json:"rate"`
	Lo    float64 `json:"ci95_low"`
	Hi    float64 `json:"ci95_high"`
}

// MarshalJSON encodes s, its rate and interval null where they are not
// numbers (of no playthrough: a run stopped before its first).
func (s Share) MarshalJSON() ([]byte, error) {
	return json.Marshal(struct {
		Count int64     `json:"count"`
		Of    int64     `json:"of"`
		Rate  JSONFloat `json:"rate"`
		Lo    JSONFloat `json:"ci95_low"`
		Hi    JSONFloat `json:"ci95_high"`
	}{s.Count, s.Of, JSONFloat(s.Rate), JSONFloat(s.Lo), JSONFloat(s.Hi)})
}

func shareOf(k, n int64, m stats.CIMethod) Share {
	s := Share{Count: k, Of: n}
	if n > 0 {
		s.Rate = float64(k) / float64(n)
		s.Lo, s.Hi = m.Interval(k, n, stats.Conf95)
	}
	return s
}

// A CampaignNode is battle Battle (from 0) played after the path Path of
// the battles before it: the playthroughs that reached it and the share
// of them in which the heroes won it.
type CampaignNode struct {
	Battle int    `json:"battle"`
	Path   string `json:"path"` // "WL": won battle 1, lost battle 2
	Win    Share  `json:"heroes_win"`
	// Adventure is the heroes' chance to win the adventure from here.
	Adventure Share `json:"adventure"`
}

// A CampaignPath is one whole path: its share of playthroughs and
// whether the heroes won the adventure on it.
type CampaignPath struct {
	Path  string `json:"path"`
	Share Share  `json:"share"`
	Won   bool   `json:"heroes_win_adventure"`
}

// A DecisiveBattle is the heroes' chance to win the adventure when they
// win a battle and when they lose it, and the difference with its 95%
// interval (Newcombe's, the two groups of playthroughs being disjoint).
type DecisiveBattle struct {
	Battle string `json:"battle"`
	IfWon  Share  `json:"adventure_if_won"`
	IfLost Share  `json:"adventure_if_lost"`
	// Measured is false when the heroes always or never won the battle:
	// there is no difference to measure, and Diff, Lo and Hi are 0.
	Measured bool `json:"measured"`
	// Settles is true when the battle alone decides the adventure: won,
	// the adventure is won on every path; lost, on none.
	Settles bool    `json:"settles"`
	Diff    float64 `json:"difference"`
	Lo      float64 `json:"difference_ci95_low"`
	Hi      float64 `json:"difference_ci95_high"`
}

// MarshalJSON encodes d, its difference and interval null where they are
// not numbers.
func (d DecisiveBattle) MarshalJSON() ([]byte, error) {
	type plain DecisiveBattle // its fields, without this method
	return json.Marshal(struct {
		plain
		Diff JSONFloat `json:"difference"`
		Lo   JSONFloat `json:"difference_ci95_low"`
		Hi   JSONFloat `json:"difference_ci95_high"`
	}{plain(d), JSONFloat(d.Diff), JSONFloat(d.Lo), JSONFloat(d.Hi)})
}

// pathWord writes path p of n battles as W and L, battle 1 first.
func pathWord(p, n int) string {
	b := make([]byte, n)
	for i := range n {
		b[i] = "LW"[p>>i&1]
	}
	return string(b)
}

// CampaignOf returns the campaign of s, and false when s is not the
// summary of an adventure.
func CampaignOf(s *stats.Summary) (*Campaign, bool) {
	sc := s.Schema()
	k := len(sc.Entities)
	b := sc.Board
	if sc.Game != campaignGame || b == nil || b.Mark != campaignMark || k < 1 || k > 15 || b.W != 1<<k || b.H != 2 || len(sc.Seats) < 1 {
		return nil, false
	}
	c := &Campaign{Name: s.Name, Source: s.Source, Seed: s.Seed, Games: s.Games(), Policies: s.Policies, Nodes: []CampaignNode{}, Paths: []CampaignPath{},
		Shard: s.Coverage.Label(), Complete: s.Complete, Held: s.Coverage.ShardsHeld()}
	for _, e := range sc.Entities {
		c.Battles = append(c.Battles, e.Name)
	}
	rate, lo, hi := s.WinRate(0)
	c.Win = Share{Count: s.Count(0, sim.Won), Of: s.Games(), Rate: rate, Lo: lo, Hi: hi}
	paths := 1 << k
	count := func(p int, won bool) int64 {
		if won {
			return s.Marks(p, 1)
		}
		return s.Marks(p, 0)
	}
	// The tree, depth first: the playthroughs whose first d battles went
	// as prefix.
	var walk func(d, prefix int)
	walk = func(d, prefix int) {
		var reached, won, adv int64
		mask := 1<<d - 1
		for p := range paths {
			if p&mask != prefix {
				continue
			}
			n := count(p, false) + count(p, true)
			reached += n
			adv += count(p, true)
			if p>>d&1 == 1 {
				won += n
			}
		}
		if reached == 0 {
			return
		}
		c.Nodes = append(c.Nodes, CampaignNode{Battle: d, Path: pathWord(prefix, d),
			Win: shareOf(won, reached, s.CI), Adventure: shareOf(adv, reached, s.CI)})
		if d+1 < k {
			walk(d+1, prefix|1<<d)
			walk(d+1, prefix)
		}
	}
	walk(0, 0)
	for p := range paths {
		for _, won := range []bool{true, false} {
			if n := count(p, won); n > 0 {
				c.Paths = append(c.Paths, CampaignPath{Path: pathWord(p, k), Share: shareOf(n, s.Games(), s.CI), Won: won})
			}
		}
	}
	sortPaths(c.Paths)
	for i := range k {
		var nw, aw, nl, al int64
		for p := range paths {
			n, a := count(p, false)+count(p, true), count(p, true)
			if p>>i&1 == 1 {
				nw, aw = nw+n, aw+a
			} else {
				nl, al = nl+n, al+a
			}
		}
		d := DecisiveBattle{Battle: c.Battles[i], IfWon: shareOf(aw, nw, s.CI), IfLost: shareOf(al, nl, s.CI)}
		if nw > 0 && nl > 0 {
			d.Measured = true
			d.Diff = d.IfWon.Rate - d.IfLost.Rate
			d.Lo, d.Hi = stats.DiffInterval(aw, nw, al, nl, stats.Conf95)
			d.Settles = aw == nw && al == 0
		}
		c.Decisive = append(c.Decisive, d)
	}
	c.Most = mostDecisive(c.Decisive)
	return c, true
}

// mostDecisive returns the index of the battle whose difference is
// largest, among those that do not settle the adventure alone if there
// are any; -1 when no battle has one.
func mostDecisive(ds []DecisiveBattle) int {
	most := -1
	for _, settling := range []bool{false, true} {
		for i, d := range ds {
			if d.Measured && d.Settles == settling && (most < 0 || math.Abs(d.Diff) > math.Abs(ds[most].Diff)) {
				most = i
			}
		}
		if most >= 0 {
			return most
		}
	}
	return most
}

// sortPaths orders paths most frequent first, then by path.
func sortPaths(ps []CampaignPath) {
	for i := 1; i < len(ps); i++ {
		for j := i; j > 0 && (ps[j].Share.Count > ps[j-1].Share.Count || ps[j].Share.Count == ps[j-1].Share.Count && ps[j].Path > ps[j-1].Path); j-- {
			ps[j], ps[j-1] = ps[j-1], ps[j]
		}
	}
}

// shareText is "62.35% (61.40% – 63.29%)".
func shareText(s Share) string {
	if s.Of == 0 {
		return "—"
	}
	return fmt.Sprintf("%s (%s – %s)", Pct(s.Rate), Pct(s.Lo), Pct(s.Hi))
}

// pts writes a difference of proportions in signed points.
func pts(d float64) string {
	return fmt.Sprintf("%+.2f pts", 100*d)
}

// pathLabel is a path for people: "(start)" for none.
func pathLabel(p string) string {
	if p == "" {
		return "(start)"
	}
	return strings.Join(strings.Split(p, ""), " ")
}

// diffText is a battle's difference and its interval, or why it has none;
// "settles it" marks a battle that decides the adventure alone.
func diffText(d DecisiveBattle) string {
	switch {
	case !d.Measured:
		return "— (always or never won)"
	case d.Settles:
		return fmt.Sprintf("%s (%s – %s), settles it", pts(d.Diff), pts(d.Lo), pts(d.Hi))
	}
	return fmt.Sprintf("%s (%s – %s)", pts(d.Diff), pts(d.Lo), pts(d.Hi))
}

// settlesText says, of the most decisive battle d, that the battles that
// settle the adventure alone were left aside, if there are some.
func settlesText(c *Campaign, d DecisiveBattle) string {
	if d.Settles {
		return ""
	}
	for _, o := range c.Decisive {
		if o.Settles {
			return fmt.Sprintf(" (of the battles that do not settle it alone, as %s does)", textsafe.Term(o.Battle))
		}
	}
	return ""
}

// WriteCampaignText writes c as tables for people: the adventure's win
// rate, each battle's given the path so far, the paths, and how much each
// battle decides the adventure.
func WriteCampaignText(w io.Writer, c *Campaign) error {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	p := func(format string, args ...any) { fmt.Fprintf(tw, format, args...) }
	state := "complete"
	switch {
	case !c.Complete && c.Held != "":
		state = "INCOMPLETE, " + c.Held
	case !c.Complete:
		state = "INCOMPLETE"
	case c.Held != "":
		state = c.Held // some of the run's shards: never complete
	}
	p("adventure\t%s (%s)\n", textsafe.Term(c.Name), textsafe.Term(c.Source))
	p("run\tpolicies %s, seed %d, shard %s: %s playthroughs, %s\n", textsafe.Term(strings.Join(c.Policies, " v ")), c.Seed, c.Shard, thousands(c.Games), state)
	p("heroes win the adventure\t%s\n", shareText(c.Win))
	p("\nP(heroes win the battle | path so far; W won, L lost)\n")
	p("battle\tpath so far\tplaythroughs\theroes win (95%% CI)\tthen win the adventure (95%% CI)\n")
	for _, n := range c.Nodes {
		p("%s\t%s\t%d\t%s\t%s\n", textsafe.Term(c.Battles[n.Battle]), pathLabel(n.Path), n.Win.Of, shareText(n.Win), shareText(n.Adventure))
	}
	p("\npath\tplaythroughs\tshare (95%% CI)\tadventure\n")
	for _, ph := range c.Paths {
		who := "lost"
		if ph.Won {
			who = "won"
		}
		p("%s\t%d\t%s\t%s\n", pathLabel(ph.Path), ph.Share.Count, shareText(ph.Share), who)
	}
	p("\nbattle\twin the adventure | won it\t| lost it\tdifference (95%% CI)\n")
	for _, d := range c.Decisive {
		p("%s\t%s\t%s\t%s\n", textsafe.Term(d.Battle), shareText(d.IfWon), shareText(d.IfLost), diffText(d))
	}
	if c.Most >= 0 {
		d := c.Decisive[c.Most]
		p("\ndecides most\t%s%s: winning it rather than losing it changes the heroes' chance to win the adventure by %s (95%% CI %s – %s)\n",
			textsafe.Term(d.Battle), settlesText(c, d), pts(d.Diff), pts(d.Lo), pts(d.Hi))
	}
	return tw.Flush()
}

// WriteCampaignCSV writes c as one CSV table in long form, header
// section,battle,path,playthroughs,value,ci95_low,ci95_high: the
// adventure's win rate (section adventure), each battle's given the path
// so far (battle), each path's share (path: value the share, battle
// "won" or "lost" the adventure) and each battle's difference (decisive:
// path W is P(win the adventure | won it), L | lost it, and "" the
// difference).
func WriteCampaignCSV(w io.Writer, c *Campaign) error {
	cw := csv.NewWriter(w)
	f := func(x float64) string { return strconv.FormatFloat(x, 'g', 10, 64) }
	row := func(section, battle, path string, n int64, v, lo, hi float64) {
		cw.Write([]string{section, battle, path, strconv.FormatInt(n, 10), f(v), f(lo), f(hi)})
	}
	cw.Write([]string{"section", "battle", "path", "playthroughs", "value", "ci95_low", "ci95_high"})
	row("adventure", "", "", c.Win.Of, c.Win.Rate, c.Win.Lo, c.Win.Hi)
	for _, n := range c.Nodes {
		row("battle", c.Battles[n.Battle], n.Path, n.Win.Of, n.Win.Rate, n.Win.Lo, n.Win.Hi)
	}
	for _, ph := range c.Paths {
		who := "lost"
		if ph.Won {
			who = "won"
		}
		row("path", who, ph.Path, ph.Share.Count, ph.Share.Rate, ph.Share.Lo, ph.Share.Hi)
	}
	for _, d := range c.Decisive {
		row("decisive", d.Battle, "W", d.IfWon.Of, d.IfWon.Rate, d.IfWon.Lo, d.IfWon.Hi)
		row("decisive", d.Battle, "L", d.IfLost.Of, d.IfLost.Rate, d.IfLost.Lo, d.IfLost.Hi)
		if d.Measured {
			row("decisive", d.Battle, "", d.IfWon.Of+d.IfLost.Of, d.Diff, d.Lo, d.Hi)
		}
	}
	cw.Flush()
	return cw.Error()
}
