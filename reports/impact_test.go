package reports

import (
	"bytes"
	"math"
	"testing"
)

// ImpactPNG draws a chart of any effects, NaN ones (a card never played)
// and none at all included, without a panic.
func TestImpactPNG(t *testing.T) {
	nan := math.NaN()
	for _, bars := range [][]ImpactBar{
		{{"Strong", 0.25, 0.2, 0.3}, {"Blank-like", 0, -0.01, 0.01}, {"Weak", -0.05, -0.08, -0.02}},
		{{"Never", nan, nan, nan}},
		nil,
	} {
		var buf bytes.Buffer
		if err := ImpactPNG(&buf, "impact", bars); err != nil {
			t.Fatal(err)
		}
		if !bytes.HasPrefix(buf.Bytes(), []byte("\x89PNG")) {
			t.Errorf("%d bars: not a PNG", len(bars))
		}
	}
}
