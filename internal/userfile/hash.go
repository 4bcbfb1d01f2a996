package userfile

import (
	"crypto/sha256"
	"encoding/hex"
)

// Hash returns the SHA-256 (hex) of the file name, read as a battle
// (MaxBattle), or "" when name is not a file (an embedded name).
func Hash(name string) string {
	data, err := Read(name, MaxBattle)
	if err != nil {
		return ""
	}
	h := sha256.Sum256(data)
	return hex.EncodeToString(h[:])
}
