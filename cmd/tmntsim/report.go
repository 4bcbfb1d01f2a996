package main

import (
	"context"
	"fmt"
	"io"
	"time"

	"github.com/tmntsim/tmntsim/internal/cli"
	"github.com/tmntsim/tmntsim/internal/userfile"
	"github.com/tmntsim/tmntsim/lab"
	"github.com/tmntsim/tmntsim/reports"
	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
	"github.com/tmntsim/tmntsim/sim/adventures/battlegame"
	"github.com/tmntsim/tmntsim/stats"
)

// A reportJob is what "tmntsim report" was asked to do.
type reportJob struct {
	cli.ReportBattle
	run     runConfig
	vary    lab.Vary // --vary's knob and values (none: the battle's candidate knobs)
	command string
	specs   []string // the seats' policies (the heroes' is the run's)

	l *battlefile.Loaded
	// cands are the knobs the difficulty curve may vary, each with the
	// variants it plays: --vary's alone, or the battle's candidate knobs,
	// whose ends are tried to pick the one that moves the win rate most.
	cands []battlefile.Curve
	notes []string
}

// doReport is "tmntsim report" with args, stopped early by cancelling ctx.
func doReport(ctx context.Context, e *env, args []string) int {
	fs := reportFlags(e, "battle")
	useRunFlags(fs, 10000, "for the headline numbers (each skill-band policy plays at most as many, a slow one at most --slow-cap, each curve point a quarter)")
	fs.UseReportOut()
	fs.UseReportBattle()
	if code, done := parse(e, fs, args, false); done {
		return code
	}
	if err := fs.Check("format"); err != nil {
		return fail(e, err)
	}
	if g, setup, err := games.OpenGame(fs.Arg(0)); err != nil {
		return fail(e, err)
	} else if setup != nil {
		return reportGame(ctx, e, lab.Arg{Arg: fs.Arg(0), Game: g, Setup: setup}, args)
	}
	var j reportJob
	var seats *lab.SeatValues
	j.run, seats = runOf(fs)
	rerunPolicies := append([]string{j.run.policy}, seats.Seats...)
	err := checkRun(fs, j.run)
	if err == nil {
		j.ReportBattle, err = fs.ReportBattle(func(s string) (err error) {
			j.vary, err = lab.ParseVary(s)
			return err
		})
	}
	if err != nil {
		return fail(e, err)
	}
	j.command = reports.CommandLine("report", args)
	if err := reports.CheckDir(j.Out); err != nil {
		return fail(e, fmt.Errorf("-o %s: %w", j.Out, err))
	}
	if j.l, err = battlefile.Open(fs.Arg(0)); err != nil {
		return fail(e, err)
	}
	if j.specs, err = battlegame.SeatSpecs(j.l.Battle, j.run.policy, seats.Seats); err != nil {
		return fail(e, err)
	}
	j.run.policy = j.specs[adventures.SeatHeroes]
	if j.cands, j.notes, err = j.l.ReportCurves(j.vary.Path, j.vary.Values); err != nil {
		return fail(e, err)
	}
	start := time.Now()
	r, err := j.play(ctx, e)
	if err != nil {
		return failRun(e, err, "no report written"+notWritten(j.Out))
	}
	r.Elapsed = time.Since(start).Seconds()
	r.Rerun = fs.ReportRerun(tmntsimVersion(), rerunPolicies, j.l.Source, j.l.Data)
	r.Rerun.Note = j.l.RosterNote()
	return exitWith(e, reports.Publish(e.stdout, j.Out, fs.String("format"), func(dir string) error { return reports.Write(dir, r) },
		func(w io.Writer) error { return r.WriteText(w, j.l.Name, j.Out, start) }))
}

// play plays the report's runs (battlegame.ReportRuns) and gathers the
// report; an interrupted run's error is one lab.Interrupted recognizes.
func (j *reportJob) play(ctx context.Context, e *env) (*reports.Report, error) {
	say := func(what string) {
		if progressOn(e, j.run.progress) {
			fmt.Fprintf(e.stderr, "report: %s\n", what)
		}
	}
	runs := &battlegame.ReportRuns{Loaded: j.l, Specs: j.specs, Check: j.run.check, Games: j.run.battles, Skill: j.Skill, SlowCap: j.SlowCap,
		Curves: j.cands, Setup: newSetup, Say: say, Play: func(ctx context.Context, setup sim.Setup, sum *stats.Summary, o lab.Options) (bool, error) {
			return playInto(ctx, e, setup, sum, o, j.run.progress, "battle")
		}, Options: lab.Options{Seed: j.run.seed, Workers: j.run.workers, CI: j.run.ci, Version: tmntsimVersion()}}
	budget := lab.NewBudget(j.Budget)
	p, err := runs.Plan(ctx, budget)
	if err != nil {
		return nil, err
	}
	r, err := reports.NewBattleReport(reports.BattlePage{Battle: j.l, Curves: j.cands, Policy: j.run.policy, CI: j.run.ci,
		Command: j.command, Notes: j.notes, Target: j.Target}, p)
	if err == nil {
		var note string
		if r.Allies, note, err = j.allies(ctx, budget, p.Main); note != "" {
			r.Notes = append(r.Notes, note)
		}
	}
	if err != nil {
		return nil, err
	}
	var band []lab.SkillRun
	for _, s := range r.Skill {
		band = append(band, lab.SkillRun{Policy: s.Policy, Summary: s.Summary})
	}
	g, err := runs.Grid(ctx, budget, band)
	if g != nil {
		r.Grid = &reports.SkillGrid{Heroes: g.Rows, Villains: g.Cols, Cells: g.Cells}
	}
	return r, err
}

// reportGame is "tmntsim report" on a match or table (a game other than
// the Adventures system): its games by the file's policies (or -p), and for
// a game whose first player can be fixed (a swapper) the first player's
// advantage, paired; then the page by seat.
func reportGame(ctx context.Context, e *env, a lab.Arg, args []string) int {
	fs := reportFlags(e, "game")
	fs.UseGameStudy(10000, "(of a match, as many again in each order for the first player's advantage)", cli.SeatSpecs)
	fs.UseReportOut()
	fs.UseReportGame()
	if code, done := parse(e, fs, args, false); done {
		return code
	}
	game := a.Setup.Schema().Game
	if err := lab.RefuseFlags(fs.Changed, game, cli.ReportBattleOnly...); err != nil {
		return fail(e, err)
	}
	out, target, err := fs.ReportGame()
	if err != nil {
		return fail(e, err)
	}
	r := &reports.SeatReport{Command: reports.CommandLine("report", args), Target: target}
	o, progress := fs.GameOptions(), fs.String("progress")
	if o.Policies, err = a.Policies(fs.Strings("policy"), "--policy"); err != nil {
		return fail(e, err)
	}
	if err := reports.CheckDir(out); err != nil {
		return fail(e, fmt.Errorf("-o %s: %w", out, err))
	}
	o.Source, o.Hash, o.Version = a.Arg, userfile.Hash(a.Arg), tmntsimVersion()
	start := time.Now()
	var finish func()
	var f *lab.FirstStudy
	o.Progress, finish = gameProgress(e, progress, lab.RunFirstGames(a.Setup, o.Games))
	if r.Summary, f, err = lab.RunFirstBudget(ctx, a.Setup, o, lab.NewBudget(fs.Duration("budget"))); err == nil && f != nil {
		r.First = reports.NewFirstAdvantage(a.Setup.Schema().Seats, f)
	}
	finish()
	if err != nil {
		return failRun(e, err, "no report written"+notWritten(out))
	}
	r.Elapsed = time.Since(start).Seconds()
	r.Rerun = fs.ReportRerun(tmntsimVersion(), fs.Strings("policy"), a.Arg, cli.FileData(a.Arg))
	return exitWith(e, reports.Publish(e.stdout, out, fs.String("format"), func(dir string) error { return reports.WriteSeatReport(dir, r) },
		func(w io.Writer) error { return r.WriteText(w, a.Name(), out) }))
}

// reportFlags returns the flag set of tmntsim report of noun ("battle",
// "game"), its help written to e's stdout.
func reportFlags(e *env, noun string) *cli.Set {
	return flagSet(e, "report", noun, cli.ReportHelp(reports.Marker))
}
