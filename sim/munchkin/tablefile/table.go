package tablefile

import (
	"fmt"
	"path/filepath"

	"github.com/tmntsim/tmntsim/internal/userfile"
	"github.com/tmntsim/tmntsim/scenarios"
	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/munchkin"
	"github.com/tmntsim/tmntsim/sim/munchkin/policy"
	"go.yaml.in/yaml/v3"
)

// Table is a loaded table file: the Setup and each seat's policy spec.
type Table struct {
	Setup    *munchkin.Setup
	Policies []string // one spec per seat, for policy.New
}

// NewPolicies builds one policy per seat from the table's specs.
func (t *Table) NewPolicies() ([]munchkin.Policy, error) {
	out := make([]munchkin.Policy, len(t.Policies))
	for i, s := range t.Policies {
		p, err := policy.New(s)
		if err != nil {
			return nil, fmt.Errorf("seat %d: %w", i+1, err)
		}
		out[i] = p
	}
	return out, nil
}

// LoadTableFile reads a table file from disk; its deck, if a file, is read
// relative to the table file.
func LoadTableFile(path string) (*Table, error) {
	data, err := userfile.Read(path, userfile.MaxBattle)
	if err != nil {
		return nil, err
	}
	return LoadTable(path, data, func(name string) ([]byte, error) {
		if !filepath.IsAbs(name) {
			name = filepath.Join(filepath.Dir(path), name)
		}
		return userfile.Read(name, userfile.MaxBattle)
	})
}

// LoadTable reads a table file (format: docs/RULES.md, Munchkin TMNT):
//
//	game: munchkin              # optional here; names the game for tmntsim run
//	players: 4                  # 3 to 6
//	deck: default               # or a card file, read by readFile
//	seats:                      # optional, at most players entries
//	  - {policy: greedy, character: Leonardo}   # character: a name or random
//	options: {listen_at_the_door: false, shared_victories: false, max_turns: 1000, kingmaking: false}
//
// Every problem is reported with FILE:LINE:COL and did-you-mean.
func LoadTable(name string, data []byte, readFile func(string) ([]byte, error)) (*Table, error) {
	s := newSrc(name, data)
	root := s.parse(data)
	if root == nil {
		return nil, s.err()
	}
	opt := munchkin.Options{}
	for i := range opt.Characters {
		opt.Characters[i] = -1
	}
	deck := DefaultDeck()
	var seats, deckNode, playersNode *yaml.Node
	s.fields(root, "table", []string{"game", "players", "deck", "seats", "options"}, func(key string, k, v *yaml.Node) {
		switch key {
		case "game":
			if g := s.str(v, key); g != "munchkin" && g != "" {
				s.errorf(v, "game: %q, want munchkin in a table file", g)
			}
		case "players":
			playersNode = v
			opt.Players = s.integer(v, key, munchkin.MinSeats, munchkin.MaxSeats)
		case "deck":
			deckNode = v
			if n := s.str(v, key); n != "" && n != DefaultDeckName {
				data, err := readFile(n)
				if err != nil {
					s.errorf(v, "deck: %v%s; want %q or a card file", err, scenarios.Suggest(n, []string{DefaultDeckName}), DefaultDeckName)
					return
				}
				d, err := LoadDeck(n, data)
				if err != nil {
					s.errorf(v, "deck %s does not load:\n%v", n, err)
					return
				}
				deck = d
			}
		case "seats":
			seats = v
		case "options":
			s.fields(v, key, []string{"listen_at_the_door", "shared_victories", "max_turns", "kingmaking"}, func(key string, k, v *yaml.Node) {
				switch key {
				case "listen_at_the_door":
					opt.ListenAtTheDoor = s.boolean(v, key)
				case "shared_victories":
					opt.SharedVictories = s.boolean(v, key)
				case "max_turns":
					opt.MaxTurns = s.integer(v, key, 1, 1_000_000)
				case "kingmaking":
					opt.Kingmaking = s.boolean(v, key)
				}
			})
		}
	})
	if playersNode == nil {
		s.errorf(root, "table: no players; want 3 to 6")
	}
	t := &Table{}
	for i := 0; i < opt.Players; i++ {
		t.Policies = append(t.Policies, "random")
	}
	var charNames []string
	for _, c := range deck.Characters {
		charNames = append(charNames, c.Name)
	}
	if seats != nil {
		if seats.Kind != yaml.SequenceNode {
			s.errorf(seats, "seats: want a list")
		} else {
			if opt.Players > 0 && len(seats.Content) > opt.Players {
				s.errorf(seats.Content[opt.Players], "seats: %d seats for %d players", len(seats.Content), opt.Players)
			}
			claimed := map[int]bool{}
			for i, n := range s.list(seats) {
				if i >= opt.Players {
					break
				}
				s.fields(n, "seat", []string{"policy", "character"}, func(key string, k, v *yaml.Node) {
					switch key {
					case "policy":
						spec := s.str(v, key)
						if _, err := policy.New(spec); err != nil {
							s.errorf(v, "%v", err)
							return
						}
						t.Policies[i] = spec
					case "character":
						name := s.str(v, key)
						if name == "random" {
							return
						}
						c := s.enum(v, key, append(append([]string{}, charNames...), "random"))
						if c >= len(charNames) || name != charNames[c] {
							return
						}
						if claimed[c] {
							s.errorf(v, "character %s is already another seat's", name)
						}
						claimed[c] = true
						opt.Characters[i] = int8(c)
					}
				})
			}
		}
	}
	if err := s.err(); err != nil {
		return nil, err
	}
	setup, err := munchkin.NewSetup(deck, opt)
	if err != nil {
		n := deckNode
		if n == nil {
			n = root
		}
		s.errorf(n, "%v", err)
		return nil, s.err()
	}
	t.Setup = setup
	return t, nil
}

// Lab returns the table as a sim.Setup, its seats' policies built by
// policy.New.
func (t *Table) Lab() *munchkin.Table { return munchkin.NewTable(t.Setup, t.Policies, policy.New) }

// EmbeddedSetup returns the embedded table named name as a sim.Setup.
func EmbeddedSetup(name string) (sim.Setup, error) {
	t, err := EmbeddedTable(name)
	if err != nil {
		return nil, err
	}
	return t.Lab(), nil
}
