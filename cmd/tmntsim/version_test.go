package main

import (
	"runtime/debug"
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

func TestVersionLine(t *testing.T) {
	for _, tc := range []struct {
		info *debug.BuildInfo
		want string
	}{
		{nil, "tmntsim (devel), revision unknown, committed unknown, modified unknown, built with unknown"},
		{&debug.BuildInfo{GoVersion: "go1.24.0"}, "tmntsim (devel), revision unknown, committed unknown, modified unknown, built with go1.24.0"},
		{&debug.BuildInfo{
			GoVersion: "go1.24.0",
			Main:      debug.Module{Version: "v1.2.3"},
			Settings: []debug.BuildSetting{
				{Key: "vcs.revision", Value: "abc123"},
				{Key: "vcs.time", Value: "2026-11-23T22:00:00Z"},
				{Key: "vcs.modified", Value: "true"},
			},
		}, "tmntsim v1.2.3, revision abc123, committed 2026-11-23T22:00:00Z, modified true, built with go1.24.0"},
	} {
		if got := versionLine(tc.info); got != tc.want {
			t.Errorf("got %q, want %q", got, tc.want)
		}
	}
}
