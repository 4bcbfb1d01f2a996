package main

import (
	"strings"
	"testing"
)

func TestVersionRuns(t *testing.T) {
	code, out, errs := runArgs("version")
	if code != exitOK || errs != "" || strings.Count(out, "\n") != 1 || !strings.HasPrefix(out, "tmntsim ") {
		t.Errorf("version: exit %d, stdout %q, stderr %q; want 0 and one line starting \"tmntsim \"", code, out, errs)
	}
	if code, _, errs := runArgs("version", "extra"); code != exitUsage || !strings.Contains(errs, "takes no arguments") {
		t.Errorf("version extra: exit %d, stderr %q; want a usage error", code, errs)
	}
}
