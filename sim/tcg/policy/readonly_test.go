package policy_test

import (
	"testing"

	"github.com/tmntsim/tmntsim/internal/viewguard"
)

// TestPoliciesOnlyReadTheirView: no policy of the package writes what its
// view hands it (the game's own figures, map, battle, cards), checked over
// the package's source (internal/viewguard).
func TestPoliciesOnlyReadTheirView(t *testing.T) { viewguard.ReadOnly(t) }
