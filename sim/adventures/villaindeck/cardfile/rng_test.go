package cardfile_test

import "math/rand/v2"

func rng(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, 0)) }
