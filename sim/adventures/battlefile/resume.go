package battlefile

import (
	"errors"
	"fmt"
	"github.com/tmntsim/tmntsim/internal/plural"

	"github.com/tmntsim/tmntsim/scenarios"
)

// ResumeError returns the error of opening battle, the battle that
// summary, a summary to resume, names, err the opening's error. The
// summary may name any file: a battle file's problems are counted, not
// quoted.
func ResumeError(summary, battle string, err error) error {
	var el scenarios.ErrorList
	if !errors.As(err, &el) {
		return fmt.Errorf("--resume: the battle of %s: %w (give the battle as an argument if it has moved)", summary, err)
	}
	problems := plural.Of(el.Len(), "problem")
	return fmt.Errorf("--resume: the battle of %s, %s, is not a battle file tmntsim can load (%s: run tmntsim validate on it); give the battle as an argument if it has moved",
		summary, battle, problems)
}
