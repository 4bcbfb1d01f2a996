package scenarios

import (
	"bytes"
	"fmt"
	"io"
	"math"
	"reflect"
	"strconv"
	"strings"
	"unicode/utf8"

	"go.yaml.in/yaml/v3"
)

// A Decoder turns a YAML node tree into the format types of a file, Go
// structs whose fields are Str, Int, Bool, pointers and slices of them,
// other such structs, and NodeDecoders, strictly: an unknown key, a
// duplicate key, a value of the wrong type or a word outside its
// enumeration is an error at the node's line and column. It never stops at
// the first problem; every problem is recorded in its Source and decoding
// goes on with the rest of the document.
//
// The struct tags of a field drive it: yaml:"key" (or yaml:",inline" for
// an embedded struct whose keys are the mapping's own), required:"true",
// enum:"a,b,c" (or enum:"@name" for the list Enums[name]) and
// range:"lo..hi" for an Int. A field At of type Pos receives the position
// of the mapping. The same tags drive Schema.
type Decoder struct {
	Src *Source
	// Enums are the longer word lists of the format, named by enum tags
	// ("@faces").
	Enums map[string][]string

	nodes int
	stop  bool // the node budget ran out; the error has been recorded
}

// maxNodes bounds the nodes one document may expand to (aliases included),
// so that a small file of nested aliases cannot make the loader work forever.
const maxNodes = 200000

// Stopped reports whether the document was too large to decode: the error
// has been recorded, and what was decoded is incomplete.
func (d *Decoder) Stopped() bool { return d.stop }

// A NodeDecoder is a format type that decodes itself, for values that may
// take more than one YAML shape (a word or a mapping, a cell or a list). It
// records its problems with d.Src.Errorf.
type NodeDecoder interface {
	DecodeNode(d *Decoder, n *yaml.Node, t Tags)
}

// Tags are the struct-tag facts about the field being decoded.
type Tags struct {
	Name     string   // the key, for messages
	Enum     []string // allowed words
	Min, Max int      // the range of an Int, when HasRange
	HasRange bool
}

func fieldTags(f reflect.StructField, enums map[string][]string) Tags {
	t := Tags{Name: yamlName(f)}
	t.Enum = enumOf(f, enums)
	if r := f.Tag.Get("range"); r != "" {
		lo, hi, _ := strings.Cut(r, "..")
		t.Min, _ = strconv.Atoi(lo)
		t.Max, _ = strconv.Atoi(hi)
		t.HasRange = true
	}
	return t
}

// enumOf returns the words allowed by f's enum tag: a comma-separated list,
// or "@name" for one of the longer lists of enums.
func enumOf(f reflect.StructField, enums map[string][]string) []string {
	e := f.Tag.Get("enum")
	if e == "" {
		return nil
	}
	if strings.HasPrefix(e, "@") {
		l, ok := enums[e[1:]]
		if !ok {
			panic("scenarios: unknown enum list " + e)
		}
		return l
	}
	return strings.Split(e, ",")
}

func yamlName(f reflect.StructField) string {
	n, _, _ := strings.Cut(f.Tag.Get("yaml"), ",")
	return n
}

func inline(f reflect.StructField) bool {
	_, opt, _ := strings.Cut(f.Tag.Get("yaml"), ",")
	return opt == "inline"
}

// PosOf returns the position of node n.
func PosOf(n *yaml.Node) Pos { return Pos{n.Line, n.Column} }

var (
	posType = reflect.TypeFor[Pos]()
	decType = reflect.TypeFor[NodeDecoder]()
)

// Resolve follows aliases and counts the node against the budget. It
// returns nil when the budget is exhausted.
func (d *Decoder) Resolve(n *yaml.Node) *yaml.Node {
	for i := 0; n != nil && n.Kind == yaml.AliasNode; i++ {
		if i > 100 {
			d.Src.Errorf(PosOf(n), "alias chain too long")
			return nil
		}
		n = n.Alias
	}
	if n == nil || d.stop {
		return nil
	}
	d.nodes++
	if d.nodes > maxNodes {
		d.stop = true
		d.Src.Errorf(PosOf(n), "document too large: more than %d values once aliases are expanded", maxNodes)
		return nil
	}
	return n
}

// Decode decodes n into v (addressable), a field with tags t.
func (d *Decoder) Decode(n *yaml.Node, v reflect.Value, t Tags) {
	if n = d.Resolve(n); n == nil {
		return
	}
	if v.CanAddr() && v.Addr().Type().Implements(decType) {
		v.Addr().Interface().(NodeDecoder).DecodeNode(d, n, t)
		return
	}
	switch v.Kind() {
	case reflect.Pointer:
		if IsNull(n) {
			return
		}
		p := reflect.New(v.Type().Elem())
		d.Decode(n, p.Elem(), t)
		v.Set(p)
	case reflect.Slice:
		if n.Kind != yaml.SequenceNode {
			d.Src.Errorf(PosOf(n), "%s: want a list, got %s", t.Name, Describe(n))
			return
		}
		s := reflect.MakeSlice(v.Type(), len(n.Content), len(n.Content))
		for i, c := range n.Content {
			d.Decode(c, s.Index(i), t)
		}
		v.Set(s)
	case reflect.Struct:
		d.DecodeStruct(n, v, t)
	default:
		panic("scenarios: cannot decode into " + v.Type().String())
	}
}

// DecodeStruct decodes a mapping into the struct v: each key to the field
// of that yaml name (inline structs included); an At Pos field receives the
// mapping's position.
func (d *Decoder) DecodeStruct(n *yaml.Node, v reflect.Value, t Tags) {
	if IsNull(n) {
		n = &yaml.Node{Kind: yaml.MappingNode, Line: n.Line, Column: n.Column}
	}
	if n.Kind != yaml.MappingNode {
		d.Src.Errorf(PosOf(n), "%s: want a mapping of keys, got %s", where(t.Name), Describe(n))
		return
	}
	fields := map[string]reflect.Value{}
	ftags := map[string]Tags{}
	var order []string
	d.collectFields(v, fields, ftags, &order, n)
	seen := map[string]bool{}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, val := d.Resolve(n.Content[i]), n.Content[i+1]
		if k == nil {
			return
		}
		key := k.Value
		if k.Kind != yaml.ScalarNode {
			d.Src.Errorf(PosOf(k), "%s: a key must be a word, got %s", t.Name, Describe(k))
			continue
		}
		f, ok := fields[key]
		if !ok {
			d.Src.Errorf(PosOf(k), "unknown key %q in %s%s", key, where(t.Name), Suggest(key, order))
			continue
		}
		if seen[key] {
			d.Src.Errorf(PosOf(k), "key %q given twice", key)
			continue
		}
		seen[key] = true
		d.Decode(val, f, ftags[key])
	}
	checkRequired(d, n, v, seen, t)
}

func where(name string) string {
	if name == "" {
		return "the file"
	}
	return name
}

func (d *Decoder) collectFields(v reflect.Value, fields map[string]reflect.Value, ftags map[string]Tags, order *[]string, n *yaml.Node) {
	ty := v.Type()
	for i := 0; i < ty.NumField(); i++ {
		f := ty.Field(i)
		if f.Type == posType && f.Name == "At" {
			v.Field(i).Set(reflect.ValueOf(PosOf(n)))
			continue
		}
		if inline(f) {
			d.collectFields(v.Field(i), fields, ftags, order, n)
			continue
		}
		name := yamlName(f)
		if name == "" || name == "-" {
			continue
		}
		fields[name] = v.Field(i)
		ftags[name] = fieldTags(f, d.Enums)
		*order = append(*order, name)
	}
}

// checkRequired reports the keys tagged required:"true" that are missing,
// in one message.
func checkRequired(d *Decoder, n *yaml.Node, v reflect.Value, seen map[string]bool, t Tags) {
	var missing []string
	for _, name := range requiredKeys(v.Type()) {
		if !seen[name] {
			missing = append(missing, strconv.Quote(name))
		}
	}
	switch len(missing) {
	case 0:
	case 1:
		d.Src.Errorf(PosOf(n), "%s: missing key %s", where(t.Name), missing[0])
	default:
		d.Src.Errorf(PosOf(n), "%s: missing keys %s", where(t.Name), strings.Join(missing, ", "))
	}
}

func requiredKeys(ty reflect.Type) []string {
	var req []string
	for i := 0; i < ty.NumField(); i++ {
		f := ty.Field(i)
		if inline(f) {
			req = append(req, requiredKeys(f.Type)...)
			continue
		}
		if f.Tag.Get("required") == "true" {
			req = append(req, yamlName(f))
		}
	}
	return req
}

func IsNull(n *yaml.Node) bool {
	return n.Kind == yaml.ScalarNode && n.Tag == "!!null"
}

// Describe names the shape of n for messages.
func Describe(n *yaml.Node) string {
	switch n.Kind {
	case yaml.MappingNode:
		return "a mapping"
	case yaml.SequenceNode:
		return "a list"
	case yaml.ScalarNode:
		switch n.Tag {
		case "!!null":
			return "nothing"
		case "!!int":
			return "the number " + n.Value
		case "!!float":
			return "the number " + n.Value
		case "!!bool":
			return "the boolean " + n.Value
		}
		return fmt.Sprintf("%q", Clip(n.Value))
	}
	return "something else"
}

func Clip(s string) string {
	if r := []rune(s); len(r) > 40 {
		return string(r[:40]) + "…"
	}
	return s
}

// Str is a text value of a file with its position.
type Str struct {
	V string
	Pos
}

// decodeNode reads a scalar. On a shape error the Str keeps no position,
// so that later checks of the value stay quiet.
func (s *Str) DecodeNode(d *Decoder, n *yaml.Node, t Tags) {
	if n.Kind != yaml.ScalarNode || IsNull(n) {
		d.Src.Errorf(PosOf(n), "%s: want a word, got %s", t.Name, Describe(n))
		return
	}
	s.Pos = PosOf(n)
	s.V = n.Value
	if t.Enum != nil && !contains(t.Enum, s.V) {
		d.Src.Errorf(PosOf(n), "%s: unknown value %q%s; want one of %s", t.Name, Clip(s.V), Suggest(s.V, t.Enum), strings.Join(t.Enum, ", "))
	}
}

// Int is an integer value of a file with its position.
type Int struct {
	V int
	Pos
}

// decodeNode reads a whole number. Like Str, it keeps no position on a
// shape error.
func (x *Int) DecodeNode(d *Decoder, n *yaml.Node, t Tags) {
	if n.Kind != yaml.ScalarNode || (n.Tag != "!!int" && n.Tag != "!!float") {
		d.Src.Errorf(PosOf(n), "%s: want a whole number, got %s", t.Name, Describe(n))
		return
	}
	var f float64
	var err error
	if n.Tag == "!!int" {
		var i int64
		i, err = strconv.ParseInt(strings.ReplaceAll(n.Value, "_", ""), 0, 64)
		f = float64(i)
	} else {
		f, err = strconv.ParseFloat(n.Value, 64)
	}
	if t.HasRange && wholeDigits(n) && (err != nil || math.Abs(f) > 1e9) {
		// A whole number too large to hold: out of range, not malformed.
		d.Src.Errorf(PosOf(n), "%s: %s is out of range; want %d to %d", t.Name, Clip(n.Value), t.Min, t.Max)
		return
	}
	if err != nil || f != math.Trunc(f) || math.Abs(f) > 1e9 {
		d.Src.Errorf(PosOf(n), "%s: want a whole number, got %s", t.Name, Describe(n))
		return
	}
	x.V, x.Pos = int(f), PosOf(n)
	if t.HasRange && (x.V < t.Min || x.V > t.Max) {
		d.Src.Errorf(PosOf(n), "%s: %d is out of range; want %d to %d", t.Name, x.V, t.Min, t.Max)
	}
}

// wholeDigits reports whether scalar n is written as a whole number in
// decimal digits, with an optional sign: a number however large.
func wholeDigits(n *yaml.Node) bool {
	v := strings.TrimPrefix(strings.TrimPrefix(n.Value, "-"), "+")
	if v == "" {
		return false
	}
	for _, r := range v {
		if (r < '0' || r > '9') && r != '_' {
			return false
		}
	}
	return true
}

// Bool is a true/false value of a file with its position.
type Bool struct {
	V bool
	Pos
}

func (b *Bool) DecodeNode(d *Decoder, n *yaml.Node, t Tags) {
	b.Pos = PosOf(n)
	if n.Kind != yaml.ScalarNode || n.Tag != "!!bool" {
		d.Src.Errorf(PosOf(n), "%s: want true or false, got %s", t.Name, Describe(n))
		return
	}
	b.V = n.Value == "true" || n.Value == "True" || n.Value == "TRUE"
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// ParseYAML parses data into a node tree, recording a syntax error with its
// position. It returns nil when the document cannot be used.
func ParseYAML(src *Source, data []byte) (root *yaml.Node) {
	defer func() {
		// yaml.v3 has panicked on some malformed inputs in the past; a bad
		// file must be an error, never a crash.
		if r := recover(); r != nil {
			src.Errorf(Pos{}, "cannot parse YAML: %v", r)
			root = nil
		}
	}()
	if !utf8.Valid(data) || bytes.IndexByte(data, 0) >= 0 {
		// Not a text file at all: say so, and quote none of it.
		src.Errorf(Pos{}, "not a YAML file (it is not UTF-8 text)")
		return nil
	}
	dec := yaml.NewDecoder(bytes.NewReader(data))
	var doc yaml.Node
	if err := dec.Decode(&doc); err != nil && err != io.EOF {
		src.Errorf(yamlErrPosIn(err, data), "%s", yamlErrMsg(err))
		return nil
	}
	if doc.Kind == 0 || len(doc.Content) == 0 {
		src.Errorf(Pos{1, 1}, "empty file")
		return nil
	}
	if p, ok := secondDocument(dec); ok {
		src.Errorf(p, "a second YAML document (after ---); a file holds one document, the rest would be ignored")
		return nil
	}
	return doc.Content[0]
}

// secondDocument reports whether dec, past the first document, holds
// another one (or something it cannot parse), and where.
func secondDocument(dec *yaml.Decoder) (Pos, bool) {
	var next yaml.Node
	err := dec.Decode(&next)
	switch {
	case err == io.EOF:
		return Pos{}, false
	case err != nil:
		return yamlErrPos(err), true
	}
	return Pos{max(next.Line, 1), max(next.Column, 1)}, true
}

// yamlErrPos finds "line N" in a yaml.v3 error message.
func yamlErrPos(err error) Pos {
	s := err.Error()
	if i := strings.Index(s, "line "); i >= 0 {
		j := i + 5
		k := j
		for k < len(s) && s[k] >= '0' && s[k] <= '9' {
			k++
		}
		if n, e := strconv.Atoi(s[j:k]); e == nil {
			return Pos{n, 1}
		}
	}
	return Pos{1, 1}
}

// yamlErrPosIn is yamlErrPos of an error of parsing data; an error about
// an alias that yaml.v3 gives no line ("unknown anchor 'a' referenced",
// "anchor 'a' value contains itself") is placed at the alias's first use
// (*a) in data.
func yamlErrPosIn(err error, data []byte) Pos {
	s := err.Error()
	if strings.Contains(s, "line ") {
		return yamlErrPos(err)
	}
	_, rest, ok := strings.Cut(s, "anchor '")
	name, _, ok2 := strings.Cut(rest, "'")
	if !ok || !ok2 || name == "" {
		return yamlErrPos(err)
	}
	i := bytes.Index(data, []byte("*"+name))
	if i < 0 {
		return yamlErrPos(err)
	}
	line := bytes.Count(data[:i], []byte("\n")) + 1
	col := utf8.RuneCount(data[bytes.LastIndexByte(data[:i], '\n')+1:i]) + 1
	return Pos{line, col}
}

// yamlErrMsg strips the "yaml: line N: " prefix of a yaml.v3 error.
func yamlErrMsg(err error) string {
	s := strings.TrimPrefix(err.Error(), "yaml: ")
	if strings.HasPrefix(s, "line ") {
		if _, rest, ok := strings.Cut(s, ": "); ok {
			s = rest
		}
	}
	return "bad YAML: " + s
}
