package scenarios

import (
	"bytes"
	"reflect"
	"strings"

	"go.yaml.in/yaml/v3"
)

// A growth is where EditNumber first added to a file's YAML: a key added to
// the mapping in (its last pair, which holds the rest of the path), or a
// bare name turned into the flow mapping in.
type growth struct {
	in   *yaml.Node
	name *yaml.Node // the bare name in holds; nil for an added key
	at   int        // the line of the first node past in, before the key was added (0: none)
}

// inserted returns data with the growth's text inserted where it goes, the
// first of its readings of the file that reads as doc, the edited YAML;
// false if none does.
func (g *growth) inserted(data []byte, doc *yaml.Node) ([]byte, bool) {
	var out []byte
	ok := false
	switch {
	case g.name != nil:
		var text string
		if text, ok = encodeFlow(g.in); ok && g.name.Style == 0 {
			out, ok = replaceScalar(data, g.name, text)
		}
	case g.in.Style&yaml.FlowStyle != 0:
		out, ok = g.insertFlow(data)
	default:
		// A line that starts with # is a comment, after the mapping's
		// last line; or a line of a block scalar, in it.
		if out, ok = g.insertBlock(data, false); !ok || !sameYAML(out, doc) {
			out, ok = g.insertBlock(data, true)
		}
	}
	return out, ok && sameYAML(out, doc)
}

// added returns the pair added to g.in, as a mapping of its own.
func (g *growth) added() *yaml.Node {
	return &yaml.Node{Kind: yaml.MappingNode, Tag: "!!map", Content: g.in.Content[len(g.in.Content)-2:]}
}

// insertFlow inserts the added pair before the closing brace of the flow
// mapping g.in.
func (g *growth) insertFlow(data []byte) ([]byte, bool) {
	start, ok := offsetOf(data, g.in.Line, g.in.Column)
	if !ok || start >= len(data) || data[start] != '{' {
		return nil, false
	}
	end := closingBrace(data, start)
	if end < 0 {
		return nil, false
	}
	text, ok := encodeFlow(g.added())
	if !ok {
		return nil, false
	}
	text = strings.TrimSuffix(strings.TrimPrefix(text, "{"), "}")
	at := end
	for at > start+1 && (data[at-1] == ' ' || data[at-1] == '\t' || data[at-1] == '\n' || data[at-1] == '\r') {
		at--
	}
	switch {
	case len(g.in.Content) == 2: // the mapping was empty
	case data[at-1] == ',':
		text = " " + text
	default:
		text = ", " + text
	}
	return splice(data, at, text), true
}

// insertBlock inserts the added pair as lines of their own after the last
// line of the block mapping g.in, at its keys' indentation.
// With hashes, a line that starts with # counts as a line of the mapping.
func (g *growth) insertBlock(data []byte, hashes bool) ([]byte, bool) {
	if len(g.in.Content) < 4 {
		return nil, false
	}
	indent := g.in.Content[0].Column - 1
	lastKey := g.in.Content[len(g.in.Content)-4]
	lines := bytes.SplitAfter(data, []byte("\n"))
	end := -1 // the index of the mapping's last line of content
	for i := lastKey.Line - 1; i < len(lines); i++ {
		if g.at > 0 && i >= g.at-1 {
			break
		}
		line := strings.TrimRight(string(lines[i]), "\r\n")
		trimmed := strings.TrimSpace(line)
		if i > lastKey.Line-1 && (line == "---" || line == "..." || strings.HasPrefix(line, "--- ")) {
			break
		}
		if trimmed == "" || !hashes && strings.HasPrefix(trimmed, "#") {
			continue
		}
		end = i
	}
	if end < 0 || indent < 0 {
		return nil, false
	}
	var b bytes.Buffer
	enc := yaml.NewEncoder(&b)
	enc.SetIndent(2)
	if enc.Encode(g.added()) != nil || enc.Close() != nil {
		return nil, false
	}
	eol := "\n"
	if bytes.HasSuffix(lines[end], []byte("\r\n")) {
		eol = "\r\n"
	}
	var text strings.Builder
	if !bytes.HasSuffix(lines[end], []byte("\n")) {
		text.WriteString(eol)
	}
	for _, l := range strings.SplitAfter(strings.TrimSuffix(b.String(), "\n"), "\n") {
		text.WriteString(strings.Repeat(" ", indent) + strings.TrimSuffix(l, "\n") + eol)
	}
	off := 0
	for _, l := range lines[:end+1] {
		off += len(l)
	}
	return splice(data, off, text.String()), true
}

// encodeFlow returns the YAML of the mapping n on one line, in flow style,
// without its comments (they stay where they are in the file).
func encodeFlow(n *yaml.Node) (string, bool) {
	var flow func(*yaml.Node) *yaml.Node
	flow = func(n *yaml.Node) *yaml.Node {
		c := *n
		c.HeadComment, c.LineComment, c.FootComment = "", "", ""
		if c.Kind == yaml.MappingNode || c.Kind == yaml.SequenceNode {
			c.Style |= yaml.FlowStyle
		}
		c.Content = nil
		for _, k := range n.Content {
			c.Content = append(c.Content, flow(k))
		}
		return &c
	}
	out, err := yaml.Marshal(flow(n))
	text := strings.TrimSuffix(string(out), "\n")
	if err != nil || strings.Contains(text, "\n") || !strings.HasPrefix(text, "{") {
		return "", false
	}
	return text, true
}

// closingBrace returns the offset of the brace closing the flow mapping
// opened at data[start], or -1.
func closingBrace(data []byte, start int) int {
	depth := 0
	for i := start; i < len(data); i++ {
		switch c := data[i]; c {
		case '{', '[':
			depth++
		case '}', ']':
			depth--
			if depth == 0 {
				if c != '}' {
					return -1
				}
				return i
			}
		case '"':
			for i++; i < len(data) && data[i] != '"'; i++ {
				if data[i] == '\\' {
					i++
				}
			}
		case '\'':
			for i++; i < len(data); i++ {
				if data[i] == '\'' {
					if i+1 < len(data) && data[i+1] == '\'' {
						i++
						continue
					}
					break
				}
			}
		case '#':
			if i > 0 && (data[i-1] == ' ' || data[i-1] == '\t') {
				for i < len(data) && data[i] != '\n' {
					i++
				}
			}
		}
	}
	return -1
}

// pastNode returns the line of the first node of root, in document order,
// that lies past every node of m; 0 if there is none.
func pastNode(root, m *yaml.Node) int {
	type pos struct{ line, col int }
	after := func(a, b pos) bool { return a.line > b.line || a.line == b.line && a.col > b.col }
	var last pos
	var inM func(*yaml.Node)
	inM = func(n *yaml.Node) {
		if p := (pos{n.Line, n.Column}); after(p, last) {
			last = p
		}
		for _, c := range n.Content {
			inM(c)
		}
	}
	inM(m)
	var best pos
	var walk func(*yaml.Node)
	walk = func(n *yaml.Node) {
		if n == m {
			return
		}
		if p := (pos{n.Line, n.Column}); after(p, last) && (best.line == 0 || after(best, p)) {
			best = p
		}
		for _, c := range n.Content {
			walk(c)
		}
	}
	walk(root)
	return best.line
}

// sameYAML reports whether data reads as the same values as doc.
func sameYAML(data []byte, doc *yaml.Node) bool {
	var a, b any
	if yaml.Unmarshal(data, &a) != nil || doc.Decode(&b) != nil {
		return false
	}
	return reflect.DeepEqual(a, b)
}

// splice returns data with text inserted at off.
func splice(data []byte, off int, text string) []byte {
	out := make([]byte, 0, len(data)+len(text))
	out = append(out, data[:off]...)
	out = append(out, text...)
	return append(out, data[off:]...)
}
