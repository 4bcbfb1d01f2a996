package reports

// ProgressLabel is seat's name for the progress line (Progress.Who), which
// is plain ASCII of a known width: the name if it is short printable
// ASCII, else "focus".
func ProgressLabel(seat string) string {
	if len(seat) == 0 || len(seat) > 16 {
		return "focus"
	}
	for _, r := range seat {
		if r < ' ' || r > '~' {
			return "focus"
		}
	}
	return seat
}
