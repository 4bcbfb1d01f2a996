package lab

import (
	"slices"
	"testing"
)

// TestSweepSetups: a value that makes one file invalid is skipped for
// every file, with a note; a wrong path fails at once; no valid value is
// an error.
func TestSweepSetups(t *testing.T) {
	subs := []Subject{planted("a", 2), planted("b", 3)}
	var skipped []float64
	values, setups, err := SweepSetups(subs, "p", "the p", []float64{1, 2, 3, 4}, func(iv *InvalidValue) {
		if iv.Path != "the p" {
			t.Errorf("skipped value's path %q, want the name", iv.Path)
		}
		skipped = append(skipped, iv.X)
	})
	if err != nil || !slices.Equal(values, []float64{1, 4}) || !slices.Equal(skipped, []float64{2, 3}) {
		t.Fatalf("got values %v, skipped %v, %v; want [1 4], [2 3]", values, skipped, err)
	}
	if len(setups) != 2 || setups[1][4] == nil || setups[0][2] != nil {
		t.Errorf("setups %v: want each subject's at 1 and 4 alone", setups)
	}
	if _, _, err := SweepSetups(subs, "q", "q", []float64{1}, func(*InvalidValue) {}); err == nil {
		t.Error("wrong path: no error")
	}
	if _, _, err := SweepSetups(subs, "p", "p", []float64{2, 3}, func(*InvalidValue) {}); err == nil || err.Error() != "sweep: no value of p makes a valid simtest file" {
		t.Errorf("no valid value: got %v", err)
	}
}
