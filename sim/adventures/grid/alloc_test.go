package grid

import "testing"

// TestNoAllocs holds the hot paths to the zero-allocation contract.
func TestNoAllocs(t *testing.T) {
	m := streetMap(16)
	m.Cameras = []CameraSpec{{Cell: At(0, 0), Facing: East, Clockwise: true}}
	qs, s := benchQueries(m, 8)
	r := new(Reach)
	giants := &Set{}
	giants.Add(At(8, 8))
	var path [MaxCells]Cell
	var cellBuf [64]Cell
	var runs [64]GrindRun
	var field, brk [MaxCells]uint8
	for _, tc := range []struct {
		name string
		f    func()
	}{
		{"Reach", func() { m.Reach(s, &qs[0], r) }},
		{"Path", func() { m.Path(s, &qs[0], r, qs[0].From+MaxSide+1, path[:0]) }},
		{"LOS", func() { m.LOS(s, At(0, 0), At(15, 9), nil) }},
		{"LOS walk", func() { m.LOS(s, At(0, 0), At(15, 9), giants) }},
		{"CrouchBlocked", func() { m.CrouchBlocked(s, At(0, 0), At(15, 9), At(3, 2)) }},
		{"DistanceField", func() { m.DistanceField(s, At(3, 3), false, &field) }},
		{"BreakAwayCosts", func() { m.BreakAwayCosts(giants, nil, &brk) }},
		{"LeapTargets", func() { m.LeapTargets(s, At(5, 5), giants, cellBuf[:0]) }},
		{"ClimbTargets", func() { m.ClimbTargets(s, At(5, 5), giants, cellBuf[:0]) }},
		{"GrindRuns", func() { m.GrindRuns(s, At(5, 5), giants, runs[:0]) }},
		{"CanCrouch", func() { m.CanCrouch(s, At(5, 5)) }},
		{"Cameras", func() { m.RotateCameras(s); m.CameraSees(s, 0, At(5, 0), giants) }},
	} {
		if got := testing.AllocsPerRun(100, tc.f); got != 0 {
			t.Errorf("%s: got %v allocations per run, want 0", tc.name, got)
		}
	}
}
