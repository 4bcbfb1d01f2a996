package scenarios

// A Validation is what tmntsim validate says of one file, as its
// --format json lists it: whether it loads, the game it names, a line
// about it, and its problems and warnings.
type Validation struct {
	File     string    `json:"file"`
	Valid    bool      `json:"valid"`
	Game     string    `json:"game,omitempty"` // the game the file names, when it loads
	Summary  string    `json:"summary,omitempty"`
	Problems []Problem `json:"problems"`
	Warnings []Problem `json:"warnings"`
}

// ValidateFile opens arg, a file or an embedded name, with open, which
// returns the game it names, a line about it and its warnings, or the
// error of loading it; it returns the Validation of arg, its warnings and
// that error.
func ValidateFile(arg string, open func(arg string) (game, summary string, warnings ErrorList, err error)) (Validation, ErrorList, error) {
	v := Validation{File: arg, Problems: []Problem{}, Warnings: []Problem{}}
	game, summary, warnings, err := open(arg)
	if err != nil {
		v.Problems = Problems(arg, err)
		return v, nil, err
	}
	v.Valid, v.Game, v.Summary, v.Warnings = true, game, summary, Problems(arg, warnings)
	return v, warnings, nil
}
