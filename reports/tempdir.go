package reports

import (
	"crypto/rand"
	"encoding/hex"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"time"
)

// A report is built in a temporary directory beside its own, named
// "." + the report directory's name + tempTag + the process id + "-" +
// random hex, and an earlier report is moved aside to that name + ".old"
// while the new one takes its place. A process killed in between (SIGKILL,
// power loss) leaves these behind; Write removes them the next time a report
// is written in the same parent directory (removeStale).
const tempTag = ".tmntsim-tmp-"

// staleName matches the names of those temporary directories; its group is
// the process id.
var staleName = regexp.MustCompile(`^\..*\.tmntsim-tmp-([0-9]+)-[0-9a-f]+(\.old)?$`)

// staleAge is the age past which a temporary directory is stale even if its
// process id is in use: writing a report takes seconds, and process ids are
// reused.
const staleAge = 24 * time.Hour

// makeTempDir makes the temporary directory to build the report dir in,
// with mode 0777 less the umask, as any new directory.
func makeTempDir(dir string) (string, error) {
	var b [6]byte
	for range 100 {
		rand.Read(b[:])
		name := filepath.Join(filepath.Dir(dir), "."+filepath.Base(dir)+tempTag+strconv.Itoa(os.Getpid())+"-"+hex.EncodeToString(b[:]))
		err := os.Mkdir(name, 0o777)
		if !errors.Is(err, fs.ErrExist) {
			return name, err
		}
	}
	return "", errors.New("cannot find a free temporary name beside " + dir)
}

// removeStale removes the temporary directories that reports written in
// parent left behind: those whose process is gone, or older than staleAge.
// Those of a report being written at the same time are left alone.
// Failures are ignored: stale directories are only clutter.
func removeStale(parent string) {
	ents, err := os.ReadDir(parent)
	if err != nil {
		return
	}
	for _, e := range ents {
		m := staleName.FindStringSubmatch(e.Name())
		if m == nil || !e.IsDir() {
			continue
		}
		pid, err := strconv.Atoi(m[1])
		if err != nil || pid == os.Getpid() {
			continue
		}
		fi, err := e.Info()
		if err != nil {
			continue
		}
		if !processAlive(pid) || time.Since(fi.ModTime()) > staleAge {
			os.RemoveAll(filepath.Join(parent, e.Name()))
		}
	}
}
