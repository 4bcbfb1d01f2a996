package battlefile

import (
	"image/color"

	"github.com/tmntsim/tmntsim/sim/adventures/grid"
)

// CellColor returns the colour of space (x, y) in the map picture of
// WritePNG (the colour of its most important terrain, or of its token on
// neutral ground), for pictures drawn over the map, such as the knock-down
// heat map of tmntsim report.
func (l *Loaded) CellColor(x, y int) color.Color {
	return cellFill(l.Battle.Map.Terrain[grid.At(x, y)])
}
