package policy

import (
	"bytes"
	"flag"
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/grid"
)

var (
	calibN    = flag.Int("calib.n", 0, "battles per example in TestDangerCalibration (0: skip it)")
	calibSpec = flag.String("calib.p", "planner", "the policy whose battles TestDangerCalibration plays (a planner)")
	calibSeed = flag.Uint64("calib.seed", 1, "the seed of TestDangerCalibration's battles")
)

// calibBattles are the examples the danger model is checked on.
var calibBattles = []string{"intro-brawl", "hold-the-line", "rescue-april"}

// A calibSample is the danger model's prediction for the space a hero
// ended its turn on, and what happened before the hero's next turn.
type calibSample struct {
	battle   string
	mean, ko float64 // predicted wounds, and the chance of a knock-down
	wounds   int     // wounds the villains dealt the hero
	down     bool    // the hero was knocked down
	acts     float64 // villain cards still to come this round, per villain type, + 1/2
	counted  int     // threats the model counts (share > 0)
	life, m2 float64 // the hero's Life, and the variance of the wounds as the model sums it
}

// A calibThreat is one villain of the threat table at a hero's turn end:
// what the model predicts it deals the hero, and why.
type calibThreat struct {
	id   int
	pred float64
	why  int
	kind string
	// where counted: its prediction with every villain standing (version
	// 2's), and the chance it stands at each of standScales (stands)
	base  float64
	stand [len(standScales)]float64
}

// standScales are the scales of a hero's knock-out chance stands is read
// at, for the fit of standScale.
var standScales = [...]float64{0, 0.5, 1, 1.5, 2, 3, 4}

// calibStand sums a counted villain's wounds predicted with every villain
// standing (base), scaled by its chance to stand (pred), and dealt, and
// the squares of the scaled prediction's errors (sq).
type calibStand struct {
	n                    int
	base, pred, seen, sq float64
}

// calibSnap is the danger model read at a hero's decision.
type calibSnap struct {
	line     int // log lines written before it
	mean, ko float64
	life, m2 float64
	acts     float64
	counted  int
	threats  []calibThreat
	known    map[int]bool // villain figures standing and aware then
}

// calibWindow is a hero's turn end to its next turn.
type calibWindow struct {
	open    bool
	snap    calibSnap
	wounds  int
	down    bool
	by      map[int]int // wounds by villain figure
	spawned map[int]bool
}

// calibAttrib sums what the model predicts and what happens, by kind.
type calibAttrib struct {
	n          int
	pred, seen float64
}

// calibrator is a planner that reads the danger model (with a tactician
// of its own, so that the planner's caches are untouched) at every action
// it names, and a log writer that follows what happens after each hero's
// turn.
type calibrator struct {
	*Planner
	m       Tactician
	g       *adventures.Game
	battle  string
	lines   int
	cur     int
	snaps   [8]calibSnap
	wins    [8]calibWindow
	names   map[string]int // figure names to ids
	samples []calibSample
	attrib  map[string]*calibAttrib
	dropped map[string]int
	partial []byte
	fit     *[len(standScales)]calibStand // counted villains, by standScales
	bins    map[string]*calibStand        // counted villains, by their chance to stand at standScale
}

func (c *calibrator) Reset(v adventures.View) {
	c.Planner.Reset(v)
	c.m.aggression = c.Planner.aggression
	c.m.dangerV.v = c.Planner.dangerV.v
	c.m.Reset(v)
	c.cur = -1
	c.wins = [8]calibWindow{}
	c.snaps = [8]calibSnap{}
	if c.names == nil {
		c.names = map[string]int{}
		b := v.Battle()
		for h := range b.Heroes {
			c.names[b.Heroes[h].Name] = h
		}
		for t := range b.Villains {
			first, end := v.VillainFigures(t)
			for id := first; id < end; id++ {
				c.names[fmt.Sprintf("%s#%d", b.Villains[t].Name, id-first+1)] = id
			}
		}
	}
}

func (c *calibrator) Act(v adventures.View, d adventures.Decision) (adventures.Option, bool) {
	if d.Kind == adventures.DecideAction {
		c.snap(v, d.Hero)
	}
	return c.Planner.Act(v, d)
}

// snap reads the danger model for hero h where it stands.
func (c *calibrator) snap(v adventures.View, h int) {
	t := &c.m
	t.prepareDanger(v, h)
	f := v.Fig(h)
	s := calibSnap{line: c.lines, known: map[int]bool{}}
	s.mean, s.ko = t.dangerMoments(v, h, f.Cell, 0, grid.NoCell)
	_, s.m2 = t.dangerSums(v, f.Cell, 0, grid.NoCell)
	s.life = float64(f.Life)
	s.acts, _, _ = dangerActivations(v, h)
	nDef := t.def.DiceAt(f.Cell)
	surv := t.survivalPrep(v, h)
	for i := range t.threats[:t.nThreats] {
		th := &t.threats[i]
		s.known[int(th.id)] = true
		strikes, share, why := t.strikesOn(v, th, f.Cell, grid.NoCell)
		sm, _ := t.br.odds.defendMoments(th.hit, nDef, t.reroll)
		acts, _ := t.dangerV.activations()
		base := share * strikes * sm * acts
		p := base * (1 - th.gone) // version 4: struckDown
		if why == strikeTooFar {
			p, _ = t.secondReach(v, th, f.Cell, grid.NoCell, nDef, acts) // version 3
		}
		ct := calibThreat{id: int(th.id), pred: p, why: why, kind: calibKind(v, th, f.Cell, strikes, share), base: base}
		if share > 0 {
			s.counted++
			for j, x := range standScales {
				ct.stand[j] = 1
				if surv {
					ct.stand[j] = t.stands(v, th, x)
				}
			}
		}
		s.threats = append(s.threats, ct)
	}
	c.snaps[h] = s
}

// calibKind names the case of the model a threat's strikes fall in.
func calibKind(v adventures.View, th *threat, c grid.Cell, strikes, share float64) string {
	m := &v.Battle().Map
	d := grid.Chebyshev(th.cell, c)
	adj := d == 1 && m.Adjacent(th.cell, c)
	k := "melee"
	if th.ranged {
		k = "ranged"
	}
	switch {
	case adj:
		k += " adjacent"
	case th.ranged && v.RangePenalty(th.cell, c) == 0:
		k += " in range"
	case th.ranged:
		k += " after a move"
	case strikes == 0.3:
		k += " other level (0.3)"
	default:
		k += " after a move"
	}
	switch share {
	case 1:
	case 0.5:
		k += ", share 0.5"
	}
	return k
}

func (c *calibrator) Write(p []byte) (int, error) {
	c.partial = append(c.partial, p...)
	for {
		i := bytes.IndexByte(c.partial, '\n')
		if i < 0 {
			break
		}
		c.line(string(c.partial[:i]))
		c.partial = c.partial[i+1:]
	}
	return len(p), nil
}

// line follows one line of the battle's log.
func (c *calibrator) line(s string) {
	defer func() { c.lines++ }()
	word, rest, _ := strings.Cut(s, ": ")
	if strings.HasPrefix(s, "round ") {
		word = "round"
	}
	switch word {
	case "turn", "activate", "spawn", "round", "harm", "awaken", "end":
		c.endTurn()
	}
	switch word {
	case "turn":
		name, _, _ := strings.Cut(rest, " at ")
		h := c.names[name]
		c.close(h, "")
		c.cur = h
	case "awaken":
		name, _, _ := strings.Cut(rest, " rolls ")
		if h, ok := c.names[name]; ok && h < c.g.NumHeroes() {
			c.close(h, "")
		}
	case "spawn":
		name, _, _ := strings.Cut(rest, " at ")
		for h := range c.wins {
			if c.wins[h].open {
				c.wins[h].spawned[c.names[name]] = true
			}
		}
	case "strike":
		// strike: V hits H for a, b blocked, w wounds
		vName, r, ok := strings.Cut(rest, " hits ")
		if !ok {
			return
		}
		hName, r, _ := strings.Cut(r, " for ")
		h, ok := c.names[hName]
		if !ok || !c.wins[h].open {
			return
		}
		f := strings.Fields(r)
		w, _ := strconv.Atoi(f[len(f)-2])
		c.wins[h].wounds += w
		c.wins[h].by[c.names[vName]] += w
	case "down":
		name, _, _ := strings.Cut(rest, " is knocked")
		if h, ok := c.names[name]; ok && h < c.g.NumHeroes() && c.wins[h].open {
			c.wins[h].down = true
		}
	case "end":
		for h := range c.wins {
			if c.wins[h].open {
				why := "ended by the battle's end"
				if c.wins[h].down {
					why = ""
				}
				c.close(h, why)
			}
		}
	}
}

// endTurn ends the turn of the hero playing, opening its window when the
// model was read at its last decision, with nothing happening since.
func (c *calibrator) endTurn() {
	h := c.cur
	if h < 0 {
		return
	}
	c.cur = -1
	switch s := &c.snaps[h]; {
	case !c.g.View().Fig(h).Standing():
		c.dropped["down or off the map at its turn's end"]++
	case s.known == nil || s.line != c.lines:
		c.dropped["the turn ended without a decision"]++
	default:
		c.wins[h] = calibWindow{open: true, snap: *s, by: map[int]int{}, spawned: map[int]bool{}}
	}
}

// close closes hero h's window, keeping its sample unless why says why not.
func (c *calibrator) close(h int, why string) {
	w := &c.wins[h]
	if !w.open {
		return
	}
	w.open = false
	if why != "" {
		c.dropped[why]++
		return
	}
	s := &w.snap
	c.samples = append(c.samples, calibSample{battle: c.battle, mean: s.mean, ko: s.ko, wounds: w.wounds, down: w.down, acts: s.acts, counted: s.counted, life: s.life, m2: s.m2})
	add := func(k string, pred, seen float64) {
		a := c.attrib[k]
		if a == nil {
			a = &calibAttrib{}
			c.attrib[k] = a
		}
		a.n++
		a.pred += pred
		a.seen += seen
	}
	for _, th := range s.threats {
		seen := float64(w.by[th.id])
		switch th.why {
		case strikeCounted:
			add("counted: "+th.kind, th.pred, seen)
			c.addStand(th, seen)
		case strikeTooFar:
			if th.pred > 0 {
				add("second activation (version 3)", th.pred, seen)
			} else {
				add("not counted: out of reach", 0, seen)
			}
		case strikeUnseen:
			add("not counted: unseen", 0, seen)
		case strikeElsewhere:
			add("not counted: another hero nearer", 0, seen)
		}
	}
	for id, x := range w.by {
		if s.known[id] {
			continue
		}
		k := "not in the table: on the map, unaware or down"
		if w.spawned[id] {
			k = "not in the table: spawned after"
		}
		add(k, 0, float64(x))
	}
}

// addStand sums counted villain th, which dealt seen wounds, into the fit
// of standScale and the bins of its chance to stand.
func (c *calibrator) addStand(th calibThreat, seen float64) {
	for j := range standScales {
		f := &c.fit[j]
		f.n++
		f.base += th.base
		f.pred += th.base * th.stand[j]
		f.seen += seen
		f.sq += (seen - th.base*th.stand[j]) * (seen - th.base*th.stand[j])
	}
	at := 0
	for j, x := range standScales {
		if x == standScale {
			at = j
		}
	}
	p := th.stand[at]
	k := "1"
	switch {
	case p < 0.5:
		k = "0 to 0.5"
	case p < 0.7:
		k = "0.5 to 0.7"
	case p < 0.85:
		k = "0.7 to 0.85"
	case p < 0.95:
		k = "0.85 to 0.95"
	case p < 1:
		k = "0.95 to 1"
	}
	if strings.HasPrefix(th.kind, "melee adjacent") {
		k = "melee adjacent, " + k
	} else {
		k = "others, " + k
	}
	b := c.bins[k]
	if b == nil {
		b = &calibStand{}
		c.bins[k] = b
	}
	b.n++
	b.base += th.base
	b.pred += th.base * p
	b.seen += seen
}

// calibStands prints the fit of standScale (the counted villains' wounds
// with every villain standing, scaled by their chance to stand at each
// scale, against those dealt) and the bins of the chance at standScale.
func calibStands(sb *strings.Builder, fit *[len(standScales)]calibStand, bins map[string]*calibStand) {
	sb.WriteString("\ncounted villains, their wounds scaled by the chance they stand (stands) at each scale:\n| scale | entries | predicted, all standing | predicted, scaled | dealt | mean squared error |\n|---:|---:|---:|---:|---:|---:|\n")
	for j, x := range standScales {
		f := &fit[j]
		fmt.Fprintf(sb, "| %g | %d | %.0f | %.0f | %.0f | %.4f |\n", x, f.n, f.base, f.pred, f.seen, f.sq/float64(f.n))
	}
	fmt.Fprintf(sb, "\nby the chance to stand at scale %g:\n| chance | entries | per entry: predicted, all standing | scaled | dealt |\n|---|---:|---:|---:|---:|\n", standScale)
	keys := make([]string, 0, len(bins))
	for k := range bins {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		b := bins[k]
		n := float64(b.n)
		fmt.Fprintf(sb, "| %s | %d | %.3f | %.3f | %.3f |\n", k, b.n, b.base/n, b.pred/n, b.seen/n)
	}
}

// TestDangerCalibration plays -calib.n battles of each of calibBattles
// with the planner, reads the danger model (dangerMoments) for the space
// each hero ends its turn on, and prints predicted against observed: the
// wounds the villains dealt the hero and whether they knocked it down
// before its next turn. It is a measuring tool, skipped unless -calib.n is
// given: go test ./sim/adventures/policy -run DangerCalibration -calib.n 2000 -v
func TestDangerCalibration(t *testing.T) {
	if *calibN <= 0 {
		t.Skip("a measurement: run with -calib.n N")
	}
	ex := examples(t)
	var all []calibSample
	attrib := map[string]*calibAttrib{}
	dropped := map[string]int{}
	var fit [len(standScales)]calibStand
	bins := map[string]*calibStand{}
	for _, name := range calibBattles {
		b := ex[name]
		p, err := New(*calibSpec)
		if err != nil {
			t.Fatal(err)
		}
		c := &calibrator{Planner: p.(*Planner), battle: name, attrib: attrib, dropped: dropped, fit: &fit, bins: bins}
		g := adventures.NewGame(b, c)
		c.g = g
		g.SetLog(c)
		var rec sim.Record
		for i := 0; i < *calibN; i++ {
			g.Play(*calibSeed, uint64(i), &rec)
		}
		all = append(all, c.samples...)
	}
	var sb strings.Builder
	fmt.Fprintf(&sb, "%s, %d battles each of %s, seed %d: %d hero turn ends\n", *calibSpec, *calibN, strings.Join(calibBattles, ", "), *calibSeed, len(all))
	for k, n := range dropped {
		fmt.Fprintf(&sb, "  dropped (%s): %d\n", k, n)
	}
	calibTables(&sb, all)
	sb.WriteString("\nby battle:\n")
	for _, name := range calibBattles {
		var s []calibSample
		for _, x := range all {
			if x.battle == name {
				s = append(s, x)
			}
		}
		fmt.Fprintf(&sb, "%s: %s\n", name, calibRow(s))
	}
	sb.WriteString("\nby villain cards to come (per type, + 1/2):\n")
	calibBy(&sb, all, func(x calibSample) string { return fmt.Sprintf("%.2f", x.acts) })
	sb.WriteString("\nby villains counted:\n")
	calibBy(&sb, all, func(x calibSample) string { return fmt.Sprint(min(x.counted, 3)) })
	sb.WriteString("\nwounds by villain, by the model's case (threat-table entries at the turn's end):\n")
	keys := make([]string, 0, len(attrib))
	for k := range attrib {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	fmt.Fprintf(&sb, "| case | entries | predicted wounds | observed wounds | per entry, predicted | observed |\n|---|---:|---:|---:|---:|---:|\n")
	for _, k := range keys {
		a := attrib[k]
		fmt.Fprintf(&sb, "| %s | %d | %.0f | %.0f | %.3f | %.3f |\n", k, a.n, a.pred, a.seen, a.pred/float64(a.n), a.seen/float64(a.n))
	}
	calibStands(&sb, &fit, bins)
	calibSpread(&sb, all)
	t.Log("\n" + sb.String())
}

// calibSpread fits the widening of the variance of the knock-down chance
// (dangerModel.koSpread: scale*m2 + add) by the likelihood of the
// knock-downs observed, and prints the deciles with the best.
func calibSpread(sb *strings.Builder, s []calibSample) {
	ko := func(x calibSample, scale, add float64) float64 {
		if x.mean <= 0 {
			return 0
		}
		return normalTail((x.life - 0.5 - x.mean) / math.Sqrt(scale*x.m2+add+0.25))
	}
	loss := func(scale, add float64) float64 {
		l := 0.0
		for _, x := range s {
			p := min(max(ko(x, scale, add), 1e-4), 1-1e-4)
			if x.down {
				l -= math.Log(p)
			} else {
				l -= math.Log(1 - p)
			}
		}
		return l / float64(len(s))
	}
	sb.WriteString("\nlog-loss of the knock-downs, by the widening of the variance (scale*m2 + add):\n| scale \\ add |")
	adds := []float64{0, 1, 2, 4, 8, 16}
	for _, a := range adds {
		fmt.Fprintf(sb, " %g |", a)
	}
	sb.WriteString("\n|---|" + strings.Repeat("---:|", len(adds)) + "\n")
	best, bs, ba := math.Inf(1), 1.0, 0.0
	for _, sc := range []float64{1, 1.5, 2, 3, 4, 6} {
		fmt.Fprintf(sb, "| %g |", sc)
		for _, a := range adds {
			l := loss(sc, a)
			if l < best {
				best, bs, ba = l, sc, a
			}
			fmt.Fprintf(sb, " %.5f |", l)
		}
		sb.WriteString("\n")
	}
	fmt.Fprintf(sb, "best: scale %g, add %g (log-loss %.5f; as played %.5f)\n", bs, ba, best, loss(spreadScale, spreadAdd))
	w := make([]calibSample, len(s))
	for i, x := range s {
		x.ko = ko(x, bs, ba)
		w[i] = x
	}
	calibTables(sb, w)
}

// calibRow sums samples: predicted and observed mean wounds (95% interval)
// and knock-down rates.
func calibRow(s []calibSample) string {
	if len(s) == 0 {
		return "none"
	}
	r := sumCalib(s)
	return fmt.Sprintf("n %d | wounds predicted %.3f, observed %.3f (%.3f to %.3f) | KO predicted %.4f, observed %.4f (%.4f to %.4f)",
		len(s), r.pm, r.om, r.om-1.96*r.se, r.om+1.96*r.se, r.pk, r.ko, r.lo, r.hi)
}

// calibBy prints calibRow for each group of key.
func calibBy(sb *strings.Builder, s []calibSample, key func(calibSample) string) {
	groups := map[string][]calibSample{}
	for _, x := range s {
		groups[key(x)] = append(groups[key(x)], x)
	}
	keys := make([]string, 0, len(groups))
	for k := range groups {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		fmt.Fprintf(sb, "  %s: %s\n", k, calibRow(groups[k]))
	}
}

// wilson returns the 95% Wilson interval of k successes in n.
func wilson(k, n float64) (lo, hi float64) {
	z := 1.96
	p := k / n
	d := 1 + z*z/n
	c := (p + z*z/(2*n)) / d
	h := z * math.Sqrt(p*(1-p)/n+z*z/(4*n*n)) / d
	return c - h, c + h
}

// calibTables prints the calibration of the mean wounds by bins of the
// prediction, and of the knock-down chance by deciles.
func calibTables(sb *strings.Builder, s []calibSample) {
	fmt.Fprintf(sb, "all: %s\n\nmean wounds, by predicted bin:\n", calibRow(s))
	fmt.Fprintf(sb, "| predicted | turn ends | predicted mean | observed mean (95%% CI) | KO predicted | KO observed (95%% CI) |\n|---|---:|---:|---:|---:|---:|\n")
	edges := []float64{0, 1e-9, 0.25, 0.5, 1, 1.5, 2, 3, 1e9}
	for i := 0; i+1 < len(edges); i++ {
		var b []calibSample
		for _, x := range s {
			if x.mean >= edges[i] && x.mean < edges[i+1] {
				b = append(b, x)
			}
		}
		label := fmt.Sprintf("%.2f to %.2f", edges[i], edges[i+1])
		if i == 0 {
			label = "0"
		}
		calibLine(sb, label, b)
	}
	fmt.Fprintf(sb, "\nknock-downs, by deciles of the predicted chance (where it is above 0.001):\n")
	fmt.Fprintf(sb, "| predicted | turn ends | predicted mean | observed mean (95%% CI) | KO predicted | KO observed (95%% CI) |\n|---|---:|---:|---:|---:|---:|\n")
	var pos []calibSample
	var zero []calibSample
	for _, x := range s {
		if x.ko > 0.001 {
			pos = append(pos, x)
		} else {
			zero = append(zero, x)
		}
	}
	calibLine(sb, "KO at most 0.001", zero)
	sort.Slice(pos, func(i, j int) bool { return pos[i].ko < pos[j].ko })
	for d := 0; d < 10; d++ {
		b := pos[d*len(pos)/10 : (d+1)*len(pos)/10]
		if len(b) == 0 {
			continue
		}
		calibLine(sb, fmt.Sprintf("decile %d (%.3f to %.3f)", d+1, b[0].ko, b[len(b)-1].ko), b)
	}
}

// calibLine prints one row of a calibration table.
func calibLine(sb *strings.Builder, label string, s []calibSample) {
	if len(s) == 0 {
		return
	}
	r := sumCalib(s)
	fmt.Fprintf(sb, "| %s | %d | %.3f | %.3f (%.3f to %.3f) | %.4f | %.4f (%.4f to %.4f) |\n", label, len(s), r.pm, r.om, max(r.om-1.96*r.se, 0), r.om+1.96*r.se, r.pk, r.ko, r.lo, r.hi)
}

// calibSums are the sums of a calibration row: the predicted and observed
// mean wounds, the observed mean's standard error, the predicted and
// observed knock-down rates and the observed rate's 95% interval.
type calibSums struct{ pm, om, se, pk, ko, lo, hi float64 }

// sumCalib sums the samples s, at least one, into a calibration row.
func sumCalib(s []calibSample) calibSums {
	n := float64(len(s))
	var pm, om, om2, pk, ok float64
	for _, x := range s {
		pm += x.mean
		om += float64(x.wounds)
		om2 += float64(x.wounds * x.wounds)
		pk += x.ko
		if x.down {
			ok++
		}
	}
	pm, om, om2, pk = pm/n, om/n, om2/n, pk/n
	lo, hi := wilson(ok, n)
	return calibSums{pm: pm, om: om, se: math.Sqrt(max(om2-om*om, 0) / n), pk: pk, ko: ok / n, lo: lo, hi: hi}
}
