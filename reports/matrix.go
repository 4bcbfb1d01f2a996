package reports

import (
	"github.com/tmntsim/tmntsim/internal/plural"
	"image/color"
	"io"
	"math"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/text"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
)

// A WinMatrix is a matrix of win rates of contestants (decks) against
// each other: Rate[r][c] is row r's win rate against column c with its
// 95% interval Lo[r][c] – Hi[r][c]; NaN where they did not meet. Mirror
// is the text of the diagonal cells that were not played ("" leaves them
// blank).
//
// Summary, if not "", names one more column after the others, drawn the
// same way: each row's Sum (a mean over its row, say) with its interval
// SumLo – SumHi.
type WinMatrix struct {
	Rows, Cols        []string
	Rate, Lo, Hi      [][]float64
	Mirror            string
	Title, Legend     string
	Summary           string
	Sum, SumLo, SumHi []float64
	// N, if not nil, holds the games each cell rests on, written under
	// its interval in Unit ("battle"), so that a cell of few games does
	// not pass for one of many.
	N    [][]int64
	Unit string
}

// cols returns the names of the matrix's columns as drawn.
func (m *WinMatrix) cols() []string {
	if m.Summary == "" {
		return m.Cols
	}
	return append(append([]string(nil), m.Cols...), m.Summary)
}

// cell returns the rate and interval drawn in row r, column k.
func (m *WinMatrix) cell(r, k int) (rate, lo, hi float64) {
	if k == len(m.Cols) {
		return m.Sum[r], m.SumLo[r], m.SumHi[r]
	}
	return m.Rate[r][k], m.Lo[r][k], m.Hi[r][k]
}

// The ends of the matrix's diverging scale: a row that wins every game
// against its column, and one that loses every game; 50% is white.
var (
	winsColor   = color.RGBA{0x21, 0x66, 0xac, 0xff} // blue
	losesColor  = color.RGBA{0xb2, 0x18, 0x2b, 0xff} // red
	missingGrey = color.RGBA{0xee, 0xee, 0xee, 0xff}
)

// matrixColor returns the colour of win rate r: white at 50%, deepening
// to blue toward 100% and to red toward 0%.
func matrixColor(r float64) color.Color {
	if math.IsNaN(r) {
		return missingGrey
	}
	d := math.Max(-1, math.Min(1, 2*(r-0.5)))
	if d >= 0 {
		return blend(winsColor, color.White, math.Sqrt(d))
	}
	return blend(losesColor, color.White, math.Sqrt(-d))
}

// MatrixPlot plots m as a heat map: a cell per row and column, coloured
// on a scale diverging around 50% (blue: the row wins more than half,
// red: less), with the win rate and its interval written in it. The first
// row is at the top.
func MatrixPlot(m *WinMatrix) *plot.Plot {
	p := newPlot(m.Title, m.Legend, "")
	p.Add(&matrixLayer{m})
	nr, nc := len(m.Rows), len(m.cols())
	p.X.Min, p.X.Max = 0, float64(nc)
	p.Y.Min, p.Y.Max = 0, float64(nr)
	p.X.Padding, p.Y.Padding = 0, 0
	p.X.Tick.Marker = nameTicks{names: m.cols()}
	p.Y.Tick.Marker = nameTicks{names: m.Rows, down: true}
	p.X.Tick.Length, p.Y.Tick.Length = 0, 0
	return p
}

// MatrixPNG draws MatrixPlot of m as a PNG to w, its cells about square.
func MatrixPNG(w io.Writer, m *WinMatrix) error {
	width, height := matrixSize(m)
	return RenderPNG(w, MatrixPlot(m), width, height)
}

// matrixSize returns the size MatrixPNG draws m at.
func matrixSize(m *WinMatrix) (w, h vg.Length) {
	width := vg.Points(160 + 95*float64(len(m.cols())))
	height := vg.Points(120 + 60*float64(len(m.Rows)))
	return max(width, vg.Points(360)), max(height, vg.Points(200))
}

// matrixLayer draws the cells of a WinMatrix.
type matrixLayer struct{ m *WinMatrix }

// Plot draws the cells.
func (l *matrixLayer) Plot(c draw.Canvas, p *plot.Plot) {
	trX, trY := p.Transforms(&c)
	big := text.Style{Color: ink, Font: p.X.Tick.Label.Font, XAlign: draw.XCenter, YAlign: draw.YCenter, Handler: p.TextHandler}
	big.Font.Size = vg.Points(11)
	small := big
	small.Font.Size = vg.Points(7.5)
	nr := len(l.m.Rows)
	for r := range nr {
		for k := range l.m.cols() {
			x0, x1 := trX(float64(k)), trX(float64(k+1))
			y0, y1 := trY(float64(nr-r-1)), trY(float64(nr-r))
			box := vg.Rectangle{Min: vg.Point{X: x0, Y: y0}, Max: vg.Point{X: x1, Y: y1}}
			rate, lo, hi := l.m.cell(r, k)
			c.SetColor(matrixColor(rate))
			c.Fill(box.Path())
			mid := vg.Point{X: (x0 + x1) / 2, Y: (y0 + y1) / 2}
			big.Color, small.Color = ink, ink
			if !math.IsNaN(rate) && math.Abs(rate-0.5) > 0.3 {
				big.Color, small.Color = color.White, color.White
			}
			switch {
			case !math.IsNaN(rate):
				c.FillText(big, vg.Point{X: mid.X, Y: mid.Y + vg.Points(6)}, Pct(rate))
				if !math.IsNaN(lo) && !math.IsNaN(hi) {
					c.FillText(small, vg.Point{X: mid.X, Y: mid.Y - vg.Points(8)}, Pct(lo)+" – "+Pct(hi))
				}
				if l.m.N != nil && k < len(l.m.Cols) {
					c.FillText(small, vg.Point{X: mid.X, Y: mid.Y - vg.Points(18)}, plural.Of(l.m.N[r][k], l.m.Unit))
				}
			case k < len(l.m.Cols) && l.m.Rows[r] == l.m.Cols[k] && l.m.Mirror != "":
				c.FillText(small, mid, l.m.Mirror)
			}
			width := vg.Points(1)
			if k == len(l.m.Cols) {
				width = vg.Points(4) // the summary column set apart
			}
			c.SetLineStyle(draw.LineStyle{Color: color.White, Width: width})
			c.Stroke(box.Path())
		}
	}
}

// DataRange returns the matrix's extent.
func (l *matrixLayer) DataRange() (xmin, xmax, ymin, ymax float64) {
	return 0, float64(len(l.m.cols())), 0, float64(len(l.m.Rows))
}

// nameTicks labels the columns (left to right) or rows (top down) of a
// matrix with their names, at the middle of each.
type nameTicks struct {
	names []string
	down  bool
}

// Ticks returns one labelled tick per name.
func (t nameTicks) Ticks(lo, hi float64) []plot.Tick {
	n := len(t.names)
	ts := make([]plot.Tick, n)
	for i, s := range t.names {
		v := float64(i) + 0.5
		if t.down {
			v = float64(n-i) - 0.5
		}
		ts[i] = plot.Tick{Value: v, Label: s}
	}
	return ts
}
