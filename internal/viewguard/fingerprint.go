package viewguard

import (
	"hash/maphash"
	"math"
	"reflect"
	"sort"
	"strings"
	"sync"
	"unsafe"
)

// seed is the seed of the hashes of plain memory: one per process, so
// that fingerprints taken in one test compare.
var seed = maphash.MakeSeed()

// plainTypes caches isPlain's answers, by type and fields skipped.
var plainTypes sync.Map // plainKey → bool

type plainKey struct {
	t    reflect.Type
	skip string
}

// Fingerprint hashes the game behind view, a game's view (a struct, or a
// pointer to one, whose field g points to the game), and returns the hash
// of each of the game's fields by name: a policy wrapper takes one before
// and one after a decision, and Changed names the fields the decision
// wrote. It follows pointers, slices, maps, arrays and structs, unexported
// fields included, each pointer once; it skips interfaces and funcs (a
// game's policies are the policies' own memory) and the fields of any
// struct named in skip (a scratch game, the engine's caches that a view's
// methods fill). It is slow (reflection): for tests.
func Fingerprint(view any, skip ...string) map[string]uint64 {
	v := reflect.ValueOf(view)
	if v.Kind() == reflect.Pointer {
		v = v.Elem()
	}
	if v.Kind() != reflect.Struct {
		panic("viewguard: Fingerprint needs a view")
	}
	g := v.FieldByName("g")
	if g.Kind() != reflect.Pointer || g.Elem().Kind() != reflect.Struct {
		panic("viewguard: Fingerprint needs a view whose field g points to its game")
	}
	h := &hasher{seen: map[ptrKey]int{}, skip: map[string]bool{}, skipKey: strings.Join(skip, ",")}
	for _, s := range skip {
		h.skip[s] = true
	}
	h.seen[ptrKey{g.Pointer(), g.Type()}] = 0
	g = g.Elem()
	out := map[string]uint64{}
	for i := range g.NumField() {
		name := g.Type().Field(i).Name
		if h.skip[name] {
			continue
		}
		h.sum = 14695981039346656037
		h.walk(g.Field(i))
		out[name] = h.sum
	}
	return out
}

// Changed returns the names of the fields whose hashes differ in a and b,
// sorted.
func Changed(a, b map[string]uint64) []string {
	var names []string
	for name, x := range a {
		if b[name] != x {
			names = append(names, name)
		}
	}
	sort.Strings(names)
	return names
}

// A ptrKey is a pointer followed: its address and type (a struct and its
// first field share an address).
type ptrKey struct {
	p uintptr
	t reflect.Type
}

type hasher struct {
	sum     uint64
	seen    map[ptrKey]int
	skip    map[string]bool
	skipKey string
}

// isPlain reports whether t's memory is all of its value: numbers and
// booleans, in arrays and structs, with none of its fields skipped.
func (h *hasher) isPlain(t reflect.Type) bool {
	k := plainKey{t, h.skipKey}
	if p, ok := plainTypes.Load(k); ok {
		return p.(bool)
	}
	p := false
	switch t.Kind() {
	case reflect.Bool, reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr,
		reflect.Float32, reflect.Float64, reflect.Complex64, reflect.Complex128:
		p = true
	case reflect.Array:
		p = h.isPlain(t.Elem())
	case reflect.Struct:
		p = true
		for i := range t.NumField() {
			if h.skip[t.Field(i).Name] || !h.isPlain(t.Field(i).Type) {
				p = false
				break
			}
		}
	}
	plainTypes.Store(k, p)
	return p
}

// bytes hashes n bytes of memory at p.
func (h *hasher) bytes(p unsafe.Pointer, n uintptr) {
	if n > 0 {
		h.mix(maphash.Bytes(seed, unsafe.Slice((*byte)(p), n)))
	}
}

func (h *hasher) mix(x uint64) {
	h.sum ^= x
	h.sum *= 1099511628211
	h.sum ^= h.sum >> 29
}

func (h *hasher) walk(v reflect.Value) {
	if v.CanAddr() && h.isPlain(v.Type()) {
		h.bytes(unsafe.Pointer(v.UnsafeAddr()), v.Type().Size())
		return
	}
	switch v.Kind() {
	case reflect.Bool:
		if v.Bool() {
			h.mix(1)
		} else {
			h.mix(0)
		}
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		h.mix(uint64(v.Int()))
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		h.mix(v.Uint())
	case reflect.Float32, reflect.Float64:
		h.mix(math.Float64bits(v.Float()))
	case reflect.Complex64, reflect.Complex128:
		c := v.Complex()
		h.mix(math.Float64bits(real(c)))
		h.mix(math.Float64bits(imag(c)))
	case reflect.String:
		h.mix(uint64(v.Len()))
		for _, b := range []byte(v.String()) {
			h.mix(uint64(b))
		}
	case reflect.Array, reflect.Slice:
		h.mix(uint64(v.Len()))
		if v.Kind() == reflect.Slice && h.isPlain(v.Type().Elem()) {
			h.bytes(v.UnsafePointer(), uintptr(v.Len())*v.Type().Elem().Size())
			return
		}
		for i := range v.Len() {
			h.walk(v.Index(i))
		}
	case reflect.Map:
		h.mix(uint64(v.Len()))
		var all uint64
		it := v.MapRange()
		for it.Next() {
			sum := h.sum
			h.sum = 0
			h.walk(it.Key())
			h.walk(it.Value())
			all += h.sum
			h.sum = sum
		}
		h.mix(all)
	case reflect.Pointer:
		if v.IsNil() {
			h.mix(0)
			return
		}
		p := ptrKey{v.Pointer(), v.Type()}
		if n, ok := h.seen[p]; ok {
			h.mix(uint64(n) + 1)
			return
		}
		h.seen[p] = len(h.seen)
		h.walk(v.Elem())
	case reflect.Struct:
		t := v.Type()
		for i := range v.NumField() {
			if !h.skip[t.Field(i).Name] {
				h.walk(v.Field(i))
			}
		}
	}
}
