package lab

import "fmt"

// OpenGate opens a gate's battle, match or table as tmntsim run opens it
// (OpenRun), and readies the gate (NewGateRun): of a game with Villain, a
// battle's gate, which names the heroes' policy and, if Villain says so,
// the villain player's. The error of a gate from a --file names its
// file:line:col (a file error); that of the command line names the flag
// (a UsageError). Its games check the engine's invariants if check
// (--check); a gate whose setup cannot check them is a UsageError naming
// --check (and its file:line:col).
func (gs Games) OpenGate(spec GateSpec, check bool) (*GateRun, error) {
	var o Options // its names; a policy "" is the file's
	t, openErr := gs.OpenRun(spec.Battle, &o, []string{spec.Policy}, check)
	if check && t.Opened != nil && !CanCheck(t.Game, t.Opened) {
		return nil, NoCheck(spec.Where, t.Opened)
	}
	battle := t.Game != nil && t.Game.Villain != nil
	villain := battle && openErr == nil && t.Game.Villain(t.Opened)
	g, key, err := NewGateRun(spec, t.Setup, o, t.Noun, openErr, battle, villain)
	switch {
	case err != nil && spec.At[key] != "":
		return nil, fmt.Errorf("%s: %s: %v", spec.At[key], key, err)
	case err != nil && spec.Where != "":
		return nil, fmt.Errorf("%s: %s: %v", spec.Where, key, err)
	case err != nil:
		return nil, Usagef("--%s: %v", key, err)
	}
	return g, nil
}
