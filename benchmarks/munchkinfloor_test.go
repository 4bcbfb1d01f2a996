package benchmarks

import (
	"testing"

	munchkinpolicy "github.com/tmntsim/tmntsim/sim/munchkin/policy"
	"github.com/tmntsim/tmntsim/sim/munchkin/tablefile"
)

// munchkinFloorTable is the table of Munchkin TMNT's floor.
const munchkinFloorTable = "table-of-four"

// benchmarkMunchkinFloor is BenchmarkFloor/munchkin/table-of-four: the
// engine's work of a four-player game, per op (gameFloor). Its floor policy
// is random, one draw per decision: the first legal option at every
// decision, which the TCG's floor plays, never wins a Munchkin game (it
// passes up every fight), so its games would only end at the turn cap.
func benchmarkMunchkinFloor(b *testing.B) {
	setup, err := tablefile.EmbeddedSetup(munchkinFloorTable)
	if err != nil {
		b.Fatal(err)
	}
	gameFloor(b, setup, "random", munchkinpolicy.Names(), benchGames[1].modest) // benchGames[1] is Munchkin
}
