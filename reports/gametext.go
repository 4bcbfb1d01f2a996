package reports

import (
	"io"

	"github.com/tmntsim/tmntsim/stats"
)

// WriteGameText writes what a summary's game adds to the text of tmntsim
// run: a Munchkin table's rounds and levels (WriteTableText), an
// adventure's paths (WriteCampaignAfter); nothing for other games.
func WriteGameText(w io.Writer, sum *stats.Summary) error {
	switch sum.Schema().Game {
	case "munchkin":
		return WriteTableText(w, sum)
	case campaignGame:
		return WriteCampaignAfter(w, sum)
	}
	return nil
}

// HasGameText reports whether sum's game adds text to its summary's
// (WriteGameText): a Munchkin table's, an adventure's.
func HasGameText(sum *stats.Summary) bool {
	switch sum.Schema().Game {
	case "munchkin":
		return true
	case campaignGame:
		_, ok := CampaignOf(sum)
		return ok
	}
	return false
}
