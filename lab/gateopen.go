package lab

import "fmt"

// OpenGate opens a gate's battle, match or table as tmntsim run opens it
// (OpenRun), and readies the gate (NewGateRun): of a game with Villain, a
// battle's gate, which names the heroes' policy and, if Villain says so,
// the villain player's. The error of a gate from a --file names its
// file:line:col (a file error); that of the command line names the flag
// (a UsageError).
func (gs Games) OpenGate(spec GateSpec) (*GateRun, error) {
	var o Options // its names; a policy "" is the file's
	t, openErr := gs.OpenRun(spec.Battle, &o, []string{spec.Policy}, false)
	battle := t.Game != nil && t.Game.Villain != nil
	villain := battle && openErr == nil && t.Game.Villain(t.Opened)
	g, key, err := NewGateRun(spec, t.Setup, o, t.Noun, openErr, battle, villain)
	switch {
	case err != nil && spec.Where != "":
		return nil, fmt.Errorf("%s: %s: %v", spec.Where, key, err)
	case err != nil:
		return nil, Usagef("--%s: %v", key, err)
	}
	return g, nil
}
