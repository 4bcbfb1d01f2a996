package scenarios

import (
	"testing"
)

// TestValidateFile: a file that loads is valid with its game, line and
// warnings; one that does not lists its problems, one per problem of an
// ErrorList.
func TestValidateFile(t *testing.T) {
	warn := ErrorList{{File: "a.yaml", Pos: Pos{Line: 2, Col: 3}, Msg: "unused"}}
	v, w, err := ValidateFile("a.yaml", func(string) (string, string, ErrorList, error) { return "tcg", "a match", warn, nil })
	if err != nil || !v.Valid || v.Game != "tcg" || v.Summary != "a match" || len(w) != 1 || len(v.Warnings) != 1 || v.Warnings[0].Line != 2 || len(v.Problems) != 0 {
		t.Errorf("valid file: got %+v, %v, %v", v, w, err)
	}
	bad := ErrorList{{File: "b.yaml", Pos: Pos{Line: 5, Col: 1}, Msg: "x"}, {File: "b.yaml", Pos: Pos{Line: 6, Col: 1}, Msg: "y"}}
	v, _, err = ValidateFile("b.yaml", func(string) (string, string, ErrorList, error) { return "", "", nil, bad })
	if err == nil || v.Valid || len(v.Problems) != 2 || v.Problems[1].Line != 6 || v.Warnings == nil {
		t.Errorf("bad file: got %+v, %v", v, err)
	}
}
