package grid

import "fmt"

// CheckReachAsBefore makes every search Reach makes until done is called
// be searched again as it was (reachBefore) and compared, as
// TestReachAsBefore compares them; the first difference is returned by
// done, with the number of searches compared.
func CheckReachAsBefore() (done func() (int, error)) {
	var cp, want Reach
	var err error
	n := 0
	reachCheck = func(m *Map, s *State, q *MoveQuery, got *Reach) {
		n++
		if err != nil {
			return
		}
		if got.ring != (reachRing{}) || got.rel != (reachRing{}) || got.spread != (spreadBuf{}) {
			err = fmt.Errorf("search %d from %s: scratch space left behind", n, q.From.Label())
			return
		}
		// A copy: Path, which the comparison may read, writes its
		// scratch space into the Reach.
		cp.CopyResult(got)
		m.reachBefore(s, q, &want)
		if e := sameSearch(m, s, q, &cp, &want); e != nil {
			err = fmt.Errorf("search %d from %s, %d MP: %v", n, q.From.Label(), q.MP, e)
		}
	}
	return func() (int, error) {
		reachCheck = nil
		return n, err
	}
}
