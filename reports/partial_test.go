package reports

import (
	"strconv"
	"strings"
	"testing"
)

// TestPartialCurve checks that a partial curve says so in its plot and in
// every row of its CSV.
func TestPartialCurve(t *testing.T) {
	d := testReport(t).Curve
	for _, partial := range []bool{false, true} {
		d.Partial = partial
		if got := strings.Contains(CurvePlot(d).Title.Text, "PARTIAL"); got != partial {
			t.Errorf("Partial %v: the plot's title %q", partial, CurvePlot(d).Title.Text)
		}
		var b strings.Builder
		if err := WriteCurveCSV(&b, d); err != nil {
			t.Fatal(err)
		}
		lines := strings.Split(strings.TrimSpace(b.String()), "\n")
		if !strings.HasSuffix(lines[0], ",complete") {
			t.Errorf("header %q has no complete column", lines[0])
		}
		want := "," + strconv.FormatBool(!partial)
		for _, l := range lines[1:] {
			if !strings.HasSuffix(l, want) {
				t.Errorf("Partial %v: row %q does not end with %s", partial, l, want)
			}
		}
	}
}
