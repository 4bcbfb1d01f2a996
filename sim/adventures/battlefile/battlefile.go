// Package battlefile reads the battle files of the TMNT Adventures system:
// it parses the YAML of a battle and its roster, checks everything a
// designer can get wrong, and compiles the battle to the engine's immutable
// adventures.Battle. It embeds the built-in roster and the example arcade
// battles, so tmntsim runs with no files at all. It also writes a battle's
// map as text and PNG (show, report), starts new battle files (Starter) and
// generates the JSON Schemas of battle and roster files.
//
// The file machinery it is built on, shared with the other games' files,
// is package scenarios: problems are returned as a scenarios.ErrorList,
// every problem of a file sorted by position, each as FILE:LINE:COL with
// the offending line and, where a name is misspelled, a "did you mean". No
// input makes the loader panic. The format is described in docs/BATTLES.md.
package battlefile

import (
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"

	"github.com/tmntsim/tmntsim/internal/userfile"
	"github.com/tmntsim/tmntsim/scenarios"
	"github.com/tmntsim/tmntsim/sim/adventures"
)

// Default is the name of the battle played when none is given.
const Default = "intro-brawl"

//go:embed battles/*.yaml roster.yaml
var embedded embed.FS

// rosterFileName is the built-in roster in the embedded files.
const rosterFileName = "roster.yaml"

// A Loaded is a battle read from a file and compiled.
type Loaded struct {
	Battle *adventures.Battle
	Name   string // the battle's name (from the file)
	Source string // the file it came from: a path, or "embedded:NAME"
	// Hash is the SHA-256 (hex) of the battle file's bytes followed by the
	// bytes of the roster files it uses: the same hash, the same battle.
	Hash string
	Data []byte // the battle file's bytes
	// Roster is the path of the roster file the battle names, read from
	// the OS ("" for none, or one read from a file system of WithFS).
	Roster string
	// Warnings are what looks wrong in a battle that loads (e.g. heroes
	// that can reach no villain), positioned like errors.
	Warnings scenarios.ErrorList

	view     *mapView
	cfg      config // how the battle was read, for With
	filename string // the name it was read under
}

// An Option changes how LoadBytes reads a battle.
type Option func(*config)

type config struct {
	fsys fs.FS // where files the battle names are read; nil: the OS, next to the battle
	dir  string
}

// WithFS makes LoadBytes read the files the battle refers to (its roster)
// from fsys, relative to dir (a slash-separated path in fsys, "." for the
// root).
func WithFS(fsys fs.FS, dir string) Option {
	return func(c *config) { c.fsys, c.dir = fsys, dir }
}

// Embedded returns the names of the embedded battles, sorted.
func Embedded() []string {
	ents, err := fs.ReadDir(embedded, "battles")
	if err != nil {
		panic("battlefile: embedded battles missing: " + err.Error())
	}
	var names []string
	for _, e := range ents {
		if n, ok := strings.CutSuffix(e.Name(), ".yaml"); ok {
			names = append(names, n)
		}
	}
	sort.Strings(names)
	return names
}

// EmbeddedData returns the bytes of an embedded battle file.
func EmbeddedData(name string) ([]byte, error) {
	data, err := embedded.ReadFile("battles/" + name + ".yaml")
	if err != nil {
		return nil, fmt.Errorf("no embedded battle %q%s", name, scenarios.Suggest(name, Embedded()))
	}
	return data, nil
}

// RosterData returns the bytes of the built-in roster file.
func RosterData() []byte {
	data, err := embedded.ReadFile(rosterFileName)
	if err != nil {
		panic("battlefile: embedded roster missing: " + err.Error())
	}
	return data
}

// Open loads a battle: arg "" is the default battle, a name of Embedded()
// an embedded battle, anything else a file path.
func Open(arg string) (*Loaded, error) {
	if arg == "" {
		arg = Default
	}
	if slices.Contains(Embedded(), arg) {
		if _, err := os.Stat(arg); err != nil {
			data, _ := EmbeddedData(arg)
			l, err := LoadBytes("battles/"+arg+".yaml", data, WithFS(embedded, "battles"))
			if l != nil {
				l.Source = "embedded:" + arg
			}
			return l, err
		}
	}
	data, err := userfile.Read(arg, userfile.MaxBattle)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) && !strings.ContainsAny(arg, `/\.`) {
			return nil, fmt.Errorf("no battle file or embedded battle %q%s (embedded: %s)", arg, scenarios.Suggest(arg, Embedded()), strings.Join(Embedded(), ", "))
		}
		return nil, err
	}
	return LoadBytes(arg, data)
}

// LoadBytes compiles the battle file data, named filename in messages. The
// roster file it names, if any, is read next to filename on the OS file
// system, or from the file system given WithFS. The error, if any, is an
// scenarios.ErrorList (or a file-system error reading the roster).
func LoadBytes(filename string, data []byte, opts ...Option) (*Loaded, error) {
	var cfg config
	for _, o := range opts {
		o(&cfg)
	}
	var errs scenarios.ErrorList
	src := scenarios.NewSource(filename, data, &errs)
	h := sha256.New()
	h.Write(data)
	builtin := RosterData()
	h.Write(builtin)

	r := newRoster()
	rf, lines := builtinRoster()
	r.add(&scenarios.Source{Name: builtinName, Lines: lines, Errs: &errs}, rf)
	root := scenarios.ParseYAML(src, data)
	if root == nil {
		errs.Sort()
		return nil, errs
	}
	var f battleFile
	d := &scenarios.Decoder{Src: src, Enums: enumLists}
	d.Decode(root, reflectValue(&f), scenarios.Tags{})
	if d.Stopped() {
		errs.Sort()
		return nil, errs
	}
	roster := ""
	if f.Roster != nil {
		rdata, name, err := readRoster(&cfg, filename, f.Roster)
		switch {
		case err != nil:
			src.Errorf(f.Roster.Pos, "roster: %v", err)
		default:
			if cfg.fsys == nil {
				roster = name
			}
			h.Write(rdata)
			rs := scenarios.NewSource(name, rdata, &errs)
			if rf := decodeRoster(rs, rdata); rf != nil {
				r.add(rs, rf)
			}
		}
	}
	c := &compiler{src: src, f: &f, r: r}
	c.compile()
	if len(errs) > 0 {
		errs.Sort()
		return nil, errs
	}
	return &Loaded{
		Battle: c.b,
		Name:   c.b.Name,
		Source: filename,
		Hash:   hex.EncodeToString(h.Sum(nil)),
		Data:   data,
		Roster: roster,
		view:   c.view,

		Warnings: c.warns,
		cfg:      cfg,

		filename: filename,
	}, nil
}

// With returns l's battle with the number at path set to value (see
// SetNumber), loaded as l was (its roster file is read from the same
// place). The result's Source says what was changed.
func (l *Loaded) With(path string, value float64) (*Loaded, error) {
	data, err := scenarios.SetNumber(l.Data, path, value)
	if err != nil {
		return nil, err
	}
	name := l.filename
	v, err := LoadBytes(name, data, func(c *config) { *c = l.cfg })
	if err != nil {
		return nil, err
	}
	v.Source = fmt.Sprintf("%s with %s=%s", l.Source, path, strconv.FormatFloat(value, 'g', -1, 64))
	v.filename = name
	return v, nil
}

// builtinName names the built-in roster in messages.
const builtinName = "roster.yaml (built in)"

// builtinCache is the decoded built-in roster, read once: decoding it is
// most of the cost of loading a small battle, and sweeps load many.
var builtinCache struct {
	once  sync.Once
	rf    *rosterFile
	lines []string
}

// builtinRoster returns the decoded built-in roster and its lines. The
// decoded file is never modified (roster.add copies what it takes).
func builtinRoster() (*rosterFile, []string) {
	c := &builtinCache
	c.once.Do(func() {
		var errs scenarios.ErrorList
		src := scenarios.NewSource(builtinName, RosterData(), &errs)
		c.rf, c.lines = decodeRoster(src, RosterData()), src.Lines
		if len(errs) > 0 || c.rf == nil {
			panic("battlefile: the built-in roster is broken: " + errs.Error())
		}
	})
	return c.rf, c.lines
}

func decodeRoster(src *scenarios.Source, data []byte) *rosterFile {
	root := scenarios.ParseYAML(src, data)
	if root == nil {
		return nil
	}
	var rf rosterFile
	d := &scenarios.Decoder{Src: src, Enums: enumLists}
	d.Decode(root, reflectValue(&rf), scenarios.Tags{})
	return &rf
}

// readRoster reads the roster file a battle names. The path must stay inside
// the battle file's directory tree.
func readRoster(cfg *config, battleFile string, ref *scenarios.Str) ([]byte, string, error) {
	p := ref.V
	if strings.Contains(p, `\`) || !filepath.IsLocal(p) || path.IsAbs(p) {
		return nil, "", fmt.Errorf("%q is outside the battle file's directory; a battle may only use files in its own directory or below", scenarios.Clip(p))
	}
	p = path.Clean(p)
	if cfg.fsys != nil {
		name := path.Join(cfg.dir, p)
		data, err := fs.ReadFile(cfg.fsys, name)
		if err != nil {
			return nil, "", fmt.Errorf("cannot read %s", p)
		}
		return data, name, nil
	}
	// os.Root keeps the read inside the directory, symbolic links included.
	dir := filepath.Dir(battleFile)
	name := filepath.Join(dir, filepath.FromSlash(p))
	root, err := os.OpenRoot(dir)
	if err != nil {
		return nil, "", fmt.Errorf("cannot read %s: %v", name, err)
	}
	defer root.Close()
	data, err := userfile.ReadIn(root, filepath.FromSlash(p), userfile.MaxBattle)
	if err != nil {
		var pe *fs.PathError
		if errors.As(err, &pe) {
			err = pe.Err
		}
		return nil, "", fmt.Errorf("cannot read %s: %v", name, err)
	}
	return data, name, nil
}
