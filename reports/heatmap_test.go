package reports

import (
	"bytes"
	"image/color"
	"image/png"
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/stats"
)

// The heat map has a colour key at the right of the map: a bar whose red
// deepens from its bottom (the fewest knock-downs on a space) to its top
// (the most), so that a reader can tell what a shade means.
func TestHeatmapPNGHasColourKey(t *testing.T) {
	sc := &sim.Schema{Game: "battle", Seats: []string{"heroes", "villains"}, Reasons: []string{"won"},
		Board: &sim.Board{W: 4, H: 3, Stride: 4}}
	s := stats.NewSummary(sc)
	for i := range 40 {
		var r sim.Record
		r.Outcome[0], r.Outcome[1] = sim.Won, sim.Lost
		r.Mark(int16(i % 3)) // spaces a1, b1, c1; a1 most, c1 least
		if i%3 == 0 {
			r.Mark(0)
		}
		s.Add(&r)
	}
	m := MapLayer{W: 4, H: 3, Color: func(x, y int) color.Color { return color.White }}
	r := &Report{Summary: s, Map: m}
	var buf bytes.Buffer
	if err := r.heatmapPNG(&buf); err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(&buf)
	if err != nil {
		t.Fatal(err)
	}
	b := img.Bounds()
	// The key is the rightmost column of pixels that is red (red well
	// above green) somewhere; find it, then compare its top and bottom.
	red := func(x, y int) int {
		cr, cg, _, _ := img.At(x, y).RGBA()
		return int(cr>>8) - int(cg>>8)
	}
	keyX := -1
	for x := b.Max.X - 1; x >= b.Min.X && keyX < 0; x-- {
		for y := b.Min.Y; y < b.Max.Y; y++ {
			if red(x, y) > 60 {
				keyX = x - 3 // inside the bar, off its border
				break
			}
		}
	}
	w, _ := r.heatmapSize()
	if keyX < int(float64(b.Dx())*float64(w-heatKeyWidth)/float64(w)) {
		t.Fatalf("no red at the right of the map (rightmost red column %d of %d): no colour key", keyX, b.Dx())
	}
	var top, bottom int = -1, -1
	for y := b.Min.Y; y < b.Max.Y; y++ {
		if red(keyX, y) > 20 {
			if top < 0 {
				top = y
			}
			bottom = y
		}
	}
	if hi, lo := red(keyX, top+4), red(keyX, bottom-4); hi <= lo+40 {
		t.Errorf("key's top (most) red %d, bottom (fewest) %d: want it deeper at the top", hi, lo)
	}
}
