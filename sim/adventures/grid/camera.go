package grid

// RotateCameras turns the cameras at the start of a round (Adventures,
// Cameras): a camera rotated last round turns back to its printed facing;
// otherwise it turns 90 degrees in its direction, unless that would face an
// adjacent blocking line, blocking space or the map's edge, in which case it
// keeps its facing. A camera thus never turns 180 degrees. Destroyed
// cameras (in s.Gone) do not turn.
func (m *Map) RotateCameras(s *State) {
	for i, cam := range m.Cameras {
		if i == MaxCameras {
			break
		}
		if s.Gone.Has(cam.Cell) {
			continue
		}
		if s.Turned[i] {
			s.Facing[i], s.Turned[i] = cam.Facing, false
			continue
		}
		next := (cam.Facing + 1) % 4
		if !cam.Clockwise {
			next = (cam.Facing + 3) % 4
		}
		if m.facesWall(s, cam.Cell, next) {
			s.Facing[i] = cam.Facing
			continue
		}
		s.Facing[i], s.Turned[i] = next, true
	}
}

// facesWall reports whether facing f from c looks straight into a blocking
// line, a blocking space or the map's edge.
func (m *Map) facesWall(s *State, c Cell, f Facing) bool {
	d := int(f) * 2
	n := m.neighbour(c, d)
	return n == NoCell || m.Blocking(s, n) || m.edge(c, d)&LineBlocking != 0
}

// CameraSees reports whether camera cam (an index into Map.Cameras) sees
// space c (Adventures, Cameras, LOS): c lies on the straight orthogonal
// line of spaces starting next to the camera in its current facing, and
// the camera has line of sight to c as a figure on its space would. A
// camera does not see its own space; a destroyed camera sees nothing.
func (m *Map) CameraSees(s *State, cam int, c Cell, giants *Set) bool {
	if cam < 0 || cam >= len(m.Cameras) || cam >= MaxCameras || !m.in(c) {
		return false
	}
	p := m.Cameras[cam].Cell
	if s.Gone.Has(p) || c == p {
		return false
	}
	dx, dy := c.X()-p.X(), c.Y()-p.Y()
	var on bool
	switch s.Facing[cam] {
	case North:
		on = dx == 0 && dy < 0
	case East:
		on = dy == 0 && dx > 0
	case South:
		on = dx == 0 && dy > 0
	default:
		on = dy == 0 && dx < 0
	}
	return on && m.LOS(s, p, c, giants)
}
