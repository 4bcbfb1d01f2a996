package grid

import "math/bits"

func trailingZeros(w uint64) int { return bits.TrailingZeros64(w) }
