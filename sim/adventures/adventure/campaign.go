package adventure

import (
	"fmt"
	"os"
	"slices"
	"strings"

	"github.com/tmntsim/tmntsim/lab"
	"github.com/tmntsim/tmntsim/scenarios"
	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
)

// CampaignTarget returns why what opening arg gave, setup or err, is not
// an adventure that tmntsim campaign plays: no argument at all (a usage
// error naming the embedded adventures), a name that is neither a file
// nor an embedded battle or adventure, a file that failed to open (err),
// or a file of another game. It returns nil for an adventure.
func CampaignTarget(arg string, setup sim.Setup, err error) error {
	names := strings.Join(Embedded(), ", ")
	if arg == "" {
		return lab.Usagef("campaign: give one adventure (tmntsim campaign FILE; embedded: %s)", names)
	}
	if err != nil {
		if _, serr := os.Stat(arg); serr != nil && !slices.Contains(battlefile.Embedded(), arg) {
			return fmt.Errorf("campaign: no adventure file or embedded adventure %q%s (embedded: %s)", arg, scenarios.Suggest(arg, Embedded()), names)
		}
		return err
	}
	if _, ok := setup.(*Adventure); ok {
		return nil
	}
	return fmt.Errorf("campaign: %s is not an adventure: an adventure is a file with game: adventure listing battles (docs/BATTLES.md), or one of %s", arg, names)
}
