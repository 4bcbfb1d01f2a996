package sim

import (
	"fmt"
	"slices"
	"strings"
)

// Limits of a Record. A game whose schema exceeds them cannot be run by the
// lab; Schema.Check says so.
const (
	MaxSeats    = 6  // players of one game (Munchkin TMNT: up to six)
	MaxEntities = 16 // things a record measures: seats, heroes, villain types, decks
	MaxMetrics  = 16 // metrics per entity
	MaxMarks    = 64 // board marks kept per game; later ones are counted, not placed
)

// An Outcome is how a game ended for one seat.
type Outcome uint8

// The outcomes.
const (
	Unfinished Outcome = iota // the game stopped before any rule ended it
	Won
	Lost
	Drew
)

var outcomeNames = [...]string{"unfinished", "won", "lost", "drew"}

func (o Outcome) String() string {
	if int(o) < len(outcomeNames) {
		return outcomeNames[o]
	}
	return fmt.Sprintf("outcome(%d)", uint8(o))
}

// A Record is the result of one game, a fixed-size value so that playing
// and folding records allocates nothing. Its fields are named by the
// game's Schema: Outcome[s] is seat s's (seats past len(Schema.Seats) are
// Unfinished and ignored), Reason indexes Schema.Reasons, Values[e][m] is
// metric m of entity e (Schema.Entities[e].Metrics[m]).
//
// A game played on a board may mark cells of it (the Adventures system
// marks where heroes were knocked down): Marks holds the cells
// (Board.Cell order) of the first NMarks marks, MarksLost counts the ones
// that did not fit.
type Record struct {
	Outcome   [MaxSeats]Outcome
	Reason    uint8
	Turns     uint16
	Values    [MaxEntities][MaxMetrics]int32
	Marks     [MaxMarks]int16
	NMarks    uint8
	MarksLost uint16
}

// Mark records a mark at cell c of the board.
func (r *Record) Mark(c int16) {
	if int(r.NMarks) < MaxMarks {
		r.Marks[r.NMarks] = c
		r.NMarks++
		return
	}
	r.MarksLost++
}

// A Board is the geometry that a Record's marks refer to: mark c is at
// x = c % Stride, y = c / Stride, inside a W×H map. Mark names what a
// mark is ("knock-downs").
type Board struct {
	W, H, Stride int
	Mark         string
}

// An Entity is a thing a record measures, with the names of the metrics
// that apply to it, in Record.Values[e] order, and the group it is shown
// in.
type Entity struct {
	Name    string
	Metrics []string
	Group   string // the name of its Schema.Groups entry; "" for none
}

// A Group is a kind of entity a report shows together, e.g. a battle's
// heroes: a table of every metric of each of its entities (NAME.csv, a row
// per entity and metric) and a panel per metric of Panels (NAME.png, a bar
// per entity). Its entities are those whose Entity.Group is its Name.
type Group struct {
	Name   string  // in file names and headings: "heroes" (heroes.png, heroes.csv)
	Member string  // what one of its entities is, its table's first column: "hero"
	Seat   string  // the seat its entities play for; "" for none or several
	Panels []Panel // the metrics plotted, in order; each one every entity of the group has
}

// A Panel is a metric of a group plotted, and the plot's title.
type Panel struct {
	Metric string // a metric name of the group's entities
	Title  string // "Wounds dealt"
}

// A Schema names the fields of a game's records.
type Schema struct {
	Game     string   // the game's name in files ("tcg", "munchkin")
	Seats    []string // the seats, in Record.Outcome order
	Focus    int      // the seat that precision stops and curves are about
	Entities []Entity // in Record.Values order
	Groups   []Group  // the groups entities are shown in, in the order shown
	Reasons  []string // the reasons a game ends, in Record.Reason order
	// Favours names, in Reasons order, the seat that each reason ends the
	// game in favour of, "" for a reason that favours no seat or any (a
	// round limit whose winner a file sets); nil for a game whose reasons
	// favour no seat in particular.
	Favours []string
	Board   *Board // the board that marks refer to; nil for a game without marks
	// Words are how printers speak of the game's games and its focus
	// seat. Every game's schema names them all (CheckGame); a schema
	// read back from a summary written before summaries kept them names
	// none.
	Words Words
}

// Words are how the printers of a game's studies speak of its games and
// of its focus seat, in text.
type Words struct {
	Game   string // what one game is called: "battle", "game"
	Length string // what a game's length is counted in: "rounds", "turns"
	// Who is the focus seat in a sentence: "the heroes", "genbu".
	Who string
	// WinCol heads the column of the focus seat's wins: "HEROES WIN",
	// "GENBU WINS".
	WinCol string
	// Logged: tmntsim log shows a game's play-by-play.
	Logged bool
	// Versus: a run's text speaks of the focus seat against the one
	// other seat, as a battle's does (the focus seat's win rate, the
	// other's wins, no winner; the entities by group); otherwise it
	// tables every seat's wins. A game of Versus words has two seats.
	Versus bool
}

// SeatWords returns the words of a game that speaks of its games as games
// counted in turns and of its focus seat, named focus, by its name (a
// TCG match, a Munchkin table).
func SeatWords(focus string) Words {
	return Words{Game: "game", Length: "turns", Who: focus, WinCol: strings.ToUpper(focus) + " WINS"}
}

// Check reports a word that w lacks, the words of game, and Versus
// words of a game whose seats are not two.
func (w *Words) Check(game string, seats int) error {
	if w.Versus && seats != 2 {
		return fmt.Errorf("sim: %s: words of one seat against another, of %d seats", game, seats)
	}
	for _, f := range []struct{ name, word string }{
		{"a game's name", w.Game}, {"a game's length", w.Length}, {"the focus seat's name", w.Who}, {"the focus seat's win column", w.WinCol},
	} {
		if f.word == "" {
			return fmt.Errorf("sim: %s: no word for %s", game, f.name)
		}
	}
	return nil
}

// CheckGame reports a schema of a game that does not fit a Record (Check)
// or that lacks a word its printers need (Words).
func (s *Schema) CheckGame() error {
	if err := s.Check(); err != nil {
		return err
	}
	return s.Words.Check(s.Game, len(s.Seats))
}

// Check reports a schema that does not fit a Record, or words of it
// given in part, or Versus words of other than two seats (a schema
// without words, read back from an older summary, is one).
func (s *Schema) Check() error {
	switch {
	case len(s.Seats) == 0 || len(s.Seats) > MaxSeats:
		return fmt.Errorf("sim: %s: %d seats, want 1 to %d", s.Game, len(s.Seats), MaxSeats)
	case s.Focus < 0 || s.Focus >= len(s.Seats):
		return fmt.Errorf("sim: %s: focus seat %d of %d", s.Game, s.Focus, len(s.Seats))
	case len(s.Entities) > MaxEntities:
		return fmt.Errorf("sim: %s: %d entities, want at most %d", s.Game, len(s.Entities), MaxEntities)
	case len(s.Reasons) == 0 || len(s.Reasons) > 256:
		return fmt.Errorf("sim: %s: %d reasons, want 1 to 256", s.Game, len(s.Reasons))
	}
	if b := s.Board; b != nil && (b.W < 0 || b.H < 0 || b.Stride < b.W || b.W*b.H > 1<<15) {
		return fmt.Errorf("sim: %s: board %dx%d with stride %d", s.Game, b.W, b.H, b.Stride)
	}
	for _, e := range s.Entities {
		if len(e.Metrics) > MaxMetrics {
			return fmt.Errorf("sim: %s: entity %s has %d metrics, want at most %d", s.Game, e.Name, len(e.Metrics), MaxMetrics)
		}
		if e.Group != "" && s.group(e.Group) < 0 {
			return fmt.Errorf("sim: %s: entity %s is in group %q, which the schema does not have", s.Game, e.Name, e.Group)
		}
	}
	if err := s.checkGroups(); err != nil {
		return err
	}
	if s.Favours != nil && len(s.Favours) != len(s.Reasons) {
		return fmt.Errorf("sim: %s: %d reasons favour a seat, want one per reason (%d)", s.Game, len(s.Favours), len(s.Reasons))
	}
	for r, seat := range s.Favours {
		if seat != "" && s.Seat(seat) < 0 {
			return fmt.Errorf("sim: %s: reason %s favours seat %q, which the schema does not have", s.Game, s.Reasons[r], seat)
		}
	}
	if s.Words != (Words{}) {
		return s.Words.Check(s.Game, len(s.Seats))
	}
	return nil
}

// checkGroups reports a group without a name or a member's word, two
// groups of one name, a group of a seat the schema does not have, and a
// panel of a metric that an entity of its group lacks.
func (s *Schema) checkGroups() error {
	for i, g := range s.Groups {
		switch {
		case g.Name == "" || g.Member == "":
			return fmt.Errorf("sim: %s: group %d has no name or no member's word", s.Game, i)
		case s.group(g.Name) != i:
			return fmt.Errorf("sim: %s: two groups named %s", s.Game, g.Name)
		case g.Seat != "" && s.Seat(g.Seat) < 0:
			return fmt.Errorf("sim: %s: group %s plays for seat %q, which the schema does not have", s.Game, g.Name, g.Seat)
		}
		for _, p := range g.Panels {
			for _, e := range s.Entities {
				if e.Group == g.Name && !slices.Contains(e.Metrics, p.Metric) {
					return fmt.Errorf("sim: %s: group %s plots metric %s, which its entity %s does not have", s.Game, g.Name, p.Metric, e.Name)
				}
			}
		}
	}
	return nil
}

// group returns the index of the group named name, or -1.
func (s *Schema) group(name string) int {
	return slices.IndexFunc(s.Groups, func(g Group) bool { return g.Name == name })
}

// GroupEntities returns the entities of group g, in Entities order.
func (s *Schema) GroupEntities(g int) []int {
	var ents []int
	for e, ent := range s.Entities {
		if ent.Group == s.Groups[g].Name {
			ents = append(ents, e)
		}
	}
	return ents
}

// Seat returns the index of the seat named name, or -1.
func (s *Schema) Seat(name string) int {
	for i, n := range s.Seats {
		if n == name {
			return i
		}
	}
	return -1
}

// A Setup is a game ready to be played, built once from a file and shared
// read-only by every worker of a run.
type Setup interface {
	// Schema names the fields of the game's records; it does not change.
	Schema() *Schema
	// Policies returns the seats' policy specs from the file, in
	// Schema.Seats order.
	Policies() []string
	// NewGame makes one worker's Game. policies holds a policy spec per
	// seat, in Schema.Seats order; an empty spec, or a nil or short slice,
	// means the seat's policy from the file.
	NewGame(policies []string) (Game, error)
}

// A PolicyResolver is a Setup that can spell out the play of its seats'
// policy specs: a spec names a policy and the parameters it changes, and
// the play it names changes when a default does; the resolved spec gives
// every parameter its value. Summaries record it, and merge only the games
// of equal resolved specs.
type PolicyResolver interface {
	// ResolvePolicies returns the resolved spec of each seat's spec in
	// specs (Setup.NewGame's form), in Schema.Seats order; "" where it
	// cannot say.
	ResolvePolicies(specs []string) []string
}

// A Game plays games of one Setup; it is used by one goroutine and reused
// for every game it plays.
type Game interface {
	// Play plays the game with the given index from an RNG seeded by
	// (seed, index) alone and fills rec entirely. It allocates nothing.
	Play(seed, index uint64, rec *Record)
}
