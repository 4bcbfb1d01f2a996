// Package adventure reads adventure files of the TMNT Adventures system —
// battles chained into a campaign, the winner of each getting the benefits
// listed for it in the next ("Saving your place") — and plays a whole
// playthrough of one as a game of the lab (a sim.Setup): battle 1, then
// battle 2 with the benefits of battle 1's winner, and so on.
//
// An adventure is compiled once: every battle, and the two variants of
// each battle after the first (with the heroes' benefits of the battle
// before it, with the villains'), are loaded and checked by battlefile
// when the file is read, so a playthrough allocates nothing. Battle k of
// playthrough i of seed S is played from (mix(S, k), i) alone: two
// adventures that differ in one battle play every other battle of a
// playthrough from the same seed, paired.
//
// A playthrough's record has the seats heroes and villains (won: won the
// adventure by the file's rule), one entity per battle (won, rounds, the
// benefits it was played with) and its path, which battles the heroes
// won, as a mark on a board of 2^k columns and two rows (row 2: the
// heroes won the adventure). The format is described in docs/BATTLES.md.
package adventure

import (
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"fmt"
	"io/fs"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"sync"

	"go.yaml.in/yaml/v3"

	"github.com/tmntsim/tmntsim/internal/userfile"
	"github.com/tmntsim/tmntsim/scenarios"
	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
)

// GameName is the name of the game of adventure files, their `game:` key.
const GameName = "adventure"

// MaxBattles is the most battles an adventure holds: its 2^k paths are
// counted one by one (sim.MaxMarks, the board of a summary) and drawn as
// a tree in reports.
const MaxBattles = 8

// Win rules: how the heroes win an adventure.
const (
	WinLast     = "last"     // the heroes win the last battle
	WinMajority = "majority" // the heroes win more than half the battles
	WinAll      = "all"      // the heroes win every battle
)

// winRules are the rules of the win key, the default first.
var winRules = []string{WinLast, WinMajority, WinAll}

// adventureFile is the format of an adventure file.
type adventureFile struct {
	Game        scenarios.Str  `yaml:"game" required:"true" enum:"adventure" doc:"The game: adventure (a file without it is a battle)."`
	Name        scenarios.Str  `yaml:"name" required:"true" doc:"The adventure's name."`
	Description *scenarios.Str `yaml:"description" doc:"What the adventure is, for people."`
	Battles     []battleEntry  `yaml:"battles" required:"true" doc:"The battles, in the order they are played (1 to 8)."`
	Win         *scenarios.Str `yaml:"win" enum:"last,majority,all" doc:"How the heroes win the adventure: last (win the last battle, the default), majority (more than half the battles) or all."`
}

// battleEntry is one battle of an adventure file.
type battleEntry struct {
	At          scenarios.Pos
	Battle      scenarios.Str `yaml:"battle" required:"true" doc:"An embedded battle's name (tmntsim list), or a battle file's path (ending .yaml), relative to the adventure file."`
	HeroesWin   Benefits      `yaml:"heroes_win" doc:"The heroes' benefits in the next battle when they win this one: number paths of the next battle file (as sweep --vary takes them) and their values; a signed value (+1, -2) changes the number, an unsigned one sets it; ally: NAME grants the ally card NAME of the next battle's allies to its side (the only one that side is offered; without the grant the next battle does not offer it)."`
	VillainWins Benefits      `yaml:"villain_wins" doc:"The villains' benefits in the next battle when the heroes do not win this one, written as heroes_win."`
}

// An Adventure is an adventure file, read and compiled: its battles and
// their variants, ready to play. It is a sim.Setup (game.go).
type Adventure struct {
	Name        string
	Description string
	Source      string // the file it came from: a path, or an embedded adventure's name
	// Hash is the SHA-256 (hex) of the adventure file's bytes followed by
	// the hashes of its battles: the same hash, the same adventure.
	Hash    string
	Win     string // WinLast, WinMajority or WinAll
	Battles []*Battle
	// Warnings are what looks wrong in an adventure that loads: its
	// battles' warnings, and benefits of a last battle (never applied).
	Warnings scenarios.ErrorList

	schemaOnce sync.Once
	schema     *sim.Schema

	// setups, when set, stand in for the battles (tests): by battle, the
	// setup of the battle first, after the heroes' win, after their loss.
	setups [][3]sim.Setup
	// check turns on the invariants' checks of its games (WithCheck).
	check bool
}

// A Battle is one battle of an adventure.
type Battle struct {
	Name string // the battle's name, from its file
	Ref  string // the battle as the adventure names it
	// Base is the battle as its file has it: the first battle's, and
	// any battle's when the benefits of the battle before change nothing.
	Base *battlefile.Loaded
	// AfterWin and AfterLoss are the battle with the benefits of the
	// battle before it: the heroes' (they won it) and the villains'. nil
	// for the first battle; Base when the benefits are none.
	AfterWin, AfterLoss *battlefile.Loaded
	// HeroesWin and VillainWins are the benefits of this battle's winner
	// in the next one.
	HeroesWin, VillainWins Benefits
}

//go:embed adventures/*.yaml
var embedded embed.FS

// Embedded returns the names of the embedded adventures, sorted.
func Embedded() []string {
	ents, _ := fs.ReadDir(embedded, "adventures")
	var names []string
	for _, e := range ents {
		if n, ok := strings.CutSuffix(e.Name(), ".yaml"); ok {
			names = append(names, n)
		}
	}
	return names
}

// EmbeddedData returns the bytes of the embedded adventure name.
func EmbeddedData(name string) ([]byte, error) {
	data, err := embedded.ReadFile("adventures/" + name + ".yaml")
	if err != nil {
		return nil, fmt.Errorf("no embedded adventure %q%s; adventures: %s", name, scenarios.Suggest(name, Embedded()), strings.Join(Embedded(), ", "))
	}
	return data, nil
}

// OpenEmbedded loads the embedded adventure name. Its battles are embedded
// battles.
func OpenEmbedded(name string) (*Adventure, error) {
	data, err := EmbeddedData(name)
	if err != nil {
		return nil, err
	}
	a, err := load("adventures/"+name+".yaml", data, nil)
	if a != nil {
		a.Source = name // as the other games' embedded files: the name opens it again
	}
	return a, err
}

// Load compiles the adventure file data, named file in messages; the
// battle files it names are read relative to file. Every problem comes
// back at once as a scenarios.ErrorList, each at FILE:LINE:COL.
func Load(file string, data []byte) (*Adventure, error) {
	return load(file, data, func(name string) (string, []byte, error) {
		if !filepath.IsAbs(name) {
			name = filepath.Join(filepath.Dir(file), name)
		}
		data, err := userfile.Read(name, userfile.MaxBattle)
		return name, data, err
	})
}

// keyPos returns the position of the top-level key of the document root,
// or else if it has none.
func keyPos(root *yaml.Node, key string, otherwise scenarios.Pos) scenarios.Pos {
	m := root
	if m.Kind == yaml.DocumentNode && len(m.Content) > 0 {
		m = m.Content[0]
	}
	if m.Kind == yaml.MappingNode {
		for i := 0; i+1 < len(m.Content); i += 2 {
			if m.Content[i].Value == key {
				return scenarios.PosOf(m.Content[i])
			}
		}
	}
	return otherwise
}

// A reader reads a battle file an adventure names: its path (to read
// the battle's roster next to it) and its bytes. nil: only embedded
// battles.
type reader func(name string) (path string, data []byte, err error)

func load(file string, data []byte, read reader) (*Adventure, error) {
	var errs scenarios.ErrorList
	src := scenarios.NewSource(file, data, &errs)
	root := scenarios.ParseYAML(src, data)
	if root == nil {
		errs.Sort()
		return nil, errs
	}
	var f adventureFile
	d := &scenarios.Decoder{Src: src}
	d.Decode(root, reflect.ValueOf(&f).Elem(), scenarios.Tags{})
	if d.Stopped() || len(errs) > 0 {
		errs.Sort()
		return nil, errs
	}
	a := &Adventure{Name: f.Name.V, Source: file, Win: WinLast}
	if f.Description != nil {
		a.Description = strings.TrimSpace(f.Description.V)
	}
	if f.Win != nil {
		a.Win = f.Win.V
	}
	switch n := len(f.Battles); {
	case n == 0:
		src.Errorf(keyPos(root, "battles", f.Name.Pos), "battles: an adventure has at least one battle; list them under battles:")
	case n > MaxBattles:
		src.Errorf(f.Battles[MaxBattles].At, "battles: %d battles, at most %d: an adventure's %d paths are counted and drawn one by one (2^%d); split it in two adventures", n, MaxBattles, 1<<MaxBattles, MaxBattles)
	}
	if len(errs) > 0 {
		errs.Sort()
		return nil, errs
	}
	h := sha256.New()
	h.Write(data)
	for _, e := range f.Battles {
		b := &Battle{Ref: e.Battle.V, HeroesWin: e.HeroesWin, VillainWins: e.VillainWins}
		b.Base = openBattle(src, e.Battle, read)
		if b.Base != nil {
			b.Name = b.Base.Name
			h.Write([]byte(b.Base.Hash))
			a.Warnings = append(a.Warnings, b.Base.Warnings...)
		}
		a.Battles = append(a.Battles, b)
	}
	if len(errs) > 0 {
		errs.Sort()
		return nil, errs
	}
	for k := 1; k < len(a.Battles); k++ {
		prev, b := a.Battles[k-1], a.Battles[k]
		granted := append(prev.HeroesWin.allies(), prev.VillainWins.allies()...)
		b.AfterWin = applyBenefits(src, b, prev.HeroesWin, "heroes_win", k, granted)
		b.AfterLoss = applyBenefits(src, b, prev.VillainWins, "villain_wins", k, granted)
	}
	last := f.Battles[len(f.Battles)-1]
	for _, bs := range []Benefits{last.HeroesWin, last.VillainWins} {
		if len(bs.Items) > 0 {
			var w scenarios.ErrorList
			scenarios.NewSource(file, data, &w).Errorf(bs.At, "the benefits of the last battle are never applied: no battle follows it")
			a.Warnings = append(a.Warnings, w...)
		}
	}
	if len(errs) > 0 {
		errs.Sort()
		return nil, errs
	}
	a.Hash = hex.EncodeToString(h.Sum(nil))
	return a, nil
}

// isFileRef reports whether an adventure names a battle by a file path
// rather than by an embedded battle's name.
func isFileRef(ref string) bool {
	return strings.ContainsAny(ref, `/\`) || strings.HasSuffix(ref, ".yaml") || strings.HasSuffix(ref, ".yml")
}

// openBattle loads the battle ref names, recording its problem at ref in
// src: an embedded battle by name, or a battle file read by read. A file
// of another game (another adventure among them: adventures do not nest,
// so no chain of them can loop) is an error.
func openBattle(src *scenarios.Source, ref scenarios.Str, read reader) *battlefile.Loaded {
	if !isFileRef(ref.V) {
		if !slices.Contains(battlefile.Embedded(), ref.V) {
			src.Errorf(ref.Pos, "battle: no embedded battle %q%s (embedded: %s; a battle file's name ends in .yaml)",
				scenarios.Clip(ref.V), scenarios.Suggest(ref.V, battlefile.Embedded()), strings.Join(battlefile.Embedded(), ", "))
			return nil
		}
		l, err := battlefile.Open(ref.V)
		if err != nil {
			src.Errorf(ref.Pos, "battle %s: %s", ref.V, firstLine(err))
			return nil
		}
		return l
	}
	if read == nil {
		src.Errorf(ref.Pos, "battle: %q is a file, and an embedded adventure names embedded battles only", scenarios.Clip(ref.V))
		return nil
	}
	path, data, err := read(ref.V)
	if err != nil {
		src.Errorf(ref.Pos, "battle: %v", err)
		return nil
	}
	game, _, err := scenarios.GameOf(path, data)
	switch {
	case err != nil:
		src.Errorf(ref.Pos, "battle %s: %s", ref.V, firstLine(err))
		return nil
	case game == GameName:
		src.Errorf(ref.Pos, "battle: %s is an adventure; an adventure lists battles, not other adventures", scenarios.Clip(ref.V))
		return nil
	case game != scenarios.DefaultGame:
		src.Errorf(ref.Pos, "battle: %s is a %s file, not an Adventures battle", scenarios.Clip(ref.V), scenarios.Clip(game))
		return nil
	}
	l, err := battlefile.LoadBytes(path, data)
	if err != nil {
		src.Errorf(ref.Pos, "battle %s is not a valid battle: %s", scenarios.Clip(ref.V), firstLine(err))
		return nil
	}
	return l
}

// firstLine returns the first line of err's text: the first problem of
// a battle, positioned in its own file, which says where to look
// (tmntsim validate of the battle shows them all).
func firstLine(err error) string {
	s, _, _ := strings.Cut(err.Error(), "\n")
	return s
}
