package lab

import (
	"errors"
	"fmt"

	"github.com/tmntsim/tmntsim/sim"
)

// SweepSetups makes the setups of a sweep of subs over the values xs of
// the number at path (Subject.With), named name for people, before any is
// played, so that a wrong path fails at once. A value that makes a file
// invalid is left out for every file (the curves share their values), and
// skip is told of it (its Path set to name). It returns the values kept
// and, of each subject, the setup at each; an error when a file fails
// otherwise or no value makes a valid file.
func SweepSetups(subs []Subject, path, name string, xs []float64, skip func(*InvalidValue)) ([]float64, []map[float64]sim.Setup, error) {
	setups := make([]map[float64]sim.Setup, len(subs))
	for i := range setups {
		setups[i] = map[float64]sim.Setup{}
	}
	var values []float64
values:
	for _, x := range xs {
		for i, sub := range subs {
			setup, err := sub.With(path, x)
			var iv *InvalidValue
			if errors.As(err, &iv) {
				iv.Path = name
				skip(iv)
				continue values
			}
			if err != nil {
				return nil, nil, err
			}
			setups[i][x] = setup
		}
		values = append(values, x)
	}
	if len(values) == 0 {
		return nil, nil, fmt.Errorf("sweep: no value of %s makes a valid %s", name, subs[0].What)
	}
	return values, setups, nil
}
