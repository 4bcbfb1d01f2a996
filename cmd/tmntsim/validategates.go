package main

import (
	"fmt"
	"slices"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/tmntsim/tmntsim/internal/plural"
	"github.com/tmntsim/tmntsim/internal/userfile"
	"github.com/tmntsim/tmntsim/lab"
	"github.com/tmntsim/tmntsim/scenarios"
)

// gatesFile returns the data of arg, and true, if arg is a gates file
// (tmntsim check --file): a mapping with the key gates, or whose lists
// hold gates (mappings with expect); false for any other file, and for an
// embedded name or a file that cannot be read (the games' loaders say why).
func gatesFile(arg string) ([]byte, bool) {
	if slices.Contains(games.Embedded(), arg) {
		return nil, false
	}
	data, err := userfile.Read(arg, userfile.MaxBattle)
	if err != nil {
		return nil, false
	}
	var doc yaml.Node
	if yaml.Unmarshal(data, &doc) != nil || len(doc.Content) == 0 || doc.Content[0].Kind != yaml.MappingNode {
		return nil, false
	}
	root := doc.Content[0]
	for i := 0; i+1 < len(root.Content); i += 2 {
		k, v := root.Content[i], root.Content[i+1]
		if k.Value == "gates" {
			return data, true
		}
		if v.Kind == yaml.SequenceNode && len(v.Content) > 0 && v.Content[0].Kind == yaml.MappingNode && hasKey(v.Content[0], "expect") {
			return data, true
		}
	}
	return nil, false
}

func hasKey(m *yaml.Node, key string) bool {
	for i := 0; i+1 < len(m.Content); i += 2 {
		if m.Content[i].Value == key {
			return true
		}
	}
	return false
}

// validateGates is validate of a gates file: its gates read as tmntsim
// check --file reads them, each gate's battle, match or table opened as
// check opens it; the first problem at its file:line:col.
func validateGates(file string, data []byte) (string, string, scenarios.ErrorList, error) {
	gs := flagSet(&env{}, "check", "battle", nil)
	gs.UseGate()
	if err := gs.Parse(nil); err != nil {
		return "", "", nil, err
	}
	specs, err := lab.ReadGates(file, data, gs.Gate(), func(name string) bool { return slices.Contains(games.Embedded(), name) })
	if err != nil {
		return "", "", nil, err
	}
	at := battlePositions(file, data)
	var names []string
	for i, s := range specs {
		if _, _, err := games.Open(s.Battle); err != nil {
			where := s.Where
			if i < len(at) && at[i] != "" {
				where = at[i]
			}
			return "", "", nil, fmt.Errorf("%s: battle %s: %v", where, s.Battle, err)
		}
		if _, err := games.OpenGate(s, false); err != nil {
			return "", "", nil, err
		}
		names = append(names, s.Battle)
	}
	return "gates", plural.Of(len(specs), "gate") + ": " + strings.Join(names, ", "), nil, nil
}

// battlePositions returns the file:line:col of each gate's battle in the
// gates file data, "" for a gate without one.
func battlePositions(file string, data []byte) []string {
	var doc yaml.Node
	if yaml.Unmarshal(data, &doc) != nil || len(doc.Content) == 0 {
		return nil
	}
	root := doc.Content[0]
	var at []string
	for i := 0; i+1 < len(root.Content); i += 2 {
		if root.Content[i].Value != "gates" {
			continue
		}
		for _, g := range root.Content[i+1].Content {
			pos := ""
			for k := 0; k+1 < len(g.Content); k += 2 {
				if g.Content[k].Value == "battle" {
					pos = fmt.Sprintf("%s:%d:%d", file, g.Content[k+1].Line, g.Content[k+1].Column)
				}
			}
			at = append(at, pos)
		}
	}
	return at
}
