package reports

import (
	"cmp"
	"encoding/csv"
	"fmt"
	"github.com/tmntsim/tmntsim/internal/plural"
	"io"
	"strconv"
	"text/tabwriter"

	"github.com/tmntsim/tmntsim/internal/textsafe"
	"github.com/tmntsim/tmntsim/lab"
)

// An Impact is a card-impact study as tmntsim impact prints it: a seat's
// win rate with its deck as it is, and the paired change of that rate when
// each card's copies are blanked, the cards ranked.
type Impact struct {
	Source, Deck, Seat string // the file, the deck ("the table's deck"), the seat measured
	Policies           string // the seats' policies, in words
	Replacement        string // what a blanked card becomes
	Games              int64  // of the deck as it is, and of each card blanked
	Asked              int64  // the games asked for when a report's time budget cut them to Games (AllyImpact); 0 otherwise
	Seed               uint64
	Rate, Lo, Hi       float64 // the seat's win rate as it is
	Drawn              bool    // the cards have a win rate when drawn (a TCG match)
	// Allies says the study is of a battle's ally cards (lab.AllyImpact):
	// Rate is the win rate with no ally offered (Replacement), and each
	// card an ally offered alone, its side in Side.
	Allies bool
	Cards  []ImpactCard
	// Game, Specs and Played are the JSON's: the game's name, every
	// seat's policy spec, the games played of the deck as it is.
	Game   string
	Specs  []string
	Played int64
	// Who, Unit and Length are how the text speaks of the seat in a
	// sentence ("the villain", "genbu"), of a game ("battle") and of its
	// length ("rounds"); Seat, game and turns when "".
	Who, Unit, Length string
}

// An ImpactCard is one card of an Impact, in rank order.
type ImpactCard struct {
	Name                    string
	Copies                  int
	Side                    string  // an ally's side (Impact.Allies)
	Effect, Lo, Hi          float64 // the win rate with the card less without it, and its paired 95% interval
	McNemarP                float64
	Turns, TurnsLo, TurnsHi float64 // the games' mean length with the card less without it
	WhenDrawn, DrawnShare   float64 // the win rate in games where the card was drawn, and their share (NaN without)
	// Blanked, BlankedLo and BlankedHi are the win rate with the card
	// blanked and its Wilson interval.
	Blanked, BlankedLo, BlankedHi float64
}

// ImpactVerdict says in a word whether an effect's interval excludes 0.
func ImpactVerdict(lo, hi float64) string {
	switch {
	case lo > 0:
		return "helps"
	case hi < 0:
		return "hurts"
	}
	return "unclear"
}

// WriteText writes the study's table and how to read it.
func (im *Impact) WriteText(w io.Writer) error {
	if im.Allies {
		return im.writeAlliesText(w)
	}
	who := textsafe.Term(cmp.Or(im.Who, im.Seat))
	unit, length := cmp.Or(im.Unit, "game"), cmp.Or(im.Length, "turns")
	fmt.Fprintf(w, "impact of each card of %s on %s win rate: %s, %s\n", im.Deck, Possessive(who), textsafe.Term(im.Source), im.Policies)
	fmt.Fprintf(w, "%s of the deck as it is and %d with each card's copies replaced by %s, %s i of all from seed %d's %s i\n",
		plural.Of(im.Games, unit), im.Games, im.Replacement, unit, im.Seed, unit)
	fmt.Fprintf(w, "%s win rate as it is: %s (%s – %s)\n\n", Possessive(who), Pct(im.Rate), Pct(im.Lo), Pct(im.Hi))
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	head := "rank\tcard\tcopies\teffect\t95% interval (pts)\t\t" + length
	if im.Drawn {
		head += "\twhen drawn (biased)\tdrawn in"
	}
	fmt.Fprintln(tw, head)
	for i, c := range im.Cards {
		row := fmt.Sprintf("%d\t%s\t%d\t%s\t%s – %s\t%s\t%s", i+1, textsafe.Term(c.Name), c.Copies,
			Points(c.Effect), Signed(100*c.Lo), Signed(100*c.Hi), ImpactVerdict(c.Lo, c.Hi), Signed(c.Turns))
		if im.Drawn {
			row += "\t" + Pct(c.WhenDrawn) + "\t" + Pct(c.DrawnShare)
		}
		fmt.Fprintln(tw, row)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	fmt.Fprintf(w, "\neffect: %s win rate with the card, less with its copies blanked, on the same seeds (paired 95%% interval);\n", Possessive(who))
	fmt.Fprintf(w, "  \"helps\" or \"hurts\" when the interval excludes 0; %s: the %ss' mean length with the card, less without\n", length, unit)
	if n := len(im.Cards); n >= 20 {
		fmt.Fprintf(w, "  of %d cards, about %d would be marked by chance alone if none mattered (each interval misses the truth 1 time in 20)\n", n, n/20)
	}
	if im.Drawn {
		fmt.Fprintf(w, "when drawn: %s win rate in the games where the card entered its hand, as card-game simulators report it;\n", Possessive(who))
		fmt.Fprintln(w, "  biased (a card is drawn more in longer games, won or lost for other reasons): the effect is the causal figure")
	}
	return nil
}

// WriteCSV writes the study's cards as CSV, a row a card in rank order.
func (im *Impact) WriteCSV(w io.Writer) error {
	cw := csv.NewWriter(w)
	what := "copies"
	if im.Allies {
		what = "side"
	}
	cw.Write([]string{"rank", "card", what, "effect", "effect_lo", "effect_hi", "mcnemar_p", "turns_diff", "turns_diff_lo", "turns_diff_hi", "win_rate_when_drawn_biased", "drawn_share"})
	for i, c := range im.Cards {
		n := strconv.Itoa(c.Copies)
		if im.Allies {
			n = c.Side
		}
		cw.Write([]string{strconv.Itoa(i + 1), c.Name, n, Num(c.Effect), Num(c.Lo), Num(c.Hi),
			Num(c.McNemarP), Num(c.Turns), Num(c.TurnsLo), Num(c.TurnsHi), Num(c.WhenDrawn), Num(c.DrawnShare)})
	}
	cw.Flush()
	return cw.Error()
}

// ImpactJSON is the JSON of an impact study.
type ImpactJSON struct {
	Game        string           `json:"game"`
	Source      string           `json:"source"`
	Seat        string           `json:"seat"`
	Deck        string           `json:"deck"`
	Policies    []string         `json:"policies"`
	Seed        uint64           `json:"seed"`
	Games       int64            `json:"games"`
	Replacement string           `json:"replacement"`
	WinRate     Estimate         `json:"win_rate"`
	Cards       []ImpactCardJSON `json:"cards"`
}

// ImpactCardJSON is a card of an ImpactJSON.
type ImpactCardJSON struct {
	Rank      int       `json:"rank"`
	Card      string    `json:"card"`
	Copies    int       `json:"copies"`
	Side      string    `json:"side,omitempty"`
	Effect    Estimate  `json:"effect"`
	McNemarP  JSONFloat `json:"mcnemar_p"`
	Blanked   Estimate  `json:"win_rate_blanked"`
	Turns     Estimate  `json:"turns_diff"`
	WhenDrawn JSONFloat `json:"win_rate_when_drawn_biased"`
	Drawn     JSONFloat `json:"drawn_share"`
}

// WriteJSON writes the study as JSON.
func (im *Impact) WriteJSON(w io.Writer) error { return writeIndented(w, im.json()) }

// json returns the study's JSON.
func (im *Impact) json() ImpactJSON {
	j := ImpactJSON{Game: im.Game, Source: im.Source, Seat: im.Seat, Deck: im.Deck, Policies: im.Specs, Seed: im.Seed,
		Games: im.Played, Replacement: im.Replacement, WinRate: NewEstimate(im.Rate, im.Lo, im.Hi), Cards: []ImpactCardJSON{}}
	for i, c := range im.Cards {
		j.Cards = append(j.Cards, ImpactCardJSON{Rank: i + 1, Card: c.Name, Copies: c.Copies, Side: c.Side,
			Effect: NewEstimate(c.Effect, c.Lo, c.Hi), McNemarP: JSONFloat(c.McNemarP),
			Blanked: NewEstimate(c.Blanked, c.BlankedLo, c.BlankedHi),
			Turns:   NewEstimate(c.Turns, c.TurnsLo, c.TurnsHi), WhenDrawn: JSONFloat(c.WhenDrawn), Drawn: JSONFloat(c.DrawnShare)})
	}
	return j
}

// WritePNG draws the ranked effects with their intervals.
func (im *Impact) WritePNG(w io.Writer) error {
	var bars []ImpactBar
	for _, c := range im.Cards {
		bars = append(bars, ImpactBar{Name: c.Name, Effect: c.Effect, Lo: c.Lo, Hi: c.Hi})
	}
	title := "Card impact"
	if im.Allies {
		title = "Ally value"
	}
	return ImpactPNG(w, fmt.Sprintf("%s on %s win rate (%s, %s a card)", title, Possessive(cmp.Or(im.Who, im.Seat)), im.Source, plural.Of(im.Games, cmp.Or(im.Unit, "game"))), bars)
}

// Possessive returns a seat's name as an owner: "heroes'" for a name
// written as a plural, "genbu's" for any other (lab.Possessive).
func Possessive(name string) string { return lab.Possessive(name) }

// Wins returns the verb after a seat's name: " win" after a plural
// ("heroes", "villains"), " wins" after any other ("genbu", "seat1").
func Wins(name string) string { return lab.WinsVerb(name) }
