package main

import (
	"cmp"
	"context"
	"fmt"
	"io"
	"slices"

	"github.com/tmntsim/tmntsim/lab"
	"github.com/tmntsim/tmntsim/reports"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
	"github.com/tmntsim/tmntsim/stats"
)

// exitUndecided is the exit status of a check that reached --max-battles
// before its test decided: not a pass (so a CI job fails), but not the
// failure of exit 1 either, so that a pipeline can tell "the battle is out
// of balance" from "the gate could not tell; raise --max-battles or widen
// --delta".
const exitUndecided = 3

func doCheck(ctx context.Context, e *env, args []string) int {
	fs := flagSet(e, "check", "battle", map[string]any{"Default": battlefile.Default, "Example": lab.GatesExample})
	fs.UseGate()
	fs.Use("check")
	if code, done := parse(e, fs, args, false); done {
		return code
	}
	g := fs.Gate()
	file, workers, format, progress, out := fs.String("file"), fs.Int("workers"), fs.String("format"), fs.String("progress"), fs.String("out")
	if err := lab.CheckGateArgs(g, file, fs.Args()); err != nil {
		return fail(e, err)
	}
	if err := fs.Check(); err != nil {
		return fail(e, err)
	}
	if err := cmp.Or(checkOut("-o", out), checkNotInput("-o", out, append(fs.Args(), file)...)); err != nil {
		return fail(e, err)
	}
	gates, err := lab.GateSpecs(g, file, fs.Args(), func(name string) bool { return slices.Contains(games.Embedded(), name) })
	if err != nil {
		return fail(e, err)
	}
	battles := make([]string, len(gates))
	for i, gs := range gates {
		battles[i] = gs.Battle // a gates file's battles are inputs too
	}
	if err := checkNotInput("-o", out, battles...); err != nil {
		return fail(e, err)
	}
	parsed := make([]*lab.GateRun, len(gates))
	for i := range gates {
		var err error
		if parsed[i], err = games.OpenGate(gates[i], fs.Bool("check")); err != nil {
			return fail(e, err)
		}
	}

	results, interrupted := lab.PlayGates(parsed, tmntsimVersion(), workers, func(g *lab.GateRun, sum *lab.Summary, o lab.Options) (bool, error) {
		return playInto(ctx, e, g.Setup, sum, o, progress, g.Noun)
	})
	code := checkStatus(results)
	if interrupted {
		code = exitInterrupted
	}
	if out != "" && !rescueOut(e, "-o", out, "the gates' JSON", func(w io.Writer) error { return reports.WriteGates(w, results, "json", battlefile.Default) }) {
		return exitError
	}
	if err := reports.WriteGates(e.stdout, results, format, battlefile.Default); err != nil {
		return fail(e, err)
	}
	if code == exitInterrupted {
		fmt.Fprintf(e.stderr, "tmntsim: check interrupted; the gate stopped undecided%s\n", writtenTo(out))
	}
	return code
}

// checkStatus returns the exit status of the gates' results: 1 if any is
// outside or failed, else 3 if any is undecided, else 0.
func checkStatus(results []*lab.GateResult) int {
	switch v, failed := lab.GatesVerdict(results); {
	case failed || v == stats.Outside:
		return exitError
	case v == stats.Undecided:
		return exitUndecided
	}
	return exitOK
}
