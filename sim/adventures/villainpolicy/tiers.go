package villainpolicy

// Tiers returns the villain policies a skill grid plays: every registered
// one but "first" (for tests), in the registry's order.
func Tiers() []string {
	var out []string
	for _, n := range Names() {
		if n != "first" {
			out = append(out, n)
		}
	}
	return out
}
