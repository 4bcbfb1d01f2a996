package scenarios

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"

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
