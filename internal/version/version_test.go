package version

import (
	"runtime/debug"
	"testing"
)

func TestLine(t *testing.T) {
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
		if got := Of(tc.info).Line(); got != tc.want {
			t.Errorf("got %q, want %q", got, tc.want)
		}
		if got, want := Of(tc.info).String(), tc.want[len("tmntsim "):]; got != want {
			t.Errorf("String: got %q, want %q", got, want)
		}
	}
}
