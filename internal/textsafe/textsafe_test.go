package textsafe

import "testing"

func TestTerm(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"Leonardo", "Leonardo"},
		{"Ünïcödé ☃ names", "Ünïcödé ☃ names"},
		{"\x1b[2J\x1b]0;pwned\x07Shredder", `\x1b[2J\x1b]0;pwned\x07Shredder`},
		{"line\nbreak\r\ttab", `line\x0abreak\x0d\x09tab`},
		{"del\x7f c1\u009b", `del\x7f c1\x9b`},
		{"evil\u202egnp.exe", `evil\u202egnp.exe`},
	} {
		if got := Term(c.in); got != c.want {
			t.Errorf("Term(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

func TestCell(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"Leonardo", "Leonardo"},
		{"", ""},
		{"-0.5", "-0.5"},
		{"+3", "+3"},
		{"-1e-05", "-1e-05"},
		{"0.25", "0.25"},
		{"=HYPERLINK(\"http://x\")", "'=HYPERLINK(\"http://x\")"},
		{"+cmd|' /C calc'!A0", "'+cmd|' /C calc'!A0"},
		{"-2+3+cmd|' /C calc'!A0", "'-2+3+cmd|' /C calc'!A0"},
		{"@SUM(A1)", "'@SUM(A1)"},
		{"\t=1+1", `\x09=1+1`},
		{"=\x1b[2J", `'=\x1b[2J`},
		{"-Inf", "'-Inf"},
		{"-0x1p3", "'-0x1p3"},
		{"a=b", "a=b"},
	} {
		if got := Cell(c.in); got != c.want {
			t.Errorf("Cell(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

func TestLines(t *testing.T) {
	if got, want := Lines("a\x1b[31m\nb\n"), "a\\x1b[31m\nb\n"; got != want {
		t.Errorf("Lines = %q, want %q", got, want)
	}
}
