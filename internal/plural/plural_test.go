package plural

import "testing"

func TestOf(t *testing.T) {
	for _, c := range []struct {
		n    int
		one  string
		want string
	}{
		{1, "villain type", "1 villain type"},
		{0, "villain type", "0 villain types"},
		{2, "villain type", "2 villain types"},
		{1, "die", "1 die"},
		{3, "die", "3 dice"},
		{2, "Battle die", "2 Battle dice"},
		{4, "hero", "4 heroes"},
		{2, "copy", "2 copies"},
		{2, "policy", "2 policies"},
		{2, "day", "2 days"},
		{2, "match", "2 matches"},
		{2, "pass", "2 passes"},
		{2, "box", "2 boxes"},
		{1, "KO token", "1 KO token"},
		{5, "KO token", "5 KO tokens"},
		{-1, "point", "-1 point"},
	} {
		if got := Of(c.n, c.one); got != c.want {
			t.Errorf("Of(%d, %q) = %q, want %q", c.n, c.one, got, c.want)
		}
	}
	if got := Of(int64(1), "battle"); got != "1 battle" {
		t.Errorf("Of(int64 1, battle) = %q", got)
	}
	if got := Noun(2, "figure"); got != "figures" {
		t.Errorf("Noun(2, figure) = %q", got)
	}
}
