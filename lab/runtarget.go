package lab

import (
	"fmt"
	"strings"

	"github.com/tmntsim/tmntsim/internal/userfile"
	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/stats"
)

// A RunTarget is what a run plays: the setup readied for the run, the
// setup as its game opened it, its game, how the game's runs go and what
// its games are called.
type RunTarget struct {
	Setup  sim.Setup
	Opened sim.Setup
	Game   *Game
	Rules  RunRules
	Noun   string
}

// OpenRun opens arg, a file or an embedded name of any game ("": the
// default game's default file), as the setup of a run named in o (Name,
// Source, Hash), readied by its game (RunRules.Ready) from the -p values
// and check. The target names its game and rules when the game is known,
// even when the file does not open; its games are called as its schema
// calls them (sim.Words.Game), or, when the file does not open, as its
// rules do (RunRules.Noun).
func (gs Games) OpenRun(arg string, o *Options, values []string, check bool) (RunTarget, error) {
	g, opened, err := gs.Open(arg)
	if g == nil {
		return RunTarget{}, err
	}
	t := RunTarget{Opened: opened, Game: g, Rules: g.Run.Or()}
	t.Noun = t.Rules.Noun
	if err != nil {
		return t, err
	}
	t.Setup = opened
	if w := opened.Schema().Words.Game; w != "" {
		t.Noun = w // what its schema calls its games
	}
	o.Source, o.Hash = arg, userfile.Hash(arg)
	if name, source, hash, ok := Described(opened); ok {
		o.Name, o.Source, o.Hash = name, source, hash
	}
	if t.Rules.Ready != nil {
		t.Setup, err = t.Rules.Ready(opened, values, check)
	}
	return t, err
}

// Described returns the name of setup's game, the file it was read from
// and the file's hash, when the setup says them (an Adventures battle, a
// campaign: a Describe method).
func Described(setup sim.Setup) (name, source, hash string, ok bool) {
	d, ok := setup.(interface {
		Describe() (name, source, hash string)
	})
	if ok {
		name, source, hash = d.Describe()
	}
	return name, source, hash, ok
}

// ReadResume reads the summary file resume of a run to resume ("": none,
// nil) and returns it with the argument the run plays: the first of
// args, or with none the file or embedded name the summary names ("": the
// default when there is no summary).
func ReadResume(resume string, args []string) (*Summary, string, error) {
	arg := ""
	if len(args) > 0 {
		arg = args[0]
	}
	if resume == "" {
		return nil, arg, nil
	}
	prev, err := stats.ReadSummaryFile(resume)
	if err != nil {
		return nil, "", fmt.Errorf("--resume: %w", err)
	}
	if len(args) == 0 {
		arg = strings.TrimPrefix(prev.Source, "embedded:")
	}
	return prev, arg, nil
}

// InputFiles returns the files setups were read from besides the files
// named on the command line, when their games say (an InputFiles method):
// an adventure's battle files, a battle's roster. A command writes none of
// its outputs over them.
func InputFiles(setups ...sim.Setup) []string {
	var files []string
	for _, s := range setups {
		if f, ok := s.(interface{ InputFiles() []string }); ok {
			files = append(files, f.InputFiles()...)
		}
	}
	return files
}
