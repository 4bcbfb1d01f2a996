package benchmarks

import (
	"bufio"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestCountedBenchmarksTurnCollectorOff checks that every benchmark
// function instructions.sh counts (a name of instructions.txt is
// FUNCTION/SUB...) begins with `defer gcOff()()`, so that no collection
// runs concurrently with its set-up and its counts agree from one run of
// the same code to the next (gcOff).
func TestCountedBenchmarksTurnCollectorOff(t *testing.T) {
	counted := countedBenchmarks(t)
	if len(counted) == 0 {
		t.Fatal("instructions.txt names no benchmark")
	}
	files, err := filepath.Glob("*_test.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	found := map[string]bool{}
	for _, file := range files {
		f, err := parser.ParseFile(fset, file, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range f.Decls {
			fn, ok := d.(*ast.FuncDecl)
			if !ok || fn.Recv != nil || !counted[fn.Name.Name] {
				continue
			}
			found[fn.Name.Name] = true
			if !startsWithGCOff(fn) {
				t.Errorf("%s: %s does not begin with `defer gcOff()()`; instructions.sh counts it", fset.Position(fn.Pos()), fn.Name.Name)
			}
		}
	}
	for name := range counted {
		if !found[name] {
			t.Errorf("instructions.txt names %s, which no file of the package declares", name)
		}
	}
}

// countedBenchmarks returns the benchmark functions instructions.txt
// names.
func countedBenchmarks(t *testing.T) map[string]bool {
	f, err := os.Open("instructions.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	names := map[string]bool{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "Benchmark") {
			name, _, _ := strings.Cut(strings.Fields(line)[0], "/")
			names[name] = true
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return names
}

// startsWithGCOff reports whether fn's first statement is `defer gcOff()()`.
func startsWithGCOff(fn *ast.FuncDecl) bool {
	if fn.Body == nil || len(fn.Body.List) == 0 {
		return false
	}
	d, ok := fn.Body.List[0].(*ast.DeferStmt)
	if !ok || len(d.Call.Args) != 0 {
		return false
	}
	inner, ok := d.Call.Fun.(*ast.CallExpr)
	if !ok || len(inner.Args) != 0 {
		return false
	}
	id, ok := inner.Fun.(*ast.Ident)
	return ok && id.Name == "gcOff"
}
