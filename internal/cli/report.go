package cli

import (
	"fmt"
	"strings"
	"time"

	"github.com/tmntsim/tmntsim/lab"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
	"github.com/tmntsim/tmntsim/sim/adventures/policy"
)

// DefaultSlowCap is the default of report's --slow-cap.
const DefaultSlowCap = 2000

// ReportBattleOnly are the flags of report a battle takes and a match or a
// table does not.
var ReportBattleOnly = []string{"vary", "slow-cap", "skill-policies", "ci-method", "precision"}

// UseReportOut declares report's -o, a directory.
func (s *Set) UseReportOut() {
	o := Lookup("out")
	o.Default, o.Usage = "report", "write the report into directory `DIR` (replacing an earlier report there, never another directory; DIR is made, the directory above it must exist)"
	s.Add(o)
}

// UseReportFormat declares report's --format.
func (s *Set) UseReportFormat() {
	s.UseAs("format", "what stdout gets once the report is written: `text` (the verdict and headline) or json (report.json, the page's numbers)", "text", "json")
}

// UseReportBattle declares the flags of a battle's report (read by
// ReportBattle), after the run's flags and -o.
func (s *Set) UseReportBattle() {
	s.Add(Flag{Name: "budget", Kind: Duration, Default: 30 * time.Second, Usage: "wall time `D` the battles may take (e.g. 30s, 2m): slow policies play fewer; 0 for no limit (every run plays all its battles)"})
	s.Add(Flag{Name: "vary", Usage: "the difficulty curve's knob, `PATH=VALUES` as for tmntsim sweep (default: the candidate knob that moves the win rate most)"})
	s.Add(Flag{Name: "target", Default: "50%", Usage: "the win `RATE` the verdict weighs the heroes' win rate against, and whose crossing the difficulty curve marks (of a match, a table or an adventure, the focus seat's, against an equal share, 1/seats, unless given)"})
	s.Add(Flag{Name: "slow-cap", Kind: Int64, Default: int64(DefaultSlowCap), Usage: "the most battles `N` a slow policy of the skill band (" + strings.Join(battlefile.SlowPolicies, ", ") + ") plays, fewer than -n; 0 for -n"})
	s.Add(Flag{Name: "skill-policies", Usage: "the skill band's policies, novice to expert, as a comma-separated `LIST` (default: every built-in policy but first)"})
	s.UseReportFormat()
}

// UseReportGame declares the flags of the report of a match or a table,
// after the games' flags and -o: the battle's flags hidden (refused once
// the game is known).
func (s *Set) UseReportGame() {
	s.Add(Flag{Name: "target", Usage: "the win `RATE` the verdict weighs the focus seat's win rate against (default: an equal share, 1/seats)"})
	s.Add(Flag{Name: "budget", Kind: Duration, Usage: "wall time `D` the games may take (e.g. 30s, 2m): the run stops early, and a match's first-player study plays what fits; 0 for no limit (every game played)"})
	for _, f := range ReportBattleOnly {
		s.Add(Flag{Name: f, Usage: "not for this game", Hidden: true})
	}
	s.UseReportFormat()
}

// A ReportBattle is what the flags of UseReportBattle ask of a battle's
// report.
type ReportBattle struct {
	Out     string
	Budget  time.Duration
	SlowCap int64    // the most battles a slow policy of the skill band plays (0: -n)
	Target  float64  // the win rate the verdict weighs the heroes' against
	Skill   []string // the skill band's policies, novice to expert
}

// ReportBattle checks the flags of UseReportBattle (not the run's; vary
// reads --vary if given) and returns them.
func (s *Set) ReportBattle(vary func(string) error) (ReportBattle, error) {
	r := ReportBattle{Out: s.String("out"), Budget: s.Duration("budget"), SlowCap: s.Int64("slow-cap")}
	switch {
	case s.NArg() > 1:
		return r, Usagef("report: one battle at a time (got %s)", strings.Join(s.Args(), " "))
	case r.Budget < 0:
		return r, Usagef("--budget: %v is negative; give a duration such as 40s, or 0 for no limit", r.Budget)
	case r.Out == "":
		return r, Usagef("-o: give a directory")
	case r.SlowCap < 0:
		return r, Usagef("--slow-cap: %d is negative; give a number of battles, or 0 for as many as -n", r.SlowCap)
	}
	var err error
	if v := s.String("vary"); v != "" {
		if err := vary(v); err != nil {
			return r, err
		}
	}
	if r.Target, err = lab.ParseTarget(s.String("target")); err != nil {
		return r, err
	}
	seen := map[string]bool{}
	r.Skill, err = battlefile.SkillBand(s.String("skill-policies"), policy.Names(), func(p string) error {
		if _, err := policy.New(p); err != nil {
			return Usagef("--skill-policies: %v", err)
		}
		if seen[p] { // as tournament's --policies: a policy plays once
			return Usagef("--skill-policies: %s is given twice", p)
		}
		seen[p] = true
		return nil
	})
	return r, err
}

// ReportHelp returns the values report's help reads: the budget's shares
// (the Allies table's too) and checkpoints, the marker of a report directory and the default
// battle.
func ReportHelp(marker string) map[string]any {
	pct := func(x float64) string { return fmt.Sprintf("%.0f", 100*x) }
	return map[string]any{"Main": pct(lab.ReportMainShare), "Skill": pct(lab.ReportSkillShare), "Curve": pct(lab.ReportCurveShare),
		"Allies": pct(lab.AllyShare), "Every": lab.BudgetEvery, "Min": lab.BudgetMin, "Marker": marker, "Default": battlefile.Default}
}

// ReportGame checks the flags of a match's or a table's report
// (UseReportGame, after the games' flags; the battle's flags refused
// before) and returns its -o and its --target (0: an equal share).
func (s *Set) ReportGame() (out string, target float64, err error) {
	if s.NArg() > 1 {
		return "", 0, Usagef("report: one match or table at a time (got %s)", strings.Join(s.Args(), " "))
	}
	if err := s.Check("battles", "workers", "progress"); err != nil {
		return "", 0, err
	}
	if out = s.String("out"); out == "" {
		return "", 0, Usagef("-o: give a directory")
	}
	if d := s.Duration("budget"); d < 0 {
		return "", 0, Usagef("--budget: %v is negative; give a duration such as 40s, or 0 for no limit", d)
	}
	if t := s.String("target"); t != "" {
		target, err = lab.ParseTarget(t)
	}
	return out, target, err
}
