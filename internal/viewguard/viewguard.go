// Package viewguard checks that policies only read what their view hands
// them. A game's view (adventures.View, adventures.VillainSeat, tcg.View,
// munchkin.View) gives a policy the game's own memory by pointer and by
// slice, uncopied, for speed, with the promise that the policy reads it and
// never writes it. Check proves the promise over a policy package's
// source, as far as a simple analysis goes.
//
// The analysis is a taint analysis over go/types, flow-insensitive inside
// a function. View memory is what a view's getter returns (a method of a
// view type whose result holds a pointer, a slice or a map; a view type's
// exempt methods, such as Scratch, return the policy's own memory) and
// what is reached from it: its fields, elements and slices, the address of
// any of them, a variable or struct field that held one, a function result
// computed from one. A view passed by pointer is view memory itself. A
// write is an assignment, an increment or a compound assignment to view
// memory; append, copy, clear or delete on it; a sort of it; and passing it
// to a function of the loaded source that writes that parameter (each
// function's summary: which of its parameters it writes, which it returns,
// which it keeps in a struct field), computed to a fixed point over the
// module's packages the checked ones import.
//
// Not followed: calls through interfaces and function values, writes by
// reflection or unsafe, and methods of packages outside the module other
// than the sorts of sort and slices. Being flow-insensitive, it errs the
// other way too: a variable that ever holds view memory is view memory
// wherever it is written through (f := v.Fig(0); f = &own; f.Life = 1 is
// reported). The dynamic check (Fingerprint, Guard) catches what the
// static one does not follow.
package viewguard

import (
	"bytes"
	"fmt"
	"go/ast"
	"go/build"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
)

// A ViewType is a view: the named type Name of the package of import path
// Pkg, with the methods Exempt whose results are not the game's memory.
type ViewType struct {
	Pkg, Name string
	Exempt    []string
}

// A Finding is a write to view memory.
type Finding struct {
	Pos token.Position
	Msg string
}

func (f Finding) String() string { return fmt.Sprintf("%s: %s", f.Pos, f.Msg) }

// Check type-checks the packages in dirs (their non-test files) and the
// packages of module modPath (rooted at modDir) they import, from source,
// and returns the writes to view memory in dirs' packages, in file order.
func Check(modDir, modPath string, views []ViewType, dirs ...string) ([]Finding, error) {
	l := &loader{
		fset:    token.NewFileSet(),
		modDir:  modDir,
		modPath: modPath,
		pkgs:    map[string]*pkg{},
	}
	exports, err := exportData(modDir, modPath, dirs)
	if err != nil {
		return nil, err
	}
	l.std = importer.ForCompiler(token.NewFileSet(), "gc", func(path string) (io.ReadCloser, error) {
		f, ok := exports[path]
		if !ok {
			return nil, fmt.Errorf("no export data for %s", path)
		}
		return os.Open(f)
	})
	var check []*pkg
	for _, d := range dirs {
		abs, err := filepath.Abs(d)
		if err != nil {
			return nil, err
		}
		rel, err := filepath.Rel(modDir, abs)
		if err != nil {
			return nil, err
		}
		p, err := l.load(modPath + "/" + filepath.ToSlash(rel))
		if err != nil {
			return nil, err
		}
		check = append(check, p)
	}
	a := newAnalyzer(l, views)
	a.summarize(check)
	for _, p := range check {
		for _, fd := range p.funcs {
			a.run(fd, nil, true)
		}
	}
	sort.Slice(a.findings, func(i, j int) bool {
		x, y := a.findings[i].Pos, a.findings[j].Pos
		if x.Filename != y.Filename {
			return x.Filename < y.Filename
		}
		if x.Line != y.Line {
			return x.Line < y.Line
		}
		return x.Column < y.Column
	})
	out := a.findings[:0]
	for i, f := range a.findings {
		if i == 0 || f != a.findings[i-1] {
			out = append(out, f)
		}
	}
	return out, nil
}

// exportData returns the files of export data (go list -export) of the
// packages outside the module that dirs' packages import, directly or
// through the module's packages.
func exportData(modDir, modPath string, dirs []string) (map[string]string, error) {
	seen := map[string]bool{}
	outside := map[string]bool{}
	var walk func(dir string) error
	walk = func(dir string) error {
		if seen[dir] {
			return nil
		}
		seen[dir] = true
		bp, err := build.ImportDir(dir, build.ImportComment)
		if err != nil {
			return err
		}
		for _, path := range bp.Imports {
			if path == modPath || strings.HasPrefix(path, modPath+"/") {
				rel := strings.TrimPrefix(strings.TrimPrefix(path, modPath), "/")
				if err := walk(filepath.Join(modDir, filepath.FromSlash(rel))); err != nil {
					return err
				}
			} else if path != "C" && path != "unsafe" {
				outside[path] = true
			}
		}
		return nil
	}
	for _, d := range dirs {
		abs, err := filepath.Abs(d)
		if err != nil {
			return nil, err
		}
		if err := walk(abs); err != nil {
			return nil, err
		}
	}
	list := []string{"list", "-export", "-deps", "-f", "{{.ImportPath}}\t{{.Export}}"}
	for path := range outside {
		list = append(list, path)
	}
	cmd := exec.Command("go", list...)
	cmd.Dir = modDir
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("go list -export: %v: %s", err, stderr.String())
	}
	exports := map[string]string{}
	for line := range strings.Lines(string(out)) {
		path, file, ok := strings.Cut(strings.TrimSpace(line), "\t")
		if ok && file != "" {
			exports[path] = file
		}
	}
	return exports, nil
}

// The loader type-checks the module's packages from source and the others
// with the standard importer.
type loader struct {
	fset            *token.FileSet
	modDir, modPath string
	pkgs            map[string]*pkg
	std             types.Importer
}

type pkg struct {
	types *types.Package
	info  *types.Info
	funcs []*funcDecl
}

// A funcDecl is a function of the loaded source, with its package's types.
type funcDecl struct {
	fn   *types.Func
	decl *ast.FuncDecl
	info *types.Info
}

func (l *loader) Import(path string) (*types.Package, error) {
	if path == l.modPath || strings.HasPrefix(path, l.modPath+"/") {
		p, err := l.load(path)
		if err != nil {
			return nil, err
		}
		return p.types, nil
	}
	return l.std.Import(path)
}

func (l *loader) load(path string) (*pkg, error) {
	if p, ok := l.pkgs[path]; ok {
		if p == nil {
			return nil, fmt.Errorf("import cycle through %s", path)
		}
		return p, nil
	}
	l.pkgs[path] = nil
	dir := filepath.Join(l.modDir, filepath.FromSlash(strings.TrimPrefix(strings.TrimPrefix(path, l.modPath), "/")))
	bp, err := build.ImportDir(dir, 0)
	if err != nil {
		return nil, err
	}
	var files []*ast.File
	for _, name := range bp.GoFiles {
		src, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			return nil, err
		}
		f, err := parser.ParseFile(l.fset, filepath.Join(dir, name), src, parser.SkipObjectResolution)
		if err != nil {
			return nil, err
		}
		files = append(files, f)
	}
	info := &types.Info{
		Types:      map[ast.Expr]types.TypeAndValue{},
		Defs:       map[*ast.Ident]types.Object{},
		Uses:       map[*ast.Ident]types.Object{},
		Selections: map[*ast.SelectorExpr]*types.Selection{},
	}
	conf := types.Config{Importer: l}
	tp, err := conf.Check(path, l.fset, files, info)
	if err != nil {
		return nil, err
	}
	p := &pkg{types: tp, info: info}
	for _, f := range files {
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok && fd.Body != nil {
				if fn, ok := info.Defs[fd.Name].(*types.Func); ok {
					p.funcs = append(p.funcs, &funcDecl{fn, fd, info})
				}
			}
		}
	}
	l.pkgs[path] = p
	return p, nil
}

// A summary says what a function does with each of its parameters (the
// receiver first): writes through it, returns it, keeps it in fields.
type summary struct {
	writes  []bool
	returns []bool
	keeps   [][]*types.Var
	view    bool // it returns view memory of its own getting
}

type analyzer struct {
	l        *loader
	views    map[*types.TypeName]map[string]bool
	sums     map[*types.Func]*summary
	decls    []*funcDecl
	fields   map[*types.Var]bool // struct fields that hold view memory
	changed  bool
	findings []Finding
	ptrs     map[types.Type]bool
}

func newAnalyzer(l *loader, views []ViewType) *analyzer {
	a := &analyzer{l: l, views: map[*types.TypeName]map[string]bool{}, sums: map[*types.Func]*summary{},
		fields: map[*types.Var]bool{}, ptrs: map[types.Type]bool{}}
	for _, v := range views {
		p, ok := l.pkgs[v.Pkg]
		if !ok || p == nil {
			continue
		}
		tn, ok := p.types.Scope().Lookup(v.Name).(*types.TypeName)
		if !ok {
			continue
		}
		ex := map[string]bool{}
		for _, m := range v.Exempt {
			ex[m] = true
		}
		a.views[tn] = ex
	}
	var paths []string
	for path := range l.pkgs {
		paths = append(paths, path)
	}
	sort.Strings(paths)
	for _, path := range paths {
		if p := l.pkgs[path]; p != nil {
			for _, fd := range p.funcs {
				a.decls = append(a.decls, fd)
				n := len(params(fd.fn))
				a.sums[fd.fn] = &summary{writes: make([]bool, n), returns: make([]bool, n), keeps: make([][]*types.Var, n)}
			}
		}
	}
	return a
}

// params returns fn's receiver (if any) and parameters.
func params(fn *types.Func) []*types.Var {
	sig := fn.Type().(*types.Signature)
	var ps []*types.Var
	if r := sig.Recv(); r != nil {
		ps = append(ps, r)
	}
	for i := range sig.Params().Len() {
		ps = append(ps, sig.Params().At(i))
	}
	return ps
}

// summarize computes every function's summary to a fixed point: what
// each does with its parameters, and which functions of the checked
// packages return view memory and which of their fields hold it.
func (a *analyzer) summarize(check []*pkg) {
	for {
		a.changed = false
		for _, fd := range a.decls {
			for _, p := range params(fd.fn) {
				if a.hasPointers(p.Type()) {
					a.run(fd, p, false)
				}
			}
		}
		for _, p := range check {
			for _, fd := range p.funcs {
				a.run(fd, nil, false)
			}
		}
		if !a.changed {
			return
		}
	}
}

// A run analyses one function: with seed, the parameter seed's memory is
// the taint (a summary run); with report, view memory is, and writes to
// it are findings.
type run struct {
	a       *analyzer
	fd      *funcDecl
	info    *types.Info
	seed    *types.Var
	getters bool
	objs    map[types.Object]bool
	grew    bool
	sum     *summary
	idx     int
	report  bool
}

func (a *analyzer) run(fd *funcDecl, seed *types.Var, report bool) {
	r := &run{a: a, fd: fd, info: fd.info, seed: seed, getters: seed == nil, objs: map[types.Object]bool{},
		sum: a.sums[fd.fn], idx: -1, report: report}
	if seed != nil {
		r.objs[seed] = true
		for i, p := range params(fd.fn) {
			if p == seed {
				r.idx = i
			}
		}
	}
	for {
		r.grew = false
		ast.Inspect(fd.decl.Body, r.propagate)
		if !r.grew {
			break
		}
	}
	ast.Inspect(fd.decl.Body, r.writes)
}

func (a *analyzer) set(b *bool) {
	if !*b {
		*b = true
		a.changed = true
	}
}

// hasPointers reports whether a value of type t can reach other memory.
func (a *analyzer) hasPointers(t types.Type) bool {
	if v, ok := a.ptrs[t]; ok {
		return v
	}
	a.ptrs[t] = false
	v := false
	switch u := t.Underlying().(type) {
	case *types.Pointer, *types.Slice, *types.Map:
		v = true
	case *types.Array:
		v = a.hasPointers(u.Elem())
	case *types.Struct:
		for i := range u.NumFields() {
			if a.hasPointers(u.Field(i).Type()) {
				v = true
				break
			}
		}
	case *types.Tuple:
		for i := range u.Len() {
			if a.hasPointers(u.At(i).Type()) {
				v = true
			}
		}
	}
	a.ptrs[t] = v
	return v
}

// viewPointer reports whether t is a pointer to a view type.
func (a *analyzer) viewPointer(t types.Type) bool {
	p, ok := t.(*types.Pointer)
	if !ok {
		return false
	}
	n, ok := p.Elem().(*types.Named)
	if !ok {
		return false
	}
	_, ok = a.views[n.Origin().Obj()]
	return ok
}

// What a call of a view's method returns.
const (
	notView = iota // the call is not a view's method
	getter         // view memory
	exempt         // the policy's own memory, or a value
)

// viewMethod returns what call returns, when it calls a view's method.
func (a *analyzer) viewMethod(info *types.Info, call *ast.CallExpr) int {
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok {
		return notView
	}
	s := info.Selections[sel]
	if s == nil || s.Kind() != types.MethodVal {
		return notView
	}
	recv := s.Recv()
	if p, ok := recv.(*types.Pointer); ok {
		recv = p.Elem()
	}
	n, ok := recv.(*types.Named)
	if !ok {
		return notView
	}
	ex, ok := a.views[n.Origin().Obj()]
	if !ok {
		return notView
	}
	if ex[sel.Sel.Name] || !a.hasPointers(info.Types[call].Type) {
		return exempt
	}
	return getter
}

// callee returns the function a call calls statically, or nil.
func callee(info *types.Info, call *ast.CallExpr) *types.Func {
	switch f := ast.Unparen(call.Fun).(type) {
	case *ast.Ident:
		if fn, ok := info.Uses[f].(*types.Func); ok {
			return fn.Origin()
		}
	case *ast.SelectorExpr:
		if s := info.Selections[f]; s != nil {
			if s.Kind() != types.MethodVal {
				return nil
			}
			fn, _ := s.Obj().(*types.Func)
			if fn == nil {
				return nil
			}
			if types.IsInterface(s.Recv()) {
				return nil
			}
			return fn.Origin()
		}
		if fn, ok := info.Uses[f.Sel].(*types.Func); ok {
			return fn.Origin()
		}
	case *ast.IndexExpr: // an instantiated generic function
		return callee(info, &ast.CallExpr{Fun: f.X})
	case *ast.IndexListExpr:
		return callee(info, &ast.CallExpr{Fun: f.X})
	}
	return nil
}

// args returns a call's arguments as its callee's parameters count them:
// the receiver first for a method, and the receiver's address when the
// method takes a pointer to an addressable value (then true).
func args(info *types.Info, call *ast.CallExpr, fn *types.Func) (xs []ast.Expr, recvAddr bool) {
	sig := fn.Type().(*types.Signature)
	if sig.Recv() != nil {
		sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
		if !ok {
			return call.Args, false
		}
		xs = append(xs, sel.X)
		_, ptrRecv := sig.Recv().Type().(*types.Pointer)
		_, ptrX := info.Types[sel.X].Type.Underlying().(*types.Pointer)
		recvAddr = ptrRecv && !ptrX
	}
	return append(xs, call.Args...), recvAddr
}

// tainted reports whether the value of e refers to tainted memory.
func (r *run) tainted(e ast.Expr) bool {
	tv, ok := r.info.Types[e]
	if !ok || tv.IsType() || tv.Type == nil || !r.a.hasPointers(tv.Type) {
		return false
	}
	if r.getters && r.a.viewPointer(tv.Type) {
		return true
	}
	switch x := e.(type) {
	case *ast.ParenExpr:
		return r.tainted(x.X)
	case *ast.Ident:
		return r.tainted1(r.info.Uses[x])
	case *ast.SelectorExpr:
		if s := r.info.Selections[x]; s != nil {
			if s.Kind() != types.FieldVal {
				return false
			}
			if r.getters && r.a.fields[s.Obj().(*types.Var)] {
				return true
			}
			return r.tainted(x.X) || r.storage(x.X)
		}
		return r.tainted1(r.info.Uses[x.Sel]) // a package's variable
	case *ast.IndexExpr:
		if _, ok := r.info.Types[x.X].Type.Underlying().(*types.Array); ok {
			return r.tainted(x.X) || r.storage(x.X)
		}
		return r.tainted(x.X)
	case *ast.SliceExpr:
		if _, ok := r.info.Types[x.X].Type.Underlying().(*types.Array); ok {
			return r.storage(x.X)
		}
		return r.tainted(x.X)
	case *ast.StarExpr:
		return r.tainted(x.X)
	case *ast.UnaryExpr:
		if x.Op == token.AND {
			return r.storage(x.X)
		}
	case *ast.TypeAssertExpr:
		return r.tainted(x.X)
	case *ast.CompositeLit:
		for _, el := range x.Elts {
			if kv, ok := el.(*ast.KeyValueExpr); ok {
				el = kv.Value
			}
			if r.tainted(el) {
				return true
			}
		}
	case *ast.CallExpr:
		return r.taintedCall(x)
	}
	return false
}

func (r *run) tainted1(o types.Object) bool { return o != nil && r.objs[o] }

func (r *run) taintedCall(x *ast.CallExpr) bool {
	if tv := r.info.Types[x.Fun]; tv.IsType() { // a conversion
		return len(x.Args) == 1 && r.tainted(x.Args[0])
	}
	if id, ok := ast.Unparen(x.Fun).(*ast.Ident); ok {
		if _, ok := r.info.Uses[id].(*types.Builtin); ok {
			return id.Name == "append" && len(x.Args) > 0 && r.tainted(x.Args[0])
		}
	}
	switch r.a.viewMethod(r.info, x) {
	case getter:
		return r.getters
	case exempt:
		return false
	}
	fn := callee(r.info, x)
	if fn == nil {
		return false
	}
	s := r.a.sums[fn]
	if s == nil {
		return false
	}
	if r.getters && s.view {
		return true
	}
	xs, addr := args(r.info, x, fn)
	for i, arg := range xs {
		if i < len(s.returns) && s.returns[i] && r.argTainted(arg, i == 0 && addr) {
			return true
		}
	}
	return false
}

func (r *run) argTainted(arg ast.Expr, addr bool) bool {
	if addr {
		return r.storage(arg)
	}
	return r.tainted(arg)
}

// storage reports whether e, an addressable expression, is tainted memory.
func (r *run) storage(e ast.Expr) bool {
	switch x := e.(type) {
	case *ast.ParenExpr:
		return r.storage(x.X)
	case *ast.SelectorExpr:
		s := r.info.Selections[x]
		if s == nil || s.Kind() != types.FieldVal {
			return false
		}
		if _, ok := r.info.Types[x.X].Type.Underlying().(*types.Pointer); ok {
			return r.tainted(x.X)
		}
		if s.Indirect() && r.tainted(x.X) {
			return true
		}
		return r.storage(x.X)
	case *ast.IndexExpr:
		switch r.info.Types[x.X].Type.Underlying().(type) {
		case *types.Array:
			return r.storage(x.X)
		case *types.Slice, *types.Map, *types.Pointer:
			return r.tainted(x.X)
		}
	case *ast.StarExpr:
		return r.tainted(x.X)
	}
	return false
}

// propagate spreads the taint to variables and fields.
func (r *run) propagate(n ast.Node) bool {
	switch s := n.(type) {
	case *ast.AssignStmt:
		if len(s.Lhs) == len(s.Rhs) {
			for i := range s.Lhs {
				r.flow(s.Lhs[i], r.tainted(s.Rhs[i]))
			}
		} else if len(s.Rhs) == 1 {
			t := r.tainted(s.Rhs[0])
			for _, l := range s.Lhs {
				r.flow(l, t)
			}
		}
	case *ast.ValueSpec:
		for i, name := range s.Names {
			if len(s.Values) == len(s.Names) {
				r.flow(name, r.tainted(s.Values[i]))
			} else if len(s.Values) == 1 {
				r.flow(name, r.tainted(s.Values[0]))
			}
		}
	case *ast.RangeStmt:
		if s.Value != nil {
			t := r.tainted(s.X)
			if _, ok := r.info.Types[s.X].Type.Underlying().(*types.Array); ok {
				t = t || r.storage(s.X)
			}
			r.flow(s.Value, t)
		}
	case *ast.ReturnStmt:
		for _, res := range s.Results {
			if r.tainted(res) {
				if r.idx >= 0 {
					r.a.set(&r.sum.returns[r.idx])
				} else if !r.report {
					r.a.set(&r.sum.view)
				}
			}
		}
	case *ast.CallExpr:
		r.keeps(s)
	}
	return true
}

// flow records that l now holds tainted memory when t.
func (r *run) flow(l ast.Expr, t bool) {
	if !t {
		return
	}
	tv, ok := r.info.Types[l]
	if ok && !r.a.hasPointers(tv.Type) {
		return
	}
	switch x := ast.Unparen(l).(type) {
	case *ast.Ident:
		o := r.info.Defs[x]
		if o == nil {
			o = r.info.Uses[x]
		}
		if o != nil && !r.objs[o] {
			if !r.a.hasPointers(o.Type()) {
				return
			}
			r.objs[o] = true
			r.grew = true
		}
	case *ast.SelectorExpr:
		if s := r.info.Selections[x]; s != nil && s.Kind() == types.FieldVal {
			r.keep(s.Obj().(*types.Var))
		}
	case *ast.IndexExpr, *ast.StarExpr:
		// Stored into a slice, map or pointer: its root holds it.
		var root ast.Expr = x
		for {
			switch y := root.(type) {
			case *ast.IndexExpr:
				root = y.X
				continue
			case *ast.StarExpr:
				root = y.X
				continue
			case *ast.ParenExpr:
				root = y.X
				continue
			}
			break
		}
		if root != x {
			r.flow(root, true)
		}
	}
}

// keep records that field f holds tainted memory.
func (r *run) keep(f *types.Var) {
	if r.idx >= 0 {
		for _, g := range r.sum.keeps[r.idx] {
			if g == f {
				return
			}
		}
		r.sum.keeps[r.idx] = append(r.sum.keeps[r.idx], f)
		r.a.changed = true
		return
	}
	if r.getters && !r.a.fields[f] {
		r.a.fields[f] = true
		r.a.changed = true
		r.grew = true
	}
}

// keeps applies the field summaries of a call's callee.
func (r *run) keeps(call *ast.CallExpr) {
	fn := callee(r.info, call)
	if fn == nil || r.a.sums[fn] == nil {
		return
	}
	s := r.a.sums[fn]
	xs, addr := args(r.info, call, fn)
	for i, arg := range xs {
		if i < len(s.keeps) && len(s.keeps[i]) > 0 && r.argTainted(arg, i == 0 && addr) {
			for _, f := range s.keeps[i] {
				r.keep(f)
			}
		}
	}
}

// sorts lists the functions outside the module that write their first
// argument.
var sorts = map[string]bool{
	"sort.Sort": true, "sort.Stable": true, "sort.Slice": true, "sort.SliceStable": true,
	"sort.Ints": true, "sort.Strings": true, "sort.Float64s": true,
	"slices.Sort": true, "slices.SortFunc": true, "slices.SortStableFunc": true,
	"slices.Reverse": true, "slices.Delete": true, "slices.DeleteFunc": true,
	"slices.Insert": true, "slices.Replace": true, "slices.Compact": true, "slices.CompactFunc": true,
}

// writes finds the writes to tainted memory.
func (r *run) writes(n ast.Node) bool {
	switch s := n.(type) {
	case *ast.AssignStmt:
		if s.Tok != token.DEFINE {
			for _, l := range s.Lhs {
				if r.storage(l) {
					r.write(l, "assignment to view memory")
				}
			}
		}
	case *ast.IncDecStmt:
		if r.storage(s.X) {
			r.write(s.X, s.Tok.String()+" of view memory")
		}
	case *ast.CallExpr:
		r.writesCall(s)
	}
	return true
}

func (r *run) writesCall(call *ast.CallExpr) {
	if id, ok := ast.Unparen(call.Fun).(*ast.Ident); ok {
		if _, ok := r.info.Uses[id].(*types.Builtin); ok {
			switch id.Name {
			case "append", "copy", "clear", "delete":
				if len(call.Args) > 0 && r.tainted(call.Args[0]) {
					r.write(call, id.Name+" to view memory")
				}
			}
			return
		}
	}
	fn := callee(r.info, call)
	if fn == nil {
		return
	}
	if fn.Pkg() != nil && sorts[fn.Pkg().Path()+"."+fn.Name()] {
		if len(call.Args) > 0 && r.tainted(call.Args[0]) {
			r.write(call, fn.Pkg().Name()+"."+fn.Name()+" of view memory")
		}
		return
	}
	s := r.a.sums[fn]
	if s == nil {
		return
	}
	xs, addr := args(r.info, call, fn)
	if r.a.viewMethod(r.info, call) != notView {
		xs[0] = nil // a view's methods change nothing of the game (View's doc)
	}
	for i, arg := range xs {
		if arg != nil && i < len(s.writes) && s.writes[i] && r.argTainted(arg, i == 0 && addr) {
			r.write(arg, fmt.Sprintf("view memory passed to %s, which writes it", fn.Name()))
		}
	}
}

func (r *run) write(at ast.Node, msg string) {
	if r.idx >= 0 {
		r.a.set(&r.sum.writes[r.idx])
		return
	}
	if r.report {
		r.a.findings = append(r.a.findings, Finding{r.a.l.fset.Position(at.Pos()), msg})
	}
}
