package lab

import (
	"strings"
	"testing"
)

// The -p values of a study: SEAT=SPEC each a seat's, the last of the
// others the focus seat's, an empty one given too (and refused by the
// policy's check, not replaced by the default).
func TestSeatsOf(t *testing.T) {
	for _, c := range []struct {
		values         []string
		focus, ordered string
	}{
		{nil, "tactician", ""},
		{[]string{"villain=planner"}, "tactician", "villain=planner"},
		{[]string{"greedy", "villain=planner", "lookahead:depth=2"}, "lookahead:depth=2", "lookahead:depth=2 villain=planner"},
		{[]string{"planner:a=b,c=d"}, "planner:a=b,c=d", "planner:a=b,c=d"},
		{[]string{""}, "", ""},
	} {
		v := SeatsOf(c.values)
		if got := v.Focus("tactician"); got != c.focus {
			t.Errorf("%q: focus %q, want %q", c.values, got, c.focus)
		}
		if got := strings.Join(v.Values(), " "); got != c.ordered {
			t.Errorf("%q: values %q, want %q", c.values, got, c.ordered)
		}
	}
}
