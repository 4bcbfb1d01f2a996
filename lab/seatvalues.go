package lab

import "strings"

// SeatValues are the -p values of a study: SEAT=SPEC (Seats), each the
// policy of a seat by name, such as villain=planner of a competitive
// battle, and the last of the others, the focus seat's (Bare).
type SeatValues struct {
	Seats []string
	Bare  string // "" for none
	Given bool   // a bare value was given, "" too
}

// SeatsOf sorts the -p values into SeatValues.
func SeatsOf(values []string) *SeatValues {
	v := &SeatValues{}
	for _, s := range values {
		if seat, _, ok := strings.Cut(s, "="); ok && !strings.ContainsAny(seat, ":,") {
			v.Seats = append(v.Seats, s)
		} else {
			v.Bare, v.Given = s, true
		}
	}
	return v
}

// Focus returns the focus seat's spec: the bare value given, else def.
func (v *SeatValues) Focus(def string) string {
	if v.Given {
		return v.Bare
	}
	return def
}

// Values returns the -p values as a game's study reads them: the bare
// spec (the focus seat's) if one was given, then SEAT=SPEC.
func (v *SeatValues) Values() []string {
	if v.Bare != "" {
		return append([]string{v.Bare}, v.Seats...)
	}
	return v.Seats
}
