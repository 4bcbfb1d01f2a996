package adventure

import (
	"fmt"
	"github.com/tmntsim/tmntsim/internal/plural"
	"io"
	"strings"
)

// Checked is what tmntsim validate says of an adventure that loads: its
// Brief, and its first warning if it has some.
func (a *Adventure) Checked() string {
	if len(a.Warnings) == 0 {
		return a.Brief()
	}
	more := ""
	if n := len(a.Warnings); n > 1 {
		more = " (and " + plural.Of(n-1, "more warning") + ")"
	}
	return fmt.Sprintf("%s; warning: %s%s", a.Brief(), a.Warnings[0].Error(), more)
}

// WriteText writes the adventure in words (tmntsim show): its Brief, its
// description wrapped at 78 columns, and its battles in order with the
// benefits of each one's winner.
func (a *Adventure) WriteText(w io.Writer) error {
	var b strings.Builder
	fmt.Fprintf(&b, "adventure %s\n", a.Brief())
	if a.Description != "" {
		b.WriteByte('\n')
		line := 0
		for _, word := range strings.Fields(a.Description) {
			if line > 0 && line+1+len([]rune(word)) > 78 {
				b.WriteByte('\n')
				line = 0
			} else if line > 0 {
				b.WriteByte(' ')
				line++
			}
			b.WriteString(word)
			line += len([]rune(word))
		}
		b.WriteByte('\n')
	}
	for i, bt := range a.Battles {
		fmt.Fprintf(&b, "\n%d. %s (%s)\n", i+1, bt.Name, bt.Ref)
		for _, side := range []struct {
			who string
			bs  Benefits
		}{{"heroes win", bt.HeroesWin}, {"villains win", bt.VillainWins}} {
			for _, x := range side.bs.Items {
				fmt.Fprintf(&b, "   %s: next battle %s\n", side.who, x)
			}
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}
