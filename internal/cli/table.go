package cli

import (
	"fmt"
	"runtime"

	"github.com/tmntsim/tmntsim/lab"
	"github.com/tmntsim/tmntsim/sim/adventures/policy"
	"github.com/tmntsim/tmntsim/stats"
)

// A Kind is the type of a flag's value.
type Kind int

// The kinds of flag.
const (
	String   Kind = iota
	Bool          // true or false
	Int           // a whole number
	Int64         // a whole number (counts of games)
	Uint64        // a whole number, 0 or more (seeds)
	Float64       // a number
	Strings       // a repeatable string; Strings gives the values in order
	Duration      // a time.Duration (30s, 2m)
)

// A Flag is a flag's declaration: its name, shorthand, kind, default (of
// the kind's Go type; nil for the zero value), usage ("{noun}" is the
// command's word for its games, a backquoted word names the value), and
// its check: the values it allows (Choices, "unknown WORD %q (known: …)"),
// or a function that returns what is wrong with a value (of the kind's Go
// type), worded after "--NAME: ".
type Flag struct {
	Name, Short string
	Kind        Kind
	Default     any
	Usage       string
	Choices     []string
	Word        string // what the Choices error calls a value (default: the flag's name)
	Check       func(v any) error
	Hidden      bool
}

// Lookup returns the Table's flag name, to declare with changes (Set.Add);
// a name the table does not hold is a defect of the command (a panic).
func Lookup(name string) Flag {
	for _, f := range Table {
		if f.Name == name {
			return f
		}
	}
	panic("cli: no flag --" + name + " in the table")
}

// MaxWorkers is the most workers --workers takes: a thousand battles in
// parallel already take half a gigabyte and tens of seconds to stop on a
// 2-core machine.
const MaxWorkers = 1024

// Table is the flags the commands share.
var Table = []Flag{
	{Name: "battles", Short: "n", Kind: Int64, Default: int64(10000),
		Usage: "play `N` {noun}s (over all shards; the cap of a --precision run)",
		Check: func(v any) error { return ifNot(v.(int64) >= 1, "%d is not a positive number of {noun}s", v) }},
	{Name: "seed", Kind: Uint64, Default: uint64(1),
		Usage: "run `seed`: {noun} i is played from an RNG seeded by (seed, i) alone"},
	{Name: "workers", Short: "w", Kind: Int,
		Usage: "`N` {noun}s played in parallel, at most 1024 (default: one per CPU)",
		Check: func(v any) error {
			if w := v.(int); w > MaxWorkers {
				return fmt.Errorf("%d is more than %d: workers beyond the CPUs (%d here) play no faster, and each holds its battles in memory and must finish one before Ctrl-C can stop the run; give at most %d, or 0 for one per CPU", w, MaxWorkers, runtime.NumCPU(), MaxWorkers)
			}
			return ifNot(v.(int) >= 0, "%d is negative; give a number of workers, or 0 for one per CPU", v)
		}},
	{Name: "policy", Short: "p", Kind: Strings, Default: policy.Default,
		Usage: "hero `policy`: a name, optionally name:key=value,…"},
	{Name: "precision", Kind: Float64,
		Usage: fmt.Sprintf("stop once the heroes' win rate is known within ±`P` (95%% interval, e.g. 0.01), checked every %d {noun}s", lab.PrecisionEvery),
		Check: func(v any) error {
			p := v.(float64)
			return ifNot(p >= 0 && p < 0.5, "%g is not in (0, 0.5); give the wanted half-width of the win rate's interval, e.g. 0.01", p)
		}},
	{Name: "shard", Kind: String, Default: "0/1",
		Usage: "play only shard `i/n` of the {noun}s: i, i+n, i+2n, … (combine with tmntsim merge)",
		Check: func(v any) error { _, _, err := stats.ParseShard(v.(string)); return err }},
	{Name: "out", Short: "o", Kind: String, Usage: "also write the summary JSON to `FILE`"},
	{Name: "format", Kind: String, Default: "text", Choices: []string{"text", "json", "csv"},
		Usage: "`format` of the summary on stdout: text, json or csv"},
	{Name: "progress", Kind: String, Default: "auto", Choices: []string{"auto", "on", "off"}, Word: "mode",
		Usage: "progress on stderr: `auto` (a bar when stderr is a terminal, plain lines when CI is set), on or off"},
	{Name: "check", Kind: Bool,
		Usage: "check the engine's invariants after every step (a battle's activation, a match's phase, a table's turn; slower); a violation is an error"},
	{Name: "ci-method", Kind: String, Default: "wilson",
		Usage: "`method` of the win rate's interval: wilson or clopper-pearson",
		Check: func(v any) error { _, err := stats.ParseCIMethod(v.(string)); return err }},
	{Name: "png", Kind: String, Usage: "also write a picture to `FILE`"},
}

// ifNot returns nil when ok, else the error of format.
func ifNot(ok bool, format string, args ...any) error {
	if ok {
		return nil
	}
	return fmt.Errorf(format, args...)
}
