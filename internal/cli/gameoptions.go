package cli

import "github.com/tmntsim/tmntsim/lab"

// GameOptions returns the options of a game study's flags (UseGameStudy).
func (s *Set) GameOptions() lab.Options {
	return lab.Options{Games: s.Int64("battles"), Seed: s.Uint64("seed"), Workers: s.Int("workers")}
}
