package battlefile

import (
	"fmt"
	"strconv"
	"strings"
)

// ParseHeroes reads the party of a starter (NewStarter): a number n, 1
// to 4, of the roster's first heroes (names nil), or the heroes' roster
// names in seating order, comma-separated, as a battle file lists them.
func ParseHeroes(s string) (n int, names []string, err error) {
	n, err = strconv.Atoi(strings.TrimSpace(s))
	if err != nil {
		names = strings.Split(s, ",")
		for i := range names {
			names[i] = strings.TrimSpace(names[i])
		}
		return len(names), names, nil
	}
	if n < 1 || n > 4 {
		return 0, nil, fmt.Errorf("%d is out of range; want 1 to 4", n)
	}
	return n, nil, nil
}
