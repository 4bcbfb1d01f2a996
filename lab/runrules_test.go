package lab

import "testing"

// A game's runs refuse the battles' flags and CSV; a battle's refuse
// what its rules name, without the game's name where the words have none.
func TestRunRulesRefuse(t *testing.T) {
	battle := RunRules{Noun: "battle", CSV: true, Refused: []Refusal{{"first", "--first: not a battle's"}}}
	for _, c := range []struct {
		rules  RunRules
		set    string
		format string
		want   string
	}{
		{RunRules{}.Or(), "check", "text", "--check: the Adventures system's alone; a tcg run does not take it"},
		{RunRules{}.Or(), "ci-method", "json", "--ci-method: the Adventures system's alone; a tcg run does not take it"},
		{RunRules{}.Or(), "", "csv", `--format: unknown format "csv" for a tcg run (known: text, json)`},
		{RunRules{}.Or(), "first", "text", ""},
		{battle.Or(), "first", "csv", "--first: not a battle's"},
		{battle.Or(), "check", "csv", ""},
	} {
		err := c.rules.Refuse(func(f string) bool { return f == c.set }, c.format, "tcg")
		if got := errorText(err); got != c.want {
			t.Errorf("%s %s: got %q, want %q", c.rules.Noun, c.set, got, c.want)
		} else if _, ok := err.(*UsageError); err != nil && !ok {
			t.Errorf("%s %s: %v is not a usage error", c.rules.Noun, c.set, err)
		}
	}
}
