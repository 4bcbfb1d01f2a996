package cli

import (
	"github.com/tmntsim/tmntsim/lab"
	"github.com/tmntsim/tmntsim/sim/adventures/policy"
)

// UseGate declares the flags of "tmntsim check" (read by Gate), their
// defaults lab.DefaultGate's.
func (s *Set) UseGate() {
	d := lab.DefaultGate
	s.Add(Flag{Name: "expect", Usage: "the heroes' win rate must lie in `LO..HI` (e.g. 45%..55% or 0.45..0.55; ..55% or 45%.. for one bound)"})
	s.Add(Flag{Name: "delta", Kind: Float64, Default: d.Delta, Usage: "indifference width `W` centred on each bound: win rates within W/2 of a bound may pass or fail"})
	s.Add(Flag{Name: "alpha", Kind: Float64, Default: d.Alpha, Usage: "error rate `A`: the chance of failing a battle inside the range (by W/2 or more)"})
	s.Add(Flag{Name: "beta", Kind: Float64, Default: d.Beta, Usage: "error rate `B`: the chance of passing a battle outside the range (by W/2 or more)"})
	s.Add(Flag{Name: "max-battles", Kind: Int64, Default: d.MaxBattles, Usage: "never play more than `N` battles of a gate; undecided then (exit 3)"})
	s.Use("seed")
	s.Add(Flag{Name: "policy", Short: "p", Usage: "hero `policy`: a name, optionally name:key=value,…; or one seat's, SEAT=SPEC (e.g. villain=planner). Default: " + policy.Default + " for a battle's heroes, the file's for a match's or a table's seats"})
	s.Add(Flag{Name: "file", Usage: "check every gate of the YAML `FILE` (flags given are its defaults)"})
	s.Use("workers")
	s.UseAs("format", "`format` on stdout: text or json", "text", "json")
	s.Use("progress")
	s.UseAs("out", "also write the evidence as JSON to `FILE` (for a CI job's artifacts)")
}

// Gate returns the gate the flags of UseGate give, unchecked.
func (s *Set) Gate() lab.GateSpec {
	return lab.GateSpec{Expect: s.String("expect"), Delta: s.Float64("delta"), Alpha: s.Float64("alpha"), Beta: s.Float64("beta"),
		MaxBattles: s.Int64("max-battles"), Seed: s.Uint64("seed"), Policy: s.String("policy")}
}
