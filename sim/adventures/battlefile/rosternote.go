package battlefile

import (
	"crypto/sha256"
	"encoding/hex"
)

// RosterNote returns what a rerun of the battle needs besides a copy of its
// file: the roster file it names, if it names one (its hash then covers more than
// the file and the built-in roster).
func (l *Loaded) RosterNote() string {
	h := sha256.New()
	h.Write(l.Data)
	h.Write(RosterData())
	if hex.EncodeToString(h.Sum(nil)) == l.Hash {
		return ""
	}
	return "the battle names a roster file of its own: put it next to the copy, as the battle names it, before rerunning"
}
