package scenarios

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/tmntsim/tmntsim/internal/textsafe"
	"github.com/tmntsim/tmntsim/internal/userfile"
)

// FindGame returns which of the games named names arg is of: a file's
// by its `game:` key (GameOf), with the file's data (not nil); an embedded name's
// by the game whose embedded(i) lists it, with nil data. It returns -1
// for "" and for a name no game embeds. A file naming an unknown game is
// a positioned error (UnknownGame).
func FindGame(arg string, names []string, embedded func(i int) []string) (int, []byte, error) {
	if arg == "" {
		return -1, nil, nil
	}
	if _, err := os.Stat(arg); err == nil {
		data, err := userfile.Read(arg, userfile.MaxBattle)
		if err != nil {
			return -1, nil, err
		}
		if IsSummary(data) {
			return -1, nil, fmt.Errorf("%s is a tmntsim summary (as tmntsim run -o writes it), not a battle, match, table or adventure file; continue its run with --resume %s, or print it with tmntsim merge %s", textsafe.Term(arg), textsafe.Term(arg), textsafe.Term(arg))
		}
		name, pos, err := GameOf(arg, data)
		if err != nil {
			return -1, nil, err
		}
		i := slices.Index(names, name)
		if i < 0 {
			return -1, nil, UnknownGame(arg, data, name, pos, names)
		}
		return i, append(data, []byte{}...), nil // not nil, even empty
	} else if !errors.Is(err, fs.ErrNotExist) {
		return -1, nil, fmt.Errorf("%s: %w", arg, err)
	}
	for i := range names {
		if slices.Contains(embedded(i), arg) {
			return i, nil, nil
		}
	}
	return -1, nil, nil
}

// NextTo returns a reader of the files a file names, relative to it.
func NextTo(file string) func(string) ([]byte, error) {
	return func(name string) ([]byte, error) {
		if !filepath.IsAbs(name) {
			name = filepath.Join(filepath.Dir(file), name)
		}
		return userfile.Read(name, userfile.MaxBattle)
	}
}

// IsSummary reports whether data is a tmntsim summary: a JSON object with
// the summary format's version, its shard and the count of each shard's
// battles (formats 1 and 2).
func IsSummary(data []byte) bool {
	if t := bytes.TrimLeft(data, " \t\r\n"); len(t) == 0 || t[0] != '{' {
		return false
	}
	var keys map[string]json.RawMessage
	if json.Unmarshal(data, &keys) != nil {
		return false
	}
	_, v := keys["version"]
	_, c := keys["shard_counts"]
	_, s := keys["shard"]
	return v && c && s
}

// Article returns the indefinite article of word: "an" before a vowel,
// else "a".
func Article(word string) string {
	if word != "" && strings.ContainsRune("aeiouAEIOU", rune(word[0])) {
		return "an"
	}
	return "a"
}
