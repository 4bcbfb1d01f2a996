package reports

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"image/png"
	"io"
	"io/fs"
	"math"
	"os"
	"path/filepath"
	"strings"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/vg"

	"github.com/tmntsim/tmntsim/internal/outfile"
	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/stats"
)

// Marker is the file that marks a directory as a tmntsim report, which
// Write may replace.
const Marker = ".tmntsim-report"

// A Report is everything a balance report shows of one battle.
type Report struct {
	// Summary is the main run: the battle played by one policy.
	Summary     *stats.Summary
	Description string // the battle's description
	Command     string // the command line that made the report
	Rerun       Rerun  // how to make the report again
	MapPNG      []byte // the picture of the battle's map (PNG)
	Map         MapLayer
	// Skill is the heroes' win rate under each policy, novice to expert.
	Skill []SkillPoint
	// Grid is the skill grid of a competitive battle (hero policy ×
	// villain policy); nil for a cooperative one.
	Grid *SkillGrid
	// Curve is the difficulty curve over the knob that moves the win rate
	// most; nil if the battle has none.
	Curve *DifficultyCurve
	// KnobsTried are the candidate knobs played at the ends of their
	// ranges to pick the curve's (none when there was one candidate).
	KnobsTried []KnobTrial
	// Strikes are the wound distributions of each hero's typical strike
	// against each villain type.
	Strikes []Strike
	// StrikeNote says how the typical strike was chosen.
	StrikeNote string
	// Allies is the value of each ally card of a cooperative battle
	// with allies (Impact.Allies); nil for another battle.
	Allies *Impact
	// Notes are said at the top of the page (e.g. runs cut short by the
	// time budget).
	Notes []string
	// Elapsed is the wall time of the report's battles, in seconds.
	Elapsed float64
	// Target is the heroes' win rate the designer aims at (--target); 0
	// means 50%.
	Target float64
}

// Verdict returns what the report found: the headline win rate against
// the target.
func (r *Report) Verdict() Verdict {
	t := r.Target
	if t == 0 {
		t = 0.5
	}
	rate, lo, hi := r.Summary.WinRate(0)
	return NewVerdict(rate, lo, hi, t)
}

// CheckDir returns an error if Write could not put a report in dir: dir
// exists and is not a report directory (it has files but no Marker), or is
// not a directory, or is the current directory or above it (a report
// replaces its whole directory), or the directory above it does not exist
// (a report makes its own directory, never those above it, as every
// output file of tmntsim) or does not take new directories. Call it
// before playing the battles of a report.
func CheckDir(dir string) error {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return err
	}
	if wd, err := os.Getwd(); err == nil {
		if rel, err := filepath.Rel(abs, wd); err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
			return fmt.Errorf("%s is the current directory or holds it, and a report replaces its whole directory; give a directory of its own, e.g. -o report", dir)
		}
	}
	fi, err := os.Stat(dir)
	switch {
	case errors.Is(err, fs.ErrNotExist):
	case err != nil:
		return err
	case !fi.IsDir():
		return fmt.Errorf("%s is a file, not a directory; give a new or empty directory", dir)
	default:
		ents, err := os.ReadDir(dir)
		if err != nil {
			return err
		}
		if len(ents) > 0 {
			if _, err := os.Stat(filepath.Join(dir, Marker)); err != nil {
				return fmt.Errorf("%s exists and is not a tmntsim report (no %s file in it); give a new or empty directory", dir, Marker)
			}
		}
	}
	parent := filepath.Dir(abs)
	switch fi, err := os.Stat(parent); {
	case errors.Is(err, fs.ErrNotExist):
		d := filepath.Dir(filepath.Clean(dir))
		return fmt.Errorf("directory %s does not exist; make it first (mkdir -p %s)", d, d)
	case err != nil:
		return err
	case !fi.IsDir():
		return fmt.Errorf("%s is not a directory", parent)
	}
	probe, err := os.MkdirTemp(parent, ".tmntsim-probe-")
	if err != nil {
		var pe *fs.PathError
		if errors.As(err, &pe) {
			err = pe.Err
		}
		return fmt.Errorf("cannot create a directory in %s: %w", parent, err)
	}
	return os.Remove(probe)
}

// A file is one output of a report. An image has its display size: the
// CSS pixels (1/96 inch) of its size in the plot's units.
type file struct {
	name  string
	write func(io.Writer) error
	w, h  int // display size of an image, 0 if not known
}

// cssPx returns a length in CSS pixels.
func cssPx(l vg.Length) int { return int(math.Round(l.Points() / 72 * 96)) }

// imageFile returns the file of a PNG of size w × h.
func imageFile(name string, w, h vg.Length, write func(io.Writer) error) file {
	return file{name, write, cssPx(w), cssPx(h)}
}

// Write writes the report into dir: summary.json, report.json, a CSV for
// every table and plot, the PNG plots and index.html. It builds them in a
// temporary directory next to dir and then puts it in place of dir, so
// that dir holds a whole report or the previous one, never a mix. The
// directory above dir must exist, and it refuses to replace a dir that is
// not a report (CheckDir).
func Write(dir string, r *Report) error { return writeFiles(dir, withSource(r.files(), &r.Rerun)) }

// writeFiles writes files into dir, as Write says.
func writeFiles(dir string, files []file) error {
	if err := CheckDir(dir); err != nil {
		return err
	}
	dir = filepath.Clean(dir)
	removeStale(filepath.Dir(dir))
	tmp, err := makeTempDir(dir)
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp) // a no-op once renamed
	for _, f := range files {
		if err := outfile.Write(filepath.Join(tmp, f.name), f.write); err != nil {
			return fmt.Errorf("%s: %w", f.name, err)
		}
	}
	return replaceDir(tmp, dir)
}

// replaceDir puts directory tmp in place of dir: dir, if it exists, is
// moved aside first and removed after.
func replaceDir(tmp, dir string) error {
	old := ""
	if _, err := os.Stat(dir); err == nil {
		old = tmp + ".old"
		if err := os.Rename(dir, old); err != nil {
			return err
		}
	}
	if err := os.Rename(tmp, dir); err != nil {
		if old != "" {
			os.Rename(old, dir)
		}
		return err
	}
	if old != "" {
		return os.RemoveAll(old)
	}
	return nil
}

// Sizes of the plots.
const (
	plotW  = 16 * vg.Centimeter
	plotH  = 9.5 * vg.Centimeter
	shortH = 7.5 * vg.Centimeter
	panelW = 10 * vg.Centimeter
)

// plotImage returns the PNG file of plot p, w × h.
func plotImage(name string, p *plot.Plot, w, h vg.Length) file {
	return imageFile(name, w, h, func(out io.Writer) error { return RenderPNG(out, p, w, h) })
}

// panelsImage returns the PNG file of plots side by side, each panelW ×
// rowH.
func panelsImage(name string, plots []*plot.Plot, rowH vg.Length) file {
	if len(plots) == 0 {
		return plotImage(name, newPlot("Nothing to show", "", ""), plotW, 4*vg.Centimeter)
	}
	return imageFile(name, panelW*vg.Length(len(plots)), rowH, func(out io.Writer) error {
		return renderPanels(out, plots, len(plots), panelW, rowH)
	})
}

// files returns the outputs of r, index.html last.
func (r *Report) files() []file {
	s := r.Summary
	table := func(name string, write func(io.Writer) error) file { return file{name: name, write: write} }
	sw, sh := strikesSize(r.Strikes)
	hw, hh := r.heatmapSize()
	fs := []file{
		table(Marker, func(w io.Writer) error { _, err := io.WriteString(w, "tmntsim report\n"); return err }),
		table("summary.json", s.WriteJSON),
		table("summary.csv", s.WriteCSV),
		table("report.json", r.writeJSON),
		table("seats.csv", func(w io.Writer) error { return WriteSeatsCSV(w, s) }),
		r.mapImage(),
		plotImage("skill.png", SkillPlot(r.Skill), plotW, plotH),
		table("skill.csv", func(w io.Writer) error { return WriteSkillCSV(w, r.Skill) }),
		plotImage("rounds.png", RoundsPlot(s), plotW, shortH),
		table("rounds.csv", func(w io.Writer) error { return WriteRoundsCSV(w, s) }),
	}
	fs = append(fs, reasonFiles(s, "battle")...)
	fs = append(fs, groupFiles(s, "battle")...)
	fs = append(fs,
		imageFile("knockdowns.png", hw, hh, r.heatmapPNG),
		table("knockdowns.csv", func(w io.Writer) error { return WriteKnockdownsCSV(w, s) }),
		imageFile("strikes.png", sw, sh, func(w io.Writer) error { return StrikesPNG(w, r.Strikes) }),
		table("strikes.csv", func(w io.Writer) error { return WriteStrikesCSV(w, r.Strikes) }))
	fs = append(fs, r.gridFiles()...)
	fs = append(fs, r.allyFiles()...)
	if r.Curve != nil {
		fs = append(fs,
			plotImage("curve.png", CurvePlot(r.Curve), plotW, plotH),
			table("curve.csv", func(w io.Writer) error { return WriteCurveCSV(w, r.Curve) }))
	}
	return append(fs, table("index.html", r.writeHTML))
}

// mapImage returns the map picture's file.
func (r *Report) mapImage() file {
	f := file{name: "map.png", write: func(w io.Writer) error { _, err := w.Write(r.MapPNG); return err }}
	if cfg, err := png.DecodeConfig(bytes.NewReader(r.MapPNG)); err == nil {
		f.w, f.h = cfg.Width, cfg.Height // shown as wide as its column allows
	}
	return f
}

// heatmapSize returns the size of the knock-down heat map: square
// spaces, and room for the title, the axes and their labels around them
// and the colour key at the right.
func (r *Report) heatmapSize() (w, h vg.Length) {
	m := r.Map
	if m.W == 0 || m.H == 0 {
		return plotW, 4 * vg.Centimeter
	}
	cell := min(0.95*vg.Centimeter, 15*vg.Centimeter/vg.Length(m.W))
	return cell*vg.Length(m.W) + 2.2*vg.Centimeter + heatKeyWidth, cell*vg.Length(m.H) + 3.2*vg.Centimeter
}

// heatmapPNG draws the knock-down heat map.
func (r *Report) heatmapPNG(w io.Writer) error {
	width, height := r.heatmapSize()
	if r.Map.W == 0 || r.Map.H == 0 {
		return RenderPNG(w, newPlot("The battle has no map", "", ""), width, height)
	}
	return HeatmapPNG(w, r.Summary, r.Map, width, height)
}

// reportJSON is report.json: what the page shows beyond the summary.
type reportJSON struct {
	Battle      stats.BattleRef `json:"battle"`
	Description string          `json:"description"`
	Command     string          `json:"command"`
	Rerun       rerunJSON       `json:"rerun"`
	ElapsedS    float64         `json:"elapsed_s"`
	Verdict     Verdict         `json:"verdict"`
	Headline    headline        `json:"headline"`
	Skill       []skillJSON     `json:"skill_band"`
	SkillWidth  JSONFloat       `json:"skill_band_width"`
	SkillGap    *skillGapJSON   `json:"skill_band_gap,omitempty"`
	Curve       *curveJSON      `json:"difficulty_curve,omitempty"`
	SkillGrid   *skillGridJSON  `json:"skill_grid,omitempty"`
	KnobsTried  []KnobTrial     `json:"knobs_tried,omitempty"`
	Strikes     []Strike        `json:"strikes"`
	StrikeNote  string          `json:"strike_note"`
	Allies      *ImpactJSON     `json:"allies,omitempty"`
	Notes       []string        `json:"notes"`
}

type skillJSON struct {
	Policy    string   `json:"policy"`
	Battles   int64    `json:"battles"`
	Requested int64    `json:"battles_requested"`
	WinRate   Estimate `json:"hero_win_rate"`
	Rounds    Estimate `json:"rounds"`
}

// skillGapJSON is the skill band's width with its interval.
type skillGapJSON struct {
	Best         string   `json:"best"`
	Worst        string   `json:"worst"`
	BestBattles  int64    `json:"best_battles"`
	WorstBattles int64    `json:"worst_battles"`
	Difference   Estimate `json:"difference"`
	Method       string   `json:"method"`
}

type curveJSON struct {
	Path     string      `json:"path"`
	Label    string      `json:"label"`
	Current  JSONFloat   `json:"current"`
	Policy   string      `json:"policy"`
	Target   JSONFloat   `json:"target"`
	Points   []pointJSON `json:"points"`
	Crossing string      `json:"crossing"`
}

type pointJSON struct {
	Value   float64  `json:"value"`
	Battles int64    `json:"battles"`
	WinRate Estimate `json:"hero_win_rate"`
}

func (r *Report) writeJSON(w io.Writer) error {
	j := reportJSON{
		Battle: r.Summary.Ref(), Description: r.Description, Command: r.Command, Rerun: r.Rerun.json(),
		ElapsedS: math.Round(r.Elapsed*1000) / 1000, Verdict: r.Verdict(), Headline: r.headline(),
		Strikes: r.Strikes, StrikeNote: r.StrikeNote, Notes: r.Notes, KnobsTried: r.KnobsTried,
	}
	if r.Allies != nil {
		a := r.Allies.json()
		j.Allies = &a
	}
	if j.Strikes == nil {
		j.Strikes = []Strike{}
	}
	if j.Notes == nil {
		j.Notes = []string{}
	}
	for _, sp := range r.Skill {
		j.Skill = append(j.Skill, skillJSON{sp.Policy, sp.Summary.Games(), sp.Summary.Requested,
			NewEstimate(sp.Summary.WinRate(0)), NewEstimate(sp.Summary.Turns())})
	}
	j.SkillGrid = r.gridJSON()
	j.SkillWidth = JSONFloat(math.NaN())
	if g, ok := r.skillGap(); ok {
		j.SkillWidth = JSONFloat(g.Value)
		j.SkillGap = &skillGapJSON{g.Best.Policy, g.Worst.Policy, g.BestN, g.WorstN,
			NewEstimate(g.Value, g.Lo, g.Hi), "Newcombe hybrid score, unpaired"}
	}
	if d := r.Curve; d != nil && len(d.Lines) > 0 {
		c := &curveJSON{Path: d.Knob.Path, Label: d.Knob.Label, Current: JSONFloat(d.Knob.Current), Policy: d.Policy,
			Target: JSONFloat(d.Target), Crossing: d.CrossingText(0)}
		cv := d.Lines[0].Curve
		for i, pt := range cv.Points {
			c.Points = append(c.Points, pointJSON{pt.X, pt.N, NewEstimate(cv.Rate(i))})
		}
		j.Curve = c
	}
	return writeIndented(w, j)
}

// writeIndented writes v as indented JSON to w, all of it or nothing.
func writeIndented(w io.Writer, v any) error {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetIndent("", "  ")
	if err := enc.Encode(v); err != nil {
		return err
	}
	_, err := w.Write(b.Bytes())
	return err
}

// A SkillGap is the skill band's width: the best policy's win rate less
// the worst's, with its 95% interval.
type SkillGap struct {
	Best, Worst   SkillPoint
	Value, Lo, Hi float64
	BestN, WorstN int64 // the battles each rests on
}

// skillGap returns the skill band's width and its 95% interval; false
// with fewer than two policies that played battles.
//
// The policies' runs share seeds (battle i of each is played from
// (seed, i)), so a paired interval would be narrower; but a summary keeps
// counts, not which battles were won, so the pairing is lost and the
// interval is Newcombe's unpaired one for a difference of two proportions,
// from the Wilson intervals of each (stats.DiffInterval): conservative
// when the policies tend to win the same battles. It is the interval of
// the two policies' difference as if they had been named beforehand; the
// best and the worst are picked after the fact.
func (r *Report) skillGap() (SkillGap, bool) { return skillGapOf(r.Skill) }

// skillGapOf returns the width of the skill band of points, as skillGap.
func skillGapOf(points []SkillPoint) (SkillGap, bool) {
	var g SkillGap
	best, worst := -1, -1
	var hiRate, loRate float64
	for i, sp := range points {
		if sp.Summary.Games() == 0 {
			continue
		}
		rate, _, _ := sp.Summary.WinRate(0)
		if best < 0 || rate >= hiRate {
			best, hiRate = i, rate
		}
		if worst < 0 || rate < loRate {
			worst, loRate = i, rate
		}
	}
	if best < 0 || best == worst {
		return g, false
	}
	g.Best, g.Worst = points[best], points[worst]
	hb := g.Best.Summary.Count(0, sim.Won)
	hw := g.Worst.Summary.Count(0, sim.Won)
	g.BestN, g.WorstN = g.Best.Summary.Games(), g.Worst.Summary.Games()
	g.Value = hiRate - loRate
	g.Lo, g.Hi = stats.DiffInterval(hb, g.BestN, hw, g.WorstN, stats.Conf95)
	return g, true
}

// Text returns the gap in percentage points and its interval, "31
// points" and "95% interval 12 – 48", with no more digits than the
// interval supports.
func (g SkillGap) Text() (gap, interval string) {
	d := pmDigits(max(g.Hi-g.Value, g.Value-g.Lo))
	return fmt.Sprintf("%.*f points", d, 100*g.Value), fmt.Sprintf("95%% interval %.*f – %.*f", d, 100*g.Lo, d, 100*g.Hi)
}

// A KnobTrial is a candidate knob of the difficulty curve played at the
// two ends of its range: the heroes' win rate at each and the difference,
// high end less low end, with its 95% interval (unpaired, Newcombe: the
// runs share seeds but a summary keeps counts).
type KnobTrial struct {
	Path        string  `json:"path"`
	Low         float64 `json:"low"`
	High        float64 `json:"high"`
	BattlesLow  int64   `json:"battles_low"`
	BattlesHigh int64   `json:"battles_high"`
	RateLow     float64 `json:"hero_win_rate_low"`
	RateHigh    float64 `json:"hero_win_rate_high"`
	Diff        float64 `json:"difference"`
	DiffLo      float64 `json:"difference_ci95_low"`
	DiffHi      float64 `json:"difference_ci95_high"`
	Moves       bool    `json:"moves"`
}

// Text says what the trial found: "villains.foot-ninja.figures 6 → 20:
// 62.10% → 63.00% (+0.9 points, 95% interval -1.8 – +3.6)".
func (t KnobTrial) Text() string {
	d := pmDigits(max(t.DiffHi-t.Diff, t.Diff-t.DiffLo))
	return fmt.Sprintf("%s %s → %s: %s → %s (%+.*f points, 95%% interval %+.*f – %+.*f)", t.Path, knobValue(t.Low), knobValue(t.High),
		Pct(t.RateLow), Pct(t.RateHigh), d, 100*t.Diff, d, 100*t.DiffLo, d, 100*t.DiffHi)
}
