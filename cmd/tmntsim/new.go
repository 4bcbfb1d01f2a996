package main

func runNew(e *env, args []string) int {
	fs := flagSet(e, "new", "", nil)
	fs.UseStarter()
	if code, done := parse(e, fs, args, false); done {
		return code
	}
	if fs.NArg() > 0 {
		return fail(e, usagef("new: unexpected argument %q (use -o FILE to name the file)", fs.Arg(0)))
	}
	st, err := fs.Starter()
	if err != nil {
		return fail(e, err)
	}
	return exitWith(e, st.Write(e.stdout, e.stderr))
}
