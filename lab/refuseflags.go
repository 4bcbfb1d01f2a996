package lab

import "strings"

// RefuseFlags returns a usage error for the first of flags set (changed):
// flags of a command that a study of game does not take (yet), a
// battle's alone.
func RefuseFlags(changed func(flag string) bool, game string, flags ...string) error {
	for _, f := range flags {
		if changed(f) {
			return Usagef("--%s: not for %s file (yet); a battle's alone", f, Article(game))
		}
	}
	return nil
}

// Article returns word with its indefinite article: "a match", "an adventure".
func Article(word string) string {
	if word != "" && strings.ContainsRune("aeiou", rune(word[0])) {
		return "an " + word
	}
	return "a " + word
}
