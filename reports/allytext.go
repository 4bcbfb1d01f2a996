package reports

import (
	"cmp"
	"fmt"
	"github.com/tmntsim/tmntsim/internal/plural"
	"io"
	"text/tabwriter"

	"github.com/tmntsim/tmntsim/internal/textsafe"
)

// writeAlliesText writes an ally study's table (Impact.Allies) and how to
// read it.
func (im *Impact) writeAlliesText(w io.Writer) error {
	who := textsafe.Term(cmp.Or(im.Who, im.Seat))
	fmt.Fprintf(w, "value of each of %s to %s win rate: %s, %s\n", im.Deck, Possessive(who), textsafe.Term(im.Source), im.Policies)
	unit, length := cmp.Or(im.Unit, "game"), cmp.Or(im.Length, "turns")
	fmt.Fprintf(w, "%s with %s and %d with each ally card the only one offered, %s i of all from seed %d's %s i\n",
		plural.Of(im.Games, unit), im.Replacement, im.Games, unit, im.Seed, unit)
	fmt.Fprintf(w, "%s win rate with no ally: %s (%s – %s)\n\n", Possessive(who), Pct(im.Rate), Pct(im.Lo), Pct(im.Hi))
	if err := im.AlliesTable(w); err != nil {
		return err
	}
	fmt.Fprintf(w, "\neffect: %s win rate with the ally card the only one offered (its side takes it), less with no ally,\n", Possessive(who))
	fmt.Fprintln(w, "  on the same seeds (paired 95% interval); \"helps\" or \"hurts\" when the interval excludes 0;")
	fmt.Fprintf(w, "  an ally of the other side is worth %s less than nothing; %s: the %ss' mean length with the ally, less without\n", who, length, unit)
	return nil
}

// AlliesTable writes the ranked table of an ally study: each ally, its
// side, its effect with its interval and verdict, and the change of the
// games' length (rounds of a battle).
func (im *Impact) AlliesTable(w io.Writer) error {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "rank\tally\tside\teffect\t95% interval (pts)\t\t"+cmp.Or(im.Length, "turns"))
	for i, c := range im.Cards {
		fmt.Fprintf(tw, "%d\t%s\t%s\t%s\t%s – %s\t%s\t%s\n", i+1, textsafe.Term(c.Name), textsafe.Term(c.Side),
			Points(c.Effect), Signed(100*c.Lo), Signed(100*c.Hi), ImpactVerdict(c.Lo, c.Hi), Signed(c.Turns))
	}
	return tw.Flush()
}

// An AllyRow is a row of a report's Allies table, formatted.
type AllyRow struct {
	Rank                         int
	Name, Side, Effect, Interval string
	Verdict                      string
}

// AllyRows returns the rows of the report's Allies table, ranked.
func (r *Report) AllyRows() []AllyRow {
	var rows []AllyRow
	for i, c := range r.Allies.Cards {
		rows = append(rows, AllyRow{Rank: i + 1, Name: c.Name, Side: c.Side, Effect: Points(c.Effect),
			Interval: Signed(100*c.Lo) + " – " + Signed(100*c.Hi), Verdict: ImpactVerdict(c.Lo, c.Hi)})
	}
	return rows
}

// allyFiles returns the Allies table's picture and CSV, none without it.
func (r *Report) allyFiles() []file {
	im := r.Allies
	if im == nil {
		return nil
	}
	w, h := impactSize(len(im.Cards))
	return []file{
		imageFile("allies.png", w, h, im.WritePNG),
		{name: "allies.csv", write: im.WriteCSV},
	}
}
