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
			a.run(fd, -1, clean, true)
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

// Taint levels: how a value reaches view memory.
const (
	clean  = 0
	deep   = 1 // its own memory is not the view's but holds view memory (a local slice of figures, a copy of a struct with slices)
	direct = 2 // a pointer, slice or map into view memory
)

// A summary says what a function does with each of its parameters (the
// receiver first) when the parameter holds view memory, by its level
// (index level-1): writes through it, returns it (the level of the
// result), keeps it in fields.
type summary struct {
	writes  [2][]bool
	returns [2][]int
	keeps   [2][]map[*types.Var]int // field → the level it holds
	view    int                     // the level of view memory of its own getting it returns
}

type analyzer struct {
	l        *loader
	views    map[*types.TypeName]map[string]bool
	sums     map[*types.Func]*summary
	decls    []*funcDecl
	fields   map[*types.Var]int // the level of view memory struct fields hold
	changed  bool
	findings []Finding
	ptrs     map[types.Type]bool
}

func newAnalyzer(l *loader, views []ViewType) *analyzer {
	a := &analyzer{l: l, views: map[*types.TypeName]map[string]bool{}, sums: map[*types.Func]*summary{},
		fields: map[*types.Var]int{}, ptrs: map[types.Type]bool{}}
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
				s := &summary{}
				for k := range 2 {
					s.writes[k] = make([]bool, n)
					s.returns[k] = make([]int, n)
					s.keeps[k] = make([]map[*types.Var]int, n)
				}
				a.sums[fd.fn] = s
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

// isRef reports whether t is a pointer, a slice or a map.
func isRef(t types.Type) bool {
	switch t.Underlying().(type) {
	case *types.Pointer, *types.Slice, *types.Map:
		return true
	}
	return false
}

// summarize computes every function's summary to a fixed point: what
// each does with its parameters, and which functions of the checked
// packages return view memory and which of their fields hold it.
func (a *analyzer) summarize(check []*pkg) {
	for {
		a.changed = false
		for _, fd := range a.decls {
			for i, p := range params(fd.fn) {
				if isRef(p.Type()) {
					a.run(fd, i, direct, false)
				}
				if a.hasPointers(p.Type()) {
					a.run(fd, i, deep, false)
				}
			}
		}
		for _, p := range check {
			for _, fd := range p.funcs {
				a.run(fd, -1, clean, false)
			}
		}
		if !a.changed {
			return
		}
	}
}

// A run analyses one function: with a seed, parameter idx holding view
// memory of that level is the taint (a summary run); without, view memory
// is, and with report, writes to it are findings.
type run struct {
	a       *analyzer
	info    *types.Info
	getters bool
	objs    map[types.Object]int
	kept    map[*types.Var]int // the fields that hold view memory in this run, and its level
	grew    bool
	sum     *summary
	idx     int
	lvl     int
	report  bool
}

func (a *analyzer) run(fd *funcDecl, idx, lvl int, report bool) {
	r := &run{a: a, info: fd.info, getters: idx < 0, objs: map[types.Object]int{},
		kept: map[*types.Var]int{}, sum: a.sums[fd.fn], idx: idx, lvl: lvl, report: report}
	if idx >= 0 {
		r.objs[params(fd.fn)[idx]] = lvl
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

func (a *analyzer) raise(l *int, to int) {
	if *l < to {
		*l = to
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

// read returns the level of a value of type t read out of memory of
// level c: a reference read from view memory (or from a holder of it)
// points into view memory; a struct or array read is a copy that holds
// it.
func (r *run) read(t types.Type, c int) int {
	switch {
	case c == clean:
		return clean
	case isRef(t):
		return direct
	case r.a.hasPointers(t):
		return deep
	}
	return clean
}

// level returns how the value of e reaches view memory.
func (r *run) level(e ast.Expr) int {
	tv, ok := r.info.Types[e]
	if !ok || tv.IsType() || tv.Type == nil || !r.a.hasPointers(tv.Type) {
		return clean
	}
	if r.getters && r.a.viewPointer(tv.Type) {
		return direct
	}
	switch x := e.(type) {
	case *ast.ParenExpr:
		return r.level(x.X)
	case *ast.Ident:
		if o := r.info.Uses[x]; o != nil {
			return r.objs[o]
		}
	case *ast.SelectorExpr:
		s := r.info.Selections[x]
		if s == nil {
			if o := r.info.Uses[x.Sel]; o != nil { // a package's variable
				return r.objs[o]
			}
			return clean
		}
		if s.Kind() != types.FieldVal {
			return clean
		}
		f := s.Obj().(*types.Var)
		c := r.container(x.X)
		var l int
		if _, ptr := r.info.Types[x.X].Type.Underlying().(*types.Pointer); ptr && c == deep {
			// A struct of its own that holds view memory: in the
			// fields known to hold it, at their level.
			l = max(r.kept[f], r.a.fields[f])
		} else {
			l = r.read(tv.Type, c)
		}
		if r.getters {
			l = max(l, r.a.fields[f])
		}
		return l
	case *ast.IndexExpr:
		return r.read(tv.Type, r.container(x.X))
	case *ast.SliceExpr:
		if _, ok := r.info.Types[x.X].Type.Underlying().(*types.Array); ok {
			if r.storage(x.X) {
				return direct
			}
			return min(r.level(x.X), deep)
		}
		return r.level(x.X)
	case *ast.StarExpr:
		return r.read(tv.Type, r.level(x.X))
	case *ast.UnaryExpr:
		if x.Op == token.AND {
			if r.storage(x.X) {
				return direct
			}
			return min(r.level(x.X), deep)
		}
	case *ast.TypeAssertExpr:
		return r.level(x.X)
	case *ast.CompositeLit:
		for _, el := range x.Elts {
			if kv, ok := el.(*ast.KeyValueExpr); ok {
				el = kv.Value
			}
			if r.level(el) > clean {
				return deep
			}
		}
	case *ast.CallExpr:
		return r.levelCall(x)
	}
	return clean
}

// container returns the level of the memory that x's fields or elements
// are read from: x's own level, or direct for a struct or array value
// stored in view memory.
func (r *run) container(x ast.Expr) int {
	t := r.info.Types[x].Type
	if !isRef(t) && r.storage(x) {
		return direct
	}
	return r.level(x)
}

func (r *run) levelCall(x *ast.CallExpr) int {
	if tv := r.info.Types[x.Fun]; tv.IsType() { // a conversion
		if len(x.Args) == 1 {
			return r.level(x.Args[0])
		}
		return clean
	}
	if id, ok := ast.Unparen(x.Fun).(*ast.Ident); ok {
		if _, ok := r.info.Uses[id].(*types.Builtin); ok {
			if id.Name != "append" || len(x.Args) == 0 {
				return clean
			}
			l := r.level(x.Args[0])
			for i, arg := range x.Args[1:] { // an element held
				el := r.level(arg)
				if x.Ellipsis.IsValid() && i == len(x.Args)-2 {
					if sl, ok := r.info.Types[arg].Type.Underlying().(*types.Slice); ok {
						el = r.read(sl.Elem(), el)
					} else {
						el = clean // append(bytes, text...)
					}
				}
				if el > clean {
					l = max(l, deep)
				}
			}
			return l
		}
	}
	switch r.a.viewMethod(r.info, x) {
	case getter:
		if r.getters {
			return direct
		}
		return clean
	case exempt:
		return clean
	}
	fn := callee(r.info, x)
	if fn == nil {
		return clean
	}
	s := r.a.sums[fn]
	if s == nil {
		return clean
	}
	l := clean
	if r.getters {
		l = s.view
	}
	xs, addr := args(r.info, x, fn)
	for i, arg := range xs {
		if al := r.argLevel(arg, i == 0 && addr); al > clean {
			l = max(l, s.returns[al-1][i])
		}
	}
	return l
}

// argLevel returns the level of an argument, or of its address when addr.
func (r *run) argLevel(arg ast.Expr, addr bool) int {
	if addr {
		if r.storage(arg) {
			return direct
		}
		return min(r.level(arg), deep)
	}
	return r.level(arg)
}

// storage reports whether e, an addressable expression, is view memory.
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
			return r.level(x.X) == direct
		}
		if s.Indirect() && r.level(x.X) == direct { // through an embedded pointer
			return true
		}
		return r.storage(x.X)
	case *ast.IndexExpr:
		switch r.info.Types[x.X].Type.Underlying().(type) {
		case *types.Array:
			return r.storage(x.X)
		case *types.Slice, *types.Map, *types.Pointer:
			return r.level(x.X) == direct
		}
	case *ast.StarExpr:
		return r.level(x.X) == direct
	}
	return false
}

// propagate spreads the taint to variables and fields.
func (r *run) propagate(n ast.Node) bool {
	switch s := n.(type) {
	case *ast.AssignStmt:
		if len(s.Lhs) == len(s.Rhs) {
			for i := range s.Lhs {
				r.flow(s.Lhs[i], r.level(s.Rhs[i]))
			}
		} else if len(s.Rhs) == 1 {
			l := r.level(s.Rhs[0])
			for _, lhs := range s.Lhs {
				r.flow(lhs, l)
			}
		}
	case *ast.ValueSpec:
		for i, name := range s.Names {
			if len(s.Values) == len(s.Names) {
				r.flow(name, r.level(s.Values[i]))
			} else if len(s.Values) == 1 {
				r.flow(name, r.level(s.Values[0]))
			}
		}
	case *ast.RangeStmt:
		if s.Value != nil {
			if t := r.info.Types[s.Value]; t.Type != nil {
				r.flow(s.Value, r.read(t.Type, r.container(s.X)))
			} else if id, ok := s.Value.(*ast.Ident); ok && r.info.Defs[id] != nil {
				r.flow(s.Value, r.read(r.info.Defs[id].Type(), r.container(s.X)))
			}
		}
	case *ast.ReturnStmt:
		for _, res := range s.Results {
			if l := r.level(res); l > clean {
				if r.idx >= 0 {
					r.a.raise(&r.sum.returns[r.lvl-1][r.idx], l)
				} else if !r.report {
					r.a.raise(&r.sum.view, l)
				}
			}
		}
	case *ast.CallExpr:
		r.keeps(s)
	case *ast.CompositeLit:
		if st, ok := r.info.Types[s].Type.Underlying().(*types.Struct); ok {
			for _, el := range s.Elts {
				kv, ok := el.(*ast.KeyValueExpr)
				if !ok {
					continue
				}
				id, ok := kv.Key.(*ast.Ident)
				if !ok {
					continue
				}
				for i := range st.NumFields() {
					if f := st.Field(i); f.Name() == id.Name {
						if l := r.level(kv.Value); l > clean {
							r.keep(f, l)
						}
					}
				}
			}
		}
	}
	return true
}

// flow records that l now holds view memory of level lvl.
func (r *run) flow(l ast.Expr, lvl int) {
	if lvl == clean {
		return
	}
	switch x := ast.Unparen(l).(type) {
	case *ast.Ident:
		o := r.info.Defs[x]
		if o == nil {
			o = r.info.Uses[x]
		}
		if o == nil || !r.a.hasPointers(o.Type()) {
			return
		}
		if !isRef(o.Type()) {
			lvl = min(lvl, deep) // a struct or array variable is a copy
		}
		if r.objs[o] < lvl {
			r.objs[o] = lvl
			r.grew = true
		}
	case *ast.SelectorExpr:
		if s := r.info.Selections[x]; s != nil && s.Kind() == types.FieldVal {
			r.keep(s.Obj().(*types.Var), lvl)
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
			r.flow(root, deep)
		}
	}
}

// keep records that field f holds view memory of level lvl.
func (r *run) keep(f *types.Var, lvl int) {
	if !r.a.hasPointers(f.Type()) {
		return
	}
	if !isRef(f.Type()) {
		lvl = min(lvl, deep)
	}
	if r.kept[f] < lvl {
		r.kept[f] = lvl
		r.grew = true
	}
	if r.idx >= 0 {
		k := &r.sum.keeps[r.lvl-1][r.idx]
		if *k == nil {
			*k = map[*types.Var]int{}
		}
		if (*k)[f] < lvl {
			(*k)[f] = lvl
			r.a.changed = true
		}
		return
	}
	if r.getters && r.a.fields[f] < lvl {
		r.a.fields[f] = lvl
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
		if l := r.argLevel(arg, i == 0 && addr); l > clean {
			for f, fl := range s.keeps[l-1][i] {
				r.keep(f, fl)
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

// writes finds the writes to view memory.
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
				if len(call.Args) > 0 && r.level(call.Args[0]) == direct {
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
		if len(call.Args) > 0 && r.level(call.Args[0]) == direct {
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
		if arg == nil {
			continue
		}
		if l := r.argLevel(arg, i == 0 && addr); l > clean && s.writes[l-1][i] {
			r.write(arg, fmt.Sprintf("view memory passed to %s, which writes it", fn.Name()))
		}
	}
}

func (r *run) write(at ast.Node, msg string) {
	if r.idx >= 0 {
		r.a.set(&r.sum.writes[r.lvl-1][r.idx])
		return
	}
	if r.report {
		r.a.findings = append(r.a.findings, Finding{r.a.l.fset.Position(at.Pos()), msg})
	}
}
