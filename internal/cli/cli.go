// Package cli is tmntsim's command-line machinery: one table of the flags
// the commands share (Table: each flag's name, shorthand, kind, default,
// usage and check), a command's flag set declared from it by name (Set),
// the usage errors its parsing and checks make, and the help pages,
// templates whose {{flags}} lists the set's flags.
package cli

import (
	"cmp"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"math"
	"slices"
	"strconv"
	"strings"
	"text/template"
	"time"

	"github.com/spf13/pflag"

	"github.com/tmntsim/tmntsim/scenarios"
)

// A UsageError is an error of the command line: a bad flag or argument.
type UsageError struct{ Msg string }

func (e *UsageError) Error() string { return e.Msg }

// Usagef returns a UsageError worded by format.
func Usagef(format string, args ...any) error {
	return &UsageError{fmt.Sprintf(format, args...)}
}

// IsUsage reports whether err is (or wraps) a UsageError.
func IsUsage(err error) bool {
	var ue *UsageError
	return errors.As(err, &ue)
}

// ErrHelp is what Parse returns after --help: the help is written, the
// command stops with success.
var ErrHelp = pflag.ErrHelp

// A Set is the flags of one command: those of the Table it uses by name
// and its own. Its flags are listed in the order they are declared.
type Set struct {
	*pflag.FlagSet
	// Noun is what the command's games are called in usages and checks
	// ("battle", "game"); a command may set it once it knows what it plays.
	Noun  string
	flags []Flag
}

// NewSet returns the flag set of command name, whose games are called
// noun, printing nothing itself: errors are returned, and --help calls
// help.
func NewSet(name, noun string, help func(fs *pflag.FlagSet)) *Set {
	fs := pflag.NewFlagSet(name, pflag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.SortFlags = false
	s := &Set{FlagSet: fs, Noun: noun}
	fs.Usage = func() { help(fs) }
	return s
}

// Use declares the flags of the Table called names, as the table says.
func (s *Set) Use(names ...string) {
	for _, n := range names {
		s.Add(Lookup(n))
	}
}

// UseAs declares the Table's flag name with the command's own usage (""
// keeps the table's) and, for a flag of Choices, its own values.
func (s *Set) UseAs(name, usage string, choices ...string) {
	f := Lookup(name)
	if usage != "" {
		f.Usage = usage
	}
	if choices != nil {
		f.Choices = choices
	}
	s.Add(f)
}

// Add declares f, a flag of the command's own or one of the Table
// changed (Lookup).
func (s *Set) Add(f Flag) {
	s.flags = append(s.flags, f)
	usage := strings.ReplaceAll(f.Usage, "{noun}", s.Noun)
	switch f.Kind {
	case Bool:
		s.BoolP(f.Name, f.Short, def[bool](f), usage)
	case Int:
		s.IntP(f.Name, f.Short, def[int](f), usage)
	case Int64:
		s.Int64P(f.Name, f.Short, def[int64](f), usage)
	case Uint64:
		s.Uint64P(f.Name, f.Short, def[uint64](f), usage)
	case Float64:
		s.Float64P(f.Name, f.Short, def[float64](f), usage)
	case String:
		s.StringP(f.Name, f.Short, def[string](f), usage)
	case Strings:
		s.VarP(&list{def: def[string](f)}, f.Name, f.Short, usage)
	case Duration:
		s.DurationP(f.Name, f.Short, def[time.Duration](f), usage)
	}
	if f.Hidden {
		_ = s.MarkHidden(f.Name)
	}
}

// def returns f's default, the zero T for none; a default of another type
// than its kind's (an int for an Int64) is a defect of the command (a
// panic, caught by its tests), not a silent zero.
func def[T any](f Flag) T {
	v, ok := f.Default.(T)
	if !ok && f.Default != nil {
		panic(fmt.Sprintf("cli: --%s: default %#v is not a %T", f.Name, f.Default, v))
	}
	return v
}

// Parse parses args. It returns ErrHelp after --help (the help written),
// and a bad flag as a one-line UsageError that names it and says what
// would be right.
func (s *Set) Parse(args []string) error { return Parse(s.FlagSet, args) }

// Parse parses args into fs as Set.Parse does.
func Parse(fs *pflag.FlagSet, args []string) error {
	err := fs.Parse(args)
	if err == nil || errors.Is(err, pflag.ErrHelp) {
		return err
	}
	var inv *pflag.InvalidValueError
	var unknown *pflag.NotExistError
	switch {
	case errors.As(err, &inv):
		want := inv.GetFlag().Value.Type()
		bound := "" // of a whole number flag: the largest it holds, or the smallest
		switch want {
		case "int", "int64":
			want, bound = "a whole number", fmt.Sprintf("at most %d", int64(math.MaxInt64))
			if strings.HasPrefix(inv.GetValue(), "-") {
				bound = fmt.Sprintf("at least %d", int64(math.MinInt64))
			}
		case "uint", "uint64":
			want, bound = "a whole number, 0 or more", fmt.Sprintf("at most %d", uint64(math.MaxUint64))
		}
		if bound != "" && errors.Is(err, strconv.ErrRange) {
			// A whole number, too large (or too small) to hold.
			return Usagef("--%s: %s is out of range; want %s", inv.GetFlag().Name, inv.GetValue(), bound)
		}
		return Usagef("--%s: invalid value %q; want %s", inv.GetFlag().Name, inv.GetValue(), want)
	case errors.As(err, &unknown) && unknown.GetSpecifiedName() != "":
		name := unknown.GetSpecifiedName()
		// The flags --help lists, and --help itself, which the FlagSet
		// adds only while it parses: a misspelled --help is told so.
		names := []string{"help"}
		fs.VisitAll(func(f *pflag.Flag) {
			if !f.Hidden && f.Name != "help" {
				names = append(names, f.Name)
			}
		})
		dashes := "--"
		if unknown.GetSpecifiedShortnames() != "" {
			dashes = "-" // a shorthand, named as typed
		}
		msg := fmt.Sprintf("%s%s: unknown flag of tmntsim %s", dashes, name, fs.Name())
		if c := scenarios.Closest(name, names); c != "" {
			msg += fmt.Sprintf(" (did you mean --%s?)", c)
		} else {
			// No flag is close: say where the right one is found.
			msg += fmt.Sprintf("; tmntsim %s --help lists its flags", fs.Name())
		}
		return Usagef("%s", msg)
	}
	return Usagef("%s: %v", fs.Name(), err)
}

// Check runs the checks of the flags named (all of them, in the order
// declared, if none is named), and returns the first failure as a
// UsageError naming the flag ("--battles: -3 is not a positive number of
// battles").
func (s *Set) Check(names ...string) error {
	for _, f := range s.flags {
		if names != nil && !slices.Contains(names, f.Name) {
			continue
		}
		if err := f.Validate(s.value(f), s.Noun); err != nil {
			return err
		}
	}
	return nil
}

// Validate returns what is wrong with v, a value of f (of its kind's Go
// type), as a UsageError naming f, its games called noun; nil for nothing.
func (f Flag) Validate(v any, noun string) error {
	var msg string
	switch {
	case f.Choices != nil && !slices.Contains(f.Choices, v.(string)):
		msg = fmt.Sprintf("unknown %s %q (known: %s)", cmp.Or(f.Word, f.Name), v, strings.Join(f.Choices, ", "))
	case f.Check != nil:
		if err := f.Check(v); err != nil {
			msg = err.Error()
		}
	}
	if msg == "" {
		return nil
	}
	return Usagef("--%s: %s", f.Name, strings.ReplaceAll(msg, "{noun}", noun))
}

// value returns flag f's value, of its kind's Go type.
func (s *Set) value(f Flag) any {
	switch f.Kind {
	case Bool:
		return s.Bool(f.Name)
	case Int:
		return s.Int(f.Name)
	case Int64:
		return s.Int64(f.Name)
	case Uint64:
		return s.Uint64(f.Name)
	case Float64:
		return s.Float64(f.Name)
	case Strings:
		return s.Strings(f.Name)
	case Duration:
		return s.Duration(f.Name)
	}
	return s.String(f.Name)
}

// The values of the flags, by name; a flag the set does not declare is
// a defect of the command (a panic, caught by its tests).

func (s *Set) Bool(name string) bool       { v, err := s.GetBool(name); must(err); return v }
func (s *Set) Int(name string) int         { v, err := s.GetInt(name); must(err); return v }
func (s *Set) Int64(name string) int64     { v, err := s.GetInt64(name); must(err); return v }
func (s *Set) Uint64(name string) uint64   { v, err := s.GetUint64(name); must(err); return v }
func (s *Set) Float64(name string) float64 { v, err := s.GetFloat64(name); must(err); return v }
func (s *Set) String(name string) string   { v, err := s.GetString(name); must(err); return v }
func (s *Set) Duration(name string) time.Duration {
	v, err := s.GetDuration(name)
	must(err)
	return v
}

// Strings returns the values given to a repeatable flag (Strings), in
// order.
func (s *Set) Strings(name string) []string {
	f := s.Lookup(name)
	if f == nil {
		panic("cli: no flag --" + name)
	}
	return f.Value.(*list).values
}

func must(err error) {
	if err != nil {
		panic("cli: " + err.Error())
	}
}

// list is the value of a Strings flag: repeatable, its default shown as a
// string flag's.
type list struct {
	values []string
	def    string
}

func (l *list) String() string {
	if len(l.values) == 0 {
		return l.def
	}
	return l.values[len(l.values)-1]
}
func (l *list) Set(v string) error { l.values = append(l.values, v); return nil }
func (l *list) Type() string       { return "string" }

// Help writes the help of command name to w: the template NAME.txt of
// files, where {{flags}} is fs's flag list and {{.Key}} reads data. A
// missing or bad template is a defect of the build (a panic, caught by the
// commands' tests). A w that captures flags (the completion scripts'
// HelpCapture) is handed fs.
func Help(w io.Writer, files fs.FS, name string, flags *pflag.FlagSet, data any) {
	if c, ok := w.(interface{ CaptureFlags(*pflag.FlagSet) }); ok {
		c.CaptureFlags(flags)
	}
	src, err := fs.ReadFile(files, name+".txt")
	if err != nil {
		panic("tmntsim: no help file for command " + name)
	}
	t, err := template.New(name).Option("missingkey=error").Funcs(template.FuncMap{
		"flags": func() string { return strings.TrimRight(flags.FlagUsages(), "\n") },
		"join":  strings.Join,
	}).Parse(string(src))
	if err == nil {
		err = t.Execute(w, data)
	}
	if err != nil {
		panic(fmt.Sprintf("tmntsim: help/%s.txt: %v", name, err))
	}
}
