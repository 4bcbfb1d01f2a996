package lab

import (
	"strings"

	"github.com/tmntsim/tmntsim/scenarios"
)

// ParseTarget parses a --target win rate: a fraction (0.5) or a
// percentage (50%), strictly between 0 and 1; its error is a UsageError
// naming --target.
func ParseTarget(s string) (float64, error) {
	t := strings.TrimSpace(s)
	scale := 1.0
	if p, ok := strings.CutSuffix(t, "%"); ok {
		t, scale = p, 0.01
	}
	x, err := scenarios.ParseNumber(t)
	if err == nil {
		x *= scale
	}
	if err != nil || !(x > 0 && x < 1) {
		return 0, Usagef("--target: %q is not a win rate strictly between 0 and 1 (e.g. 0.5 or 50%%)", s)
	}
	return x, nil
}
