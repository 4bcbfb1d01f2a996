package main

import (
	"bytes"
	"fmt"
	"io"
	"regexp"
	"slices"
	"strings"

	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
	"github.com/tmntsim/tmntsim/sim/adventures/policy"
)

func init() {
	register(&command{
		name:    "completion",
		summary: "print a shell completion script for bash, zsh or fish",
		run:     runCompletion,
	})
}

func runCompletion(e *env, args []string) int {
	fs := newFlagSet(e, "completion")
	fs.Usage = func() { writeHelp(e.stdout, "completion", fs, nil) }
	if code, done := parseFlags(e, fs, args); done {
		return code
	}
	if fs.NArg() != 1 {
		return fail(e, usagef("completion: name one shell, bash, zsh or fish (tmntsim completion bash)"))
	}
	write, ok := completionWriters[fs.Arg(0)]
	if !ok {
		msg := fmt.Sprintf("completion: unknown shell %q; want bash, zsh or fish", fs.Arg(0))
		if s := closest(fs.Arg(0), []string{"bash", "zsh", "fish"}); s != "" {
			msg += fmt.Sprintf(" (did you mean %q?)", s)
		}
		return fail(e, usagef("%s", msg))
	}
	var b bytes.Buffer
	write(&b, completionData())
	if _, err := e.stdout.Write(b.Bytes()); err != nil {
		return fail(e, err)
	}
	return exitOK
}

// completionWriters write the completion script of each shell.
var completionWriters = map[string]func(w io.Writer, d completion){
	"bash": writeBash,
	"zsh":  writeZsh,
	"fish": writeFish,
}

// A completion is what a completion script offers: the commands with
// their flags, the embedded battles, matches and tables, and the policies.
type completion struct {
	commands []completionCommand
	battles  []string
	policies []string
}

type completionCommand struct {
	name, summary string
	flags         []completionFlag
	// words are the command's arguments when they are not battles: the
	// shells of completion, the kinds of schema; none for list and
	// version (nil: battles and files).
	words []string
}

// commandWords are the arguments of the commands whose arguments are not
// battles or files.
var commandWords = map[string][]string{
	"completion": {"bash", "zsh", "fish"},
	"schema":     schemaKindNames(),
	"list":       {},
	"version":    {},
}

// A completionFlag is one flag of a command, as its help lists it.
type completionFlag struct {
	short, long string
	value       string // the value's placeholder ("N", "FILE"), "" for a switch
}

// file reports whether the flag's value is a file or a directory.
func (f completionFlag) file() bool {
	return strings.Contains(f.value, "FILE") || strings.Contains(f.value, "DIR")
}

// words returns the flag's spellings: "-n" and "--battles".
func (f completionFlag) words() []string {
	if f.short != "" {
		return []string{"-" + f.short, "--" + f.long}
	}
	return []string{"--" + f.long}
}

// flagLine matches a flag of a command's help: "  -n, --battles N   play…".
var flagLine = regexp.MustCompile(`^\s+(?:-(\w), )?--([\w-]+)(?: (\S+))?(?:\s{2,}|$)`)

// completionData gathers the commands, their flags (read from each
// command's --help, so a new flag completes without more code), the
// embedded files of every game and the policies.
func completionData() completion {
	var d completion
	for _, n := range commandNames() {
		c := commands[n]
		var out bytes.Buffer
		c.run(&env{stdout: &out, stderr: io.Discard, stdin: strings.NewReader("")}, []string{"--help"})
		cc := completionCommand{name: n, summary: c.summary, words: commandWords[n]}
		inFlags := false
		for _, line := range strings.Split(out.String(), "\n") {
			switch {
			case strings.HasPrefix(line, "Flags:"):
				inFlags = true
			case inFlags && strings.TrimSpace(line) == "":
				inFlags = false
			case inFlags:
				if m := flagLine.FindStringSubmatch(line); m != nil {
					cc.flags = append(cc.flags, completionFlag{short: m[1], long: m[2], value: m[3]})
				}
			}
		}
		cc.flags = append(cc.flags, completionFlag{short: "h", long: "help"})
		d.commands = append(d.commands, cc)
	}
	d.battles = battlefile.Embedded()
	d.policies = policy.Names()
	for _, g := range games[1:] {
		d.battles = append(d.battles, g.embedded()...)
		for _, p := range g.policies() {
			if !slices.Contains(d.policies, p) {
				d.policies = append(d.policies, p)
			}
		}
	}
	return d
}

// flagWords returns the spellings of c's flags that take a value of the
// given kind: "file", "policy", "other" or "switch".
func (c completionCommand) flagWords(kind string) []string {
	var ws []string
	for _, f := range c.flags {
		k := "other"
		switch {
		case f.value == "":
			k = "switch"
		case f.file():
			k = "file"
		case f.long == "policy":
			k = "policy"
		}
		if k == kind || kind == "" {
			ws = append(ws, f.words()...)
		}
	}
	return ws
}

func writeBash(w io.Writer, d completion) {
	names := make([]string, len(d.commands))
	for i, c := range d.commands {
		names[i] = c.name
	}
	fmt.Fprintf(w, `# bash completion for tmntsim: commands, flags, embedded battles and files.
# Load it with: source <(tmntsim completion bash)
# or for every shell: tmntsim completion bash > ~/.local/share/bash-completion/completions/tmntsim
_tmntsim() {
    local cur="${COMP_WORDS[COMP_CWORD]}" prev="${COMP_WORDS[COMP_CWORD-1]}"
    local commands=%q
    local battles=%q
    local policies=%q
    if [[ $COMP_CWORD -eq 1 ]]; then
        COMPREPLY=($(compgen -W "$commands help" -- "$cur"))
        return
    fi
    local flags="" files="" values="" pols="" words="" own=""
    case "${COMP_WORDS[1]}" in
        help) [[ $COMP_CWORD -eq 2 ]] && COMPREPLY=($(compgen -W "$commands" -- "$cur")); return ;;
`, strings.Join(names, " "), strings.Join(d.battles, " "), strings.Join(d.policies, " "))
	for _, c := range d.commands {
		own := ""
		if c.words != nil {
			own = " own=1 words=" + fmt.Sprintf("%q", strings.Join(c.words, " "))
		}
		fmt.Fprintf(w, "        %s) flags=%q files=%q values=%q pols=%q%s ;;\n", c.name,
			" "+strings.Join(c.flagWords(""), " ")+" ", " "+strings.Join(c.flagWords("file"), " ")+" ",
			" "+strings.Join(c.flagWords("other"), " ")+" ", " "+strings.Join(c.flagWords("policy"), " ")+" ", own)
	}
	fmt.Fprint(w, `    esac
    if [[ "$prev" == -* && "$files" == *" $prev "* ]]; then
        COMPREPLY=($(compgen -f -- "$cur"))
        return
    fi
    if [[ "$prev" == -* && "$pols" == *" $prev "* ]]; then
        COMPREPLY=($(compgen -W "$policies" -- "$cur"))
        return
    fi
    if [[ "$prev" == -* && "$values" == *" $prev "* ]]; then
        COMPREPLY=()
        return
    fi
    if [[ "$cur" == -* ]]; then
        COMPREPLY=($(compgen -W "$flags" -- "$cur"))
        return
    fi
    if [[ -n "$own" ]]; then
        COMPREPLY=($(compgen -W "$words" -- "$cur"))
        return
    fi
    COMPREPLY=($(compgen -W "$battles" -- "$cur"))
    local f
    while IFS= read -r f; do
        [[ -d "$f" || "$f" == *.yaml || "$f" == *.yml || "$f" == *.json ]] && COMPREPLY+=("$f")
    done < <(compgen -f -- "$cur")
}
complete -o filenames -F _tmntsim tmntsim
`)
}

func writeZsh(w io.Writer, d completion) {
	fmt.Fprint(w, `#compdef tmntsim
# zsh completion for tmntsim: commands, flags, embedded battles and files.
# Load it with: source <(tmntsim completion zsh)   (after compinit)
# or put it as _tmntsim in a directory of your $fpath.
_tmntsim() {
  local -a commands battles policies flags files values pols own_args
  local own=
  commands=(
`)
	for _, c := range d.commands {
		fmt.Fprintf(w, "    %s\n", zshQuote(c.name+":"+c.summary))
	}
	fmt.Fprintf(w, "  )\n  battles=(%s)\n  policies=(%s)\n", zshWords(d.battles), zshWords(d.policies))
	fmt.Fprint(w, `  if (( CURRENT == 2 )); then
    _describe -t commands 'tmntsim command' commands
    compadd help
    return
  fi
  case ${words[2]} in
    help) (( CURRENT == 3 )) && _describe -t commands 'tmntsim command' commands; return ;;
`)
	for _, c := range d.commands {
		own := ""
		if c.words != nil {
			own = fmt.Sprintf("; own=1; own_args=(%s)", zshWords(c.words))
		}
		fmt.Fprintf(w, "    %s) flags=(%s); files=(%s); values=(%s); pols=(%s)%s ;;\n", c.name,
			zshWords(c.flagWords("")), zshWords(c.flagWords("file")), zshWords(c.flagWords("other")), zshWords(c.flagWords("policy")), own)
	}
	fmt.Fprint(w, `  esac
  local prev=${words[CURRENT-1]}
  if (( ${files[(Ie)$prev]} )); then _files; return; fi
  if (( ${pols[(Ie)$prev]} )); then compadd -a policies; return; fi
  if (( ${values[(Ie)$prev]} )); then return; fi
  if [[ ${words[CURRENT]} == -* ]]; then
    compadd -a flags
    return
  fi
  if [[ -n $own ]]; then
    compadd -a own_args
    return
  fi
  compadd -a battles
  _files -g '*.(yaml|yml|json)'
}
if (( $+functions[compdef] )); then
  compdef _tmntsim tmntsim
else
  _tmntsim "$@"
fi
`)
}

func writeFish(w io.Writer, d completion) {
	fmt.Fprint(w, `# fish completion for tmntsim: commands, flags, embedded battles and files.
# Load it with: tmntsim completion fish | source
# or for every shell: tmntsim completion fish > ~/.config/fish/completions/tmntsim.fish
complete -c tmntsim -e
complete -c tmntsim -n __fish_use_subcommand -f -a help -d 'help on a command'
`)
	var names []string
	for _, c := range d.commands {
		names = append(names, c.name)
		fmt.Fprintf(w, "complete -c tmntsim -n __fish_use_subcommand -f -a %s -d %s\n", c.name, fishQuote(c.summary))
	}
	fmt.Fprintf(w, "complete -c tmntsim -n '__fish_seen_subcommand_from help' -f -a %s\n", fishQuote(strings.Join(names, " ")))
	var own []string
	for _, c := range d.commands {
		if c.words != nil {
			own = append(own, c.name)
			if len(c.words) > 0 {
				fmt.Fprintf(w, "complete -c tmntsim -n '__fish_seen_subcommand_from %s' -f -a %s\n", c.name, fishQuote(strings.Join(c.words, " ")))
			}
		}
	}
	fmt.Fprintf(w, "complete -c tmntsim -n 'not __fish_use_subcommand; and not __fish_seen_subcommand_from help %s' -a %s\n",
		strings.Join(own, " "), fishQuote(strings.Join(d.battles, " ")))
	for _, c := range d.commands {
		for _, f := range c.flags {
			fmt.Fprintf(w, "complete -c tmntsim -n '__fish_seen_subcommand_from %s' -l %s", c.name, f.long)
			if f.short != "" {
				fmt.Fprintf(w, " -s %s", f.short)
			}
			switch {
			case f.file():
				fmt.Fprint(w, " -r -F")
			case f.long == "policy":
				fmt.Fprintf(w, " -x -a %s", fishQuote(strings.Join(d.policies, " ")))
			case f.value != "":
				fmt.Fprint(w, " -x")
			}
			fmt.Fprintln(w)
		}
	}
}

// zshWords quotes words for a zsh array.
func zshWords(ws []string) string {
	q := make([]string, len(ws))
	for i, s := range ws {
		q[i] = zshQuote(s)
	}
	return strings.Join(q, " ")
}

// zshQuote and fishQuote quote s in single quotes for their shell.
func zshQuote(s string) string { return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'" }
func fishQuote(s string) string {
	return "'" + strings.ReplaceAll(strings.ReplaceAll(s, `\`, `\\`), "'", `\'`) + "'"
}
