package stats

import (
	"bytes"
	"encoding/json"
)

// duplicateKey returns a *FieldError for the first member that an object
// of the JSON data (valid) gives twice, at its line and column, or nil:
// a summary with two values of one member is ambiguous (the decoder would
// keep the last silently), as a hand-edited or concatenated file may be.
func duplicateKey(data []byte) error {
	type frame struct {
		keys map[string]bool // nil: an array
		key  bool            // an object's next token is a member's name
		last string          // its member being read
		path string
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	var st []*frame
	valueDone := func() {
		if n := len(st); n > 0 && st[n-1].keys != nil {
			st[n-1].key = true
		}
	}
	child := func() string { // the path of the value being read
		if len(st) == 0 {
			return ""
		}
		top := st[len(st)-1]
		if top.keys == nil {
			return top.path + "[]"
		}
		if top.path == "" {
			return top.last
		}
		return top.path + "." + top.last
	}
	for {
		start := dec.InputOffset()
		tok, err := dec.Token()
		if err != nil {
			return nil // the end, or a syntax error reported elsewhere
		}
		if n := len(st); n > 0 && st[n-1].keys != nil && st[n-1].key {
			top := st[n-1]
			if tok == json.Delim('}') {
				st = st[:n-1]
				valueDone()
				continue
			}
			k, _ := tok.(string)
			if top.keys[k] {
				at := int(start) + max(0, bytes.IndexByte(data[start:], '"'))
				line := 1 + bytes.Count(data[:at], []byte("\n"))
				col := at - bytes.LastIndexByte(data[:at], '\n')
				top.last = k
				return fieldErrorf(child(), "given twice (the second at line %d, column %d); a summary gives each member once", line, col)
			}
			top.keys[k], top.key, top.last = true, false, k
			continue
		}
		switch tok {
		case json.Delim('{'):
			st = append(st, &frame{keys: map[string]bool{}, key: true, path: child()})
		case json.Delim('['):
			st = append(st, &frame{path: child()})
		case json.Delim('}'), json.Delim(']'):
			st = st[:len(st)-1]
			valueDone()
		default:
			valueDone()
		}
	}
}
