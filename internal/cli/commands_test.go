package cli

import (
	"bytes"
	"strings"
	"testing"
	"testing/fstest"
)

// TestDispatch runs the command named, its help, the program's help, and
// names an unknown command with the nearest one.
func TestDispatch(t *testing.T) {
	files := fstest.MapFS{"prog.txt": {Data: []byte("{{range .}}{{.Name}}: {{.Summary}}\n{{end}}")}}
	var ran []string
	cmds := []Command{
		{Name: "list", Summary: "lists", Run: func(args []string) int { ran = append(ran, "list "+strings.Join(args, " ")); return 0 }},
		{Name: "run", Summary: "runs", Run: func(args []string) int { ran = append(ran, "run "+strings.Join(args, " ")); return 1 }},
	}
	for _, tt := range []struct {
		args           []string
		code           int
		ran            string
		stdout, stderr string
	}{
		{args: nil, code: ExitUsage, stderr: "list: lists\nrun: runs\n"},
		{args: []string{"help"}, stdout: "list: lists\nrun: runs\n"},
		{args: []string{"--help"}, stdout: "list: lists\nrun: runs\n"},
		{args: []string{"run", "-n", "3"}, code: 1, ran: "run -n 3"},
		{args: []string{"help", "list"}, ran: "list --help"},
		{args: []string{"rnu"}, code: ExitUsage, stderr: "prog: unknown command \"rnu\" (did you mean \"run\"?); run \"prog help\" for the list\n"},
		{args: []string{"help", "zzzzzz"}, code: ExitUsage, stderr: "prog: unknown command \"zzzzzz\"; run \"prog help\" for the list\n"},
	} {
		ran = nil
		var stdout, stderr bytes.Buffer
		code := Dispatch("prog", files, cmds, tt.args, &stdout, &stderr)
		if code != tt.code || strings.Join(ran, ";") != tt.ran || stdout.String() != tt.stdout || stderr.String() != tt.stderr {
			t.Errorf("%q: got %d, ran %q, stdout %q, stderr %q; want %d, %q, %q, %q", tt.args, code, ran, stdout.String(), stderr.String(), tt.code, tt.ran, tt.stdout, tt.stderr)
		}
	}
}
