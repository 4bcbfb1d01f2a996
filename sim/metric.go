package sim

// Signed reports whether the values of the metric called name may be
// negative. Metrics count things (wounds, strikes, figures, cards) and are
// never negative, but for a score, which a knock-down lowers; readers of
// summaries refuse a negative sum of any other metric.
func Signed(name string) bool { return name == "score" }
