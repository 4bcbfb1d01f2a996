// Package plural words a number of things for people: "1 villain type",
// "2 villain types", "1 die", "3 dice". Every count tmntsim prints goes
// through it, so that a count of 1 is never "1 villain types".
package plural

import (
	"strconv"
	"strings"
)

// Of returns n and the noun one ("villain type") in the number n takes:
// "1 villain type", "0 villain types", "2 villain types".
func Of[N ~int | ~int32 | ~int64 | ~uint16 | ~uint64](n N, one string) string {
	return strconv.FormatInt(int64(n), 10) + " " + Noun(n, one)
}

// Noun returns the noun one ("villain type") in the number n takes,
// without the number: one for 1 (and -1), its plural otherwise.
func Noun[N ~int | ~int32 | ~int64 | ~uint16 | ~uint64](n N, one string) string {
	return Choose(n, one, Plural(one))
}

// irregular are the plurals of nouns tmntsim counts that take no -s.
var irregular = map[string]string{
	"die": "dice", "hero": "heroes", "child": "children", "person": "people",
	"Life": "Life", "focus": "focus", "damage": "damage",
}

// Plural returns the plural of the noun one, a word or words whose last is
// the noun ("villain type" → "villain types"; "die" → "dice"; "copy" →
// "copies"; "match" → "matches").
func Plural(one string) string {
	head, last := "", one
	if i := strings.LastIndexByte(one, ' '); i >= 0 {
		head, last = one[:i+1], one[i+1:]
	}
	if p, ok := irregular[last]; ok {
		return head + p
	}
	switch {
	case last == "":
		return one
	case strings.HasSuffix(last, "y") && len(last) > 1 && !strings.ContainsRune("aeiou", rune(last[len(last)-2])):
		return head + last[:len(last)-1] + "ies"
	case strings.HasSuffix(last, "s"), strings.HasSuffix(last, "x"), strings.HasSuffix(last, "ch"), strings.HasSuffix(last, "sh"):
		return head + last + "es"
	}
	return head + last + "s"
}

// Choose returns one for a count n of 1 (and -1), many otherwise: the
// words that agree with a count, as a verb ("is", "are") or a phrase with
// no regular plural ("that value", "those values").
func Choose[N ~int | ~int32 | ~int64 | ~uint16 | ~uint64](n N, one, many string) string {
	if n == 1 || int64(n) == -1 {
		return one
	}
	return many
}
