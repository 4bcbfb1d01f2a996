package grid

// A State is what changes on a map during a battle: doors opened, objects
// thrown or destroyed, cameras turned. It is a value type: copy a State
// prepared by InitState to reset it.
type State struct {
	// Open is the set of opened doors (Adventures, Doors).
	Open Set
	// Gone is the set of cells whose object (small or large throwing
	// object, camera) has been thrown or destroyed.
	Gone Set
	// Facing is the current facing of each camera of Map.Cameras.
	Facing [MaxCameras]Facing
	// Turned[i] reports that camera i was rotated away from its original
	// facing at the start of this round (Adventures, Cameras).
	Turned [MaxCameras]bool
}

// InitState sets s to the state at the start of a battle: every door
// closed, every object in place, every camera facing its printed direction.
func (m *Map) InitState(s *State) {
	*s = State{}
	for i, c := range m.Cameras {
		if i == MaxCameras {
			break
		}
		s.Facing[i] = c.Facing
	}
}

// Blocking reports whether c counts as blocking terrain now: blocking
// terrain, a closed door, or a blocking throwing object not yet thrown
// (Adventures, Blocking Terrain and Doors). Cells outside the map block.
func (m *Map) Blocking(s *State, c Cell) bool {
	if c < 0 || int(c) >= MaxCells || !m.On.Has(c) {
		return true
	}
	if m.dyn.Has(c) {
		return s == nil || !(s.Open.Has(c) || s.Gone.Has(c))
	}
	return m.Terrain[c]&Blocking != 0
}

// objectThere reports whether the object on c (throwing object, camera,
// crouch-behind object, soft landing) is still on the map.
func objectThere(s *State, c Cell) bool { return s == nil || !s.Gone.Has(c) }
