package cli

// CheckOuts checks a command's output files before any game is played
// (CheckOut): flagFiles holds each flag with its file, in turn ("-o",
// out, "--png", png); the first that cannot be written is the error.
func CheckOuts(flagFiles ...string) error {
	for i := 0; i+1 < len(flagFiles); i += 2 {
		if err := CheckOut(flagFiles[i], flagFiles[i+1]); err != nil {
			return err
		}
	}
	return nil
}
