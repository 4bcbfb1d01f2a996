package reports

import "testing"

// TestTourOutFormat checks that -o picks JSON or CSV by the extension, that
// a device without one gets CSV (outputs written through stay possible) and
// that a regular file without one is a usage error.
func TestTourOutFormat(t *testing.T) {
	for _, c := range []struct {
		file, want string
		bad        bool
	}{
		{"t.json", "json", false},
		{"T.CSV", "csv", false},
		{"/dev/null", "csv", false},
		{t.TempDir() + "/t.txt", "", true},
	} {
		got, err := TourOutFormat(c.file)
		if got != c.want || (err != nil) != c.bad {
			t.Errorf("TourOutFormat(%q) = %q, %v; want %q, error %v", c.file, got, err, c.want, c.bad)
		}
	}
}
