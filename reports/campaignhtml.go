package reports

import (
	"fmt"
	"github.com/tmntsim/tmntsim/internal/plural"
	"html"
	"html/template"
	"strings"
)

// The path diagram's geometry, in pixels.
const (
	treeColW  = 340 // a battle's column: its box, and the gap the edges and their labels cross
	treeBoxW  = 210
	treeBoxH  = 50
	treeRowH  = 62
	treeLabel = 28 // characters of a battle's name in a box
)

// treeNode is a node of the path diagram placed: its column and row.
type treeNode struct {
	n    CampaignNode
	x, y float64
}

// PathDiagram returns the path diagram of c as an SVG picture: a tree of
// the battles as played after each path so far, each box the chance the
// heroes win the battle there and the adventure from there, each edge the
// share of the playthroughs that took it (W: the heroes won the battle
// before, L: they lost it). Paths never played are left out, and so are
// the battles reached by less than 1% of the playthroughs, so that the
// tree of a long adventure stays readable: it returns how many it left
// out (the tables have them all).
func (c *Campaign) PathDiagram() (svg string, left int) {
	at := map[string]int{} // depth and path → index in c.Nodes
	for i, n := range c.Nodes {
		if n.Battle > 0 && 100*n.Win.Of < c.Games {
			left++
			continue
		}
		at[fmt.Sprint(n.Battle, n.Path)] = i
	}
	placed := make([]treeNode, len(c.Nodes))
	row := 0
	var place func(i int) float64
	place = func(i int) float64 {
		n := c.Nodes[i]
		var ys []float64
		for _, o := range "WL" {
			if j, ok := at[fmt.Sprint(n.Battle+1, n.Path+string(o))]; ok {
				ys = append(ys, place(j))
			}
		}
		y := float64(row)
		if len(ys) == 0 {
			row++
		} else {
			y = (ys[0] + ys[len(ys)-1]) / 2
		}
		placed[i] = treeNode{n, float64(10 + n.Battle*treeColW), 10 + y*treeRowH}
		return y
	}
	if len(c.Nodes) > 0 {
		place(0)
	}
	w := 20 + len(c.Battles)*treeColW
	h := 20 + row*treeRowH
	var b strings.Builder
	fmt.Fprintf(&b, `<svg class="paths" xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" font-family="sans-serif" font-size="11" role="img" aria-label="path diagram">`, w, h, w, h)
	drawn := placed[:0]
	for i, p := range placed {
		if _, ok := at[fmt.Sprint(c.Nodes[i].Battle, c.Nodes[i].Path)]; ok {
			drawn = append(drawn, p)
		}
	}
	placed = drawn
	byPath := map[string]treeNode{}
	for _, p := range placed {
		byPath[fmt.Sprint(p.n.Battle, p.n.Path)] = p
	}
	for _, p := range placed {
		if p.n.Battle == 0 {
			continue
		}
		parent := byPath[fmt.Sprint(p.n.Battle-1, p.n.Path[:len(p.n.Path)-1])]
		share := float64(p.n.Win.Of) / float64(parent.n.Win.Of)
		x1, y1 := parent.x+treeBoxW, parent.y+treeBoxH/2
		x2, y2 := p.x, p.y+treeBoxH/2
		color := "#2e7d32"
		if strings.HasSuffix(p.n.Path, "L") {
			color = "#c62828"
		}
		fmt.Fprintf(&b, `<path d="M%.0f %.0f C%.0f %.0f %.0f %.0f %.0f %.0f" fill="none" stroke="%s" stroke-opacity="0.6" stroke-width="%.1f"/>`,
			x1, y1, (x1+x2)/2, y1, (x1+x2)/2, y2, x2, y2, color, 1+8*share)
		// The label stands left of the curve's middle, on the side its
		// left half does not pass: above the middle of an edge that
		// rises (or runs level), below that of one that falls.
		ly := (y1+y2)/2 - 6
		if y2 > y1 {
			ly = (y1+y2)/2 + 15
		}
		fmt.Fprintf(&b, `<text x="%.0f" y="%.0f" text-anchor="end" fill="%s">%s %s</text>`,
			(x1+x2)/2-8, ly, color, p.n.Path[len(p.n.Path)-1:], Pct(share))
	}
	for _, p := range placed {
		name := []rune(c.Battles[p.n.Battle])
		if len(name) > treeLabel {
			name = append(name[:treeLabel-1], '…')
		}
		fmt.Fprintf(&b, `<g><title>%s after %s: %s</title>`, html.EscapeString(c.Battles[p.n.Battle]), pathLabel(p.n.Path), plural.Of(p.n.Win.Of, "playthrough"))
		fmt.Fprintf(&b, `<rect x="%.0f" y="%.0f" width="%d" height="%d" rx="5" fill="#f5f5f5" stroke="#888"/>`, p.x, p.y, treeBoxW, treeBoxH)
		fmt.Fprintf(&b, `<text x="%.0f" y="%.0f" font-weight="bold">%s</text>`, p.x+6, p.y+14, html.EscapeString(string(name)))
		fmt.Fprintf(&b, `<text x="%.0f" y="%.0f">heroes win %s (%s – %s)</text>`, p.x+6, p.y+29, Pct(p.n.Win.Rate), Pct(p.n.Win.Lo), Pct(p.n.Win.Hi))
		fmt.Fprintf(&b, `<text x="%.0f" y="%.0f" fill="#555">adventure from here %s</text></g>`, p.x+6, p.y+43, Pct(p.n.Adventure.Rate))
	}
	b.WriteString("</svg>")
	return b.String(), left
}

// campaignSection is the HTML section of an adventure's report: the path
// diagram, the paths and the battle that decides the adventure most.
func campaignSection(c *Campaign) template.HTML {
	var b strings.Builder
	e := html.EscapeString
	fmt.Fprintf(&b, "<h2>The adventure's paths</h2>\n<p>The heroes win the adventure in <b>%s</b> of %s playthroughs. "+
		"Each box is a battle as played after the path so far (W: the heroes won the battle before, L: they lost it, with the "+
		"benefits the adventure gives its winner): the heroes' chance to win it, with its 95%% interval, and then to win the "+
		"adventure; each edge the share of the playthroughs that took it. Table: <a href=\"campaign.csv\">campaign.csv</a>.</p>\n",
		e(shareText(c.Win)), thousands(c.Games))
	svg, left := c.PathDiagram()
	fmt.Fprintf(&b, "<div style=\"overflow-x: auto\">%s</div>\n", svg)
	if left > 0 {
		fmt.Fprintf(&b, "<p class=\"meta\">%s reached by less than 1%% of the playthroughs %s left out of the diagram; "+
			"campaign.csv has them all.</p>\n", plural.Of(left, "battle"), plural.Choose(left, "is", "are"))
	}
	if c.Most >= 0 {
		d := c.Decisive[c.Most]
		fmt.Fprintf(&b, "<p>The battle that decides the adventure most%s: <b>%s</b>. Winning it rather than losing it changes the "+
			"heroes' chance to win the adventure by <b>%s</b> (95%% interval %s – %s).</p>\n", e(settlesText(c, d)), e(d.Battle), pts(d.Diff), pts(d.Lo), pts(d.Hi))
	}
	b.WriteString("<table>\n<tr><th>battle</th><th>win the adventure if won it</th><th>if lost it</th><th>difference (95% interval)</th></tr>\n")
	for _, d := range c.Decisive {
		fmt.Fprintf(&b, "<tr><td>%s</td><td class=\"n\">%s</td><td class=\"n\">%s</td><td class=\"n\">%s</td></tr>\n",
			e(d.Battle), e(shareText(d.IfWon)), e(shareText(d.IfLost)), e(diffText(d)))
	}
	b.WriteString("</table>\n<table>\n<tr><th>path</th><th>playthroughs</th><th>share (95% interval)</th><th>adventure</th></tr>\n")
	for _, p := range c.Paths {
		who := "lost"
		if p.Won {
			who = "won"
		}
		fmt.Fprintf(&b, "<tr><td><code>%s</code></td><td class=\"n\">%s</td><td class=\"n\">%s</td><td>%s</td></tr>\n",
			pathLabel(p.Path), thousands(p.Share.Count), e(shareText(p.Share)), who)
	}
	b.WriteString("</table>\n")
	return template.HTML(b.String()) //nolint:gosec // every text in it is escaped above
}
