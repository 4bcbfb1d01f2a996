// Package grid is the map of the Adventures system: a square grid of up to
// MaxSide×MaxSide spaces, the terrain on each space and on the lines between
// spaces, line of sight, distances and movement (Adventures rulebook,
// "Movement" and "Terrain, Line of Sight, and Straight Lines").
//
// Cells are small integers laid out with a fixed stride of MaxSide
// (cell = y*MaxSide + x) whatever the map's width, so that a Set is a
// bitboard of MaxSide rows of MaxSide bits and shifting a Set moves every
// member one space. Nothing in this package allocates after a Map is built.
package grid

// MaxSide is the largest width or height of a map, in spaces. A battle file
// with a larger map is rejected by the loader.
const MaxSide = 32

// MaxCells is the number of cells a Set can hold.
const MaxCells = MaxSide * MaxSide

// A Cell is a space of the map: y*MaxSide + x. NoCell marks "no space".
type Cell int16

// NoCell is the Cell value for "no space".
const NoCell Cell = -1

// At returns the cell at column x, row y.
func At(x, y int) Cell { return Cell(y*MaxSide + x) }

// X returns the column of c.
func (c Cell) X() int { return int(c) % MaxSide }

// Y returns the row of c.
func (c Cell) Y() int { return int(c) / MaxSide }

// Label returns the chess-like label designers read off the text map:
// column letter (a, b, …, z, A, …) then row number counted from 1 at the top
// row, e.g. "c4".
func (c Cell) Label() string {
	if c < 0 {
		return "-"
	}
	const letters = "abcdefghijklmnopqrstuvwxyzABCDEF"
	x, y := c.X(), c.Y()
	return string(letters[x]) + itoa(y+1)
}

func itoa(n int) string {
	if n < 10 {
		return string(rune('0' + n))
	}
	return string(rune('0'+n/10)) + string(rune('0'+n%10))
}

// A Set is a set of cells: a bitboard of MaxSide rows, two rows per word.
type Set [MaxCells / 64]uint64

// Has reports whether c is in s.
func (s *Set) Has(c Cell) bool { return s[c>>6]&(1<<(uint(c)&63)) != 0 }

// Add puts c in s.
func (s *Set) Add(c Cell) { s[c>>6] |= 1 << (uint(c) & 63) }

// Remove takes c out of s.
func (s *Set) Remove(c Cell) { s[c>>6] &^= 1 << (uint(c) & 63) }

// Terrain is the set of terrain types and markers on one space
// (Adventures rulebook, "Terrain Types"). A space may carry any combination.
type Terrain uint32

// Terrain types of a space.
const (
	Slow         Terrain = 1 << iota // +1 move point to enter
	Rough                            // entering ends the move action
	Covered                          // Defend +1, +1 range when targeted by ranged strikes; take cover here or adjacent
	Elevated                         // not adjacent to low terrain except by climbing; +2 range from low
	Unstable                         // cannot end a move action here
	Obscuring                        // LOS into, not through; strikes into/out of cost double icons
	Harmful                          // 1 unblockable hit on entering, and at end of a turn started here
	Blocking                         // cannot be entered; blocks LOS
	FireEscape                       // slow, adjacent to both low and elevated; no falling damage landing here
	Door                             // blocking while closed, neutral once open
	Camera                           // a camera token (facing in Map.Cameras)
	SmallObject                      // small throwing object (manhole cover, garbage can)
	LargeObject                      // large throwing object (car, dumpster, bench)
	SoftLanding                      // trash heap or dumpster: no falling damage landing here
	CrouchBehind                     // car, dumpster or road block: figures adjacent may crouch behind it
	Spawn                            // spawning location
	HeroStart                        // hero start area
	Objective                        // objective marker
	Exit                             // exit space
	Computer                         // a computer (hack by Focus check from an adjacent space)
)

// Line types on the edge between two orthogonally adjacent spaces
// (Adventures rulebook, "Terrain Types - Lines").
type Line uint8

// Line types.
const (
	LineBlocking  Line = 1 << iota // cannot be crossed; blocks LOS
	LineObscuring                  // blocks LOS only
	LineSlow                       // +1 move point to cross
	LineClimbable                  // crossed only with the climb terrain move
	LineGrind                      // a grind rail runs along this edge
)

// Facing is a camera direction.
type Facing uint8

// Camera facings, clockwise.
const (
	North Facing = iota
	East
	South
	West
)

// MaxCameras is the most cameras a map may hold.
const MaxCameras = 8

// A CameraSpec is a camera token: where it is, which way it faces at the
// start of the battle and which way it rotates (Clockwise true: N→E→S→W).
type CameraSpec struct {
	Cell      Cell
	Facing    Facing
	Clockwise bool
}

// A Map is the static terrain of a battle. It is built once by the loader
// (then Prepare is called) and shared read-only by every worker; what
// changes during a battle (doors opened, objects thrown, cameras turned)
// lives in a State.
type Map struct {
	W, H    int
	Terrain [MaxCells]Terrain
	// East[c] and South[c] are the lines on the east and south edges of c.
	East, South [MaxCells]Line
	// GrindDir[c] for an edge with LineGrind says which ways a figure may
	// grind along it: bit 0 east edge forward (+y / +x), bit 1 east edge
	// backward, bit 2 south edge forward, bit 3 south edge backward.
	GrindDir [MaxCells]uint8
	// DoorDifficulty[c] is the Focus-check difficulty of the door on c.
	DoorDifficulty [MaxCells]uint8
	// ComputerDifficulty[c] is the Focus-check difficulty of the computer on c.
	ComputerDifficulty [MaxCells]uint8
	Cameras            []CameraSpec

	// On is the set of cells inside the map (x < W, y < H).
	On Set
	// Has[t] is the set of cells whose terrain includes bit t (filled by Prepare).
	Has [32]Set

	// dyn holds the cells whose blocking can change during a battle: doors
	// and blocking throwing objects.
	dyn Set
	// block holds the blocking cells that stay blocking (not in dyn); slow
	// the slow spaces and fire escapes; rough and unstable the spaces of
	// those terrains.
	block, slow, rough, unstable Set
	// step[d] holds the cells from which terrain allows a step in direction
	// d (the neighbour is on the map, on an adjacent level, and no blocking
	// or climbable line is crossed); slowStep[d] those of them whose step
	// crosses a slow line. slowFrom holds the cells with a step in
	// slowStep, slowTo the cells such a step reaches; hasSlowFrom whether
	// slowFrom holds any.
	step, slowStep   [numDirs]Set
	slowFrom, slowTo Set
	hasSlowFrom      bool
	// kingSteps: every space steps onto each of its neighbours on the map
	// (no line, no level in the way): fwd is the map's outline alone, and
	// Reach spreads a layer by shifting it whole (kingSpread).
	kingSteps bool
	// open[d] holds the cells whose neighbour in direction d is on the map
	// with no blocking line crossed on the way (levels and terrain aside),
	// climb[d] those of them whose step crosses a climbable line: the
	// steps of leaps and climbs.
	open, climb [numDirs]Set
	// adjDirs[c] has bit d set when the neighbour of c in direction d is
	// adjacent to it (Adjacent): on the map, on an adjacent level.
	adjDirs [MaxCells]uint8
	// cover holds the spaces where a figure may take cover.
	cover Set
	// fwd[i][d] is word i of step[d]; fwdSlow the same for slowStep and
	// fwdPlain for the steps crossing no slow line. rev[i][d] is word i of
	// the cells n whose neighbour in direction d may step back onto n
	// (spreading a Set with rev finds the cells that can step onto it);
	// revSlow and revPlain split it like fwd.
	fwd, fwdPlain, fwdSlow stepMasks
	rev, revPlain, revSlow stepMasks
	// words is the number of Set words holding the map's rows.
	words int
	// idx[c] is the index of c among the spaces of the map in reading
	// order, offMap off the map.
	idx [MaxCells]uint16
	// los and losDyn are bit tables indexed by pair(a, b): the static line
	// of sight (doors and objects open) and whether the line meets a dyn
	// cell (then LOS walks it).
	los, losDyn []uint64
	// ownLOS reports that los and losDyn belong to m alone (CopyFrom);
	// keepLOS makes Prepare leave them as they are (RemoveLargeObject
	// updates the lines that change).
	ownLOS, keepLOS bool
	// fields are the distance fields of the map as built (StaticField),
	// slow terrain counted ([0]) and ignored ([1]).
	fields [2][]uint8
}
