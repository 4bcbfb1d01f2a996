package scenarios

import (
	"bytes"
	"errors"
	"strings"
	"testing"
)

// TestValidateFiles words each file's verdict: errors and warnings on
// stderr and a line per good file in text, one list in JSON.
func TestValidateFiles(t *testing.T) {
	open := func(arg string) (string, string, ErrorList, error) {
		if arg == "bad.yaml" {
			return "", "", nil, errors.New("bad.yaml:1:1: broken")
		}
		return "chess", "a board", ErrorList{{File: arg, Pos: Pos{Line: 2, Col: 3}, Msg: "odd"}}, nil
	}
	for _, tt := range []struct {
		format         string
		quiet          bool
		stdout, stderr string
	}{
		{format: "text", stdout: "good.yaml: ok: a board\n", stderr: "warning: good.yaml:2:3: odd\nbad.yaml:1:1: broken\n"},
		{format: "text", quiet: true, stderr: "warning: good.yaml:2:3: odd\nbad.yaml:1:1: broken\n"},
		{format: "json", stdout: `"file": "bad.yaml"`},
	} {
		var stdout, stderr bytes.Buffer
		ok, err := ValidateFiles(&stdout, &stderr, []string{"good.yaml", "bad.yaml"}, open, tt.format, tt.quiet)
		switch {
		case ok || err != nil:
			t.Errorf("%s: got %v, %v; want false, nil (a file is bad)", tt.format, ok, err)
		case tt.format == "json" && (!strings.Contains(stdout.String(), tt.stdout) || stderr.Len() > 0):
			t.Errorf("json: got %q, %q; want a list with %s, nothing on stderr", stdout.String(), stderr.String(), tt.stdout)
		case tt.format == "text" && (stdout.String() != tt.stdout || stderr.String() != tt.stderr):
			t.Errorf("text quiet=%v: got %q, %q; want %q, %q", tt.quiet, stdout.String(), stderr.String(), tt.stdout, tt.stderr)
		}
	}
}
