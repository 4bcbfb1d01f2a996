package reports

import (
	"encoding/json"
	"fmt"
	"io"

	"github.com/tmntsim/tmntsim/stats"
)

// WriteCampaign writes the campaign of an adventure's summary in format:
// text, json or csv.
func WriteCampaign(w io.Writer, sum *stats.Summary, format string) error {
	camp, _ := CampaignOf(sum)
	switch format {
	case "json":
		enc := json.NewEncoder(w)
		enc.SetIndent("", "  ")
		return enc.Encode(camp)
	case "csv":
		return WriteCampaignCSV(w, camp)
	}
	return WriteCampaignText(w, camp)
}

// WriteCampaignAfter writes what follows the text of an adventure's
// summary: its campaign after a blank line; nothing for another summary.
func WriteCampaignAfter(w io.Writer, sum *stats.Summary) error {
	c, ok := CampaignOf(sum)
	if !ok {
		return nil
	}
	fmt.Fprintln(w)
	return WriteCampaignText(w, c)
}
