package lab

// BandPlayed returns a GridPlan's Played for the cells a report's skill
// band played already: band holds each row policy's summary, played
// against the column policy it names for seat other.
func BandPlayed(band map[string]*Summary, other int) func(row, col string) *Summary {
	return func(row, col string) *Summary {
		if s := band[row]; s != nil && s.Policy(other) == col {
			return s
		}
		return nil
	}
}
